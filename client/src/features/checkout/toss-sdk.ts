import type { EasyPayCode } from '@shim/common/payment-methods';

/** The payment request the Toss Payments v1 browser SDK takes (and the local sandbox window too). */
export interface PaymentRequest {
  amount: number;
  orderId: string;
  orderName: string;
  customerName: string;
  successUrl: string;
  failUrl: string;
}

/**
 * The card method: the v1 SDK takes its English name as well as 카드 (its types: `'카드' | 'CARD'`), and the
 * English one keeps Korean out of the guest's screens' sources.
 */
export const TOSS_CARD = 'CARD';

/**
 * A wallet opened directly (Toss's payment window guide, "카드사 자체창·간편결제 자체창"): method CARD with
 * `flowMode: 'DIRECT'` and the wallet's code in `easyPay`; without them, Toss's own window lets the payer
 * pick a card company.
 */
export interface DirectEasyPay {
  flowMode: 'DIRECT';
  easyPay: EasyPayCode;
}

interface TossPaymentsClient {
  requestPayment(method: typeof TOSS_CARD, request: PaymentRequest | (PaymentRequest & DirectEasyPay)): Promise<void>;
}

declare global {
  interface Window {
    TossPayments?: (clientKey: string) => TossPaymentsClient;
  }
}

/** The SDK script did not load; the checkout words it in the page's language. */
export class TossSdkLoadError extends Error {
  constructor() {
    super('Toss Payments SDK failed to load');
    this.name = 'TossSdkLoadError';
  }
}

export const TOSS_SDK_URL = 'https://js.tosspayments.com/v1/payment';

let loading: Promise<NonNullable<Window['TossPayments']>> | null = null;

/** Loads Toss's SDK once per page. */
export function loadTossPayments(): Promise<NonNullable<Window['TossPayments']>> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TOSS_SDK_URL;
    script.async = true;
    script.onload = () => (window.TossPayments ? resolve(window.TossPayments) : reject(new TossSdkLoadError()));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new TossSdkLoadError());
    };
    document.head.append(script);
  });
  return loading;
}
