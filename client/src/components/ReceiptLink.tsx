import { useT } from '../i18n/I18nProvider';

/** Toss's receipt (매출 전표) of a payment, in a new tab: the confirmation, my page and the guest booking page. */
export function ReceiptLink({ url }: { url: string }) {
  const t = useT();
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="text-sm font-semibold text-brand-700 underline underline-offset-2"
    >
      {t('stay.receipt')}
    </a>
  );
}
