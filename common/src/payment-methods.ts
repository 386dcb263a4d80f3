/**
 * The payment choices offered before the payment window: a card through Toss's window, or an easy-pay
 * wallet opened directly through Toss's own flow (`flowMode: 'DIRECT'` with `easyPay`, docs/decisions/reservations.md).
 * `provider` is the name Toss answers in a payment's `easyPay.provider`.
 */
export const PAY_CHOICES = [
  { key: 'CARD', label: '카드', easyPay: null, provider: null },
  { key: 'KAKAOPAY', label: '카카오페이', easyPay: 'KAKAOPAY', provider: '카카오페이' },
  { key: 'NAVERPAY', label: '네이버페이', easyPay: 'NAVERPAY', provider: '네이버페이' },
  { key: 'TOSSPAY', label: '토스페이', easyPay: 'TOSSPAY', provider: '토스페이' },
] as const;

export type PayChoice = (typeof PAY_CHOICES)[number]['key'];
export type EasyPayCode = NonNullable<(typeof PAY_CHOICES)[number]['easyPay']>;

export const payChoiceOf = (key: string | null | undefined) => PAY_CHOICES.find((choice) => choice.key === key) ?? null;

/** The easy-pay wallet of a Toss easyPay code (`KAKAOPAY` → 카카오페이), or null for a card / unknown code. */
export const easyPayProviderOf = (code: string | null | undefined): string | null =>
  PAY_CHOICES.find((choice) => choice.easyPay !== null && choice.easyPay === code)?.provider ?? null;
