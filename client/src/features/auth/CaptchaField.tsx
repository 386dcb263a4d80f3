import { useId, useState } from 'react';

/** Stand-in token until the real reCAPTCHA widget replaces this component (later issue). */
export const PLACEHOLDER_CAPTCHA_TOKEN = 'placeholder-captcha-token';

export interface CaptchaFieldProps {
  /** Called once the person has solved the challenge. */
  onToken(token: string): void;
}

/**
 * The slot the server's captcha demand is answered in. Remount it (change its `key`) to reset it,
 * as the real widget must be reset after a failed login.
 */
export function CaptchaField({ onToken }: CaptchaFieldProps) {
  const [solved, setSolved] = useState(false);
  const id = useId();
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
          checked={solved}
          disabled={solved}
          onChange={() => {
            setSolved(true);
            onToken(PLACEHOLDER_CAPTCHA_TOKEN);
          }}
          className="size-5 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          로봇이 아닙니다
        </label>
      </div>
      <span className="text-[11px] leading-tight text-stone-500">
        보안 확인
        <br />
        (reCAPTCHA 자리)
      </span>
    </div>
  );
}
