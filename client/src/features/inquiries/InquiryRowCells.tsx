import type { InquiryStatus } from '../../gql/graphql';
import { useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';
import { InquiryStatusBadge } from './InquiryStatusBadge';

/** An inquiry's cells in the administrators' lists (/inquiry and the console): number, title, author, status, date. */
export function InquiryRowCells({
  row,
  expanded,
  onOpen,
}: {
  row: {
    id: number;
    title: string;
    secret: boolean;
    authorName: string;
    isMember: boolean;
    status: InquiryStatus;
    createdAt: string;
  };
  /** Whether the row's detail is open beneath it (the console); undefined where the title opens a page. */
  expanded?: boolean;
  onOpen(): void;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      <td className="px-4 py-3 text-stone-500">{row.id}</td>
      <td className="px-4 py-3">
        <button
          type="button"
          aria-expanded={expanded}
          onClick={(event) => {
            // The list's whole row may open it too: one open per click.
            event.stopPropagation();
            onOpen();
          }}
          className="text-left font-medium text-stone-900 hover:text-brand-700 hover:underline"
        >
          {row.secret && (
            <span role="img" aria-label={t('account.inquiry.secret')} className="mr-1">
              🔒
            </span>
          )}
          {row.title}
        </button>
      </td>
      <td className="px-4 py-3 text-stone-700">
        {row.authorName}
        <span className="ml-1 text-xs text-stone-400">
          {row.isMember ? t('account.inquiry.member') : t('account.inquiry.guest')}
        </span>
      </td>
      <td className="px-4 py-3">
        <InquiryStatusBadge status={row.status} />
      </td>
      <td className="px-4 py-3 text-stone-500">{format.instant(row.createdAt)}</td>
    </>
  );
}
