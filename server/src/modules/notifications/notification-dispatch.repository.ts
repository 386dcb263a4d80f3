import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed, idArray } from '../../db/named';

/**
 * The SMS dispatcher's SQL on `notifications`. A row is due when it is PENDING and its retry moment has come,
 * or SENDING with an unknown outcome: its lookup moment has come (`retry_at`), or its attempt is in flight
 * (`retry_at` null) since before `abandonedBefore`, so no live dispatcher holds it.
 */

/** A message the dispatcher took: to send, or (`wasSending`) to look up at Solapi first. */
export interface ClaimedSms {
  id: number;
  recipient: string;
  subject: string | null;
  body: string;
  attempts: number;
  /** Its earlier attempt's outcome is unknown: ask Solapi before sending again. */
  wasSending: boolean;
  /** When that earlier attempt began (the lookup searches from there). */
  attemptedAt: Date | null;
}

/**
 * Takes up to `limit` due SMS, oldest first, in one statement (its own commit: the intent is recorded before
 * any call). PENDING ones become SENDING, an attempt more, in flight from now; SENDING ones keep their attempt
 * and are leased until `leaseSeconds` from now while they are looked up. Rows another dispatcher is taking are
 * skipped, never waited for.
 */
export function claimDueSms(
  em: EntityManager,
  options: { limit: number; abandonedSeconds: number; leaseSeconds: number },
): Promise<ClaimedSms[]> {
  return executeNamed<ClaimedSms>(
    em,
    `update notifications n
        set status = 'SENDING',
            attempts = n.attempts + case when due.status = 'PENDING' then 1 else 0 end,
            attempted_at = case when due.status = 'PENDING' then now() else n.attempted_at end,
            retry_at = case when due.status = 'PENDING' then null
                            else now() + make_interval(secs => :leaseSeconds) end
       from (select id, status, attempted_at from notifications
              where channel = 'SMS' and status in ('PENDING', 'SENDING')
                and (case when status = 'PENDING' then coalesce(retry_at, now()) <= now()
                          else coalesce(retry_at, attempted_at + make_interval(secs => :abandonedSeconds)) <= now() end)
              order by id limit :limit
              for update skip locked) due
      where n.id = due.id
      returning n.id, n.recipient, n.subject, n.body, n.attempts, due.status = 'SENDING' as "wasSending",
                due.attempted_at as "attemptedAt"`,
    options,
  );
}

/** Looked up and not found at Solapi: a new attempt of these begins now, in flight. */
export async function beginAttempts(em: EntityManager, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await executeNamed(
    em,
    `update notifications set attempts = attempts + 1, attempted_at = now(), retry_at = null
      where id = any(:ids::int[]) and status = 'SENDING'`,
    { ids: idArray(ids) },
  );
}

/** One message's outcome: SENT (Solapi's messageId), or not yet: PENDING or SENDING again after `retryInSeconds`, or FAILED. */
export interface SmsOutcome {
  id: number;
  status: 'SENT' | 'PENDING' | 'SENDING' | 'FAILED';
  providerId?: string | null;
  error?: string | null;
  retryInSeconds?: number | null;
  /** Solapi refused a number abroad: sending again cannot help (its e-mail carries the notice, if there is one). */
  unreachable?: boolean;
}

/**
 * Of these SMS, the ones whose recipient also has the same notice by e-mail (the SMS key with `EMAIL` for `SMS`):
 * a guest abroad whose phone cannot take SMS hears by it.
 */
export async function coveredByEmail(em: EntityManager, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await executeNamed<{ id: number }>(
    em,
    `select s.id from notifications s
       join notifications e on e.key = left(s.key, length(s.key) - 3) || 'EMAIL'
      where s.id = any(:ids::int[]) and s.channel = 'SMS' and right(s.key, 3) = 'SMS' and e.status <> 'SUPPRESSED'`,
    { ids: idArray(ids) },
  );
  return new Set(rows.map((row) => row.id));
}

/** Records the answers of one batch in one statement; a row already SENT is left as it is. */
export async function recordOutcomes(em: EntityManager, outcomes: SmsOutcome[], sentAt: Date): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = outcomes.map((o) => ({
    id: o.id,
    status: o.status,
    providerId: o.providerId ?? null,
    error: o.error?.slice(0, 2000) ?? null,
    retryIn: o.retryInSeconds ?? null,
  }));
  await executeNamed(
    em,
    `update notifications n
        set status = x.status,
            provider_id = coalesce(x."providerId", n.provider_id),
            sent_at = case when x.status = 'SENT' then :sentAt::timestamptz else n.sent_at end,
            last_error = case when x.status = 'SENT' then null else coalesce(x.error, n.last_error) end,
            retry_at = case when x."retryIn" is null then null else now() + make_interval(secs => x."retryIn") end
       from jsonb_to_recordset(:rows::jsonb) as x(id int, status text, "providerId" text, error text, "retryIn" float8)
      where n.id = x.id and n.status <> 'SENT'`,
    { rows: JSON.stringify(rows), sentAt },
  );
}

/**
 * When the next SMS falls due (a retry, a lookup, an attempt in flight that would then count as abandoned),
 * or null when none is waiting: the dispatcher books its next run for then.
 */
export async function nextSmsDue(em: EntityManager, abandonedSeconds: number): Promise<Date | null> {
  const [row] = await executeNamed<{ at: Date | null }>(
    em,
    `select min(case when status = 'PENDING' then coalesce(retry_at, now())
                     else coalesce(retry_at, attempted_at + make_interval(secs => :abandonedSeconds)) end) as at
       from notifications where channel = 'SMS' and status in ('PENDING', 'SENDING')`,
    { abandonedSeconds },
  );
  return row?.at ? new Date(row.at) : null;
}
