import type { LodgingType } from '@shim/common/lodging';
import { useMemo } from 'react';
import { seoulMidnight, useFormat } from '../../i18n/format';
import { useT } from '../../i18n/I18nProvider';
import { ratingTier } from '../../lib/rating';
import type { BookingButton } from './booking-state';

/** The lodging page's recurring words in the page's language: types, stay totals, fees, refunds, the button. */
export function useLodgingWords() {
  const t = useT();
  const format = useFormat();
  return useMemo(
    () => ({
      type: (type: LodgingType) => t(`lodging.type.${type}`),
      /** `2박 총 331,000원`: a stay total, taxes and fees in it; null without one. */
      stayTotal: (nights: number, total: number | null | undefined): string | null =>
        total != null ? t('lodging.price.stayTotal', { nights, total: format.won(total) }) : null,
      /** Said under every price a guest is shown: nothing is added at checkout. */
      feesIncluded: t('lodging.price.feesIncluded'),
      /** `12월 20일까지 무료 취소`, or null when the stay can no longer be cancelled for free. */
      freeCancellation: (until: string | null | undefined): string | null =>
        until ? t('lodging.price.freeCancel', { date: seoulMidnight(until.slice(0, 10)) }) : null,
      rating: (score: number) => t(`lodging.rating.${ratingTier(score)}`),
      booking: (button: BookingButton) =>
        button.disabled
          ? t(`lodging.room.button.${button.reason}`, { count: button.minStay ?? 0 })
          : t('lodging.room.button.book'),
    }),
    [t, format],
  );
}
