import { useMemo } from 'react';
import { seoulMidnight, useFormat } from '../i18n/format';
import { useT } from '../i18n/I18nProvider';

/** A stay's price lines in the page's language (the `stay` messages: its page loads them; money in won everywhere). */
export function useStayLabels() {
  const t = useT();
  const format = useFormat();
  return useMemo(
    () => ({
      /** `12월 20일까지 무료 취소`, or null when the stay can no longer be cancelled for free. */
      freeCancellation: (until: string | null | undefined): string | null =>
        until ? t('stay.labels.freeCancellationUntil', { date: seoulMidnight(until) }) : null,
      /** `2박 총 331,000원`: a stay total (common's `stayTotal`, taxes and fees in it); null without one. */
      total: (nights: number, total: number | null | undefined): string | null =>
        total != null ? t('stay.labels.total', { nights, amount: format.won(total) }) : null,
      /** What a stay total covers, said beside it: `2박 · 객실 1개`. */
      scope: (nights: number, rooms: number): string => `${format.nights(nights)} · ${format.rooms(rooms)}`,
      /** Said under every price a guest is shown: nothing is added at checkout (docs/decisions/reservations.md). */
      feesIncluded: t('stay.labels.feesIncluded'),
      /** A price without dates (no stay chosen): one night, one room, taxes and fees in it, from the lowest. */
      perNight: (total: number): string => t('stay.labels.perNight', { amount: format.won(total) }),
    }),
    [t, format],
  );
}
