import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@shim/common/limits';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FormNotice } from '../components/FormNotice';
import { PageHead } from '../ssr/PageHead';
import { BoardPostModal } from '../features/inquiries/BoardPostModal';
import { InquiryStatusBadge } from '../features/inquiries/InquiryStatusBadge';
import { Pager } from '../components/Pager';
import { useCursorPages } from '../lib/cursor-pages';
import { TableStatusRow } from '../features/inquiries/TableStatusRow';
import { InquiryBoardDocument } from '../gql/graphql';
import { useT } from '../i18n/I18nProvider';
import { useFormat } from '../i18n/format';
import { useSpecMessages } from '../i18n/spec-messages';

const PAGE_SIZE = LIMITS.inquiryBoardPageSize;

/** /inquiries/board: the public list (spec §2); a row opens its post in a dialog. */
export function InquiryBoard() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const t = useT();
  const format = useFormat();
  const messages = useSpecMessages();
  const pages = useCursorPages();
  const { data, loading, error } = useQuery(InquiryBoardDocument, {
    variables: { first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const [open, setOpen] = useState<{ id: number; title: string } | null>(null);
  const board = data?.inquiryBoard;
  const rows = board?.edges.map((edge) => edge.node) ?? [];

  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <PageHead title={t('account.board.title')} path="/inquiries/board" description={t('account.board.description')} />
      <div className="flex items-end justify-between gap-4">
        <h1 className="text-2xl font-extrabold text-stone-900">{t('account.board.title')}</h1>
        <Link
          to="/inquiry/create"
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white transition hover:bg-brand-800"
        >
          {t('account.board.write')}
        </Link>
      </div>
      <div className="mt-4">
        <FormNotice notice={notice ? { text: notice, tone: 'success' } : null} />
      </div>
      {error && !board ? (
        <p role="alert" className="py-16 text-center text-sm text-red-700">
          {messages.inquiryListLoadFailed}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-500">
              <tr>
                <th className="w-20 px-4 py-3 font-medium">{t('account.board.column.number')}</th>
                <th className="w-24 px-4 py-3 font-medium">{t('account.board.column.status')}</th>
                <th className="px-4 py-3 font-medium">{t('account.board.column.title')}</th>
                <th className="w-28 px-4 py-3 font-medium">{t('account.board.column.author')}</th>
                <th className="w-36 px-4 py-3 font-medium">{t('account.board.column.date')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              <TableStatusRow loading={loading && !board} empty={!!board && rows.length === 0} columns={5} />
              {rows.map((row) => (
                <tr key={row.id} className="hover:bg-stone-50">
                  <td className="px-4 py-3 text-stone-500">{row.id}</td>
                  <td className="px-4 py-3">
                    <InquiryStatusBadge status={row.status} />
                  </td>
                  <td className="px-4 py-3">
                    <button
                      type="button"
                      onClick={() => setOpen({ id: row.id, title: row.title })}
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
                  <td className="px-4 py-3 text-stone-700">{row.authorName}</td>
                  <td className="px-4 py-3 text-stone-500">{format.instantDate(row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {board && (
        <Pager
          page={pages.page}
          pages={Math.ceil(board.totalCount / PAGE_SIZE)}
          hasNext={board.pageInfo.hasNextPage}
          onPrevious={pages.previous}
          onNext={() => pages.next(board.pageInfo.endCursor)}
        />
      )}
      <BoardPostModal id={open?.id ?? null} title={open?.title ?? ''} onClose={() => setOpen(null)} />
    </section>
  );
}
