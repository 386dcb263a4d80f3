import type { EntityManager } from '@mikro-orm/postgresql';

/** The first linked social provider (`kakao`, `google`) of each account, in one query. */
export async function socialProviders(em: EntityManager, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await em.execute<Array<{ userId: number; provider: string }>>(
    em.getKnex().raw(
      `select distinct on (user_id) user_id as "userId", provider
         from social_accounts where user_id = any(:ids::int[]) order by user_id, id`,
      { ids: `{${userIds.join(',')}}` },
    ),
  );
  return new Map(rows.map((row) => [row.userId, row.provider]));
}

/** Takes a manager's lodgings out of search (the manager is being deleted; they keep their records). */
export async function deactivateManagedHotels(em: EntityManager, managerId: number): Promise<void> {
  await em.execute(em.getKnex().raw(`update hotels set active = false where manager_id = :managerId`, { managerId }));
}
