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

  /** A room type's stay total in won ("2박 총 305,000원", taxes and fees included), as its card shows it. */
  async total(name: string): Promise<number> {
    const text =
      (await this.room(name)
        .getByText(/^\d+박 총 [\d,]+원/)
        .textContent()) ?? '';
    return Number(/총 ([\d,]+)원/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
  }

  /** Books the first bookable room; answers its name. */
  async bookFirst(): Promise<string> {
    const room = this.bookable.first();
    const name = (await room.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await this.book(room);
    return name;
  }

  /**
   * 예약하기 on a room type, as a guest: a visitor who is not logged in chooses 로그인하고 쿠폰 쓰기 or 비회원으로 예약
   * and takes the second; a member goes straight to the checkout. Returns once the checkout opens.
   */
  async book(room: Locator): Promise<void> {
    const page = this.page;
    // The dialog's own box is empty (its panel is fixed-positioned), so its button tells that it is open.
    const asGuest = page
      .getByRole('dialog', { name: '예약 방법 선택' })
      .getByRole('button', { name: '비회원으로 예약' });
    const answered = async () => (await asGuest.isVisible()) || new URL(page.url()).pathname.startsWith('/checkout');
    // A server-rendered button does nothing until the page has hydrated: press again until the page answers.
    await expect(async () => {
      if (!(await answered()))
        await room.getByRole('button', { name: '예약하기', exact: true }).click({ timeout: 2_000 });
      expect(await answered()).toBe(true);
    }).toPass();
    if (await asGuest.isVisible()) await asGuest.click();
    await expect(page).toHaveURL(/\/checkout/);
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
