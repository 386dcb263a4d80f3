import { useQuery } from '@apollo/client/react';
import { formatWon } from '@shim/common/money';
import { HOLD_MINUTES } from '@shim/common/reservations';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { CheckoutPreviewDocument } from '../../gql/graphql';
import type { BookingDraft } from '../../lib/booking-draft';
import { failureMessage } from '../../lib/errors';
import { checkoutProblem } from './checkout-rules';
import { CouponSelect } from './CouponSelect';
import { GuestFields } from './GuestFields';
import { PriceSummary } from './PriceSummary';
import { StaySummary } from './StaySummary';
import { useCheckoutDraft, type CheckoutRoom } from './use-checkout-draft';
import { usePay } from './use-pay';

/** Checkout for members (coupon) and guests (name and phone), restored from the booking draft (spec §2, §4). */
export function CheckoutView({ member }: { member: boolean }) {
  const restored = useCheckoutDraft();
  const title = member ? '예약 결제' : '비회원 예약';
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <PageTitle title={title} />
      <h1 className="mb-6 text-2xl font-extrabold text-stone-900">{title}</h1>
      {restored.state === 'ready' ? (
        <CheckoutForm member={member} draft={restored.draft} room={restored.room} />
      ) : (
        <p role="status" className="py-16 text-center text-sm text-stone-500">
          예약 정보를 불러오는 중…
        </p>
      )}
    </section>
  );
}

function CheckoutForm({ member, draft, room }: { member: boolean; draft: BookingDraft; room: CheckoutRoom }) {
  const [userCouponId, setUserCouponId] = useState<number | null>(null);
  const [guestName, setGuestName] = useState('');
  const [phone, setPhone] = useState('');
  const [termsAgreed, setTermsAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { pay, busy, failure } = usePay(member);
  const stay = {
    hotelId: draft.hId,
    roomId: draft.rId,
    checkIn: draft.checkIn,
    checkOut: draft.checkOut,
    roomCount: draft.rooms,
    persons: draft.guests,
    userCouponId: member ? userCouponId : null,
  };
  const { data, previousData, error } = useQuery(CheckoutPreviewDocument, {
    variables: { stay },
    // Cached per stay and coupon (its variables); shown at once and confirmed by the server.
    fetchPolicy: 'cache-and-network',
  });
  const preview = (data ?? previousData)?.reservationPreview;
  const previewError = error ? failureMessage(error, '요금을 불러오지 못했습니다.') : null;
  const shown = problem ?? failure ?? previewError;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkoutProblem({ member, phone, termsAgreed });
    setProblem(found);
    if (!found) void pay({ draft, userCouponId, phone, guestName });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <StaySummary draft={draft} room={room} />
        <section
          aria-labelledby="checkout-details"
          className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5"
        >
          <h2 id="checkout-details" className="font-semibold">
            {member ? '할인 쿠폰' : '예약자 정보'}
          </h2>
          {member ? (
            <CouponSelect value={userCouponId} onChange={setUserCouponId} />
          ) : (
            <GuestFields name={guestName} phone={phone} onName={setGuestName} onPhone={setPhone} />
          )}
        </section>
        <label className="flex items-start gap-3 rounded-2xl border border-stone-200 bg-white p-5 text-sm">
          <input
            type="checkbox"
            checked={termsAgreed}
            onChange={(event) => setTermsAgreed(event.target.checked)}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            <span className="font-semibold">결제 약관에 동의합니다 (필수)</span>
            <span className="mt-1 block text-stone-500">
              예약 취소 시 체크인까지 남은 기간에 따라 환불 금액이 달라집니다.{' '}
              <Link to="/terms" target="_blank" className="text-brand-700 underline">
                이용약관 보기
              </Link>
            </span>
          </span>
        </label>
      </div>
      <aside className="h-fit space-y-4 rounded-2xl border border-stone-200 bg-white p-5 lg:sticky lg:top-24">
        <h2 className="font-semibold">결제 금액</h2>
        <PriceSummary preview={preview} />
        {shown && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {shown}
          </p>
        )}
        <button
          type="submit"
          disabled={busy || !preview || Boolean(previewError)}
          className="w-full rounded-xl bg-brand-700 py-3.5 font-bold text-white transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300"
        >
          {busy ? '결제창을 여는 중…' : preview ? `${formatWon(preview.totalAmount)} 결제하기` : '결제하기'}
        </button>
        <p className="text-center text-xs text-stone-500">{`결제를 시작하면 객실을 ${HOLD_MINUTES}분 동안 잡아 둡니다.`}</p>
      </aside>
    </form>
  );
}
