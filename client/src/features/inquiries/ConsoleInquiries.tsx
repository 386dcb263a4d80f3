import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { Fragment, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormNotice } from '../../components/FormNotice';
import { Pager } from '../../components/Pager';
import { AdminInquiriesDocument, AdminInquiryDocument, type InquiryStatus } from '../../gql/graphql';
import { failureMessage } from '../../lib/errors';
import { formatInstant } from '../../lib/korean-date';
import { AnswerForm } from './AnswerForm';
import { InquiryRowCells } from './InquiryRowCells';

const PAGE_SIZE = 20;
const FILTERS: Array<{ status: InquiryStatus | null; label: string }> = [
  { status: null, label: '전체' },
  { status: 'WAITING', label: '답변 대기' },
  { status: 'ANSWERED', label: '답변 완료' },
];

/** The list's state as the URL keeps it: filter, search, page (its number and the cursor it starts after), open row. */
function readParams(params: URLSearchParams) {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: status === 'WAITING' || status === 'ANSWERED' ? (status as InquiryStatus) : null,
    q: params.get('q')?.trim() ?? '',
    after: params.get('after'),
    page: Number.isInteger(page) && page > 1 && params.get('after') ? page : 1,
    open: Number(params.get('open')) || null,
  };
}

/**
 * 문의 관리 inside the admin console (/admin/inquiries): status filters, a search over title, author and content,
 * pages, and a row that opens in place with the answer form. Everything but the typed search lives in the URL.
 */
