import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { InquiryRowCells } from '../features/inquiries/InquiryRowCells';
import { Pager } from '../components/Pager';
import { useCursorPages } from '../lib/cursor-pages';
import { TableStatusRow } from '../features/inquiries/TableStatusRow';
import { AdminInquiriesDocument } from '../gql/graphql';
import { useT } from '../i18n/I18nProvider';
import { useSpecMessages } from '../i18n/spec-messages';

const PAGE_SIZE = 20;

/** /inquiry: the administrators' inquiry list (spec §2); a row opens /inquiry/:id. */
export function InquiryList() {
  const navigate = useNavigate();
  const t = useT();
  const messages = useSpecMessages();
  const pages = useCursorPages();
  const { data, loading, error } = useQuery(AdminInquiriesDocument, {
    variables: { first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminInquiries;
  const rows = list?.edges.map((edge) => edge.node) ?? [];
  const open = (id: number) => void navigate(`/inquiry/${id}`);

  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <PageTitle title={t('account.inquiryList.title')} />
      <h1 className="text-2xl font-extrabold text-stone-900">{t('account.inquiryList.title')}</h1>
      {error && !list ? (
        <p role="alert" className="py-16 text-center text-sm text-red-700">
          {messages.inquiryListLoadFailed}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-500">
              <tr>
                <th className="w-16 px-4 py-3 font-medium">ID</th>
                <th className="px-4 py-3 font-medium">{t('account.board.column.title')}</th>
                <th className="w-36 px-4 py-3 font-medium">{t('account.board.column.author')}</th>
                <th className="w-24 px-4 py-3 font-medium">{t('account.board.column.status')}</th>
                <th className="w-48 px-4 py-3 font-medium">{t('account.board.column.date')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              <TableStatusRow loading={loading && !list} empty={!!list && rows.length === 0} columns={5} />
              {rows.map((row) => (
                <tr key={row.id} onClick={() => open(row.id)} className="cursor-pointer hover:bg-stone-50">
                  <InquiryRowCells row={row} onOpen={() => open(row.id)} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && (
        <Pager
          page={pages.page}
          pages={Math.ceil(list.totalCount / PAGE_SIZE)}
          hasNext={list.pageInfo.hasNextPage}
          onPrevious={pages.previous}
          onNext={() => pages.next(list.pageInfo.endCursor)}
        />
      )}
    </section>
  );
}
