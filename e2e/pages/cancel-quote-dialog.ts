import { expect, type Locator, type Page } from '@playwright/test';

/** The quote dialog every cancel button opens: the server's refund, then the confirm that sends it. */
export class CancelQuoteDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '예약 취소' });
  }

  /** One figure of the quote ("환불률", "환불 금액", "환불되지 않는 금액", "결제 금액"). */
  value(label: string): Locator {
    return this.dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  /** Checks the refund shown, then confirms with it (the button names the amount). */
  async confirm(refund: number, rate: number): Promise<void> {
    const amount = `${refund.toLocaleString('ko-KR')}원`;
    await expect(this.value('환불률')).toHaveText(`${rate}%`);
    await expect(this.value('환불 금액')).toHaveText(amount);
    await this.dialog.getByRole('button', { name: `${amount} 환불하고 취소` }).click();
    await expect(this.dialog).toHaveCount(0);
  }
}
