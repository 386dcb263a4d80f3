import { createRequire } from 'node:module';
import { expect, type APIRequestContext } from '@playwright/test';

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
  score: number;
  content: string;
  reply: string | null;
  deletionStatus: string | null;
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
