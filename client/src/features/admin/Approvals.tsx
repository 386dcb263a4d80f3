import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { useMutation, useQuery } from '@apollo/client/react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { withParticle } from '@shim/common/josa';
import { LODGING_TYPES } from '@shim/common/lodging';
import { MESSAGES } from '@shim/common/messages';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  AdminHotelsDocument,
  ApproveManagerDocument,
  DecideHotelDocument,
  DecideHotelsDocument,
  DecideManagersDocument,
  PendingManagersDocument,
} from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { formatInstantDate } from '../../lib/korean-date';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { buttonClass, ConsoleTable, Notice, SectionHeader, tableClass } from './admin-ui';

/** How many pending rows one screen shows; approve-all acts on exactly these. */
const PENDING_PAGE = 100;

type Notice = { kind: 'error' | 'ok'; text: string } | null;
type Decision = 'approve' | 'reject';
interface Pending {
  /** One row's id, or null for all the rows on screen. */
  id: number | null;
  decision: Decision;
  label: string;
}

const tabClass = ({ selected }: { selected: boolean }) =>
  `rounded-lg px-4 py-2 text-sm font-medium outline-none ${
    selected ? 'bg-brand-50 text-brand-800' : 'text-stone-600 hover:bg-stone-100'
  }`;

/**
 * 승인 관리 (spec §2): manager applications and new lodgings, one by one or all on screen at once; a lodging
 * opens its preview (/admin/approvals/hotels/:id), which comes back here with `?tab=hotels` and its outcome.
 */
export function Approvals() {
  const [params, setParams] = useSearchParams();
  const decided = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <div>
      <SectionHeader title="승인 관리" />
      <Notice notice={decided ? { kind: 'ok', text: decided } : null} />
      <TabGroup
        className="mt-6"
        selectedIndex={params.get('tab') === 'hotels' ? 1 : 0}
        onChange={(index) => setParams(index === 1 ? { tab: 'hotels' } : {}, { replace: true })}
      >
        <TabList className="flex gap-2">
          <Tab className={tabClass}>관리자 신청</Tab>
          <Tab className={tabClass}>숙소 등록</Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            <ManagerApprovals />
          </TabPanel>
          <TabPanel>
            <HotelApprovals />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}

function confirmText(pending: Pending, what: string, count: number): string {
  const verb = pending.decision === 'approve' ? '승인' : '거절';
  return pending.id === null
    ? `${what} ${count}건을 모두 ${verb}하시겠습니까?`
    : `${withParticle(pending.label, '을/를')} ${verb}하시겠습니까?`;
}

/** A pending approve/reject and its run: the section decides, this shows the outcome and reloads the list. */
function useDecisions(refetch: () => unknown, decide: (pending: Pending) => Promise<string>) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  async function run() {
    if (!pending) return;
    setBusy(true);
    const fallback =
      pending.decision === 'approve' ? ADMIN_MESSAGES.adminApproveFailed : ADMIN_MESSAGES.adminRejectFailed;
    const outcome = await runMutation(() => decide(pending), fallback);
    setNotice(outcome.ok ? { kind: 'ok', text: outcome.data } : { kind: 'error', text: outcome.message });
    setBusy(false);
    setPending(null);
    void refetch();
  }

  return { pending, setPending, busy, notice, run };
}

