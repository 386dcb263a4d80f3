import type { Locator, Page } from '@playwright/test';

/** `12월 20일` for a `YYYY-MM-DD` date, as the price calendar's days name themselves and their reasons. */
export const dayName = (date: string): string => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8))}일`;

/**
 * The lodging page's date picker (날짜 변경 · 요금 달력): two months side by side, from the month of the page's
 * check-in (or today's), so any night of the next five weeks is on screen without paging.
 */
export class PriceCalendarPicker {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '숙박 날짜 선택' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: '날짜 변경 · 요금 달력' }).click();
  }

  /** A day's button; its name is `12월 5일, 1박 180,000원` (`, 휴무`, `, 마감`, `, 최소 N박` as they apply). */
  day(date: string): Locator {
    return this.dialog.getByRole('button', { name: new RegExp(`^${dayName(date)}(,|$)`) });
  }
}
