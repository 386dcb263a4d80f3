import { CHECKOUT_CONSENTS, type CheckoutConsent, type CheckoutConsentKind } from '@shim/common/consents';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { TranslationNote } from '../../components/LegalDocument';
import { useLocale, useT } from '../../i18n/I18nProvider';

/** A consent's label and text as shown: Korean from common/src/consents.ts (the binding wording), else its translation. */
function useConsentWords(): (consent: CheckoutConsent, lodging: string) => { label: string; text: string } {
  const t = useT();
  const locale = useLocale();
  return (consent, lodging) =>
    locale === 'ko'
      ? { label: consent.label(lodging), text: consent.text(lodging) }
      : {
          label: t(`legal.consent.${consent.kind}.label`, { lodging }),
          text: t(`legal.consent.${consent.kind}.text`, { lodging }),
        };
}

/**
 * The checkout's consents as Korean law asks them (common/src/consents.ts): each one on its own with
 * "보기" for its text, the lodging that receives the booking named, and 전체 동의 to tick them all. In another
 * language the texts are translations: a note says the Korean one binds, and each text shows its Korean original.
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
  const t = useT();
  const translated = useLocale() !== 'ko';
  const words = useConsentWords();
  const all = CHECKOUT_CONSENTS.every((consent) => agreed.includes(consent.kind));
  const toggle = (kind: CheckoutConsentKind, on: boolean) =>
    onChange(CHECKOUT_CONSENTS.map((c) => c.kind).filter((k) => (k === kind ? on : agreed.includes(k))));
  return (
    <fieldset className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 text-sm">
      <legend className="sr-only">{t('checkout.consents.legend')}</legend>
      {translated && <TranslationNote koreanPath="/terms" />}
      <label className="flex items-center gap-3 border-b border-stone-100 pb-3 font-semibold">
        <input
          type="checkbox"
          checked={all}
          onChange={(event) => onChange(event.target.checked ? CHECKOUT_CONSENTS.map((c) => c.kind) : [])}
          className="size-4 accent-brand-700"
        />
        {t('checkout.consents.all')}
      </label>
      <ul className="space-y-2">
        {CHECKOUT_CONSENTS.map((consent) => {
          const { label, text } = words(consent, lodging);
          return (
            <ConsentRow
              key={consent.kind}
              label={label}
              text={text}
              original={translated ? consent.text(lodging) : null}
              checked={agreed.includes(consent.kind)}
              onChange={(on) => toggle(consent.kind, on)}
              error={errors[consent.kind] ?? null}
              inputRef={(input) => register(consent.kind, input)}
            />
          );
        })}
      </ul>
      <p className="text-xs text-stone-500">
        {t('checkout.consents.refundNote')}{' '}
        <Link to="/terms" target="_blank" className="text-brand-700 underline">
          {t('checkout.consents.termsLink')}
        </Link>{' '}
        ·{' '}
        <Link to="/privacy" target="_blank" className="text-brand-700 underline">
          {t('checkout.consents.privacyLink')}
        </Link>
      </p>
    </fieldset>
  );
}

function ConsentRow({
  label,
  text,
  original,
  checked,
  onChange,
  error,
  inputRef,
}: {
  label: string;
  text: string;
  /** The Korean text a translation stands for, shown under it. */
  original: string | null;
  checked: boolean;
  onChange(on: boolean): void;
  error: string | null;
  inputRef(input: HTMLInputElement | null): void;
}) {
  const t = useT();
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
          aria-label={t('checkout.consents.viewLabel', { label })}
          onClick={() => setOpen(!open)}
          className="shrink-0 text-xs text-stone-500 underline"
        >
          {t('checkout.consents.view')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 pl-7 text-xs text-red-600">
          {error}
        </p>
      )}
      {open && (
        <div id={`${id}-text`} className="mt-2 space-y-2 rounded-md bg-stone-50 p-3 text-xs text-stone-600">
          <p className="whitespace-pre-line">{text}</p>
          {original && (
            <details>
              <summary className="cursor-pointer text-stone-500 underline">{t('checkout.consents.original')}</summary>
              <p lang="ko" className="mt-1 whitespace-pre-line">
                {original}
              </p>
            </details>
          )}
        </div>
      )}
    </li>
  );
}
