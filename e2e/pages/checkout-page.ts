import { expect, type Locator, type Page } from '@playwright/test';

type PayChoiceLabel = '카드' | '카카오페이' | '네이버페이' | '토스페이';

/** /checkout and /checkout-guest: price preview, coupon or guest fields, payment method, consents, pay. */
export class CheckoutPage {
  readonly total: Locator;
  readonly coupon: Locator;
  readonly guestName: Locator;
  readonly phone: Locator;
  /** 전체 동의: ticks every consent (the three required ones and marketing). */
  readonly terms: Locator;
  readonly pay: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.total = page.getByTestId('total-amount');
    this.coupon = page.getByLabel('쿠폰', { exact: true });
    // Exact: the third-party consent's label says 예약자 이름·연락처 too.
    this.guestName = page.getByLabel('예약자 이름', { exact: true });
    this.phone = page.getByLabel('휴대폰 번호', { exact: true });
    this.terms = page.getByRole('checkbox', { name: /전체 동의/ });
    this.pay = page.getByRole('button', { name: /결제하기$/ });
    this.alert = page.getByRole('alert');
  }

  /** One consent's checkbox: '이용약관', '개인정보 수집·이용', '개인정보 제3자 제공', '마케팅'. */
  consent(name: '이용약관' | '개인정보 수집·이용' | '개인정보 제3자 제공' | '마케팅'): Locator {
    return this.page.getByRole('checkbox', { name: new RegExp(`${name}.*동의`) });
  }

  /** 카드, 카카오페이, 네이버페이 or 토스페이, chosen before the window. */
  payMethod(label: PayChoiceLabel): Locator {
    return this.page.getByRole('radio', { name: label, exact: true });
  }

  /** Chooses a payment method as a person does: its tile (the radio itself is visually hidden). */
  async choosePayMethod(label: PayChoiceLabel): Promise<void> {
    await this.page
      .locator('label')
      .filter({ has: this.payMethod(label) })
      .click();
    await expect(this.payMethod(label)).toBeChecked();
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

  /** The payment method the window was opened with (Toss's direct easy-pay flow, or a card). */
  method(): Locator {
    return this.page.getByLabel('결제 수단');
  }

  async pay(scenario: '정상 승인' | '카드 거절' | '응답 없음' | '취소 실패' = '정상 승인'): Promise<void> {
    await this.page.getByLabel('테스트 결과').selectOption({ label: scenario });
    await this.page.getByRole('button', { name: '결제하기' }).click();
  }

  cancel(): Promise<void> {
    return this.page.getByRole('button', { name: '취소' }).click();
  }
}
