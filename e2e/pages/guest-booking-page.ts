import { expect, type Locator, type Page } from '@playwright/test';

/** /payment-success: the receipt and the two buttons. */
export class PaymentReceipt {
  readonly heading: Locator;
  readonly receipt: Locator;
  readonly orderId: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.receipt = page.getByLabel('예약 영수증');
    this.orderId = page.getByTestId('order-id');
  }

  async expectShown(): Promise<string> {
    await expect(this.page).toHaveURL(/\/payment-success\?orderId=/);
    await expect(this.receipt).toBeVisible();
    return (await this.orderId.textContent()) ?? '';
  }

  value(label: string): Locator {
    return this.receipt.locator('div', { hasText: label }).locator('dd');
  }
}

/** /booking-check, then the guest booking detail with its actions. */
export class GuestBookingPage {
  readonly orderId: Locator;
  readonly phone: Locator;
  readonly card: Locator;
  readonly cancel: Locator;
  readonly deleteHistory: Locator;

  constructor(readonly page: Page) {
    this.orderId = page.getByLabel('예약 번호');
    this.phone = page.getByLabel('전화번호');
    this.card = page.getByRole('article');
    this.cancel = page.getByRole('button', { name: '예약 취소' });
    this.deleteHistory = page.getByRole('button', { name: '취소 내역 삭제' });
  }

  async lookUp(orderId: string, phone: string): Promise<void> {
    await this.orderId.fill(orderId);
    await this.phone.fill(phone);
    await this.page.getByRole('button', { name: '예약 조회' }).click();
  }

  status(label: string): Locator {
    return this.card.getByText(label, { exact: true });
  }

  /** The value of one of the card's items ("결제 금액", "환불 금액"…). */
  value(label: string): Locator {
    return this.card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}
