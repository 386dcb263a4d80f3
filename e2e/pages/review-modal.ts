import { expect, type Locator, type Page } from '@playwright/test';

/** My page's review modal: five stars, the text, an optional photo. */
export class ReviewModal {
  readonly dialog: Locator;
  readonly content: Locator;
  readonly submit: Locator;
  readonly problem: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '리뷰 쓰기' });
    this.content = this.dialog.getByLabel('리뷰 내용');
    this.submit = this.dialog.getByRole('button', { name: '리뷰 등록' });
    this.problem = this.dialog.getByRole('alert');
  }

  /**
   * The first stay on the reservations tab that offers a review, and its lodging's name. The card is
   * found again by that name, since once reviewed it no longer offers the button.
   */
  async firstReviewable(): Promise<{ card: Locator; hotelName: string }> {
    // Finished stays sit under the 지난 예약 tab, as 이용 완료.
    await this.page.getByRole('tab', { name: /^지난 예약/ }).click();
    const region = this.page.getByRole('region', { name: '이용 완료' });
    const offering = region
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('button', { name: '리뷰 쓰기' }) })
      .first();
    await expect(offering).toBeVisible();
    const hotelName = (await offering.getAttribute('aria-label')) ?? '';
    return { card: region.getByRole('listitem', { name: hotelName }).first(), hotelName };
  }

  async openFor(card: Locator): Promise<void> {
    await card.getByRole('button', { name: '리뷰 쓰기' }).click();
    // The dialog element itself has no box (its panel is fixed-positioned): look at what it holds.
    await expect(this.content).toBeVisible();
  }

  async stars(score: 1 | 2 | 3 | 4 | 5): Promise<void> {
    await this.dialog.getByRole('radio', { name: `${score}점` }).click();
  }
}
