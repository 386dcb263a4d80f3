import { useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { BookingCheckForm } from '../features/guest-booking/BookingCheckForm';
import { BOOKING_NUMBER_EXAMPLE } from '../features/guest-booking/guest-proof';
import { useT } from '../i18n/I18nProvider';

/** /booking-check: open to everyone, it is how a guest finds a booking (spec §2; docs/decisions/client.md). */
export function BookingCheck() {
  const t = useT();
  const [params] = useSearchParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  return (
    <section className="mx-auto max-w-md px-4 py-14">
      <PageTitle title={t('booking.check.title')} />
      <h1 className="text-2xl font-extrabold text-stone-900">{t('booking.check.heading')}</h1>
      <p className="mb-6 mt-2 text-sm text-stone-600">
        {t('booking.check.intro', { example: BOOKING_NUMBER_EXAMPLE })}
      </p>
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        {/* `bookingNumber` from our links and messages; `orderId` from older ones. */}
        <BookingCheckForm initialOrderId={params.get('bookingNumber') ?? params.get('orderId') ?? ''} notice={notice} />
      </div>
    </section>
  );
}
