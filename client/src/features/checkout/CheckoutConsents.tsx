import { CHECKOUT_CONSENTS, type CheckoutConsentKind } from '@shim/common/consents';
import { useId, useState } from 'react';
import { Link } from 'react-router';

/**
 * The checkout's consents as Korean law asks them (common/src/consents.ts): each one on its own with
 * "보기" for its text, the lodging that receives the booking named, and 전체 동의 to tick them all.
 */
export function CheckoutConsents({
  lodging,
  agreed,
  onChange,
  errors,
  register,
}: {
  lodging: string;
  agreed: readonly CheckoutConsentKind[];
  onChange(agreed: CheckoutConsentKind[]): void;
  errors: Partial<Record<CheckoutConsentKind, string>>;
  /** Hands each checkbox to the form, which focuses the first one missing. */
  register(kind: CheckoutConsentKind, input: HTMLInputElement | null): void;
}) {
  const all = CHECKOUT_CONSENTS.every((consent) => agreed.includes(consent.kind));
  const toggle = (kind: CheckoutConsentKind, on: boolean) =>
    onChange(CHECKOUT_CONSENTS.map((c) => c.kind).filter((k) => (k === kind ? on : agreed.includes(k))));
  return (
    <fieldset className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 text-sm">
      <legend className="sr-only">약관 동의</legend>
      <label className="flex items-center gap-3 border-b border-stone-100 pb-3 font-semibold">
        <input
          type="checkbox"
          checked={all}
          onChange={(event) => onChange(event.target.checked ? CHECKOUT_CONSENTS.map((c) => c.kind) : [])}
          className="size-4 accent-brand-700"
        />
        전체 동의 (선택 항목 포함)
      </label>
      <ul className="space-y-2">
        {CHECKOUT_CONSENTS.map((consent) => (
          <ConsentRow
            key={consent.kind}
            label={consent.label(lodging)}
            text={consent.text(lodging)}
            checked={agreed.includes(consent.kind)}
            onChange={(on) => toggle(consent.kind, on)}
            error={errors[consent.kind] ?? null}
            inputRef={(input) => register(consent.kind, input)}
          />
        ))}
      </ul>
      <p className="text-xs text-stone-500">
        예약 취소 시 체크인까지 남은 기간에 따라 환불 금액이 달라집니다.{' '}
        <Link to="/terms" target="_blank" className="text-brand-700 underline">
          이용약관 전문
        </Link>{' '}
        ·{' '}
        <Link to="/privacy" target="_blank" className="text-brand-700 underline">
          개인정보 처리방침
        </Link>
      </p>
    </fieldset>
  );
}

function ConsentRow({
  label,
  text,
  checked,
  onChange,
  error,
  inputRef,
}: {
  label: string;
  text: string;
  checked: boolean;
  onChange(on: boolean): void;
  error: string | null;
  inputRef(input: HTMLInputElement | null): void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={`rounded-lg px-2 py-1.5 ${error ? 'bg-red-50 ring-1 ring-red-400' : ''}`}>
      <div className="flex items-start justify-between gap-3">
        <label className="flex min-w-0 items-start gap-3">
          <input
            ref={inputRef}
            type="checkbox"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <span className="break-keep">{label}</span>
        </label>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-text`}
          aria-label={`${label} 보기`}
          onClick={() => setOpen(!open)}
          className="shrink-0 text-xs text-stone-500 underline"
        >
          보기
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 pl-7 text-xs text-red-600">
          {error}
        </p>
      )}
      {open && (
        <p id={`${id}-text`} className="mt-2 whitespace-pre-line rounded-md bg-stone-50 p-3 text-xs text-stone-600">
          {text}
        </p>
      )}
    </li>
  );
}
