import { PAY_CHOICES, type PayChoice } from '@shim/common/payment-methods';
import { useT } from '../../i18n/I18nProvider';

/** 카드, 카카오페이, 네이버페이, 토스페이: chosen before the window, which then opens that wallet directly. */
export function PayMethodPicker({ value, onChange }: { value: PayChoice; onChange(choice: PayChoice): void }) {
  const t = useT();
  return (
    <fieldset className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
      <legend className="float-left mb-3 w-full font-semibold">{t('checkout.payMethod.title')}</legend>
      <div className="clear-both grid grid-cols-2 gap-2 sm:grid-cols-4">
        {PAY_CHOICES.map((choice) => (
          <label
            key={choice.key}
            className={`flex cursor-pointer items-center justify-center rounded-xl border px-3 py-3 text-sm font-semibold transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-100 ${
              value === choice.key
                ? 'border-brand-700 bg-brand-50 text-brand-800'
                : 'border-stone-200 text-stone-700 hover:border-stone-300'
            }`}
          >
            <input
              type="radio"
              name="pay-method"
              value={choice.key}
              checked={value === choice.key}
              onChange={() => onChange(choice.key)}
              className="sr-only"
            />
            {t(`checkout.payMethod.${choice.key}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
