import { LIMITS } from '@shim/common/limits';
import { useEffect, useId, useState } from 'react';
import { apiFetch } from '../../lib/api';
import { useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';

type State = 'idle' | 'solving' | 'solved' | 'failed';

/**
 * The local captcha stand-in's widget (used when the server has no reCAPTCHA secret): ticking the
 * box asks the server's stand-in for a signed one-time token, which the login then sends.
 */
export function LocalCaptcha({ onToken }: { onToken(token: string | null): void }) {
  const id = useId();
  const t = useT();
  const messages = useSpecMessages();
  const [state, setState] = useState<State>('idle');

  // The stand-in's tokens expire like Google's do; the box unticks itself so a fresh one is solved.
  useEffect(() => {
    if (state !== 'solved') return;
    const timer = setTimeout(() => {
      setState('idle');
      onToken(null);
    }, LIMITS.localCaptchaTokenSeconds * 1000);
    return () => clearTimeout(timer);
  }, [state, onToken]);

  async function solve() {
    setState('solving');
    try {
      const { token } = await apiFetch<{ token: string }>('/local/recaptcha/solve', {
        method: 'POST',
        anonymous: true,
      });
      setState('solved');
      onToken(token);
    } catch {
      setState('failed');
    }
  }

  return (
    <div
      role="region"
      aria-label="reCAPTCHA"
      className="flex items-center justify-between gap-3 rounded-lg border border-stone-300 bg-stone-50 px-4 py-3"
    >
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={state === 'solved' || state === 'solving'}
          disabled={state === 'solved' || state === 'solving'}
          onChange={() => void solve()}
          className="size-5 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          {t('account.captcha.notRobot')}
        </label>
      </div>
      <span className="text-right text-[11px] leading-tight text-stone-500">
        {state === 'failed'
          ? messages.captchaUnavailable
          : state === 'solving'
            ? t('account.captcha.checking')
            : t('account.captcha.securityCheck')}
        <br />
        {t('account.captcha.local')}
      </span>
    </div>
  );
}
