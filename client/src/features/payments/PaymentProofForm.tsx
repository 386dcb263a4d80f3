import { isPhone, normalizePhone } from '@shim/common/validation';
import { useState, type FormEvent } from 'react';
import { PhoneField } from '../../components/PhoneField';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';

/**
 * A payment's result seen from another browser (a shared link, a new tab): the booking shows only once the
 * phone it was made with is given, as the guest booking lookup asks.
 */
export function PaymentProofForm({ failed, onPhone }: { failed: boolean; onPhone(phone: string): void }) {
  const t = useT();
  const messages = useSpecMessages();
  const locale = useLocale();
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!normalizePhone(phone)) return setProblem(messages.phoneRequired);
    if (!isPhone(phone)) return setProblem(messages.phoneInvalid);
    setProblem(null);
    onPhone(normalizePhone(phone)!);
  }

  const shown = problem ?? (failed ? messages.reservationNotFound : null);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('checkout.proof.label')}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5"
    >
      <p className="text-sm text-stone-600">{t('checkout.proof.intro')}</p>
      <PhoneField
        label={t('checkout.guest.phone')}
        locale={locale}
        countryLabel={t('checkout.guest.phoneCountry')}
        value={phone}
        onChange={setPhone}
        error={shown}
      />
      <button
        type="submit"
        className="w-full rounded-xl bg-brand-700 py-3 font-bold text-white transition hover:bg-brand-800"
      >
        {t('checkout.proof.submit')}
      </button>
    </form>
  );
}
