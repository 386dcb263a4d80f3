import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { NoIndex } from '../components/NoIndex';
import { PageTitle } from '../components/PageTitle';
import { ApproxAmount } from '../features/exchange-rates/ApproxAmount';
import { GuestBookingActions } from '../features/guest-booking/GuestBookingActions';
import { GuestBookingCard } from '../features/guest-booking/GuestBookingCard';
import { guestBookingPath, readGuestProof, saveGuestProof } from '../features/guest-booking/guest-proof';
import { GuestReservationDocument } from '../gql/graphql';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useSpecMessages } from '../i18n/spec-messages';
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
  const t = useT();
  const locale = useLocale();
  const messages = useSpecMessages();
  const { data, error } = useQuery(GuestReservationDocument, {
    variables: { orderId, phone },
    fetchPolicy: 'cache-and-network',
  });
  const booking = data?.guestReservation;
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <PageTitle title={t('booking.detail.title')} />
      <NoIndex />
      <div className="mb-6 flex items-center justify-between">
        <h1 className="text-2xl font-extrabold text-stone-900">{t('booking.detail.title')}</h1>
        <Link to="/booking-check" className="text-sm font-medium text-brand-700 hover:underline">
          {t('booking.detail.other')}
        </Link>
      </div>
      {booking ? (
        <GuestBookingCard
          booking={booking}
          approx={(won) => <ApproxAmount won={won} locale={locale} className="block" />}
        >
          <GuestBookingActions booking={booking} proof={{ orderId, phone }} />
        </GuestBookingCard>
      ) : error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {codeOf(error) === 'NOT_FOUND' ? messages.reservationNotFound : messages.reservationLookupFailed}
        </p>
      ) : (
        <p role="status" className="py-16 text-center text-sm text-stone-500">
          {t('booking.detail.loading')}
        </p>
      )}
    </section>
  );
}
