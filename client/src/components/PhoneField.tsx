import { LOCALE_TAG, type Locale } from '@shim/common/locales';
import { groupNational, PHONE_COUNTRIES, phoneCountryByIso, type PhoneCountry } from '@shim/common/phone-countries';
import { formatPhone, normalizePhone, splitInternationalPhone } from '@shim/common/validation';
import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';

type PhoneFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength'
> & {
  label: string;
  /**
   * The number as shown: 010-1234-5678, or abroad with its calling code (`+81 90-1234-5678`). Send
   * `normalizePhone(value)` (common/validation), as the server reads it.
   */
  onChange(value: string): void;
  value: string;
  error?: string | null;
  /** The page's language: names the countries (Korean names in Korean, Intl.DisplayNames otherwise). */
  locale?: Locale;
  /** A country's name in the selector, when the page words them itself. */
  countryName?(country: PhoneCountry): string;
  /** The country selected while the value names none (ISO code). */
  defaultCountry?: string;
} & (
    | {
        /** A booking's phone: the country selector is offered, named `countryLabel` in the page's words. */
        international?: true;
        countryLabel: string;
      }
    | { /** A field that takes a Korean mobile only. */ international: false; countryLabel?: never }
  );

const KOREA = PHONE_COUNTRIES[0]!;

/**
 * The one phone input: takes typing, pasting and autofill in any spacing or dashes (`+82 10 …` too) and shows a
 * Korean number grouped as 010-1234-5678. A visitor picks their country and types the number as at home
 * (`090-1234-5678`); the value then carries the calling code (`+81 90-1234-5678`, the trunk 0 dropped on blur).
 * No tight maxLength: a cap of 11 cut autofilled "010-9876-5432" to "010-9876-5" before anyone could see it.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  {
    label,
    error,
    value,
    onChange,
    international = true,
    locale = 'ko',
    countryLabel,
    countryName,
    defaultCountry = KOREA.iso,
    placeholder,
    autoComplete = 'tel',
    ...input
  },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const [chosen, setChosen] = useState(() => countryOfValue(value) ?? phoneCountryByIso(defaultCountry) ?? KOREA);
  const country = international ? (countryOfValue(value) ?? chosen) : KOREA;
  const names = countryNamer(locale, countryName);
  const korean = country === KOREA;
  const shownValue = korean ? value : nationalOf(value, country);

  // `done`: the field was left, so the number is written in full (trunk 0 dropped, its country selected).
  const emit = (typed: string, done: boolean) => {
    const whole = korean || typed.trim().startsWith('+');
    const abroad = (national: string) => (typed.trim() ? `+${country.code} ${national}` : '');
    if (!done) return onChange(korean ? shown(typed) : whole ? typed : abroad(typedNational(typed, country)));
    const formatted = formatPhone(whole ? typed : abroad(typed));
    const named = international ? countryOfValue(formatted) : null;
    if (named && named !== chosen) setChosen(named);
    onChange(formatted);
  };

  const choose = (iso: string) => {
    const next = phoneCountryByIso(iso) ?? KOREA;
    setChosen(next);
    const national = shownValue.trim();
    if (!national) return onChange('');
    onChange(next === KOREA ? shown(national) : `+${next.code} ${typedNational(national, next)}`);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="flex gap-2">
        {international && (
          <select
            aria-label={countryLabel}
            value={country.iso}
            onChange={(event) => choose(event.target.value)}
            className="w-32 shrink-0 rounded-lg border border-stone-300 bg-white px-2 py-2.5 text-stone-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
          >
            {PHONE_COUNTRIES.map((c) => (
              <option key={c.iso} value={c.iso}>
                {`+${c.code} ${names(c)}`}
              </option>
            ))}
          </select>
        )}
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
          type="tel"
          inputMode="tel"
          maxLength={24}
          autoComplete={autoComplete}
          placeholder={placeholder ?? country.example}
          value={shownValue}
          onChange={(event) => emit(event.target.value, false)}
          onBlur={(event) => {
            emit(event.target.value, true);
            input.onBlur?.(event);
          }}
          className={`min-w-0 flex-1 rounded-lg border bg-white px-3.5 py-2.5 text-stone-900 shadow-sm outline-none transition placeholder:text-stone-400 focus:ring-2 ${
            error
              ? 'border-red-500 focus:border-red-600 focus:ring-red-100'
              : 'border-stone-300 focus:border-brand-600 focus:ring-brand-100'
          }`}
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});

/** While typing, a number is grouped as it grows; anything else (a `+`, a letter) waits for the blur. */
const shown = (typed: string): string => (/^[\d\s-]*$/.test(typed) ? formatPhone(typed) : typed);

/** The country a value abroad names (`+81 …`), or null for a Korean or partial one. */
function countryOfValue(value: string): PhoneCountry | null {
  const normalized = normalizePhone(value);
  const abroad = normalized ? splitInternationalPhone(normalized) : null;
  return abroad && abroad.country !== KOREA ? abroad.country : null;
}

/** What the input shows of a value abroad: the number after its calling code. */
function nationalOf(value: string, country: PhoneCountry): string {
  const prefix = `+${country.code}`;
  return value.startsWith(prefix) ? value.slice(prefix.length).trimStart() : value;
}

/** A national number grouped as it grows (`090-1234-5678` keeps its trunk 0 until the blur drops it). */
function typedNational(typed: string, country: PhoneCountry): string {
  if (!/^[\d\s().-]*$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '');
  const trunk = country.trunkZero && digits.startsWith('0') ? '0' : '';
  return trunk + groupNational(digits.slice(trunk.length), country.groups);
}

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** Country names in the page's language: the list's Korean names, or the browser's for the other languages. */
function countryNamer(locale: Locale, custom?: (country: PhoneCountry) => string): (country: PhoneCountry) => string {
  if (custom) return custom;
  if (locale === 'ko' || typeof Intl.DisplayNames !== 'function') return (c) => c.nameKo;
  let display = regionNames.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([LOCALE_TAG[locale]], { type: 'region' });
    regionNames.set(locale, display);
  }
  const names = display;
  return (c) => (c.iso === 'US' ? `${names.of('US') ?? 'US'} · ${names.of('CA') ?? 'CA'}` : (names.of(c.iso) ?? c.iso));
}
