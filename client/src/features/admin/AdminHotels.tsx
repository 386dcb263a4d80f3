import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { useMutation, useQuery } from '@apollo/client/react';
import { Switch } from '@headlessui/react';
import { HOTEL_STATUS_LABELS } from '@shim/common/hotel-status';
import { LODGING_TYPE_KEYS, LODGING_TYPES, type LodgingType } from '@shim/common/lodging';
import { formatWon } from '@shim/common/money';
import { useState } from 'react';
import { AdminHotelsDocument, SetHotelActiveDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { buttonClass, ConsoleTable, Notice, SearchForm, SectionHeader, tableClass } from './admin-ui';
import { downloadExcel } from './excel';
import { Pager } from '../../components/Pager';
import { useCursorPages } from '../../lib/cursor-pages';

const PAGE_SIZE = 50;

/** 숙소 관리 (spec §2): search by name or region, type checkboxes, the search visibility switch. */
export function AdminHotels() {
  const [searchQuery, setSearchQuery] = useState('');
  const [types, setTypes] = useState<LodgingType[]>([]);
  const pages = useCursorPages();
  const filter = { searchQuery: searchQuery || null, types: types.length ? types : null };
  const { data, loading, error } = useQuery(AdminHotelsDocument, {
    variables: { filter, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const [setActive] = useMutation(SetHotelActiveDocument);
  // The switch moves at once; the server's answer keeps it there or puts it back.
  const [shown, setShown] = useState<Record<number, boolean>>({});
  const [notice, setNotice] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const rows = data?.adminHotels.edges.map((edge) => edge.node) ?? [];

  function search(text: string) {
    setSearchQuery(text);
    pages.reset();
  }

  function toggleType(type: LodgingType) {
    setTypes((picked) => (picked.includes(type) ? picked.filter((t) => t !== type) : [...picked, type]));
    pages.reset();
  }

  async function toggle(id: number, active: boolean) {
    setShown((current) => ({ ...current, [id]: active }));
    setNotice(null);
    const outcome = await runMutation(
      () => setActive({ variables: { input: { hotelId: id, active } } }),
      ADMIN_MESSAGES.adminStatusFailed,
    );
    if (outcome.ok) return;
    setShown((current) => ({ ...current, [id]: !active }));
    setNotice({ kind: 'error', text: outcome.message });
  }

  async function exportRows() {
    const filter = { searchQuery: searchQuery || undefined, types: types.join(',') || undefined };
    const outcome = await runMutation(
      () => downloadExcel('/api/admin/hotels/export.xlsx', filter, '숙소목록.xlsx'),
      ADMIN_MESSAGES.adminExportFailed,
    );
    if (!outcome.ok) setNotice({ kind: 'error', text: outcome.message });
  }

  return (
    <div>
      <SectionHeader title="숙소 관리">
        <button type="button" onClick={() => void exportRows()} className={buttonClass.secondary}>
          엑셀 다운로드
        </button>
      </SectionHeader>
      <SearchForm label="숙소명 또는 지역" className="mt-6" onSearch={search} />
      <fieldset className="mt-4 flex flex-wrap gap-3 text-sm">
        <legend className="sr-only">숙소 유형</legend>
        {LODGING_TYPE_KEYS.map((type) => (
          <label key={type} className="flex items-center gap-1.5">
            <input type="checkbox" checked={types.includes(type)} onChange={() => toggleType(type)} />
            {LODGING_TYPES[type].label}
          </label>
        ))}
      </fieldset>
      <Notice notice={notice} />
      <ConsoleTable
        columns={[
          '숙소명',
          '유형',
          '지역',
          '승인',
          { label: '이번 달 매출', right: true },
          { label: '평점', right: true },
          { label: '예약', right: true },
          '노출',
        ]}
        loading={loading && !data}
        error={!!error && !data}
        empty={!!data && rows.length === 0}
        emptyText="조건에 맞는 숙소가 없습니다."
      >
        {rows.map((row) => {
          const active = shown[row.id] ?? row.active;
          return (
            <tr key={row.id}>
              <td className={`${tableClass.td} font-medium text-stone-900`}>{row.name}</td>
              <td className={tableClass.td}>{LODGING_TYPES[row.type].label}</td>
              <td className={tableClass.td}>{row.region}</td>
              <td className={tableClass.td}>{HOTEL_STATUS_LABELS[row.status]}</td>
              <td className={`${tableClass.td} text-right`}>{formatWon(row.monthlyRevenue)}</td>
              <td className={`${tableClass.td} text-right`}>{row.avgScore?.toFixed(1) ?? '-'}</td>
              <td className={`${tableClass.td} text-right`}>{row.bookingCount}</td>
              <td className={tableClass.td}>
                <Switch
                  checked={active}
                  onChange={(next) => void toggle(row.id, next)}
                  aria-label={`${row.name} 노출`}
                  className="group relative inline-flex h-6 w-11 items-center rounded-full bg-stone-300 transition data-checked:bg-brand-700"
                >
                  <span className="inline-block size-4 translate-x-1 rounded-full bg-white transition group-data-checked:translate-x-6" />
                </Switch>
              </td>
            </tr>
          );
        })}
      </ConsoleTable>
      <Pager
        page={pages.page}
        hasNext={!!data?.adminHotels.pageInfo.hasNextPage}
        onPrevious={pages.previous}
        onNext={() => pages.next(data?.adminHotels.pageInfo.endCursor ?? null)}
      />
    </div>
  );
}
