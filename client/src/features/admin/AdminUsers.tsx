import { formatPhone } from '@shim/common/validation';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { useMutation, useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminUsersDocument, DeleteUserDocument, type Role } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { formatInstantDate } from '../../lib/korean-date';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CouponGrantModal } from './CouponGrantModal';
import {
  buttonClass,
  ConsoleTable,
  ConsoleTabs,
  Notice,
  RowAction,
  SearchForm,
  SectionHeader,
  tableClass,
} from './admin-ui';
import { downloadExcel } from './excel';
import { Pager } from '../../components/Pager';
import { useCursorPages } from '../../lib/cursor-pages';

const PAGE_SIZE = 50;
const TABS: Array<{ role: Role; label: string }> = [
  { role: 'ROLE_USER', label: '일반 회원' },
  { role: 'ROLE_MANAGER', label: '숙소 관리자' },
];
const SOCIAL_LABELS: Record<string, string> = { kakao: '카카오', google: '구글' };

/** 회원 관리 (spec §2): members and managers, search, a coupon for one member, deletion, the Excel export. */
export function AdminUsers() {
  const [tab, setTab] = useState(0);
  const role = TABS[tab]!.role;
  const [searchQuery, setSearchQuery] = useState('');
  const pages = useCursorPages();
  const { data, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: { role, searchQuery: searchQuery || null, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const [remove, { loading: removing }] = useMutation(DeleteUserDocument);
  const [granting, setGranting] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const rows = data?.adminUsers.edges.map((edge) => edge.node) ?? [];
  const managers = role === 'ROLE_MANAGER';

  function search(text: string) {
    setSearchQuery(text);
    pages.reset();
  }

  async function confirmDelete() {
    if (!deleting) return;
    const userId = deleting.id;
    const outcome = await runMutation(
      () => remove({ variables: { input: { userId } } }),
      ADMIN_MESSAGES.adminDeleteFailed,
    );
    if (outcome.ok) {
      setNotice({ kind: 'ok', text: MESSAGES.userDeleted });
      void refetch();
    } else setNotice({ kind: 'error', text: outcome.message });
    setDeleting(null);
  }

  async function exportRows() {
    const outcome = await runMutation(
      () =>
        downloadExcel('/api/admin/users/export.xlsx', { role, searchQuery: searchQuery || undefined }, '회원목록.xlsx'),
      ADMIN_MESSAGES.adminExportFailed,
    );
    if (!outcome.ok) setNotice({ kind: 'error', text: outcome.message });
  }

  return (
    <div>
      <SectionHeader title="회원 관리">
        <button type="button" onClick={() => void exportRows()} className={buttonClass.secondary}>
          엑셀 다운로드
        </button>
      </SectionHeader>
      <ConsoleTabs
        tabs={TABS.map((item) => ({ key: item.role, label: item.label }))}
        selectedIndex={tab}
        onChange={(index) => {
          setTab(index);
          pages.reset();
        }}
      />
      <SearchForm label="이름, 이메일 또는 회사명" className="mt-4" onSearch={search} />
      <Notice notice={notice} />
      <ConsoleTable
        columns={[
          '이름',
          '이메일',
          managers ? '회사명' : '휴대폰',
          managers ? '사업자 등록번호' : '소셜',
          '가입일',
          '관리',
        ]}
        loading={loading && !data}
        error={!!error && !data}
        empty={!!data && rows.length === 0}
        emptyText="조건에 맞는 회원이 없습니다."
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`${tableClass.td} font-medium text-stone-900`}>
              <Link to={`/admin/users/${row.id}`} className="hover:text-brand-700 hover:underline">
                {row.name}
              </Link>
            </td>
            <td className={tableClass.td}>{row.email}</td>
            <td className={tableClass.td}>
              {(managers ? row.companyName : row.phone && formatPhone(row.phone)) || '-'}
            </td>
            <td className={tableClass.td}>
              {managers ? (row.businessNumber ?? '-') : row.social ? (SOCIAL_LABELS[row.social] ?? row.social) : '-'}
            </td>
            <td className={`${tableClass.td} text-stone-500`}>
              {row.createdAt ? formatInstantDate(row.createdAt) : null}
            </td>
            <td className={tableClass.td}>
              <div className="flex gap-2">
                {!managers && (
                  <RowAction
                    label={`${row.name} 쿠폰 지급`}
                    onClick={() => setGranting({ id: row.id, name: row.name })}
                  >
                    쿠폰 지급
                  </RowAction>
                )}
                <RowAction
                  label={`${row.name} 삭제`}
                  kind="danger"
                  onClick={() => setDeleting({ id: row.id, name: row.name })}
                >
                  삭제
                </RowAction>
              </div>
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <Pager
        page={pages.page}
        hasNext={!!data?.adminUsers.pageInfo.hasNextPage}
        onPrevious={pages.previous}
        onNext={() => pages.next(data?.adminUsers.pageInfo.endCursor ?? null)}
      />
      <CouponGrantModal
        member={granting}
        onClose={() => setGranting(null)}
        onIssued={(text) => setNotice({ kind: 'ok', text })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="회원 삭제"
        message={deleting ? `${deleting.name}님을 삭제하시겠습니까? 더 이상 로그인할 수 없습니다.` : ''}
        confirmLabel="삭제"
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
