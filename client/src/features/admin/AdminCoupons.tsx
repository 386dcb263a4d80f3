import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { COUPON_MESSAGES } from '@shim/common/coupon-rules';
import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS } from '@shim/common/limits';
import { useState } from 'react';
import {
  AdminCouponTypesDocument,
  type AdminCouponTypesQuery,
  DeleteCouponTypeDocument,
  IssueCouponToAllDocument,
  IssuedCouponsDocument,
  WithdrawIssuedCouponDocument,
} from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { formatInstant } from '../../lib/korean-date';
import { formatStayDate } from '../../lib/korean-date';
import { Modal } from '../../components/Modal';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CouponForm, type CouponFormValues } from './CouponForm';
import { CouponIssueModal } from './CouponIssueModal';
import { ConsoleTable, Notice, RowAction, SectionHeader, tableClass } from './admin-ui';
import { amountField, couponValueLabel } from './coupon-labels';
import { Pager } from '../../components/Pager';
import { useCursorPages } from '../../lib/cursor-pages';

const ISSUED_PAGE = 50;

type Action =
  | { kind: 'delete'; id: number; name: string }
  | { kind: 'issue-all'; id: number; name: string }
  | { kind: 'withdraw'; id: number; name: string };

const CONFIRM: Record<Action['kind'], { title: string; label: string; message(name: string): string }> = {
  delete: {
    title: '쿠폰 삭제',
    label: '삭제',
    message: (name) => `'${name}' 쿠폰과 발급된 쿠폰을 모두 삭제하시겠습니까?`,
  },
  'issue-all': {
    title: '전체 회원 발급',
    label: '발급',
    message: (name) => `'${name}' 쿠폰을 모든 회원에게 발급하시겠습니까? 이미 받은 회원은 건너뜁니다.`,
  },
  withdraw: { title: '쿠폰 회수', label: '회수', message: (name) => `${name}의 쿠폰을 회수하시겠습니까?` },
};

type CouponTypeRow = AdminCouponTypesQuery['adminCouponTypes']['edges'][number]['node'];

/** A coupon type's fields as the edit form starts from them. */
const formValuesOf = (coupon: CouponTypeRow): CouponFormValues => ({
  name: coupon.name,
  type: coupon.type,
  value: String(coupon.discount),
  expiryDate: coupon.expiryDate ?? '',
  code: coupon.code ?? '',
  minOrderAmount: coupon.minOrderAmount > 0 ? amountField(String(coupon.minOrderAmount)) : '',
  maxDiscount: coupon.maxDiscount !== null ? amountField(String(coupon.maxDiscount)) : '',
  startDate: coupon.startDate ?? '',
  appliesToDayUse: coupon.appliesToDayUse,
});

/**
 * 쿠폰 관리 (spec §2): the create form, the coupon types with their conditions (edit, delete, issue to all or to
 * one member: disabled with the server's reason once expired) and the issued coupons.
 */
