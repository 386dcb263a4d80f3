import { useId, type Ref } from 'react';
import { PhoneField } from '../../components/PhoneField';
import { TextField } from '../../components/TextField';
import { useLocale, useT } from '../../i18n/I18nProvider';

/**
 * A guest books with a name (Hangul or Latin letters) and a mobile number (spec §2, §5: a Korean 010 number
 * in any spelling, or an international one).
 */
export function GuestFields({
  name,
  phone,
  email,
  onName,
  onPhone,
  onEmail,
  phoneError,
  phoneRef,
}: {
  name: string;
  phone: string;
  /** Optional: the confirmation in the guest's language, and the way to reach a number no text reaches. */
  email: string;
  onName(value: string): void;
  onPhone(value: string): void;
  onEmail(value: string): void;
  phoneError?: string | null;
  phoneRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  const hintId = useId();
  const emailHintId = useId();
  const locale = useLocale();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <TextField
          label={t('checkout.guest.name')}
          value={name}
          maxLength={50}
          autoComplete="name"
          placeholder={t('checkout.guest.namePlaceholder')}
          aria-describedby={hintId}
          onChange={(event) => onName(event.target.value)}
        />
        <p id={hintId} className="text-xs text-stone-500">
          {t('checkout.guest.nameHint')}
        </p>
      </div>
      <PhoneField
        ref={phoneRef}
        label={t('checkout.guest.phone')}
        locale={locale}
        countryLabel={t('checkout.guest.phoneCountry')}
        value={phone}
        onChange={onPhone}
        error={phoneError}
        aria-required
      />
      <div className="flex flex-col gap-1 sm:col-span-2">
        <TextField
          label={t('checkout.guest.email')}
          type="email"
          value={email}
          maxLength={100}
          autoComplete="email"
          aria-describedby={emailHintId}
          onChange={(event) => onEmail(event.target.value)}
        />
        <p id={emailHintId} className="text-xs text-stone-500">
          {t('checkout.guest.emailHint')}
        </p>
      </div>
    </div>
  );
}
