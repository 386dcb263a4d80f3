import type DataLoader from 'dataloader';
import type { RequestContext } from '../../platform/context';
import { loaderOf } from '../../platform/loaders';
import { readUsers, type UserRecord } from './user.repository';

export type { UserRecord };

/** Accounts by id for the graph's links (`Reservation.user`, `Hotel.manager`), null when gone: one statement per list. */
export const usersById = (ctx: RequestContext): DataLoader<number, UserRecord | null> =>
  loaderOf(ctx, 'usersById', async (ids: readonly number[]) => {
    const rows = new Map((await readUsers(ctx.connection, ids)).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id) ?? null);
  });
