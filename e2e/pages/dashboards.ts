import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Stay } from './booking-flow';

/** `1,234,567원` → 1234567. */
export const wonOf = (text: string | null): number => Number((text ?? '').replace(/[^\d-]/g, ''));

/** `2026-12-04` as the dashboards write a day on axes and in tables: `12월 4일`. */
export const koreanDay = (isoDate: string): string =>
  `${Number(isoDate.slice(5, 7))}월 ${Number(isoDate.slice(8, 10))}일`;

/** /manager and /admin: KPI cards by their label, hotel cards by their name, the period picker. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  kpi(label: string): Locator {
    return this.page
      .getByTestId('kpi')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .getByTestId('kpi-value');
  }

  /** Picks a preset of the period picker (`오늘`, `이번 달`, ...) and waits for the address to carry it. */
  async pick(preset: string, group = '기간'): Promise<void> {
    await this.page.getByRole('group', { name: group }).getByRole('button', { name: preset }).click();
    await expect(this.page.getByRole('group', { name: group }).getByRole('button', { name: preset })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  /** Picks 직접 선택 from `from` to `to` (`YYYY-MM-DD`). */
  async pickDays(from: string, to: string, group = '기간'): Promise<void> {
    await this.page.getByRole('group', { name: group }).getByRole('button', { name: '직접 선택' }).click();
    const form = this.page.getByRole('form', { name: `${group} 직접 선택` });
    await form.getByLabel('시작일').fill(from);
    await form.getByLabel('종료일').fill(to);
    await form.getByRole('button', { name: '적용' }).click();
    await expect(this.page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  }

  async won(label: string): Promise<number> {
    await expect(this.kpi(label)).toHaveText(/\d/);
    return wonOf(await this.kpi(label).textContent());
  }

  hotelCard(name: string): Locator {
    return this.page.getByRole('list', { name: '숙소 카드' }).getByRole('button').filter({ hasText: name });
  }

  /** A hotel card's sales over the picked period. */
  async hotelSales(name: string): Promise<number> {
    const values = this.hotelCard(name).locator('dd');
    await expect(values.first()).toHaveText(/원$/);
    return wonOf(await values.nth(0).textContent());
  }

  /** The period's sales added up over the lodgings' cards (all but the first, "전체 숙소"). */
  async hotelCardsSum(): Promise<number> {
    const cards = this.page.getByRole('list', { name: '숙소 카드' }).getByRole('button');
    let sum = 0;
    for (const card of (await cards.all()).slice(1)) sum += wonOf(await card.locator('dd').nth(0).textContent());
    return sum;
  }
}

/**
 * A lodging of the manager that search finds for the stay (the last one: the first of a region is what
 * other journeys book), with its name.
 */
export async function managedHotelFor(
  request: APIRequestContext,
  token: string,
  stay: Stay,
): Promise<{ hotelId: number; hotelName: string }> {
  const info = await request.get('/api/mchart/my-info', { headers: { Authorization: `Bearer ${token}` } });
  expect(info.status()).toBe(200);
  const { hotels } = (await info.json()) as { hotels: Array<{ hotelId: number; hotelName: string; address: string }> };
  for (const hotel of [...hotels].reverse()) {
    const region = hotel.address.split(' ').slice(0, 2).join(' ');
    const search = await request.post('/api/search', {
      data: { region, startDate: stay.startDate, endDate: stay.endDate, numberOfRooms: 1, numberOfPeople: 2 },
    });
    if (search.status() !== 200) continue;
    const found = (await search.json()) as Array<{ hId: number }>;
    if (found.some((hit) => hit.hId === hotel.hotelId)) return { hotelId: hotel.hotelId, hotelName: hotel.hotelName };
  }
  throw new Error('no lodging of the manager is bookable for the stay');
}
