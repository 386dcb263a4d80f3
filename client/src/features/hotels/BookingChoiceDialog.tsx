import { Modal } from '../../components/Modal';
import { useT } from '../../i18n/I18nProvider';

/**
 * 예약하기 for a visitor who is not logged in: log in first and keep the coupons (back to the member checkout of
 * the same stay), or book as a guest. Members keep their sign-up coupon only on the member checkout.
 */
export function BookingChoiceDialog({
  open,
  onLogin,
  onGuest,
  onClose,
}: {
  open: boolean;
  onLogin(): void;
  onGuest(): void;
  onClose(): void;
}) {
  const t = useT();
  return (
    <Modal title={t('lodging.choice.title')} open={open} onClose={onClose}>
      <p className="text-sm text-stone-600">{t('lodging.choice.why')}</p>
      <div className="mt-5 grid gap-2">
        <button
          type="button"
          onClick={onLogin}
          className="rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('lodging.choice.login')}
        </button>
        <button
          type="button"
          onClick={onGuest}
          className="rounded-xl border border-stone-300 px-5 py-3 font-semibold text-stone-800 hover:bg-stone-50"
        >
          {t('lodging.choice.guest')}
        </button>
      </div>
    </Modal>
  );
}
