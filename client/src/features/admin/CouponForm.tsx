import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { COUPON_CODE_PATTERN, normalizeCouponCode } from '@shim/common/coupon-codes';
import { couponTypeProblem } from '@shim/common/coupon-rules';
import { useMutation } from '@apollo/client/react';
import { todayInSeoul } from '@shim/common/dates';
import { useState, type FormEvent } from 'react';
import { CreateCouponTypeDocument, UpdateCouponTypeDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { buttonClass } from './admin-ui';
import { amountField, amountOf } from './coupon-labels';

type CouponKind = 'PERCENT' | 'FIXED';

/** The form's fields as typed (amounts with or without separators, dates `YYYY-MM-DD`, blanks for none). */
export interface CouponFormValues {
  name: string;
  type: CouponKind | '';
  value: string;
  expiryDate: string;
  code: string;
  minOrderAmount: string;
  maxDiscount: string;
  startDate: string;
  /** Whether it may discount a 대실 too (off: nights only). */
  appliesToDayUse: boolean;
}

export const EMPTY_COUPON_FORM: CouponFormValues = {
  name: '',
  type: '',
  value: '',
  expiryDate: '',
  code: '',
  minOrderAmount: '',
  maxDiscount: '',
  startDate: '',
  appliesToDayUse: false,
};

/**
 * The rules of common/src/coupon-rules.ts (spec §5: all of name, type, value and expiry; the conditions) checked
 * before the server checks them again; `keptExpiry`: an edited coupon's own date, which may stay as it is.
 */
export function couponFormError(form: CouponFormValues, keptExpiry: string | null = null): string | null {
  const problem = couponTypeProblem(
    {
      name: form.name,
      type: form.type,
      value: form.value.trim() ? Number(form.value) : null,
      expiryDate: form.expiryDate,
      minOrderAmount: amountOf(form.minOrderAmount),
      maxDiscount: amountOf(form.maxDiscount),
      startDate: form.startDate || null,
    },
    todayInSeoul(),
    keptExpiry,
  );
  if (problem) return problem;
  const code = normalizeCouponCode(form.code);
  if (code && !COUPON_CODE_PATTERN.test(code)) return ACCOUNT_MESSAGES.couponCodeInvalid;
  return null;
}

/** The mutation's input: the optional fields left out when blank (no code, no conditions). */
function inputOf(form: CouponFormValues) {
  const code = normalizeCouponCode(form.code);
  const minOrderAmount = amountOf(form.minOrderAmount);
  const maxDiscount = amountOf(form.maxDiscount);
  return {
    name: form.name.trim(),
    type: form.type as CouponKind,
    value: Number(form.value),
    expiryDate: form.expiryDate,
    ...(code ? { code } : {}),
    ...(minOrderAmount !== null ? { minOrderAmount } : {}),
    ...(maxDiscount !== null ? { maxDiscount } : {}),
    ...(form.startDate ? { startDate: form.startDate } : {}),
    ...(form.appliesToDayUse ? { appliesToDayUse: true } : {}),
  };
}

/**
 * 쿠폰 생성, or 쿠폰 수정 of `editing` (its id and its fields as they are): every field of a coupon type with its
 * conditions (최소 주문 금액, 최대 할인 금액 for PERCENT only, 사용 시작일); 1인 1회 holds for every coupon.
 */
export function CouponForm({
  editing,
  onSaved,
}: {
  editing?: { id: number; values: CouponFormValues };
  onSaved(name: string): void;
}) {
  const [form, setForm] = useState(editing?.values ?? EMPTY_COUPON_FORM);
  const [error, setError] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(CreateCouponTypeDocument);
  const [update, { loading: updating }] = useMutation(UpdateCouponTypeDocument);
  const set = (patch: Partial<CouponFormValues>) => setForm({ ...form, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = couponFormError(form, editing?.values.expiryDate ?? null);
    setError(problem);
    if (problem) return;
    const input = inputOf(form);
    const outcome = await runMutation(async () => {
      if (!editing) return (await create({ variables: { input } })).data?.createCouponType.coupon.name;
      return (await update({ variables: { input: { ...input, couponId: editing.id } } })).data?.updateCouponType.coupon
        .name;
    }, ADMIN_MESSAGES.adminCouponFailed);
    if (!outcome.ok) return setError(outcome.message);
    onSaved(outcome.data ?? input.name);
    if (!editing) setForm(EMPTY_COUPON_FORM);
  }

  const input = 'mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm disabled:bg-stone-100';
  const wide = editing ? 'sm:col-span-2' : 'md:col-span-2';
  const percent = form.type === 'PERCENT';
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={editing ? '쿠폰 수정' : '쿠폰 생성'}
      className={`grid gap-4 ${editing ? 'sm:grid-cols-2' : 'mt-6 rounded-xl border border-stone-200 bg-white p-5 md:grid-cols-6'}`}
    >
      <label className={`text-sm ${wide}`}>
        <span className="font-medium text-stone-700">쿠폰 이름</span>
        <input value={form.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} className={input} />
      </label>
      <label className="text-sm">
        <span className="font-medium text-stone-700">할인 종류</span>
        <select
          value={form.type}
          // A maximum discount is a PERCENT coupon's only: choosing FIXED drops it.
          onChange={(e) => {
            const type = e.target.value as CouponKind | '';
            set({ type, maxDiscount: type === 'PERCENT' ? form.maxDiscount : '' });
          }}
          className={input}
        >
          <option value="">선택</option>
          <option value="PERCENT">정률 (%)</option>
          <option value="FIXED">정액 (원)</option>
        </select>
      </label>
      <label className="text-sm">
        <span className="font-medium text-stone-700">할인 값</span>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={percent ? 100 : undefined}
          value={form.value}
          onChange={(e) => set({ value: e.target.value })}
          className={input}
        />
      </label>
      <label className="text-sm">
        <span className="font-medium text-stone-700">만료일</span>
        <input
          type="date"
          value={form.expiryDate}
          onChange={(e) => set({ expiryDate: e.target.value })}
          className={input}
        />
      </label>
      <label className="text-sm">
        <span className="font-medium text-stone-700">쿠폰 코드 (선택)</span>
        <input
          value={form.code}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          placeholder="예: AUTUMN2026"
          onChange={(e) => set({ code: e.target.value })}
          className={input}
        />
      </label>
      <div className={`text-sm ${wide}`}>
        <label className="block">
          <span className="font-medium text-stone-700">최소 주문 금액 (선택)</span>
          <input
            inputMode="numeric"
            placeholder="예: 100,000"
            value={form.minOrderAmount}
            onChange={(e) => set({ minOrderAmount: amountField(e.target.value) })}
            className={input}
          />
        </label>
        <p className="mt-1 text-xs text-stone-500">쿠폰 적용 전 숙박 총액 기준 (원)</p>
      </div>
      <div className={`text-sm ${wide}`}>
        <label className="block">
          <span className="font-medium text-stone-700">최대 할인 금액 (선택)</span>
          <input
            inputMode="numeric"
            placeholder={percent ? '예: 20,000' : '정률 쿠폰만'}
            disabled={!percent}
            value={form.maxDiscount}
            onChange={(e) => set({ maxDiscount: amountField(e.target.value) })}
            className={input}
          />
        </label>
        <p className="mt-1 text-xs text-stone-500">정률(%) 쿠폰의 할인 상한 (원)</p>
      </div>
      <div className={`text-sm ${wide}`}>
        <label className="block">
          <span className="font-medium text-stone-700">사용 시작일 (선택)</span>
          <input
            type="date"
            value={form.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
            className={input}
          />
        </label>
        <p className="mt-1 text-xs text-stone-500">그 전에는 보유만 하고 쓸 수 없어요 (한국 시간)</p>
      </div>
      <label className={`flex items-center gap-2 text-sm text-stone-700 ${wide}`}>
        <input
          type="checkbox"
          checked={form.appliesToDayUse}
          onChange={(e) => set({ appliesToDayUse: e.target.checked })}
        />
        대실에도 사용 (끄면 숙박에만)
      </label>
      <div
        className={`flex flex-wrap items-center justify-between gap-4 ${editing ? 'sm:col-span-2' : 'md:col-span-6'}`}
      >
        <div className="text-sm">
          <p className="text-xs text-stone-500">1인 1회: 한 회원에게 한 장만 발급되고, 한 번만 쓸 수 있어요.</p>
          <p role="alert" className="text-red-700">
            {error}
          </p>
        </div>
        <button type="submit" disabled={creating || updating} className={buttonClass.primary}>
          {editing ? '저장' : '쿠폰 생성'}
        </button>
      </div>
    </form>
  );
}
