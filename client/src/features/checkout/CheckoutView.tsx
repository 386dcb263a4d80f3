import { useQuery } from '@apollo/client/react';
import { formatWon } from '@shim/common/money';
import { HOLD_MINUTES } from '@shim/common/reservations';
import { type CheckoutConsentKind } from '@shim/common/consents';
import { type PayChoice } from '@shim/common/payment-methods';
import { normalizePhone } from '@shim/common/validation';
import { useRef, useState, type FormEvent } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { CheckoutDayUsePreviewDocument, CheckoutPreviewDocument } from '../../gql/graphql';
import type { BookingDraft } from '../../lib/booking-draft';
import { failureMessage } from '../../lib/errors';
import { checkoutProblems, problemsSummary, type CheckoutField, type CheckoutProblem } from './checkout-rules';
import { CheckoutConsents } from './CheckoutConsents';
import { CouponSelect } from './CouponSelect';
import { GuestFields } from './GuestFields';
import { PayMethodPicker } from './PayMethodPicker';
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
  const [consents, setConsents] = useState<CheckoutConsentKind[]>([]);
  const [payChoice, setPayChoice] = useState<PayChoice>('CARD');
  const [problems, setProblems] = useState<CheckoutProblem[]>([]);
  const phoneInput = useRef<HTMLInputElement>(null);
  const consentInputs = useRef(new Map<CheckoutConsentKind, HTMLInputElement>());
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
  const dayUse = draft.dayUse ?? null;
  const nightly = useQuery(CheckoutPreviewDocument, {
    variables: { stay },
    // Cached per stay and coupon (its variables); shown at once and confirmed by the server.
    fetchPolicy: 'cache-and-network',
    skip: dayUse !== null,
  });
  const hourly = useQuery(CheckoutDayUsePreviewDocument, {
    variables: {
      input: {
        hotelId: draft.hId,
        roomId: draft.rId,
        date: draft.checkIn,
        start: dayUse?.start ?? '',
        hours: dayUse?.hours ?? 0,
        roomCount: draft.rooms,
        persons: draft.guests,
        userCouponId: stay.userCouponId,
      },
    },
    fetchPolicy: 'cache-and-network',
    skip: dayUse === null,
  });
  const preview = dayUse
    ? (hourly.data ?? hourly.previousData)?.dayUseQuote
    : (nightly.data ?? nightly.previousData)?.reservationPreview;
  const error = dayUse ? hourly.error : nightly.error;
  const previewError = error ? failureMessage(error, '요금을 불러오지 못했습니다.') : null;
  // The fields marked at the last try stay marked, with what is wrong now, until they are fixed.
  const open = checkoutProblems({ member, phone, consents }).filter((q) => problems.some((p) => p.field === q.field));
  const errorOf = (field: CheckoutField) => open.find((p) => p.field === field)?.message ?? null;
  const consentErrors = Object.fromEntries(open.filter((p) => p.field !== 'phone').map((p) => [p.field, p.message]));
  const shown = open.length > 0 ? problemsSummary(open) : (failure ?? previewError);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkoutProblems({ member, phone, consents });
    setProblems(found);
    const first = found[0];
    if (first) {
      const input = first.field === 'phone' ? phoneInput.current : consentInputs.current.get(first.field);
      input?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      input?.focus({ preventScroll: true });
      return;
    }
    void pay({ draft, userCouponId, phone: normalizePhone(phone) ?? '', guestName, consents, payChoice });
  }

  return (
    <form noValidate onSubmit={submit} className="grid min-w-0 gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-6">
        <StaySummary draft={draft} room={room} />
        <section
          aria-labelledby="checkout-details"
          className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5"
        >
          <h2 id="checkout-details" className="font-semibold">
            {member ? '할인 쿠폰' : '예약자 정보'}
          </h2>
          {member ? (
            <CouponSelect
              value={userCouponId}
              stayTotal={preview?.stayTotal ?? null}
              dayUse={dayUse !== null}
              onChange={setUserCouponId}
            />
          ) : (
            <GuestFields
              name={guestName}
              phone={phone}
              onName={setGuestName}
              onPhone={setPhone}
              phoneError={errorOf('phone')}
              phoneRef={phoneInput}
            />
          )}
        </section>
        <PayMethodPicker value={payChoice} onChange={setPayChoice} />
        <CheckoutConsents
          lodging={room.hotel.name}
          agreed={consents}
          onChange={setConsents}
          errors={consentErrors}
          register={(kind, input) => {
            if (input) consentInputs.current.set(kind, input);
            else consentInputs.current.delete(kind);
          }}
        />
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
