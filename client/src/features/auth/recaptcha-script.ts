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

export const RECAPTCHA_SCRIPT_URL =
  'https://www.google.com/recaptcha/api.js?onload=onShimRecaptchaLoad&render=explicit&hl=ko';

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once per page; every widget waits for the same load. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.onShimRecaptchaLoad = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('no grecaptcha'));
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT_URL;
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
