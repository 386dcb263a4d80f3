import { useT } from '../../i18n/I18nProvider';
import { inquiryStatusKey } from './inquiry-rules';

/** 답변완료 / 대기중 (spec §4). */
export function InquiryStatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${
        status === 'ANSWERED' ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-100 text-stone-600'
      }`}
    >
      {t(inquiryStatusKey(status))}
    </span>
  );
}
