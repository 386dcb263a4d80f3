import { useApolloClient, useMutation } from '@apollo/client/react';
import type { CheckoutConsentKind } from '@shim/common/consents';
import type { PayChoice } from '@shim/common/payment-methods';
import { useState } from 'react';
import { PaymentWindowConfigDocument, PrepareCheckoutDocument, PrepareDayUseCheckoutDocument } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/I18nProvider';
import type { BookingDraft } from '../../lib/booking-draft';
import { codeOf, failureMessage } from '../../lib/errors';
import { savePaymentInfo, savePaymentProof } from '../../lib/payment-info';
import { useSession } from '../../lib/session-context';
import { prepareFailureText } from './checkout-rules';
import { openPaymentWindow, returnUrls } from './payment-window';
import { TossSdkLoadError } from './toss-sdk';

export interface PayRequest {
  draft: BookingDraft;
  userCouponId: number | null;
  /** Normalised: digits only. */
  phone: string;
  guestName: string;
  /** The guest's optional e-mail (members have their account's). */
  email: string;
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
  const t = useT();
  const locale = useLocale();
  const failed = (message: string) => t('checkout.failure.withMessage', { message });
  const [prepareNights] = useMutation(PrepareCheckoutDocument);
  const [prepareDayUse] = useMutation(PrepareDayUseCheckoutDocument);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function pay({ draft, userCouponId, phone, guestName, email, consents, payChoice }: PayRequest): Promise<void> {
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
        email: member ? null : email.trim() || null,
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
          throw new Error(
            prepareFailureText(codeOf(error), failureMessage(error, t('checkout.failure.prepare')), failed),
          );
        }),
      ]);
      if (!order || !config) throw new Error(failed(t('checkout.failure.noOrder')));
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
          ...returnUrls(member, window.location.origin, locale),
        },
        payChoice,
      ).catch((error: unknown) => {
        const reason =
          error instanceof TossSdkLoadError
            ? t('checkout.failure.sdk')
            : error instanceof Error
              ? error.message
              : t('checkout.failure.window');
        throw new Error(failed(reason));
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('checkout.failure.plain'));
      setBusy(false);
    }
  }

  return { pay, busy, failure };
}
