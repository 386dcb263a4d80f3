import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';

/** How long the 'copied' badge stays (spec §9). */
export const COPIED_BADGE_MS = 1_500;

/** The booking number (`7K4Q-9XMT-Q2RA`) with a copy button; a 복사됨 badge shows for 1.5 s after copying (spec §2). */
export function CopyBookingNumber({ bookingNumber }: { bookingNumber: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(bookingNumber);
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => setCopied(false), COPIED_BADGE_MS);
  }

  return (
    <span className="flex flex-wrap items-center justify-end gap-2">
      <span data-testid="booking-number" className="whitespace-nowrap font-mono text-sm font-semibold">
        {bookingNumber}
      </span>
      <button
        type="button"
        onClick={() => void copy()}
        className="rounded-md border border-stone-300 px-2 py-0.5 text-xs font-medium text-stone-700 hover:bg-stone-50"
      >
        {t('checkout.receipt.copy')}
      </button>
      {copied && (
        <span role="status" className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-700">
          {t('checkout.receipt.copied')}
        </span>
      )}
    </span>
  );
}
