import { useApolloClient } from '@apollo/client/react';
import { normalizeBookingNumber } from '@shim/common/booking-number';
import { normalizePhone } from '@shim/common/validation';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormNotice } from '../../components/FormNotice';
import { PhoneField } from '../../components/PhoneField';
import { TextField } from '../../components/TextField';
import { GuestReservationDocument } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';
import { codeOf } from '../../lib/errors';
import { BOOKING_NUMBER_EXAMPLE, guestBookingPath, saveGuestProof } from './guest-proof';

/**
 * Booking number (any case, dashes, spaces; an old orderId also works) and phone, looked up on the server,
 * then the guest booking detail under the booking number (spec §2, §5, §8).
 */
export function BookingCheckForm({ initialOrderId, notice }: { initialOrderId: string; notice: string | null }) {
  const t = useT();
  const messages = useSpecMessages();
  const locale = useLocale();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [orderId, setOrderId] = useState(initialOrderId);
  const [phone, setPhone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The one normaliser the server uses too; what is no booking number goes as typed (an orderId).
    const order = normalizeBookingNumber(orderId) ?? orderId.trim();
    const digits = normalizePhone(phone);
    if (!order || !digits) {
      setFailure(messages.bookingCheckFieldsRequired);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await client.query({
        query: GuestReservationDocument,
        variables: { orderId: order, phone: digits },
      });
      const key = data?.guestReservation.bookingNumber ?? order;
      saveGuestProof({ orderId: key, phone: digits });
      await navigate(guestBookingPath(key));
    } catch (error) {
      setFailure(codeOf(error) === 'NOT_FOUND' ? messages.reservationNotFound : messages.reservationLookupFailed);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField
        label={t('booking.check.number')}
        value={orderId}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t('booking.check.numberPlaceholder', { example: BOOKING_NUMBER_EXAMPLE })}
        onChange={(e) => setOrderId(e.target.value)}
      />
      <PhoneField
        label={t('booking.check.phone')}
        locale={locale}
        countryLabel={t('booking.check.phoneCountry')}
        value={phone}
        onChange={setPhone}
      />
      <FormNotice
        notice={failure ? { text: failure, tone: 'error' } : notice ? { text: notice, tone: 'success' } : null}
      />
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-xl bg-brand-700 py-3 font-bold text-white transition hover:bg-brand-800 disabled:bg-stone-300"
      >
        {t(busy ? 'booking.check.busy' : 'booking.check.submit')}
      </button>
    </form>
  );
}
