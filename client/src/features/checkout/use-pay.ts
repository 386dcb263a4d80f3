import { useApolloClient, useMutation } from '@apollo/client/react';
import type { CheckoutConsentKind } from '@shim/common/consents';
import type { PayChoice } from '@shim/common/payment-methods';
import { useState } from 'react';
import { PaymentWindowConfigDocument, PrepareCheckoutDocument, PrepareDayUseCheckoutDocument } from '../../gql/graphql';
import type { BookingDraft } from '../../lib/booking-draft';
import { codeOf, failureMessage } from '../../lib/errors';
import { savePaymentInfo, savePaymentProof } from '../../lib/payment-info';
import { useSession } from '../../lib/session-context';
import { prepareFailureText } from './checkout-rules';
import { openPaymentWindow, returnUrls } from './payment-window';

export interface PayRequest {
  draft: BookingDraft;
  userCouponId: number | null;
  /** Normalised: digits only. */
  phone: string;
  guestName: string;
  consents: CheckoutConsentKind[];
  payChoice: PayChoice;
}

/**
 * Pay: the server prepares the booking (holds the rooms, prices it again), the pending payment is kept
 * in local storage (spec §3), then the payment window opens and returns to the callback pages.
 */
export function usePay(member: boolean) {
  const client = useApolloClient();
  const { user } = useSession();
  const [prepareNights] = useMutation(PrepareCheckoutDocument);
  const [prepareDayUse] = useMutation(PrepareDayUseCheckoutDocument);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function pay({ draft, userCouponId, phone, guestName, consents, payChoice }: PayRequest): Promise<void> {
    setBusy(true);
    setFailure(null);
    try {
      const buyer = {
        hotelId: draft.hId,
        roomId: draft.rId,
        roomCount: draft.rooms,
        persons: draft.guests,
        userCouponId: member ? userCouponId : null,
        phone: member ? null : phone,
        guestName: member ? null : guestName.trim() || null,
        consents,
      };
      // A 대실 is prepared by its date, start and hours; the rest is as for nights.
      const preparing = draft.dayUse
        ? prepareDayUse({
            variables: {
              input: { ...buyer, date: draft.checkIn, start: draft.dayUse.start, hours: draft.dayUse.hours },
            },
          }).then((result) => result.data?.prepareDayUse)
        : prepareNights({
            variables: { input: { ...buyer, checkIn: draft.checkIn, checkOut: draft.checkOut } },
          }).then((result) => result.data?.prepareReservation);
      const [{ data: config }, order] = await Promise.all([
        client.query({ query: PaymentWindowConfigDocument }),
        preparing.catch((error: unknown) => {
          throw new Error(prepareFailureText(codeOf(error), failureMessage(error, '예약을 준비하지 못했습니다.')));
        }),
      ]);
      if (!order || !config) throw new Error('결제 실패: 결제 정보를 받지 못했습니다.');
      savePaymentInfo({
        reservationId: order.reservationId,
        roomId: draft.rId,
        hotelId: draft.hId,
        userId: user?.id ?? null,
        phone: member ? null : phone,
        userCouponId: member ? userCouponId : null,
        orderId: order.orderId,
        amount: order.totalAmount,
      });
      savePaymentProof(order.orderId, order.paymentProof);
      await openPaymentWindow(
        config.paymentConfig,
        {
          amount: order.totalAmount,
          orderId: order.orderId,
          orderName: order.orderName,
          customerName: order.customerName,
          ...returnUrls(member),
        },
        payChoice,
      ).catch((error: unknown) => {
        throw new Error(`결제 실패: ${error instanceof Error ? error.message : '결제창을 열지 못했습니다.'}`);
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '결제 실패');
      setBusy(false);
    }
  }

  return { pay, busy, failure };
}
