import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckoutRoomDocument, type CheckoutRoomQuery } from '../../gql/graphql';
import { useSpecMessages } from '../../i18n/spec-messages';
import { readBookingDraft, type BookingDraft } from '../../lib/booking-draft';

export type CheckoutRoom = CheckoutRoomQuery['room'];

export type CheckoutDraft = { state: 'loading' } | { state: 'ready'; draft: BookingDraft; room: CheckoutRoom };

const usable = (draft: BookingDraft | null): draft is BookingDraft =>
  draft !== null &&
  Number.isInteger(draft.hId) &&
  Number.isInteger(draft.rId) &&
  typeof draft.checkIn === 'string' &&
  typeof draft.checkOut === 'string';

/**
 * The booking draft restored for checkout (spec §4). Its hotel and room must still exist (the server's
 * room type, of that hotel); otherwise the person is told and sent home (spec §5, §8).
 */
export function useCheckoutDraft(): CheckoutDraft {
  const [draft] = useState(readBookingDraft);
  const valid = usable(draft);
  const navigate = useNavigate();
  const { invalidBooking } = useSpecMessages();
  const { data, error } = useQuery(CheckoutRoomDocument, {
    variables: { id: valid ? draft.rId : 0 },
    skip: !valid,
  });
  const room = data?.room;
  const broken = !valid || Boolean(error) || (room !== undefined && room.hotel.id !== draft.hId);
  const told = useRef(false);

  useEffect(() => {
    if (!broken || told.current) return;
    told.current = true;
    window.alert(invalidBooking);
    void navigate('/', { replace: true });
  }, [broken, navigate, invalidBooking]);

  if (broken || !room || !valid) return { state: 'loading' };
  return { state: 'ready', draft, room };
}