export function ConsoleInquiries() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const state = readParams(params);
  const { data, loading, error, refetch } = useQuery(AdminInquiriesDocument, {
    variables: { first: PAGE_SIZE, after: state.after, status: state.status, searchQuery: state.q || null },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminInquiries;
  const rows = list?.edges.map((edge) => edge.node) ?? [];
  // What the answer just given became; shown above the list, since a filtered list may drop the row.
  const [saved, setSaved] = useState<string | null>(null);
  const answered = (message: string) => {
    setSaved(message);
    void refetch();
  };

  /** A new URL from the current one: `changes` set (null removes); a filter or search starts at page 1. */
  function go(changes: Record<string, string | null>, options: { push?: boolean; keepPage?: boolean } = {}) {
    const next = new URLSearchParams(params);
    if (!options.keepPage) ['page', 'after'].forEach((key) => next.delete(key));
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: !options.push, state: options.push ? { pagedFrom: state.page } : null });
  }

  function previous() {
    // Back through the pages this tab walked; a page opened from a link starts over at page 1.
    if ((location.state as { pagedFrom?: number } | null)?.pagedFrom) void navigate(-1);
    else go({ open: null });
  }

  const openRow = (id: number) => go({ open: state.open === id ? null : String(id) }, { keepPage: true });
  const shownOpen = state.open !== null && !rows.some((row) => row.id === state.open) ? state.open : null;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-stone-900">문의 관리</h1>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <div role="group" aria-label="답변 상태" className="flex gap-2">
          {FILTERS.map((filter) => (
            <button
              key={filter.label}
              type="button"
              aria-pressed={state.status === filter.status}
              onClick={() => go({ status: filter.status, open: null })}
              className={`rounded-lg px-4 py-2 text-sm font-medium ${
                state.status === filter.status ? 'bg-brand-50 text-brand-800' : 'text-stone-600 hover:bg-stone-100'
              }`}
            >
              {filter.label}
            </button>
          ))}
        </div>
        <SearchBox key={state.q} initial={state.q} onSearch={(q) => go({ q, open: null })} />
      </div>
      <div className="mt-4">
        <FormNotice notice={saved ? { text: saved, tone: 'success' } : null} />
      </div>
      {shownOpen !== null && (
        <div className="mt-4 rounded-xl border border-stone-200 bg-white p-5">
          <InquiryPanel id={shownOpen} onAnswered={answered} onClose={() => go({ open: null })} />
        </div>
      )}
      {error && !list ? (
        <p role="alert" className="py-16 text-center text-sm text-red-700">
          {failureMessage(error, MESSAGES.inquiryListLoadFailed)}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-500">
              <tr>
                <th className="w-16 px-4 py-3 font-medium">번호</th>
                <th className="px-4 py-3 font-medium">제목</th>
                <th className="w-36 px-4 py-3 font-medium">작성자</th>
                <th className="w-24 px-4 py-3 font-medium">상태</th>
                <th className="w-48 px-4 py-3 font-medium">작성일</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {(loading && !list) || (list && rows.length === 0) ? (
                <tr>
                  <td colSpan={5} className="px-4 py-12 text-center text-stone-500">
                    {loading && !list ? '불러오는 중…' : '조건에 맞는 문의가 없습니다.'}
                  </td>
                </tr>
              ) : null}
              {rows.map((row) => (
                <Fragment key={row.id}>
                  <tr className={state.open === row.id ? 'bg-brand-50/40' : undefined}>
                    <InquiryRowCells row={row} expanded={state.open === row.id} onOpen={() => openRow(row.id)} />
                  </tr>
                  {state.open === row.id && (
                    <tr>
                      <td colSpan={5} className="bg-stone-50 px-4 py-4">
                        <InquiryPanel id={row.id} onAnswered={answered} onClose={() => go({ open: null })} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && (
        <Pager
          page={state.page}
          pages={Math.ceil(list.totalCount / PAGE_SIZE)}
          hasNext={list.pageInfo.hasNextPage}
          onPrevious={previous}
          onNext={() =>
            list.pageInfo.endCursor &&
            go(
              { page: String(state.page + 1), after: list.pageInfo.endCursor, open: null },
              { push: true, keepPage: true },
            )
          }
        />
      )}
    </div>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch(text: string): void }) {
  const [draft, setDraft] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }
  return (
    <form role="search" onSubmit={submit} className="flex flex-1 gap-2 sm:max-w-md">
      <input
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-label="제목, 작성자 또는 내용"
        placeholder="제목, 작성자 또는 내용"
        className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
      />
      <button
        type="submit"
        className="shrink-0 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
      >
        검색
      </button>
    </form>
  );
}

/** One inquiry opened in the list: who wrote it and how to reach them, its content, and its answer or the form. */
function InquiryPanel({ id, onAnswered, onClose }: { id: number; onAnswered(message: string): void; onClose(): void }) {
  const { data, loading, error, refetch } = useQuery(AdminInquiryDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const inquiry = data?.adminInquiry;
  if (error && !inquiry)
    return (
      <p role="alert" className="text-sm text-red-700">
        {failureMessage(error, MESSAGES.inquiryLoadFailed)}
      </p>
    );
  if (!inquiry) return loading ? <p className="text-sm text-stone-500">불러오는 중…</p> : null;

  return (
    <section aria-label={`문의 ${inquiry.title}`} className="space-y-4">
      <div className="flex items-start justify-between gap-3">
        <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-500">작성자</dt>
          <dd>{`${inquiry.authorName} (${inquiry.isMember ? '회원' : '비회원'})`}</dd>
          <dt className="text-stone-500">{inquiry.isMember ? '이메일' : '답변 받을 이메일'}</dt>
          <dd>{inquiry.email ?? '-'}</dd>
          {!inquiry.isMember && (
            <>
              <dt className="text-stone-500">휴대폰 번호</dt>
              <dd>{inquiry.phoneNumber ?? '-'}</dd>
            </>
          )}
        </dl>
        <button type="button" onClick={onClose} className="text-sm text-stone-500 hover:text-stone-800">
          닫기
        </button>
      </div>
      <p className="whitespace-pre-wrap rounded-lg bg-white p-4 text-stone-900 ring-1 ring-stone-200">
        {inquiry.content}
      </p>
      {inquiry.answer ? (
        <div className="rounded-lg bg-emerald-50 p-4 text-sm">
          <p className="font-semibold">관리자 답변</p>
          <p className="mt-2 whitespace-pre-wrap">{inquiry.answer}</p>
          {inquiry.answeredAt && (
            <p className="mt-2 text-xs text-stone-500">{`답변일 ${formatInstant(inquiry.answeredAt)}`}</p>
          )}
        </div>
      ) : (
        <AnswerForm
          inquiryId={inquiry.id}
          onAnswered={() => {
            void refetch();
            onAnswered(inquiry.email ? MESSAGES.inquiryAnswerSavedMailQueued : MESSAGES.inquiryAnswerSaved);
          }}
        />
      )}
    </section>
  );
}
