import { useMutation } from '@apollo/client/react';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { MESSAGES } from '@shim/common/messages';
import { useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormNotice } from '../../components/FormNotice';
import { DeleteManagerHotelDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { APPROVAL, approvalOf, typeOfSlug } from './hotel-form';
import { useMyHotels } from './use-my-hotels';

type Notice = { text: string; tone: 'error' | 'success' } | null;
const button =
  'rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-50 disabled:opacity-50';

/** Step two: the manager's lodgings of one type, with add, manage and delete. */
export function HotelList() {
  const { slug } = useParams();
  const kind = typeOfSlug(slug);
  const location = useLocation();
  const { hotels, loading, error, refetch } = useMyHotels();
  const [deleteHotel] = useMutation(DeleteManagerHotelDocument);
  const [notice, setNotice] = useState<Notice>(
    (location.state as { notice?: string } | null)?.notice
      ? { text: (location.state as { notice: string }).notice, tone: 'success' }
      : null,
  );
  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  if (!kind) return <Navigate to="/manager/hotels" replace />;
  const mine = hotels.filter((hotel) => hotel.type === kind.type);

  async function remove(id: number) {
    setDeleting(null);
    setBusy(id);
    const outcome = await runMutation(async () => {
      const answer = await deleteHotel({ variables: { input: { id } } });
      await refetch();
      return answer.data?.deleteManagerHotel.message ?? LODGING_MESSAGES.hotelDeleted;
    }, MESSAGES.internal);
    setNotice(
      outcome.ok
        ? { text: outcome.data, tone: 'success' }
        : { text: `${LODGING_MESSAGES.managerSaveFailed}${outcome.message}`, tone: 'error' },
    );
    setBusy(null);
  }

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link to="/manager/hotels" className="text-sm text-stone-500 hover:text-stone-800">
            ← 숙소 유형 선택
          </Link>
          <h2 className="mt-1 text-xl font-bold text-stone-900">{kind.label} 관리</h2>
        </div>
        <Link
          to="new"
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          숙소 추가
        </Link>
      </div>
      <div className="mt-4">
        <FormNotice notice={notice} />
      </div>
      {loading ? (
        <p className="py-10 text-center text-sm text-stone-500">불러오는 중…</p>
      ) : error ? (
        <p role="alert" className="py-10 text-center text-sm text-red-700">
          {error}
        </p>
      ) : mine.length === 0 ? (
        <p className="py-10 text-center text-sm text-stone-500">등록된 {kind.label} 숙소가 없습니다.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {mine.map((hotel) => (
            <li
              key={hotel.id}
              className="flex flex-wrap items-center gap-4 rounded-xl border border-stone-200 bg-white p-4"
            >
              {hotel.images[0] ? (
                <img src={hotel.images[0].url} alt="" className="h-16 w-24 rounded-lg object-cover" />
              ) : (
                <div className="h-16 w-24 rounded-lg bg-stone-100" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900">
                  {hotel.name}{' '}
                  <span className={`ml-1 rounded-full px-2 py-0.5 text-xs ${APPROVAL[approvalOf(hotel.status)].tone}`}>
                    {APPROVAL[approvalOf(hotel.status)].label}
                  </span>
                </p>
                {hotel.status === 'REJECTED' && hotel.rejectionReason && (
                  <p className="text-xs text-red-700">거절 사유: {hotel.rejectionReason}</p>
                )}
                <p className="truncate text-sm text-stone-600">{hotel.address}</p>
                <p className="text-xs text-stone-500">객실 유형 {hotel.rooms.length}개</p>
              </div>
              <div className="flex gap-2">
                <Link to={`/manager/hotels/${hotel.id}/edit`} className={button}>
                  관리
                </Link>
                <button
                  type="button"
                  className={button}
                  disabled={busy === hotel.id}
                  onClick={() => setDeleting(hotel.id)}
                >
                  삭제
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="숙소 삭제"
        message={LODGING_MESSAGES.confirmHotelDelete}
        confirmLabel="삭제하기"
        tone="danger"
        onConfirm={() => deleting !== null && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
