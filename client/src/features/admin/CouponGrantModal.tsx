import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS } from '@shim/common/limits';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal';
import { AdminCouponTypesDocument, IssueCouponDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { buttonClass } from './admin-ui';
import { couponValueLabel } from './coupon-labels';

/** 쿠폰 지급: one coupon type (required, spec §5) to one member; expired types show why they cannot be chosen. */
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
  // The sign-up coupon is never issued by hand; an expired one is listed, disabled, with the server's reason.
  const choices = (data?.adminCouponTypes.edges.map((edge) => edge.node) ?? []).filter((coupon) => !coupon.system);

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
            {choices.map((coupon) => (
              <option key={coupon.id} value={coupon.id} disabled={!!coupon.issueBlockedReason}>
                {`${coupon.name} (${couponValueLabel(coupon.type, coupon.discount)})${
                  coupon.issueBlockedReason ? ` · ${coupon.issueBlockedReason}` : ''
                }`}
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
