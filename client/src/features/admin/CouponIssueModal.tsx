import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal';
import { AdminUsersDocument, IssueCouponDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { buttonClass } from './admin-ui';

const RESULTS = 10;

/** 개별 발급: one coupon type to one member found by name or e-mail (members only, once each: the server says so). */
export function CouponIssueModal({
  coupon,
  onClose,
  onIssued,
}: {
  coupon: { id: number; name: string } | null;
  onClose(): void;
  onIssued(text: string): void;
}) {
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { data, loading } = useQuery(AdminUsersDocument, {
    variables: { role: 'ROLE_USER', searchQuery: searched, first: RESULTS },
    skip: !coupon || searched === null,
  });
  const [issue, { loading: sending }] = useMutation(IssueCouponDocument);
  const members = data?.adminUsers.edges.map((edge) => edge.node) ?? [];

  function close() {
    setTyped('');
    setSearched(null);
    setError(null);
    onClose();
  }

  function search(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSearched(typed.trim());
  }

  async function give(member: { id: number; name: string }) {
    if (!coupon) return;
    const input = { userId: member.id, couponId: coupon.id };
    const outcome = await runMutation(() => issue({ variables: { input } }), ADMIN_MESSAGES.adminCouponFailed);
    if (!outcome.ok) return setError(outcome.message);
    onIssued(`${ADMIN_MESSAGES.couponIssued} (${member.name}님)`);
    close();
  }

  return (
    <Modal title={coupon ? `'${coupon.name}' 개별 발급` : '개별 발급'} open={coupon !== null} onClose={close}>
      <form onSubmit={search} role="search" className="flex gap-2">
        <input
          aria-label="회원 이름 또는 이메일"
          placeholder="회원 이름 또는 이메일"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2 text-sm"
        />
        <button type="submit" className={buttonClass.secondary}>
          검색
        </button>
      </form>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {searched !== null && (
        <ul aria-label="검색된 회원" className="mt-4 divide-y divide-stone-100">
          {loading && !data ? <li className="py-3 text-sm text-stone-500">불러오는 중…</li> : null}
          {data && members.length === 0 ? <li className="py-3 text-sm text-stone-500">찾는 회원이 없습니다.</li> : null}
          {members.map((member) => (
            <li key={member.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-stone-900">{member.name}</span>
                <span className="ml-2 break-all text-stone-500">{member.email}</span>
              </span>
              <button
                type="button"
                aria-label={`${member.name}에게 발급`}
                disabled={sending}
                onClick={() => void give(member)}
                className={buttonClass.primary}
              >
                발급
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
