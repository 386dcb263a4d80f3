import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { COUPON_CODE_PATTERN, normalizeCouponCode } from '@shim/common/coupon-codes';
import { useMutation } from '@apollo/client/react';
import { isValidIsoDate, todayInSeoul } from '@shim/common/dates';
import { useState, type FormEvent } from 'react';
import { CreateCouponTypeDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { buttonClass } from './admin-ui';

type CouponKind = 'PERCENT' | 'FIXED';

/** The rules of spec §5 (all fields required; PERCENT 1–100) checked before the server checks them again. */
export function couponFormError(form: {
  name: string;
  type: string;
  value: string;
  expiryDate: string;
  /** Optional: what members type at 쿠폰 등록. */
  code?: string;
}): string | null {
  if (!form.name.trim() || !form.type || !form.value.trim() || !form.expiryDate)
    return ADMIN_MESSAGES.couponFieldsRequired;
  const value = Number(form.value);
  if (form.type === 'PERCENT' && !(Number.isInteger(value) && value >= 1 && value <= 100)) {
    return ADMIN_MESSAGES.couponPercentRange;
  }
  if (form.type === 'FIXED' && !(Number.isInteger(value) && value >= 1)) return ADMIN_MESSAGES.couponFixedRange;
  if (!isValidIsoDate(form.expiryDate) || form.expiryDate < todayInSeoul()) return ADMIN_MESSAGES.couponExpiryInvalid;
  const code = normalizeCouponCode(form.code ?? '');
  if (code && !COUPON_CODE_PATTERN.test(code)) return ACCOUNT_MESSAGES.couponCodeInvalid;
  return null;
}

const EMPTY = { name: '', type: '' as CouponKind | '', value: '', expiryDate: '', code: '' };

export function CouponForm({ onCreated }: { onCreated(name: string): void }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateCouponTypeDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = couponFormError(form);
    setError(problem);
    if (problem) return;
    const outcome = await runMutation(
      () =>
        create({
          variables: {
            input: {
              name: form.name.trim(),
              type: form.type as CouponKind,
              value: Number(form.value),
              expiryDate: form.expiryDate,
              // Left out when empty: a type without a code is issued by the administrator only.
              ...(normalizeCouponCode(form.code) ? { code: normalizeCouponCode(form.code) } : {}),
            },
          },
        }),
      ADMIN_MESSAGES.adminCouponFailed,
    );
    if (!outcome.ok) return setError(outcome.message);
    onCreated(outcome.data.data?.createCouponType.coupon.name ?? form.name.trim());
    setForm(EMPTY);
  }

  const input = 'mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm';
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="쿠폰 생성"
      className="mt-6 grid gap-4 rounded-xl border border-stone-200 bg-white p-5 md:grid-cols-6"
    >
      <label className="text-sm md:col-span-2">
        <span className="font-medium text-stone-700">쿠폰 이름</span>
        <input
          value={form.name}
          maxLength={100}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
          className={input}
        />
      </label>
      <label className="text-sm">
        <span className="font-medium text-stone-700">할인 종류</span>
        <select
          value={form.type}
          onChange={(event) => setForm({ ...form, type: event.target.value as CouponKind | '' })}
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
          max={form.type === 'PERCENT' ? 100 : undefined}
          value={form.value}
          onChange={(event) => setForm({ ...form, value: event.target.value })}
          className={input}
        />
      </label>
      <label className="text-sm">
        <span className="font-medium text-stone-700">만료일</span>
        <input
          type="date"
          value={form.expiryDate}
          onChange={(event) => setForm({ ...form, expiryDate: event.target.value })}
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
          onChange={(event) => setForm({ ...form, code: event.target.value })}
          className={input}
        />
      </label>
      <div className="flex items-center justify-between gap-4 md:col-span-6">
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
        <button type="submit" disabled={loading} className={buttonClass.primary}>
          쿠폰 생성
        </button>
      </div>
    </form>
  );
}
