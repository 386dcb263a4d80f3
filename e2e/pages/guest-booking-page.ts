import { expect, type Locator, type Page } from '@playwright/test';

/** /payment-success: the receipt and the two buttons. */
export class PaymentReceipt {
  readonly heading: Locator;
  readonly receipt: Locator;
  readonly bookingNumber: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.receipt = page.getByLabel('예약 영수증');
    this.bookingNumber = page.getByTestId('booking-number');
  }

  /** Waits for the receipt and answers the booking number it shows (`7K4Q-9XMT-Q2RA`). */
  async expectShown(): Promise<string> {
    await expect(this.page).toHaveURL(/\/payment-success\?orderId=/);
    await expect(this.receipt).toBeVisible();
    const number = (await this.bookingNumber.textContent()) ?? '';
    expect(number).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    return number;
  }

  /** The payment's orderId (Toss's key), from the address: what webhooks and payments carry. */
  orderId(): string {
    return new URL(this.page.url()).searchParams.get('orderId') ?? '';
  }

  /** The value of one receipt row, by its exact label ("숙소" is not "숙소 전화"). */
  value(label: string): Locator {
    return this.receipt.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}

/** /booking-check, then the guest booking detail with its actions. */
export class GuestBookingPage {
  /** The booking check's 예약 번호 field (a booking number or an older orderId). */
  readonly bookingNumber: Locator;
  readonly phone: Locator;
  readonly card: Locator;
  readonly cancel: Locator;
  readonly deleteHistory: Locator;

  constructor(readonly page: Page) {
    this.bookingNumber = page.getByLabel('예약 번호');
    this.phone = page.getByLabel('전화번호');
    this.card = page.getByRole('article');
    this.cancel = page.getByRole('button', { name: '예약 취소' });
    this.deleteHistory = page.getByRole('button', { name: '취소 내역 삭제' });
  }

  async lookUp(bookingNumber: string, phone: string): Promise<void> {
    await this.bookingNumber.fill(bookingNumber);
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
