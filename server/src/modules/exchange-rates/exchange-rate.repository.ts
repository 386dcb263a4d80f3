import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed, type SqlRunner } from '../../db/named';

export interface ExchangeRateRecord {
  currency: string;
  /** Exact decimal text as stored (`1380.500000`). */
  wonPerUnit: string;
  effectiveDate: string;
  updatedAt: Date;
}

/** Every rate, in no particular order (the service orders them): one small statement, the guests' pages' read. */
export async function findRates(on: SqlRunner): Promise<ExchangeRateRecord[]> {
  const rows = await executeNamed<Omit<ExchangeRateRecord, 'updatedAt'> & { updatedAt: string | Date }>(
    on,
    `select currency, won_per_unit::text as "wonPerUnit", to_char(effective_date, 'YYYY-MM-DD') as "effectiveDate",
            updated_at as "updatedAt"
       from exchange_rates`,
  );
  return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
}

export interface RateWrite {
  currency: string;
  text: string;
  effectiveDate: string;
}

/** Sets each given currency's rate (inserting a currency not yet in the table); the others stay as they are. */
export async function upsertRates(
  em: EntityManager,
  rates: readonly RateWrite[],
  updatedBy: number,
  at: Date,
): Promise<void> {
  await executeNamed(
    em,
    `insert into exchange_rates (currency, won_per_unit, effective_date, updated_at, updated_by)
     select rate.currency, rate.won_per_unit, rate.effective_date, :at, :updatedBy
       from jsonb_to_recordset(:rates::jsonb) as rate(currency text, won_per_unit numeric, effective_date date)
     on conflict (currency) do update
        set won_per_unit = excluded.won_per_unit, effective_date = excluded.effective_date,
            updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    {
      rates: JSON.stringify(
        rates.map((rate) => ({ currency: rate.currency, won_per_unit: rate.text, effective_date: rate.effectiveDate })),
      ),
      updatedBy,
      at,
    },
  );
}
