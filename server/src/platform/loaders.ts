import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../modules/users/user.entity';

/** Per-request batching: each loader turns N lookups in one tick into one query (no N+1). */
export function createLoaders(em: EntityManager) {
  return {
    userById: new DataLoader<number, User | null>(async (ids) => {
      const users = await em.find(User, { id: { $in: [...ids] } });
      const byId = new Map(users.map((user) => [user.id, user]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
