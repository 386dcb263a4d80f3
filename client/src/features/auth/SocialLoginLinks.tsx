import { useT } from '../../i18n/I18nProvider';

/** Social logins are full-page redirects through the server (spec §7), hence plain links. */
export function SocialLoginLinks() {
  const t = useT();
  return (
    <div className="grid gap-2.5">
      <a
        href="/api/kakao/login"
        className="flex items-center justify-center gap-2 rounded-lg bg-[#FEE500] py-3 font-semibold text-[#191919] transition hover:brightness-95"
      >
        <span aria-hidden>💬</span>
        {t('account.social.kakaoLogin')}
      </a>
      <a
        href="/api/google/login"
        className="flex items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white py-3 font-semibold text-stone-800 transition hover:bg-stone-50"
      >
        <span aria-hidden className="font-bold text-blue-600">
          G
        </span>
        {t('account.social.googleLogin')}
      </a>
    </div>
  );
}
