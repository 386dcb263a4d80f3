/**
 * THE rules of a period's hotel figures (docs/decisions/dashboards.md "KPIs"): every answer of GraphQL and
 * REST builds them here from the sums the repository reads.
 */

/** What the repository sums for one lodging (or all) over one period. */
export interface PeriodSums {
  /** Payments net of refunds, by Asia/Seoul payment day (hotels/revenue.ts). */
  sales: number;
  /** The part of `sales` paid for 대실 (the rest is 숙박's). */
  dayUseSales: number;
  /** Bookings paid in the period and not refunded in full. */
  bookings: number;
  /** Net paid of stays (not cancelled; nights, no 대실) spread evenly over their nights, for the nights in the period. */
  roomRevenue: number;
  /** `room_nights.sold` of active room types: occupied room-nights. */
  soldNights: number;
  /** `room_nights.total` of active room types: available room-nights. */
  availableNights: number;
}

export interface Kpis extends PeriodSums {
  /** Occupied ÷ available room-nights, percent with one decimal. */
  occupancy: number;
  /** Average daily rate: room revenue ÷ occupied room-nights, won. */
  adr: number;
  /** Revenue per available room-night: room revenue ÷ available room-nights, won. */
  revpar: number;
}

export const EMPTY_SUMS: PeriodSums = {
  sales: 0,
  dayUseSales: 0,
  bookings: 0,
  roomRevenue: 0,
  soldNights: 0,
  availableNights: 0,
};

/** Percent with one decimal; 0 with nothing open. */
export const occupancyPercent = (sold: number, open: number): number =>
  open > 0 ? Math.round((sold * 1000) / open) / 10 : 0;

/** Won per night, rounded; 0 with no night. */
const perNight = (revenue: number, nights: number): number => (nights > 0 ? Math.round(revenue / nights) : 0);

export function kpisOf(sums: PeriodSums): Kpis {
  return {
    ...sums,
    roomRevenue: Math.round(sums.roomRevenue),
    occupancy: occupancyPercent(sums.soldNights, sums.availableNights),
    adr: perNight(sums.roomRevenue, sums.soldNights),
    revpar: perNight(sums.roomRevenue, sums.availableNights),
  };
}

export function addSums(a: PeriodSums, b: PeriodSums): PeriodSums {
  return {
    sales: a.sales + b.sales,
    dayUseSales: a.dayUseSales + b.dayUseSales,
    bookings: a.bookings + b.bookings,
    roomRevenue: a.roomRevenue + b.roomRevenue,
    soldNights: a.soldNights + b.soldNights,
    availableNights: a.availableNights + b.availableNights,
  };
}
