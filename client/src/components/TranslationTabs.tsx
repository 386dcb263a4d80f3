import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import {
  type TranslationDraft,
  type TranslationField,
  type TranslationLimits,
  type TranslatedLocale,
} from '@shim/common/content-translations';
import { CONTENT_EDITOR_LABELS as L } from '@shim/common/content-messages';
import { LOCALE_NAME, TRANSLATED_LOCALES } from '@shim/common/locales';
import type { ReactNode } from 'react';

const FIELD_LABEL: Record<TranslationField, string> = {
  name: L.name,
  description: L.description,
  overview: L.overview,
};
const input =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-normal text-stone-900 outline-none focus:border-brand-600';
const tab =
  'rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 outline-none data-[hover]:bg-stone-100 data-[selected]:bg-brand-700 data-[selected]:text-white data-[focus]:ring-2 data-[focus]:ring-brand-600';

/**
 * A content editor's tabs per language (consoles stay Korean): 한국어 (required) shows `korean`, the source of
 * truth; English, 日本語 and 简体中文 are optional translations of the fields `limits` names (blank: guests read
 * the Korean). `label` prefixes the fields' accessible names (`객실 1`).
 */
export function TranslationTabs({
  korean,
  value,
  onChange,
  limits,
  label = '',
}: {
  korean: ReactNode;
  value: TranslationDraft;
  onChange(value: TranslationDraft): void;
  limits: TranslationLimits;
  label?: string;
}) {
  const fields = (Object.keys(FIELD_LABEL) as TranslationField[]).filter((field) => limits[field] !== undefined);
  const set = (locale: TranslatedLocale, field: TranslationField, text: string) =>
    onChange({ ...value, [locale]: { ...value[locale], [field]: text } });
  const prefix = label ? `${label} ` : '';
  return (
    <TabGroup>
      <TabList aria-label={L.languages(prefix)} className="flex flex-wrap gap-1 border-b border-stone-200 pb-2">
        <Tab className={tab}>{L.korean}</Tab>
        {TRANSLATED_LOCALES.map((locale) => (
          <Tab key={locale} className={tab}>
            {LOCALE_NAME[locale]}
            {(value[locale].name || value[locale].description || value[locale].overview) && ' ✓'}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-3">
        <TabPanel className="space-y-3">{korean}</TabPanel>
        {TRANSLATED_LOCALES.map((locale) => (
          <TabPanel key={locale} className="space-y-3">
            <p className="text-xs text-stone-500">{L.optional}</p>
            {fields.map((field) => (
              <label key={field} className="flex flex-col gap-1.5 text-sm font-medium text-stone-700">
                {L.counted(FIELD_LABEL[field], LOCALE_NAME[locale], value[locale][field].length, limits[field]!)}
                {field === 'name' ? (
                  <input
                    aria-label={`${prefix}${FIELD_LABEL[field]} ${LOCALE_NAME[locale]}`}
                    lang={locale}
                    className={input}
                    value={value[locale][field]}
                    onChange={(event) => set(locale, field, event.target.value)}
                  />
                ) : (
                  <textarea
                    aria-label={`${prefix}${FIELD_LABEL[field]} ${LOCALE_NAME[locale]}`}
                    lang={locale}
                    rows={3}
                    className={input}
                    value={value[locale][field]}
                    onChange={(event) => set(locale, field, event.target.value)}
                  />
                )}
              </label>
            ))}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
