import type { Locator, Page } from '@playwright/test';

/** /hotel/{id}: the rooms and their booking buttons. */
export class HotelDetailPage {
  readonly heading: Locator;
  readonly rooms: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.rooms = page.getByRole('region', { name: '객실 선택' }).getByRole('listitem');
  }

  bookingButtons(label: '예약하기' | '예약 마감' | '인원 초과'): Locator {
    return this.page.getByRole('region', { name: '객실 선택' }).getByRole('button', { name: label, exact: true });
  }
}
