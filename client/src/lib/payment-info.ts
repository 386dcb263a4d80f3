import { STORAGE_KEYS } from '@shim/common/limits';

/** The pending payment kept between the checkout and the provider's return (spec §3 payment info). */
export interface PaymentInfo {
  reservationId: number;
  roomId: number;
  hotelId: number;
  userId: number | null;
  phone: string | null;
  userCouponId: number | null;
  orderId: string;
  amount: number;
}

export function savePaymentInfo(info: PaymentInfo): void {
  localStorage.setItem(STORAGE_KEYS.paymentInfo, JSON.stringify(info));
}

export function readPaymentInfo(): PaymentInfo | null {
  const text = localStorage.getItem(STORAGE_KEYS.paymentInfo);
  if (!text) return null;
  try {
    const info = JSON.parse(text) as Partial<PaymentInfo>;
    return typeof info.orderId === 'string' && typeof info.reservationId === 'number' ? (info as PaymentInfo) : null;
  } catch {
    return null;
  }
}

export const clearPaymentInfo = (): void => localStorage.removeItem(STORAGE_KEYS.paymentInfo);

/**
 * The payer's proof of a payment (server: reservations/payment-proof.ts), per order, in this tab's
 * sessionStorage: it survives the trip through the payment window, and a shared result link carries none.
 */
const proofKey = (orderId: string) => `shim.paymentProof.${orderId}`;

export function savePaymentProof(orderId: string, proof: string): void {
  try {
    sessionStorage.setItem(proofKey(orderId), proof);
  } catch {
    // Storage refused (private mode, full): the result page then asks for the phone.
  }
}

export function readPaymentProof(orderId: string): string | null {
  try {
    return sessionStorage.getItem(proofKey(orderId));
  } catch {
    return null;
  }
}
