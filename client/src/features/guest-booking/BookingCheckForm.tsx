import { useApolloClient } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { normalizePhone } from '@shim/common/validation';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormNotice } from '../../components/FormNotice';
import { TextField } from '../../components/TextField';
import { GuestReservationDocument } from '../../gql/graphql';
import { codeOf } from '../../lib/errors';
import { guestBookingPath, saveGuestProof } from './guest-proof';

/** Order number and phone, looked up on the server, then the guest booking detail (spec §2, §5, §8). */
export function BookingCheckForm({ initialOrderId, notice }: { initialOrderId: string; notice: string | null }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [orderId, setOrderId] = useState(initialOrderId);
  const [phone, setPhone] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const order = orderId.trim();
    const digits = normalizePhone(phone);
    if (!order || !digits) {
      setFailure(MESSAGES.bookingCheckFieldsRequired);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await client.query({
        query: GuestReservationDocument,
        variables: { orderId: order, phone: digits },
      });
      saveGuestProof({ orderId: order, phone: digits });
      await navigate(guestBookingPath(order));
    } catch (error) {
      setFailure(codeOf(error) === 'NOT_FOUND' ? MESSAGES.reservationNotFound : MESSAGES.reservationLookupFailed);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField label="예약 번호" value={orderId} autoComplete="off" onChange={(e) => setOrderId(e.target.value)} />
      <TextField
        label="전화번호"
        value={phone}
        inputMode="tel"
        autoComplete="tel"
        placeholder="01012345678"
        onChange={(e) => setPhone(e.target.value)}
      />
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
