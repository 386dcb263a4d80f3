import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Stay } from './booking-flow';

/** `1,234,567원` → 1234567. */
export const wonOf = (text: string | null): number => Number((text ?? '').replace(/[^\d-]/g, ''));

/** /manager and /admin: KPI cards by their label, hotel cards by their name. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  kpi(label: string): Locator {
    return this.page.getByTestId('kpi').filter({ hasText: label }).getByTestId('kpi-value');
  }

  async won(label: string): Promise<number> {
    await expect(this.kpi(label)).toHaveText(/\d/);
    return wonOf(await this.kpi(label).textContent());
  }

  hotelCard(name: string): Locator {
    return this.page.getByRole('list', { name: '숙소 카드' }).getByRole('button').filter({ hasText: name });
  }

  /** A hotel card's total and today's sales. */
  async hotelSales(name: string): Promise<{ total: number; today: number }> {
    const values = this.hotelCard(name).locator('dd');
    await expect(values.first()).toHaveText(/원$/);
    return { total: wonOf(await values.nth(0).textContent()), today: wonOf(await values.nth(1).textContent()) };
  }

  /** The total and today's sales added up over the lodgings' cards (all but the first, "전체 숙소"). */
  async hotelCardsSum(): Promise<{ total: number; today: number }> {
    const cards = this.page.getByRole('list', { name: '숙소 카드' }).getByRole('button');
    const sum = { total: 0, today: 0 };
    for (const card of (await cards.all()).slice(1)) {
      const values = card.locator('dd');
      sum.total += wonOf(await values.nth(0).textContent());
      sum.today += wonOf(await values.nth(1).textContent());
    }
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