export function AdminCoupons() {
  const types = useQuery(AdminCouponTypesDocument, {
    // Coupon types are few; the largest page shows them all on one screen.
    variables: { first: LIMITS.pageSizeMax },
    fetchPolicy: 'cache-and-network',
  });
  const pages = useCursorPages();
  const issued = useQuery(IssuedCouponsDocument, {
    variables: { first: ISSUED_PAGE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteType] = useMutation(DeleteCouponTypeDocument);
  const [issueAll] = useMutation(IssueCouponToAllDocument);
  const [withdraw] = useMutation(WithdrawIssuedCouponDocument);
  const [action, setAction] = useState<Action | null>(null);
  const [editing, setEditing] = useState<CouponTypeRow | null>(null);
  const [issuing, setIssuing] = useState<{ id: number; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const couponTypes = types.data?.adminCouponTypes.edges.map((edge) => edge.node) ?? [];
  const issuedRows = issued.data?.issuedCoupons.edges.map((edge) => edge.node) ?? [];

  function refresh() {
    void types.refetch();
    void issued.refetch();
  }

  async function run() {
    if (!action) return;
    setBusy(true);
    const { kind, id } = action;
    const outcome = await runMutation(async () => {
      if (kind === 'delete') {
        await deleteType({ variables: { input: { couponId: id } } });
        return ADMIN_MESSAGES.couponTypeDeleted;
      }
      if (kind === 'issue-all') {
        const answer = await issueAll({ variables: { input: { couponId: id } } });
        return `${ADMIN_MESSAGES.couponIssuedAll} (${answer.data?.issueCouponToAll.count ?? 0}명)`;
      }
      await withdraw({ variables: { input: { userCouponId: id } } });
      return ADMIN_MESSAGES.issuedCouponDeleted;
    }, ADMIN_MESSAGES.adminCouponFailed);
    if (outcome.ok) {
      setNotice({ kind: 'ok', text: outcome.data });
      refresh();
    } else setNotice({ kind: 'error', text: outcome.message });
    setBusy(false);
    setAction(null);
  }

  return (
    <div>
      <SectionHeader title="쿠폰 관리" />
      <CouponForm
        onSaved={(name) => {
          setNotice({ kind: 'ok', text: `${ADMIN_MESSAGES.couponCreated} (${name})` });
          refresh();
        }}
      />
      <Notice notice={notice} />

      <h2 className="mt-10 text-lg font-bold text-stone-900">쿠폰 종류</h2>
      <ConsoleTable
        columns={['쿠폰 이름', '할인', '조건', '사용 기간', '쿠폰 코드', { label: '발급 수', right: true }, '관리']}
        loading={types.loading && !types.data}
        error={!!types.error && !types.data}
        empty={!!types.data && couponTypes.length === 0}
        emptyText="등록된 쿠폰이 없습니다."
      >
        {couponTypes.map((coupon) => (
          <tr key={coupon.id}>
            <td className={`${tableClass.td} font-medium text-stone-900`}>{coupon.name}</td>
            <td className={tableClass.td}>{couponValueLabel(coupon.type, coupon.discount)}</td>
            <td className={tableClass.td}>
              <ul className="flex flex-wrap gap-1" aria-label={`${coupon.name} 조건`}>
                {coupon.conditions.map((condition) => (
                  <li key={condition} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                    {condition}
                  </li>
                ))}
              </ul>
            </td>
            <td className={`${tableClass.td} whitespace-nowrap text-xs`}>
              {coupon.startDate && <span className="block">{`${formatStayDate(coupon.startDate)}부터`}</span>}
              <span className="block">
                {coupon.expiryDate ? `${formatStayDate(coupon.expiryDate)}까지` : '가입 후 1년'}
              </span>
            </td>
            <td className={`${tableClass.td} font-mono`}>{coupon.code ?? '-'}</td>
            <td className={`${tableClass.td} text-right`}>{coupon.issuedCount}</td>
            <td className={tableClass.td}>
              {coupon.system ? (
                <span className="text-xs text-stone-500">가입 시 자동 발급</span>
              ) : (
                <div className="space-y-1">
                  <div className="flex flex-wrap gap-2">
                    <RowAction label={`${coupon.name} 수정`} onClick={() => setEditing(coupon)}>
                      수정
                    </RowAction>
                    <RowAction
                      label={`${coupon.name} 전체 발급`}
                      disabled={!!coupon.issueBlockedReason}
                      onClick={() => setAction({ kind: 'issue-all', id: coupon.id, name: coupon.name })}
                    >
                      전체 발급
                    </RowAction>
                    <RowAction
                      label={`${coupon.name} 개별 발급`}
                      disabled={!!coupon.issueBlockedReason}
                      onClick={() => setIssuing({ id: coupon.id, name: coupon.name })}
                    >
                      개별 발급
                    </RowAction>
                    <RowAction
                      label={`${coupon.name} 삭제`}
                      kind="danger"
                      onClick={() => setAction({ kind: 'delete', id: coupon.id, name: coupon.name })}
                    >
                      삭제
                    </RowAction>
                  </div>
                  {coupon.issueBlockedReason && <p className="text-xs text-red-700">{coupon.issueBlockedReason}</p>}
                </div>
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>

      <h2 className="mt-10 text-lg font-bold text-stone-900">발급된 쿠폰</h2>
      <ConsoleTable
        columns={['회원', '이메일', '쿠폰', '발급일', '상태']}
        loading={issued.loading && !issued.data}
        error={!!issued.error && !issued.data}
        empty={!!issued.data && issuedRows.length === 0}
        emptyText="발급된 쿠폰이 없습니다."
      >
        {issuedRows.map((row) => (
          <tr key={row.id}>
            <td className={tableClass.td}>{row.user?.name ?? '-'}</td>
            <td className={tableClass.td}>{row.user?.email ?? '-'}</td>
            <td className={tableClass.td}>{row.coupon.name}</td>
            <td className={`${tableClass.td} text-stone-500`}>{formatInstant(row.issuedAt)}</td>
            <td className={tableClass.td}>
              {row.usedAt ? (
                <span className="text-stone-500">사용됨</span>
              ) : (
                <RowAction
                  label={`${row.user?.name ?? ''} ${row.coupon.name} 회수`}
                  kind="danger"
                  onClick={() => setAction({ kind: 'withdraw', id: row.id, name: `${row.user?.name ?? ''}님` })}
                >
                  회수
                </RowAction>
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <Pager
        page={pages.page}
        hasNext={!!issued.data?.issuedCoupons.pageInfo.hasNextPage}
        onPrevious={pages.previous}
        onNext={() => pages.next(issued.data?.issuedCoupons.pageInfo.endCursor ?? null)}
      />
      <Modal
        title={editing ? `'${editing.name}' 수정` : '쿠폰 수정'}
        open={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <CouponForm
            key={editing.id}
            editing={{ id: editing.id, values: formValuesOf(editing) }}
            onSaved={(name) => {
              setEditing(null);
              setNotice({ kind: 'ok', text: `${COUPON_MESSAGES.updated} (${name})` });
              refresh();
            }}
          />
        )}
      </Modal>
      <CouponIssueModal
        coupon={issuing}
        onClose={() => setIssuing(null)}
        onIssued={(text) => {
          setNotice({ kind: 'ok', text });
          refresh();
        }}
      />
      <ConfirmDialog
        open={action !== null}
        title={action ? CONFIRM[action.kind].title : ''}
        message={action ? CONFIRM[action.kind].message(action.name) : ''}
        confirmLabel={action ? CONFIRM[action.kind].label : ''}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setAction(null)}
      />
    </div>
  );
}
