import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** `YYYY-MM-DD`, `days` from today in Seoul (the browser runs in Asia/Seoul). */
export const inDays = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + days * 86_400_000));

export interface Stay {
  region: string;
  startDate: string;
  endDate: string;
  rooms: string;
  persons: string;
}

export const stayFor = (region: string, offsetDays: number, nights = 2): Stay => ({
  region,
  startDate: inDays(offsetDays),
  endDate: inDays(offsetDays + nights),
  rooms: '1',
  persons: '2',
});

/** The first lodging the search answers for the stay (each journey takes its own region and dates). */
export async function firstHotelId(request: APIRequestContext, stay: Stay): Promise<number> {
  const response = await request.post('/api/search', {
    data: {
      region: stay.region,
      startDate: stay.startDate,
      endDate: stay.endDate,
      numberOfRooms: Number(stay.rooms),
      numberOfPeople: Number(stay.persons),
    },
  });
  expect(response.status()).toBe(200);
  const hotels = (await response.json()) as Array<{ hId: number }>;
  expect(hotels.length).toBeGreaterThan(0);
  return hotels[0]!.hId;
}

/** /hotel/{id} for a stay: the first bookable room, what is left of it, and its booking button. */
export class HotelRooms {
  constructor(readonly page: Page) {}

  async open(hotelId: number, stay: Stay): Promise<void> {
    await this.page.goto(`/hotel/${hotelId}?${new URLSearchParams({ ...stay }).toString()}`);
    await expect(this.bookable.first()).toBeVisible();
  }

  get bookable(): Locator {
    return this.page
      .getByRole('region', { name: '객실 선택' })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('button', { name: '예약하기', exact: true }) });
  }

  room(name: string): Locator {
    return this.page.getByRole('region', { name: '객실 선택' }).getByRole('listitem', { name, exact: true });
  }

  /** The units left of a room type for the stay ("남은 객실 N개"). */
  async left(name: string): Promise<number> {
    const text =
      (await this.room(name)
        .getByText(/^남은 객실 \d+개$/)
        .textContent()) ?? '';
    return Number(text.replace(/\D/g, ''));
  }

  /** Books the first bookable room; answers its name. */
  async bookFirst(): Promise<string> {
    const room = this.bookable.first();
    const name = (await room.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await room.getByRole('button', { name: '예약하기', exact: true }).click();
    return name;
  }
}

/** The next Saturday after today in Seoul, and the Friday and Sunday around it. */
export function nextWeekend() {
  const today = inDays(0);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const toSaturday = (6 - weekday + 7) % 7 || 7;
  return {
    friday: inDays(toSaturday - 1),
    saturday: inDays(toSaturday),
    sunday: inDays(toSaturday + 1),
    monday: inDays(toSaturday + 2),
  };
}
