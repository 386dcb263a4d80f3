import { useSession } from '../../lib/session-context';
import { useT } from '../../i18n/I18nProvider';

/** The session-expiry message (spec §6), kept on screen across the redirect to /login. */
export function SessionNotice() {
  const { notice, dismissNotice } = useSession();
  const t = useT();
  if (!notice) return null;
  return (
    <div role="alert" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2.5 text-sm text-amber-900">
        <span>{notice}</span>
        <button type="button" onClick={dismissNotice} className="shrink-0 font-medium hover:underline">
          {t('common.dialog.close')}
        </button>
      </div>
    </div>
  );
}
