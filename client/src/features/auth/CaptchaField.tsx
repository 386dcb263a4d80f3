import { useQuery } from '@apollo/client/react';
import { CaptchaConfigDocument } from '../../gql/graphql';
import { GoogleRecaptcha } from './GoogleRecaptcha';
import { LocalCaptcha } from './LocalCaptcha';
import { useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';

export interface CaptchaFieldProps {
  /** The solved token, or null when the challenge expired and must be solved again. */
  onToken(token: string | null): void;
}

/**
 * The captcha the server asks for: Google's reCAPTCHA v2 with the server's site key, or the local
 * stand-in's widget when the server runs without a reCAPTCHA secret (`captchaConfig`).
 * Remount it (change its `key`) to reset it, as after a failed login.
 */
export function CaptchaField({ onToken }: CaptchaFieldProps) {
  const { data, error } = useQuery(CaptchaConfigDocument);
  const t = useT();
  const messages = useSpecMessages();
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {messages.captchaUnavailable}
      </p>
    );
  if (!data) return <p className="text-sm text-stone-500">{t('account.captcha.loading')}</p>;
  const { mode, siteKey } = data.captchaConfig;
  return mode === 'recaptcha' ? (
    <GoogleRecaptcha siteKey={siteKey} onToken={onToken} />
  ) : (
    <LocalCaptcha onToken={onToken} />
  );
}
