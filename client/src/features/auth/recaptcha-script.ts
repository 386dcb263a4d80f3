import type { Locale } from '@shim/common/locales';

/** The part of Google's reCAPTCHA v2 API the widget uses (explicit rendering). */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback(token: string): void;
      'expired-callback'(): void;
      'error-callback'(): void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    onShimRecaptchaLoad?: () => void;
  }
}

/** Google's language codes for the widget's own words. */
const RECAPTCHA_LANGUAGE: Record<Locale, string> = { ko: 'ko', en: 'en', ja: 'ja', 'zh-Hans': 'zh-CN' };

/** The script, speaking the page's language. */
export const recaptchaScriptUrl = (locale: Locale): string =>
  `https://www.google.com/recaptcha/api.js?onload=onShimRecaptchaLoad&render=explicit&hl=${RECAPTCHA_LANGUAGE[locale]}`;

export const RECAPTCHA_SCRIPT_URL = recaptchaScriptUrl('ko');

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once per page (a page has one language); every widget waits for the same load. */
export function loadRecaptcha(locale: Locale): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.onShimRecaptchaLoad = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('no grecaptcha'));
    const script = document.createElement('script');
    script.src = recaptchaScriptUrl(locale);
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}
