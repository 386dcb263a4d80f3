import { useLocation } from 'react-router';
import { LOCALE_COOKIE, LOCALE_NAME, LOCALES, isLocale, localePath } from '@shim/common/locales';
import { useLocale, useT } from './I18nProvider';

/**
 * The header's language switch: the choice is kept a year in a cookie (the server sends a returning visitor to
 * their language's pages; crawlers send no cookie, so they are never redirected) and the page reloads in it.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useT();
  const { pathname, search, hash } = useLocation();
  return (
    <label className="relative inline-flex items-center">
      <span className="sr-only">{t('common.language.label')}</span>
      <select
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLocale(chosen)) return;
          document.cookie = `${LOCALE_COOKIE}=${chosen}; path=/; max-age=31536000; samesite=lax`;
          window.location.assign(`${localePath(chosen, pathname)}${search}${hash}`);
        }}
        className="rounded-md border border-gray-300 bg-white py-1 pl-2 pr-7 text-sm text-gray-700"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAME[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
