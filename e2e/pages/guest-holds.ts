import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Ends the unpaid holds a journey left for the guest with `phone`, as their 10 minutes running out would: every
 * journey's guest books from 127.0.0.1, whose open holds are capped (spec §5 limits), so a journey that leaves
 * holds unpaid on purpose gives the address back for the journeys after it.
 */
export async function endGuestHolds(phone: string): Promise<void> {
  const port = process.env.E2E_PORT ?? '4100';
  const { databaseUrl } = JSON.parse(readFileSync(path.join(tmpdir(), `shim-e2e-${port}.json`), 'utf8')) as {
    databaseUrl: string;
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update reservations set hold_expires_at = now() - interval '1 second'
        where status = 'PENDING' and user_id is null and phone = $1`,
      [phone],
    );
  } finally {
    await client.end();
  }
}
