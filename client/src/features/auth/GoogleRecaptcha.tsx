import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';
import { loadRecaptcha } from './recaptcha-script';

/** Google's reCAPTCHA v2 checkbox, rendered explicitly with the server's site key. */
export function GoogleRecaptcha({ siteKey, onToken }: { siteKey: string; onToken(token: string | null): void }) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(onToken);
  const [failed, setFailed] = useState(false);
  const locale = useLocale();
  const messages = useSpecMessages();

  useEffect(() => {
    latest.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let active = true;
    loadRecaptcha(locale)
      .then((grecaptcha) => {
        if (!active || !container.current) return;
        grecaptcha.render(container.current, {
          sitekey: siteKey,
          callback: (token) => latest.current(token),
          'expired-callback': () => latest.current(null),
          'error-callback': () => latest.current(null),
        });
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [siteKey, locale]);

  return (
    <div role="region" aria-label="reCAPTCHA">
      <div ref={container} />
      {failed && <p className="text-sm text-red-700">{messages.captchaUnavailable}</p>}
    </div>
  );
}
