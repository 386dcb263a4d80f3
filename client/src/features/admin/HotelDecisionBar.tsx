import { useMutation } from '@apollo/client/react';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { HOTEL_STATUS_LABELS } from '@shim/common/hotel-status';
import { withParticle } from '@shim/common/josa';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DecideHotelDocument, type HotelStatus } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { buttonClass, Notice } from './admin-ui';

type Decision = 'APPROVE' | 'REJECT';

/** Where 승인 관리 opens on its lodging tab, with what was just decided. */
export const HOTEL_APPROVALS_PATH = '/admin/approvals?tab=hotels';

/**
 * 승인/거절 of one pending lodging from its preview: the site's own dialog asks first, then the console goes
 * back to the lodging tab of 승인 관리 with the outcome. A lodging no longer pending shows its state instead.
 */
export function HotelDecisionBar({ hotel }: { hotel: { id: number; name: string; status?: HotelStatus | null } }) {
  const navigate = useNavigate();
  const [decide, { loading }] = useMutation(DecideHotelDocument);
  const [asking, setAsking] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = hotel.status === 'PENDING';

  async function run() {
    if (!asking) return;
    const decision = asking;
    const outcome = await runMutation(
      () => decide({ variables: { input: { decision, hotelId: hotel.id } } }),
      decision === 'APPROVE' ? ADMIN_MESSAGES.adminApproveFailed : ADMIN_MESSAGES.adminRejectFailed,
    );
    setAsking(null);
    if (!outcome.ok) return setFailure(outcome.message);
    const text = decision === 'APPROVE' ? ADMIN_MESSAGES.hotelApproved : ADMIN_MESSAGES.hotelRejected;
    void navigate(HOTEL_APPROVALS_PATH, { state: { notice: `${hotel.name}: ${text}` } });
  }

  const verb = asking === 'APPROVE' ? '승인' : '거절';
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={HOTEL_APPROVALS_PATH} className="text-sm font-medium text-brand-700 hover:underline">
          ← 승인 관리
        </Link>
        {pending ? (
          <div className="flex gap-2">
            <button type="button" onClick={() => setAsking('APPROVE')} className={buttonClass.primary}>
              승인
            </button>
            <button type="button" onClick={() => setAsking('REJECT')} className={buttonClass.danger}>
              거절
            </button>
          </div>
        ) : (
          <p className="text-sm text-stone-600">
            {hotel.status ? `승인 상태: ${HOTEL_STATUS_LABELS[hotel.status]}` : null}
          </p>
        )}
      </div>
      <Notice notice={failure ? { kind: 'error', text: failure } : null} />
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'APPROVE' ? '숙소 승인' : '숙소 거절'}
        message={`${withParticle(hotel.name, '을/를')} ${verb}하시겠습니까?`}
        confirmLabel={verb}
        busy={loading}
        onConfirm={() => void run()}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
