import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** SheetJS as the server installs it (the e2e package has no copy of its own): to open a downloaded .xlsx. */
const XLSX = createRequire(new URL('../../server/package.json', import.meta.url))('xlsx') as {
  readFile(path: string): { SheetNames: string[]; Sheets: Record<string, unknown> };
  utils: { sheet_to_json<T>(sheet: unknown): T[] };
};

/** The first sheet of an .xlsx file as rows keyed by the header row. */
export function readSheet(path: string): Array<Record<string, unknown>> {
  const book = XLSX.readFile(path);
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]);
}

export interface ManagerReviewRow {
  reviewId: number;
  hId: number;
  hotelName: string;
  userName: string;
  score: number;
  content: string;
  reply: string | null;
  deletionStatus: string | null;
}

/** A card of the manager's review list (/manager/reviews), by its author, lodging and text. */
export const reviewCard = (page: Page, review: ManagerReviewRow): Locator =>
  page
    .getByRole('listitem', { name: `${review.userName}님의 리뷰`, exact: true })
    .filter({ hasText: review.content })
    .filter({ hasText: review.hotelName });

/**
 * A lodging of the manager with at least `count` open reviews: on the console's first page (newest 50),
 * unanswered, unreported, and the only one of that page with their author, lodging and text (so
 * `reviewCard` finds exactly it; the demo sales' reviews repeat a few texts). Answers the lodging, all its
 * reviews, and the open ones. `last` takes the last such lodging, so two journeys running alongside do not
 * answer the same reviews.
 */
export async function openReviews(
  request: APIRequestContext,
  token: string,
  count: number,
  which: 'first' | 'last' = 'first',
): Promise<{ hotelId: number; all: ManagerReviewRow[]; open: ManagerReviewRow[] }> {
  const reviews = await getJson<ManagerReviewRow[]>(request, '/api/manager/reviews', token);
  const firstPage = reviews.slice(0, 50);
  const key = (r: ManagerReviewRow) => `${r.userName}|${r.hId}|${r.content}`;
  const open = firstPage.filter(
    (r) => r.deletionStatus === null && r.reply === null && firstPage.filter((o) => key(o) === key(r)).length === 1,
  );
  const byHotel = new Map<number, ManagerReviewRow[]>();
  for (const review of open) byHotel.set(review.hId, [...(byHotel.get(review.hId) ?? []), review]);
  const lodgings = [...byHotel.entries()];
  if (which === 'last') lodgings.reverse();
  const found = lodgings.find(([, list]) => list.length >= count);
  expect(found, 'a lodging of the manager with open reviews').toBeTruthy();
  const [hotelId, picked] = found!;
  return { hotelId, all: reviews.filter((r) => r.hId === hotelId), open: picked };
}

export async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** A lodging's score and count as the site shows them. */
export async function hotelScore(request: APIRequestContext, hotelId: number) {
  const response = await request.get(`/api/hotels/${hotelId}`);
  expect(response.status()).toBe(200);
  const hotel = (await response.json()) as {
    avgScore: number | null;
    reviewCount: number;
    reviews: Array<{ reviewId?: number; content: string; score: number }>;
  };
  return hotel;
}