function ManagerApprovals() {
  const { data, loading, error, refetch } = useQuery(PendingManagersDocument, {
    variables: { first: PENDING_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [approveOne] = useMutation(ApproveManagerDocument);
  const [decideAll] = useMutation(DecideManagersDocument);
  const rows = data?.adminUsers.edges.map((edge) => edge.node) ?? [];
  const { pending, setPending, busy, notice, run } = useDecisions(refetch, async (pending) => {
    // A single rejection goes through the same all-or-none call: it deletes the account only while it
    // is still an application.
    if (pending.id === null || pending.decision === 'reject') {
      const ids = pending.id === null ? rows.map((row) => row.id) : [pending.id];
      await decideAll({
        variables: { input: { decision: pending.decision === 'approve' ? 'APPROVE' : 'REJECT', userIds: ids } },
      });
    } else {
      await approveOne({ variables: { input: { userId: pending.id } } });
    }
    return pending.decision === 'approve' ? MESSAGES.managerApproved : ADMIN_MESSAGES.managerRejected;
  });

  return (
    <div className="mt-4">
      <BulkButtons disabled={rows.length === 0} onPick={(decision) => setPending({ id: null, decision, label: '' })} />
      <Notice notice={notice} />
      <ConsoleTable
        columns={['이름', '이메일', '회사명', '사업자 등록번호', '신청일', '처리']}
        loading={loading && !data}
        error={!!error && !data}
        empty={!!data && rows.length === 0}
        emptyText="승인 대기 중인 관리자 신청이 없습니다."
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={tableClass.td}>{row.name}</td>
            <td className={tableClass.td}>{row.email}</td>
            <td className={tableClass.td}>{row.companyName ?? '-'}</td>
            <td className={tableClass.td}>{row.businessNumber ?? '-'}</td>
            <td className={`${tableClass.td} text-stone-500`}>
              {row.createdAt ? formatInstantDate(row.createdAt) : null}
            </td>
            <td className={tableClass.td}>
              <RowButtons
                name={row.name}
                onPick={(decision) => setPending({ id: row.id, decision, label: `${row.name}님의 신청` })}
              />
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.decision === 'approve' ? '관리자 신청 승인' : '관리자 신청 거절'}
        message={pending ? confirmText(pending, '관리자 신청', rows.length) : ''}
        confirmLabel={pending?.decision === 'approve' ? '승인' : '거절'}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

function HotelApprovals() {
  const { data, loading, error, refetch } = useQuery(AdminHotelsDocument, {
    variables: { filter: { status: 'PENDING' }, first: PENDING_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [decideOne] = useMutation(DecideHotelDocument);
  const [decideAll] = useMutation(DecideHotelsDocument);
  const rows = data?.adminHotels.edges.map((edge) => edge.node) ?? [];
  const { pending, setPending, busy, notice, run } = useDecisions(refetch, async (pending) => {
    const decision = pending.decision === 'approve' ? 'APPROVE' : 'REJECT';
    if (pending.id === null) {
      await decideAll({ variables: { input: { decision, hotelIds: rows.map((row) => row.id) } } });
      return pending.decision === 'approve' ? ADMIN_MESSAGES.hotelsApproved : ADMIN_MESSAGES.hotelsRejected;
    }
    await decideOne({ variables: { input: { decision, hotelId: pending.id } } });
    return pending.decision === 'approve' ? ADMIN_MESSAGES.hotelApproved : ADMIN_MESSAGES.hotelRejected;
  });

  return (
    <div className="mt-4">
      <BulkButtons disabled={rows.length === 0} onPick={(decision) => setPending({ id: null, decision, label: '' })} />
      <Notice notice={notice} />
      <ConsoleTable
        columns={['숙소명', '유형', '주소', '관리자', '미리보기', '처리']}
        loading={loading && !data}
        error={!!error && !data}
        empty={!!data && rows.length === 0}
        emptyText="승인 대기 중인 숙소가 없습니다."
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`${tableClass.td} font-medium text-stone-900`}>{row.name}</td>
            <td className={tableClass.td}>{LODGING_TYPES[row.type].label}</td>
            <td className={tableClass.td}>{row.address}</td>
            <td className={tableClass.td}>{row.manager?.name ?? '-'}</td>
            <td className={tableClass.td}>
              <Link
                to={`/admin/approvals/hotels/${row.id}`}
                aria-label={`${row.name} 미리보기`}
                className={`${buttonClass.secondary} inline-block whitespace-nowrap`}
              >
                미리보기
              </Link>
            </td>
            <td className={tableClass.td}>
              <RowButtons
                name={row.name}
                onPick={(decision) => setPending({ id: row.id, decision, label: row.name })}
              />
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.decision === 'approve' ? '숙소 승인' : '숙소 거절'}
        message={pending ? confirmText(pending, '숙소', rows.length) : ''}
        confirmLabel={pending?.decision === 'approve' ? '승인' : '거절'}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

function BulkButtons({ disabled, onPick }: { disabled: boolean; onPick(decision: Decision): void }) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" disabled={disabled} onClick={() => onPick('approve')} className={buttonClass.primary}>
        전체 승인
      </button>
      <button type="button" disabled={disabled} onClick={() => onPick('reject')} className={buttonClass.danger}>
        전체 거절
      </button>
    </div>
  );
}

function RowButtons({ name, onPick }: { name: string; onPick(decision: Decision): void }) {
  return (
    <div className="flex gap-2">
      <button
        type="button"
        aria-label={`${name} 승인`}
        onClick={() => onPick('approve')}
        className={buttonClass.primary}
      >
        승인
      </button>
      <button type="button" aria-label={`${name} 거절`} onClick={() => onPick('reject')} className={buttonClass.danger}>
        거절
      </button>
    </div>
  );
}
