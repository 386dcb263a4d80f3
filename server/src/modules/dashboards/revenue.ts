import type { AbstractSqlConnection } from '@mikro-orm/postgresql';

/**
 * The one definition of revenue (docs/decisions.md "Dashboards"): a payment's amount net of its refunds,
 * counted on the Asia/Seoul day the payment was approved. The triggers of migration DashboardSales keep it
 * per lodging, room type and day in `sales_days` and per region and day in `region_sales_days`; every figure
 * of the dashboards, and a lodging's revenue in the admin lodging list, reads those two tables.
 */

/** SQL: the revenue of the lodging whose id is the SQL expression `hotelId`, days `from`..`to` (SQL expressions). */
export const lodgingRevenueSql = (hotelId: string, from: string, to: string): string =>
  `(select coalesce(sum(sd.sales), 0)::float8 from sales_days sd
     where sd.hotel_id = ${hotelId} and sd.day between ${from} and ${to})`;

/** The first day of `today`'s month and `today` (Asia/Seoul dates): a "monthly revenue" column's period. */
export function monthToDate(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** Revenue per lodging over days `from`..`to` (lodgings with none are absent: read them as 0). */
export async function lodgingRevenue(
  connection: AbstractSqlConnection,
  hotelIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, number>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await connection.execute<Array<{ hotelId: number; sales: number }>>(
    connection.getKnex().raw(
      `select hotel_id as "hotelId", sum(sales)::float8 as sales from sales_days
        where hotel_id = any(:ids::int[]) and day between :from and :to group by hotel_id`,
      { ids: `{${hotelIds.map((id) => Math.trunc(id)).join(',')}}`, from, to },
    ),
  );
  return new Map(rows.map((row) => [row.hotelId, row.sales]));
}

/** The platform's commission on `sales` at `percent` (COMMISSION_RATE_PERCENT), in whole won. */
export const commissionOf = (sales: number, percent: number): number => Math.round((sales * percent) / 100);
