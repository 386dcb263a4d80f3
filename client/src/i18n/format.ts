import { useMemo } from 'react';
import { useT } from './I18nProvider';

/** A calendar day `YYYY-MM-DD` as the instant it starts in Seoul: formatted in Seoul's zone it stays that day. */
export const seoulMidnight = (isoDate: string): Date => new Date(`${isoDate}T00:00:00+09:00`);

const validDate = (value: Date): boolean => !Number.isNaN(value.getTime());

/**
 * Money, days and times in the page's language, from the `common` catalogue's ICU formats: the Korean ones
 * read 64,000원, 2026년 11월 21일 (토), 12월 4일 (금). Won stays the currency everywhere (Toss charges won).
 */
export function useFormat() {
  const t = useT();
  return useMemo(
    () => ({
      won: (amount: number) => t('common.format.won', { amount }),
      /** A stay's day with its weekday and year. */
      stayDate: (isoDate: string) => {
        const date = seoulMidnight(isoDate);
        return validDate(date) ? t('common.format.stayDate', { date }) : isoDate;
      },
      /** A day with its weekday, no year: search bars, calendars. */
      monthDay: (isoDate: string) => {
        const date = seoulMidnight(isoDate);
        return validDate(date) ? t('common.format.monthDay', { date }) : isoDate;
      },
      /** An instant's day in Seoul. */
      instantDate: (iso: string) => {
        const date = new Date(iso);
        return validDate(date) ? t('common.format.instantDate', { date }) : iso;
      },
      /** An instant's day and time in Seoul. */
      instant: (iso: string) => {
        const date = new Date(iso);
        return validDate(date) ? t('common.format.instant', { date }) : iso;
      },
      /** Nights, persons, rooms: plural forms per language. */
      nights: (count: number) => t('common.format.nights', { count }),
      persons: (count: number) => t('common.format.persons', { count }),
      rooms: (count: number) => t('common.format.rooms', { count }),
    }),
    [t],
  );
}
