import type { PaymentWindowConfigQuery } from '../../gql/graphql';
import { leaveSite } from '../../lib/leave-site';
import { loadTossPayments, type PaymentRequest } from './toss-sdk';

type PaymentConfig = PaymentWindowConfigQuery['paymentConfig'];

/** Where the provider sends the payer back: members and guests have their own pages (spec §2). */
export function returnUrls(
  member: boolean,
  origin = window.location.origin,
): Pick<PaymentRequest, 'successUrl' | 'failUrl'> {
  return member
    ? { successUrl: `${origin}/payment-callback`, failUrl: `${origin}/payment-fail` }
    : { successUrl: `${origin}/payment/success`, failUrl: `${origin}/payment/fail` };
}

/**
 * Opens the card payment window the server chose: Toss's SDK with its client key, or the local sandbox
 * window (a page on this site taking the same fields). Either ends on successUrl or failUrl.
 */
export async function openPaymentWindow(config: PaymentConfig, request: PaymentRequest): Promise<void> {
  if (config.mode === 'toss') {
    const TossPayments = await loadTossPayments();
    await TossPayments(config.clientKey).requestPayment('카드', request);
    return;
  }
  const params = new URLSearchParams({ ...request, amount: String(request.amount) });
  leaveSite(`${config.checkoutUrl ?? '/local/toss/checkout'}?${params.toString()}`);
}
