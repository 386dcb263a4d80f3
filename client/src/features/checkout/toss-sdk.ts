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
 * A wallet opened directly (Toss's payment window guide, "카드사 자체창·간편결제 자체창"): method 카드 with
 * `flowMode: 'DIRECT'` and the wallet's code in `easyPay`; without them, Toss's own window lets the payer
 * pick a card company.
 */
export interface DirectEasyPay {
  flowMode: 'DIRECT';
  easyPay: EasyPayCode;
}

interface TossPaymentsClient {
  requestPayment(method: '카드', request: PaymentRequest | (PaymentRequest & DirectEasyPay)): Promise<void>;
}

declare global {
  interface Window {
    TossPayments?: (clientKey: string) => TossPaymentsClient;
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
    script.onload = () =>
      window.TossPayments ? resolve(window.TossPayments) : reject(new Error('결제 모듈을 불러오지 못했습니다.'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('결제 모듈을 불러오지 못했습니다.'));
    };
    document.head.append(script);
  });
  return loading;
}
