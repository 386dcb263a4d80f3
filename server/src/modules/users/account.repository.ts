import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '../../platform/context';
import { User } from './user.entity';

/** The account a token names, as the request context keeps it (read on every authenticated request). */
export async function accountOf(em: EntityManager, userId: number): Promise<AuthUser | null> {
  const account = await em.findOne(User, userId);
  return account && { id: account.id, role: account.role, email: account.email, name: account.name };
}
