import { Link } from 'react-router';
import { useT } from '../../i18n/I18nProvider';
import { useSession } from '../../lib/session-context';

const base = 'flex-1 rounded-xl py-3 text-center font-semibold transition';

/** 홈으로 and 예약 내역: my page for a member, the booking check for a guest (spec §2). */
export function ResultActions({ bookingNumber }: { bookingNumber?: string | null }) {
  const t = useT();
  const { user } = useSession();
  const history = user
    ? '/mypage?tab=reservations'
    : `/booking-check${bookingNumber ? `?${new URLSearchParams({ bookingNumber }).toString()}` : ''}`;
  return (
    <div className="mt-8 flex gap-3">
      <Link to="/" className={`${base} border border-stone-300 text-stone-700 hover:bg-stone-50`}>
        {t('checkout.result.home')}
      </Link>
      <Link to={history} className={`${base} bg-brand-700 text-white hover:bg-brand-800`}>
        {t('checkout.result.history')}
      </Link>
    </div>
  );
}
