import { useApolloClient } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { normalizeBookingNumber } from '@shim/common/booking-number';
import { normalizePhone } from '@shim/common/validation';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormNotice } from '../../components/FormNotice';
import { PhoneField } from '../../components/PhoneField';
import { TextField } from '../../components/TextField';
import { GuestReservationDocument } from '../../gql/graphql';
import { codeOf } from '../../lib/errors';
import { guestBookingPath, saveGuestProof } from './guest-proof';

/**
 * Booking number (any case, dashes, spaces; an old orderId also works) and phone, looked up on the server,
 * then the guest booking detail under the booking number (spec §2, §5, §8).
 */
export function BookingCheckForm({ initialOrderId, notice }: { initialOrderId: string; notice: string | null }) {
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
      setFailure(MESSAGES.bookingCheckFieldsRequired);
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
      setFailure(codeOf(error) === 'NOT_FOUND' ? MESSAGES.reservationNotFound : MESSAGES.reservationLookupFailed);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField
        label="예약 번호"
        value={orderId}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="예: 7K4Q-9XMT-Q2RA"
        onChange={(e) => setOrderId(e.target.value)}
      />
      <PhoneField label="전화번호" value={phone} onChange={setPhone} />
      <FormNotice
        notice={failure ? { text: failure, tone: 'error' } : notice ? { text: notice, tone: 'success' } : null}
      />
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-xl bg-brand-700 py-3 font-bold text-white transition hover:bg-brand-800 disabled:bg-stone-300"
      >
        {busy ? '조회 중…' : '예약 조회'}
      </button>
    </form>
  );
}
