import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS } from '@shim/common/limits';
import { todayInSeoul } from '@shim/common/dates';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal';
import { AdminCouponTypesDocument, IssueCouponDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { buttonClass } from './admin-ui';
import { couponValueLabel } from './coupon-labels';

/** 쿠폰 지급: one coupon type (required, spec §5) to one member. */
export function CouponGrantModal({
  member,
  onClose,
  onIssued,
}: {
  member: { id: number; name: string } | null;
  onClose(): void;
  onIssued(text: string): void;
}) {
  const { data, loading } = useQuery(AdminCouponTypesDocument, {
    // Coupon types are few; the largest page shows them all on one screen.
    variables: { first: LIMITS.pageSizeMax },
    skip: !member,
    fetchPolicy: 'cache-and-network',
  });
  const [issue, { loading: sending }] = useMutation(IssueCouponDocument);
  const [couponId, setCouponId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const today = todayInSeoul();
  const usable = (data?.adminCouponTypes.edges.map((edge) => edge.node) ?? []).filter(
    (coupon) => !coupon.system && (!coupon.expiryDate || coupon.expiryDate >= today),
  );

  function close() {
    setCouponId('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!member) return;
    if (!couponId) {
      setError(ADMIN_MESSAGES.couponSelectRequired);
      return;
    }
    const input = { userId: member.id, couponId: Number(couponId) };
    const outcome = await runMutation(() => issue({ variables: { input } }), ADMIN_MESSAGES.adminCouponFailed);
    if (!outcome.ok) return setError(outcome.message);
    onIssued(ADMIN_MESSAGES.couponIssued);
    close();
  }

  return (
    <Modal title={member ? `${member.name}님에게 쿠폰 지급` : '쿠폰 지급'} open={member !== null} onClose={close}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <label className="block text-sm">
          <span className="font-medium text-stone-700">쿠폰</span>
          <select
            value={couponId}
            onChange={(event) => setCouponId(event.target.value)}
            className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
          >
            <option value="">{loading && !data ? '불러오는 중…' : '쿠폰을 선택하세요'}</option>
            {usable.map((coupon) => (
              <option key={coupon.id} value={coupon.id}>
                {`${coupon.name} (${couponValueLabel(coupon.type, coupon.discount)})`}
              </option>
            ))}
          </select>
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end">
          <button type="submit" disabled={sending} className={buttonClass.primary}>
            지급
          </button>
        </div>
      </form>
    </Modal>
  );
}
