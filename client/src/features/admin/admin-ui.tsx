import { Tab, TabGroup, TabList } from '@headlessui/react';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { useState, type FormEvent, type ReactNode } from 'react';

/** The console's section heading with its actions on the right. */
export function SectionHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-extrabold text-stone-900">{title}</h1>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** A table's single row while loading, on error, or when there is nothing to show. */
function StatusRow({
  columns,
  loading,
  error,
  empty,
  emptyText,
}: {
  columns: number;
  loading: boolean;
  error: boolean;
  empty: boolean;
  emptyText: string;
}) {
  const text = loading ? '불러오는 중…' : error ? ADMIN_MESSAGES.adminLoadFailed : empty ? emptyText : null;
  if (!text) return null;
  return (
    <tr>
      <td
        colSpan={columns}
        role={error ? 'alert' : undefined}
        className="px-4 py-12 text-center text-sm text-stone-500"
      >
        {text}
      </td>
    </tr>
  );
}

/** A message under a section: an error (role alert) or a success (role status). */
export function Notice({ notice }: { notice: { kind: 'error' | 'ok'; text: string } | null }) {
  if (!notice) return null;
  return (
    <p
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className={`mt-4 rounded-lg px-4 py-2 text-sm ${
        notice.kind === 'error' ? 'bg-red-50 text-red-700' : 'bg-emerald-50 text-emerald-800'
      }`}
    >
      {notice.text}
    </p>
  );
}

export const buttonClass = {
  primary: 'rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-50',
  secondary:
    'rounded-lg border border-stone-300 px-3 py-1.5 text-sm text-stone-700 hover:bg-stone-100 disabled:opacity-50',
  danger: 'rounded-lg border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50',
};

/** A button in a table row's 관리 cell; `label` names the row for screen readers (`김예약 삭제`). */
export function RowAction({
  label,
  kind = 'secondary',
  disabled,
  onClick,
  children,
}: {
  label: string;
  kind?: 'secondary' | 'danger';
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button type="button" aria-label={label} disabled={disabled} onClick={onClick} className={buttonClass[kind]}>
      {children}
    </button>
  );
}

/** The tabs above a console table; choosing one calls `onChange` with its index. */
export function ConsoleTabs({
  tabs,
  selectedIndex,
  onChange,
}: {
  tabs: Array<{ key: string; label: ReactNode }>;
  selectedIndex: number;
  onChange(index: number): void;
}) {
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={onChange} className="mt-6">
      <TabList className="flex gap-2">
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            className={({ selected }) =>
              `rounded-lg px-4 py-2 text-sm font-medium outline-none ${
                selected ? 'bg-brand-50 text-brand-800' : 'text-stone-600 hover:bg-stone-100'
              }`
            }
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
    </TabGroup>
  );
}

export const tableClass = {
  wrap: 'mt-6 overflow-x-auto rounded-xl border border-stone-200 bg-white',
  table: 'w-full min-w-[720px] text-left text-sm',
  head: 'border-b border-stone-200 bg-stone-50 text-xs text-stone-500',
  th: 'px-4 py-3 font-medium',
  td: 'px-4 py-3',
};

/** A column heading: a label, or a label aligned right (amounts and counts). */
export type Column = string | { label: string; right: true };

/** An admin table: its headings, then a status row while loading, on error or when empty, then the rows. */
export function ConsoleTable({
  columns,
  loading,
  error,
  empty,
  emptyText,
  children,
}: {
  columns: Column[];
  loading: boolean;
  error: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <div className={tableClass.wrap}>
      <table className={tableClass.table}>
        <thead className={tableClass.head}>
          <tr>
            {columns.map((column, index) =>
              typeof column === 'string' ? (
                <th key={index} className={tableClass.th}>
                  {column}
                </th>
              ) : (
                <th key={index} className={`${tableClass.th} text-right`}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          <StatusRow columns={columns.length} loading={loading} error={error} empty={empty} emptyText={emptyText} />
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A section's search box: it keeps what is typed and hands over the trimmed text on 검색. */
export function SearchForm({
  label,
  className,
  onSearch,
}: {
  label: string;
  className: string;
  onSearch(text: string): void;
}) {
  const [draft, setDraft] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <form onSubmit={submit} className={`${className} flex gap-2`} role="search">
      <input
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={label}
        aria-label={label}
        className="w-full max-w-sm rounded-lg border border-stone-300 px-3 py-2 text-sm"
      />
      <button type="submit" className={buttonClass.primary}>
        검색
      </button>
    </form>
  );
}
