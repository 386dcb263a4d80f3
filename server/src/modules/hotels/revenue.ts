/**
 * The one definition of revenue (docs/decisions/dashboards.md): a payment's amount net of its refunds,
 * counted on the Asia/Seoul day the payment was approved. The triggers of migration DashboardSales keep it
 * per lodging, room type and day in `sales_days` and per region and day in `region_sales_days`; every figure
 * of the dashboards, and a lodging's revenue in the admin lodging list, reads those two tables (their SQL:
 * revenue.repository.ts). It lives in hotels: the admin lodging list reads it, and dashboards build on hotels.
 */

/** The first day of `today`'s month and `today` (Asia/Seoul dates): a "monthly revenue" column's period. */
export function monthToDate(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** The platform's commission on `sales` at `percent` (COMMISSION_RATE_PERCENT), in whole won. */
export const commissionOf = (sales: number, percent: number): number => Math.round((sales * percent) / 100);
