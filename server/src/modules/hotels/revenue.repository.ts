import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { executeNamed, idArray } from '../../db/named';

/** The SQL of the one definition of revenue (revenue.ts): reads of the `sales_days` rollup. */

/** SQL: the revenue of the lodging whose id is the SQL expression `hotelId`, days `from`..`to` (SQL expressions). */
export const lodgingRevenueSql = (hotelId: string, from: string, to: string): string =>
  `(select coalesce(sum(sd.sales), 0)::float8 from sales_days sd
     where sd.hotel_id = ${hotelId} and sd.day between ${from} and ${to})`;

/** Revenue per lodging over days `from`..`to` (lodgings with none are absent: read them as 0). */
export async function lodgingRevenue(
  connection: AbstractSqlConnection,
  hotelIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, number>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await executeNamed<{ hotelId: number; sales: number }>(
    connection,
    `select hotel_id as "hotelId", sum(sales)::float8 as sales from sales_days
        where hotel_id = any(:ids::int[]) and day between :from and :to group by hotel_id`,
    { ids: idArray(hotelIds), from, to },
  );
  return new Map(rows.map((row) => [row.hotelId, row.sales]));
}
