import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { useEffect, useMemo } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { NoIndex } from '../components/NoIndex';
import { PageTitle } from '../components/PageTitle';
import { GuestBookingActions } from '../features/guest-booking/GuestBookingActions';
import { GuestBookingCard } from '../features/guest-booking/GuestBookingCard';
import { guestBookingPath, readGuestProof, saveGuestProof } from '../features/guest-booking/guest-proof';
import { GuestReservationDocument } from '../gql/graphql';
import { codeOf } from '../lib/errors';

/**
 * /guest/booking/{orderId}, and /booking-detail?orderId&phone for older links: the phone moves to this
 * tab's session storage and the address drops it (docs/decisions/client.md). Without a phone: the booking check.
 */
export function GuestBookingDetail() {
  const { orderId: pathOrderId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = pathOrderId ?? params.get('orderId') ?? '';
  const linkedPhone = params.get('phone');
  const proof = useMemo(
    () => (!orderId ? null : linkedPhone ? { orderId, phone: linkedPhone } : readGuestProof(orderId)),
    [orderId, linkedPhone],
  );

  useEffect(() => {
    if (!orderId || !linkedPhone) return;
    saveGuestProof({ orderId, phone: linkedPhone });
    void navigate(guestBookingPath(orderId), { replace: true });
  }, [orderId, linkedPhone, navigate]);

  if (!proof)
    return <Navigate to={orderId ? `/booking-check?${new URLSearchParams({ orderId })}` : '/booking-check'} replace />;
  return <GuestBookingView orderId={proof.orderId} phone={proof.phone} />;
}

function GuestBookingView({ orderId, phone }: { orderId: string; phone: string }) {
  const { data, error } = useQuery(GuestReservationDocument, {
    variables: { orderId, phone },
    fetchPolicy: 'cache-and-network',
  });
  const booking = data?.guestReservation;
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <PageTitle title="예약 상세" />
      <NoIndex />
      <div className="mb-6 flex items-center justify-between">
        <h1 className="text-2xl font-extrabold text-stone-900">예약 상세</h1>
        <Link to="/booking-check" className="text-sm font-medium text-brand-700 hover:underline">
          다른 예약 조회
        </Link>
      </div>
      {booking ? (
        <GuestBookingCard booking={booking}>
          <GuestBookingActions booking={booking} proof={{ orderId, phone }} />
        </GuestBookingCard>
      ) : error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {codeOf(error) === 'NOT_FOUND' ? MESSAGES.reservationNotFound : MESSAGES.reservationLookupFailed}
        </p>
      ) : (
        <p role="status" className="py-16 text-center text-sm text-stone-500">
          예약 정보를 불러오는 중…
        </p>
      )}
    </section>
  );
}
