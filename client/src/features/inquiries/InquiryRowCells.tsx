import type { InquiryStatus } from '../../gql/graphql';
import { formatInstant } from '../../lib/korean-date';
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
            <span role="img" aria-label="비밀글" className="mr-1">
              🔒
            </span>
          )}
          {row.title}
        </button>
      </td>
      <td className="px-4 py-3 text-stone-700">
        {row.authorName}
        <span className="ml-1 text-xs text-stone-400">{row.isMember ? '회원' : '비회원'}</span>
      </td>
      <td className="px-4 py-3">
        <InquiryStatusBadge status={row.status} />
      </td>
      <td className="px-4 py-3 text-stone-500">{formatInstant(row.createdAt)}</td>
    </>
  );
}
