import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/I18nProvider';

/** How long the share toast stays. */
export const SHARE_TOAST_MS = 2_000;

/** The toast's words: catalogue keys. */
export const SHARE_MESSAGES = {
  copied: 'common.share.copied',
  copyFailed: 'common.share.copyFailed',
} as const;

interface ShareButtonProps {
  /** The page's name, for the phone's share sheet. */
  title: string;
  /** A line for the share sheet (the area, the lodging's type). */
  text?: string;
  /** The address to share: a path on this site or absolute; the page's own address when absent. */
  url?: string;
}

/**
 * Share a page: the phone's own share sheet (Web Share API) where there is one, else the link copied to the
 * clipboard with a toast. No third-party script: KakaoTalk and the rest are in the phone's sheet.
 */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  const t = useT();
  const [toast, setToast] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  function show(message: string) {
    setToast(message);
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => setToast(null), SHARE_TOAST_MS);
  }

  async function share() {
    // Read at the click, never while rendering: the server renders this page without a window.
    const link = new URL(url ?? window.location.href, window.location.origin).href;
    const data = { title, text, url: link };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The guest closed the sheet: nothing to say. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      show(t(SHARE_MESSAGES.copied));
    } catch {
      show(t(SHARE_MESSAGES.copyFailed));
    }
  }

  return (
    <>
      <button
        type="button"
        aria-label={t('common.share.label', { title })}
        onClick={() => void share()}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-stone-600 shadow ring-1 ring-stone-200 transition hover:scale-105 hover:text-brand-700"
      >
        <svg aria-hidden viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" strokeLinecap="round" />
        </svg>
      </button>
      {/* Fixed above the page, so the toast never moves the layout. */}
      {toast && (
        <p
          role="status"
          className="pointer-events-none fixed inset-x-0 bottom-6 z-50 mx-auto w-fit max-w-[90vw] rounded-full bg-stone-900/90 px-4 py-2 text-center text-sm font-medium text-white shadow-lg"
        >
          {toast}
        </p>
      )}
    </>
  );
}
