/**
 * What a night costs ("a per-night price so weekends and peak seasons can cost more"): the room
 * type's base price, plus the largest surcharge that applies to that night, rounded to 1,000원.
 * Surcharges do not stack: a Saturday in summer is +30%, not +20% and +30%.
 * The one definition of a night's price: `extendInventory` prices the nights it opens with it; nights
 * already opened keep their price.
 */

/** Friday and Saturday nights (the night of the date: check-in that day). */
export const WEEKEND_SURCHARGE_PERCENT = 20;

export interface PeakSeason {
  name: string;
  /** First night, `MM-DD`. */
  from: string;
  /** Last night, `MM-DD`, inclusive; earlier than `from` when the season crosses the new year. */
  to: string;
  percent: number;
}

/** Every year, by the night's month and day (Asia/Seoul calendar dates). */
export const PEAK_SEASONS: readonly PeakSeason[] = [
  { name: '여름 성수기', from: '07-20', to: '08-20', percent: 30 },
  { name: '연말연시', from: '12-24', to: '01-01', percent: 30 },
];

/** The surcharge in percent for the night of `date` (`YYYY-MM-DD`): 0 on an ordinary weekday. */
export function nightSurchargePercent(date: string, seasons: readonly PeakSeason[] = PEAK_SEASONS): number {
  const monthDay = date.slice(5, 10);
  // Day of the week from the calendar date alone (UTC noon: no time zone can move it).
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  let percent = weekday === 5 || weekday === 6 ? WEEKEND_SURCHARGE_PERCENT : 0;
  for (const season of seasons) {
    const inSeason =
      season.from <= season.to
        ? monthDay >= season.from && monthDay <= season.to
        : monthDay >= season.from || monthDay <= season.to;
    if (inSeason) percent = Math.max(percent, season.percent);
  }
  return percent;
}

/**
 * Base price plus `percent`, rounded to 1,000원 (half up); the base price itself when there is no
 * surcharge. Integer arithmetic before the one division, so no binary fraction moves a half.
 */
export function surchargedPrice(basePrice: number, percent: number): number {
  return percent === 0 ? basePrice : Math.round((basePrice * (100 + percent)) / 100_000) * 1000;
}

/** The price of the night of `date` for a room type of `basePrice`. */
export function nightPrice(basePrice: number, date: string, seasons: readonly PeakSeason[] = PEAK_SEASONS): number {
  return surchargedPrice(basePrice, nightSurchargePercent(date, seasons));
}
