import type { AbstractSqlConnection, EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@shim/common/roles';
import { executeNamed, idArray } from '../../db/named';

/** The first linked social provider (`kakao`, `google`) of each account, in one query. */
export async function socialProviders(em: EntityManager, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await executeNamed<{ userId: number; provider: string }>(
    em,
    `select distinct on (user_id) user_id as "userId", provider
         from social_accounts where user_id = any(:ids::int[]) order by user_id, id`,
    { ids: `{${userIds.join(',')}}` },
  );
  return new Map(rows.map((row) => [row.userId, row.provider]));
}

/** Takes a manager's lodgings out of search (the manager is being deleted; they keep their records). */
export async function deactivateManagedHotels(em: EntityManager, managerId: number): Promise<void> {
  await executeNamed(em, `update hotels set active = false where manager_id = :managerId`, { managerId });
}

/** A stay that still needs a lodging of the manager; the first by check-in. */
export interface UpcomingStay {
  orderId: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
}

/**
 * The first stay that still needs one of the manager's lodgings: the rule of a manager's own lodging
 * delete (reservations/upcoming-stays.repository `upcomingStayCount`): confirmed and not checked out, or a hold whose
 * payment window is open. Locks the manager's lodgings so no booking of them slips in before the delete.
 */
export async function firstUpcomingStay(
  em: EntityManager,
  managerId: number,
  today: string,
  now: Date,
): Promise<UpcomingStay | null> {
  await executeNamed(em, 'select id from hotels where manager_id = :managerId for update', { managerId });
  const [row] = await executeNamed<UpcomingStay>(
    em,
    `select r.order_id as "orderId", h.name as "hotelName", r.check_in::text as "checkIn", r.check_out::text as "checkOut"
         from reservations r join hotels h on h.id = r.hotel_id
        where h.manager_id = :managerId
          and ((r.status = 'CONFIRMED' and r.check_out > cast(:today as date))
               or (r.status = 'PENDING' and r.hold_expires_at > :now))
        order by r.check_in, r.id
        limit 1`,
    { managerId, today, now },
  );
  return row ?? null;
}

/** Accounts by id as the graph's `User` reads them (what the caller may see of each is the service's rule). */
export interface UserRecord {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  companyName: string | null;
  businessNumber: string | null;
  social: string | null;
  createdAt: Date;
}

export function readUsers(connection: AbstractSqlConnection, ids: readonly number[]): Promise<UserRecord[]> {
  return executeNamed<UserRecord>(
    connection,
    `select u.id, u.name, u.email, u.phone, u.role, u.company_name as "companyName",
            u.business_number as "businessNumber", u.created_at as "createdAt",
            (select s.provider from social_accounts s where s.user_id = u.id order by s.id limit 1) as social
       from users u where u.id = any(:ids::int[])`,
    { ids: idArray(ids) },
  );
}
