import { expect, type Locator, type Page } from '@playwright/test';

/** /checkout and /checkout-guest: price preview, coupon or guest fields, terms, pay. */
export class CheckoutPage {
  readonly total: Locator;
  readonly coupon: Locator;
  readonly guestName: Locator;
  readonly phone: Locator;
  readonly terms: Locator;
  readonly pay: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.total = page.getByTestId('total-amount');
    this.coupon = page.getByLabel('쿠폰', { exact: true });
    this.guestName = page.getByLabel('예약자 이름');
    this.phone = page.getByLabel('휴대폰 번호');
    this.terms = page.getByRole('checkbox', { name: /결제 약관에 동의합니다/ });
    this.pay = page.getByRole('button', { name: /결제하기$/ });
    this.alert = page.getByRole('alert');
  }

  /** The total in won, once the server's preview is shown. */
  async totalAmount(): Promise<number> {
    await expect(this.total).toHaveText(/^[\d,]+원$/);
    return Number(((await this.total.textContent()) ?? '').replace(/\D/g, ''));
  }

  row(label: '객실 요금' | '세금 및 수수료' | '쿠폰 할인'): Locator {
    return this.page.getByLabel('결제 금액', { exact: true }).locator('div', { hasText: label }).locator('dd');
  }

  async fillGuest(name: string, phone: string): Promise<void> {
    await this.guestName.fill(name);
    await this.phone.fill(phone);
  }

  /** A guest's checkout paid in the sandbox window: answers the total in won (the receipt comes next). */
  async payAsGuest(name: string, phone: string): Promise<number> {
    const total = await this.totalAmount();
    await this.fillGuest(name, phone);
    await this.terms.check();
    await this.pay.click();
    const window = new SandboxPaymentWindow(this.page);
    await window.expectOpen(total);
    await window.pay();
    return total;
  }
}

/** The local Toss sandbox's payment window (/local/toss/checkout). */
export class SandboxPaymentWindow {
  readonly amount: Locator;
  readonly orderName: Locator;

  constructor(readonly page: Page) {
    this.amount = page.getByTestId('amount');
    this.orderName = page.getByTestId('order-name');
  }

  async expectOpen(amount: number): Promise<void> {
    await expect(this.page).toHaveURL(/\/local\/toss\/checkout\?/);
    await expect(this.amount).toHaveText(`${amount.toLocaleString('ko-KR')}원`);
  }

  async pay(scenario: '정상 승인' | '카드 거절' | '응답 없음' | '취소 실패' = '정상 승인'): Promise<void> {
    await this.page.getByLabel('테스트 결과').selectOption({ label: scenario });
    await this.page.getByRole('button', { name: '결제하기' }).click();
  }

  cancel(): Promise<void> {
    return this.page.getByRole('button', { name: '취소' }).click();
  }
}
