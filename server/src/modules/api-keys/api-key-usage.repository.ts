import type { AbstractSqlConnection, EntityManager } from '@mikro-orm/postgresql';
import { executeNamed, idArray } from '../../db/named';

export interface UsageDelta {
  apiKeyId: number;
  day: string;
  requests: number;
  cost: number;
  errors: number;
}

export interface UsageDayRecord {
  apiKeyId: number;
  day: string;
  requests: number;
  cost: number;
  errors: number;
}

/** One statement for every key and day counted since the last flush (the batched upsert). */
export async function addUsage(connection: AbstractSqlConnection, deltas: readonly UsageDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  await executeNamed(
    connection,
    `insert into api_key_usage as u (api_key_id, day, requests, cost, errors)
     select d.id, d.day, d.requests, d.cost, d.errors
       from unnest(:ids::int[], :days::date[], :requests::int[], :costs::bigint[], :errors::int[])
            as d(id, day, requests, cost, errors)
      where exists (select 1 from api_keys k where k.id = d.id)
     on conflict (api_key_id, day) do update set requests = u.requests + excluded.requests,
       cost = u.cost + excluded.cost, errors = u.errors + excluded.errors`,
    {
      ids: idArray(deltas.map((d) => d.apiKeyId)),
      days: `{${deltas.map((d) => d.day).join(',')}}`,
      requests: idArray(deltas.map((d) => d.requests)),
      costs: idArray(deltas.map((d) => d.cost)),
      errors: idArray(deltas.map((d) => d.errors)),
    },
  );
}

/** Last use, written at most once per flush and key, never moved back by a slower replica. */
export async function touchKeys(
  connection: AbstractSqlConnection,
  uses: ReadonlyArray<{ apiKeyId: number; at: Date }>,
): Promise<void> {
  if (uses.length === 0) return;
  await executeNamed(
    connection,
    `update api_keys k set last_used_at = greatest(k.last_used_at, d.at)
       from unnest(:ids::int[], :ats::timestamptz[]) as d(id, at) where k.id = d.id`,
    {
      ids: idArray(uses.map((u) => u.apiKeyId)),
      ats: `{${uses.map((u) => `"${u.at.toISOString()}"`).join(',')}}`,
    },
  );
}

/** Usage of the keys from `since` (a Seoul date) on, newest day first. */
export function usageOf(em: EntityManager, ids: readonly number[], since: string): Promise<UsageDayRecord[]> {
  return executeNamed(
    em,
    `select api_key_id as "apiKeyId", to_char(day, 'YYYY-MM-DD') as day, requests, cost::int as cost, errors
       from api_key_usage where api_key_id = any(:ids::int[]) and day >= :since::date order by day desc`,
    { ids: idArray(ids), since },
  );
}
