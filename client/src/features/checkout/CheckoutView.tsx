import { useQuery } from '@apollo/client/react';
import { HOLD_MINUTES } from '@shim/common/reservations';
import { type CheckoutConsentKind } from '@shim/common/consents';
import { type PayChoice } from '@shim/common/payment-methods';
import { normalizePhone } from '@shim/common/validation';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';
import { CheckoutDayUsePreviewDocument, CheckoutPreviewDocument } from '../../gql/graphql';
import type { BookingDraft } from '../../lib/booking-draft';
import { useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';
import { useSpecMessages } from '../../i18n/spec-messages';
import { failureMessage } from '../../lib/errors';
import {
  checkoutProblems,
  type CheckoutField,
  type CheckoutProblem,
  type CheckoutProblemReason,
} from './checkout-rules';
import { CheckoutConsents } from './CheckoutConsents';
import { CouponSelect } from './CouponSelect';
import { GuestFields } from './GuestFields';
import { PayMethodPicker } from './PayMethodPicker';
import { PriceSummary } from './PriceSummary';
import { StaySummary } from './StaySummary';
import { useCheckoutDraft, type CheckoutRoom } from './use-checkout-draft';
import { usePay } from './use-pay';

/** Checkout for members (coupon) and guests (name and phone), restored from the booking draft (spec §2, §4). */
export function CheckoutView({ member, approx }: { member: boolean; approx?: (won: number) => ReactNode }) {
  const t = useT();
  const restored = useCheckoutDraft();
  const title = t(member ? 'checkout.title.member' : 'checkout.title.guest');
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <PageTitle title={title} />
      <h1 className="mb-6 text-2xl font-extrabold text-stone-900">{title}</h1>
      {restored.state === 'ready' ? (
        <CheckoutForm member={member} draft={restored.draft} room={restored.room} approx={approx} />
      ) : (
        <p role="status" className="py-16 text-center text-sm text-stone-500">
          {t('checkout.loading')}
        </p>
      )}
    </section>
  );
}

function CheckoutForm({
  member,
  draft,
  room,
  approx,
}: {
  member: boolean;
  draft: BookingDraft;
  room: CheckoutRoom;
  approx?: (won: number) => ReactNode;
}) {
  const [userCouponId, setUserCouponId] = useState<number | null>(null);
  const [guestName, setGuestName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [consents, setConsents] = useState<CheckoutConsentKind[]>([]);
  const [payChoice, setPayChoice] = useState<PayChoice>('CARD');
  const [problems, setProblems] = useState<CheckoutProblem[]>([]);
  const phoneInput = useRef<HTMLInputElement>(null);
  const consentInputs = useRef(new Map<CheckoutConsentKind, HTMLInputElement>());
  const { pay, busy, failure } = usePay(member);
  const t = useT();
  const format = useFormat();
  const messages = useSpecMessages();
  const reasonText = (reason: CheckoutProblemReason): string =>
    reason === 'consentRequired' ? t('checkout.problems.consentRequired') : messages[reason];
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
  const previewError = error ? failureMessage(error, t('checkout.previewFailed')) : null;
  // The fields marked at the last try stay marked, with what is wrong now, until they are fixed.
  const open = checkoutProblems({ member, phone, consents }).filter((q) => problems.some((p) => p.field === q.field));
  const phoneProblem = open.find((p) => p.field === 'phone');
  const phoneError = phoneProblem ? reasonText(phoneProblem.reason) : null;
  const consentErrors = Object.fromEntries(
    open.filter((p) => p.field !== 'phone').map((p) => [p.field, reasonText(p.reason)]),
  ) as Partial<Record<Exclude<CheckoutField, 'phone'>, string>>;
  const shown = open.length > 0 ? t('checkout.problems.summary', { count: open.length }) : (failure ?? previewError);

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
    void pay({ draft, userCouponId, phone: normalizePhone(phone) ?? '', guestName, email, consents, payChoice });
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
            {t(member ? 'checkout.details.coupon' : 'checkout.details.guest')}
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
              email={email}
              onName={setGuestName}
              onPhone={setPhone}
              onEmail={setEmail}
              phoneError={phoneError}
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
        <h2 className="font-semibold">{t('checkout.total.title')}</h2>
        <PriceSummary preview={preview} approx={approx} />
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
          {busy
            ? t('checkout.pay.opening')
            : preview
              ? t('checkout.pay.amount', { amount: format.won(preview.totalAmount) })
              : t('checkout.pay.plain')}
        </button>
        <p className="text-center text-xs text-stone-500">{t('checkout.pay.hold', { minutes: HOLD_MINUTES })}</p>
      </aside>
    </form>
  );
}
