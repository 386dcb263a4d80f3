import type { PaymentWindowConfigQuery } from '../../gql/graphql';
import { leaveSite } from '../../lib/leave-site';
import { payChoiceOf, type PayChoice } from '@shim/common/payment-methods';
import { loadTossPayments, type DirectEasyPay, type PaymentRequest } from './toss-sdk';

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

/** What the choice adds to the request: nothing for a card, Toss's direct flow for a wallet. */
export function easyPayFields(choice: PayChoice): DirectEasyPay | null {
  const easyPay = payChoiceOf(choice)?.easyPay;
  return easyPay ? { flowMode: 'DIRECT', easyPay } : null;
}

/**
 * Opens the payment window the server chose: Toss's SDK with its client key, or the local sandbox
 * window (a page on this site taking the same fields). A wallet chosen at checkout opens directly
 * (`easyPayFields`). Either ends on successUrl or failUrl.
 */
export async function openPaymentWindow(
  config: PaymentConfig,
  request: PaymentRequest,
  choice: PayChoice = 'CARD',
): Promise<void> {
  const direct = easyPayFields(choice);
  if (config.mode === 'toss') {
    const TossPayments = await loadTossPayments();
    await TossPayments(config.clientKey).requestPayment('카드', direct ? { ...request, ...direct } : request);
    return;
  }
  const params = new URLSearchParams({ ...request, amount: String(request.amount), ...direct });
  leaveSite(`${config.checkoutUrl ?? '/local/toss/checkout'}?${params.toString()}`);
}
