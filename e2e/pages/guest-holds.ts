import { onE2eDatabase } from './e2e-database';

/**
 * Ends the unpaid holds a journey left for the guest with `phone`, as their 10 minutes running out would: every
 * journey's guest books from 127.0.0.1, whose open holds are capped (spec §5 limits), so a journey that leaves
 * holds unpaid on purpose gives the address back for the journeys after it.
 */
export async function endGuestHolds(phone: string): Promise<void> {
  await onE2eDatabase(
    `update reservations set hold_expires_at = now() - interval '1 second'
        where status = 'PENDING' and user_id is null and phone = $1`,
    [phone],
  );
}
