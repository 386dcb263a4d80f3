import type { AuthUser, RequestContext } from '../src/platform/context';
import type { User } from '../src/modules/users/user.entity';
import { createUser, loginAs } from './fixtures';
import type { TestApp } from './harness';

/** A member account and its access token. */
export async function member(app: TestApp, name = '회원'): Promise<{ user: User; token: string }> {
  const user = await createUser(app.orm, 'ROLE_USER', { name });
  const { accessToken } = await loginAs(app, user.email);
  return { user, token: accessToken };
}

/** A request context for calling a service directly, as `user` (or a visitor), on a fresh EntityManager. */
export function contextAs(app: TestApp, user: User | null): RequestContext {
  const caller: AuthUser | null = user ? { id: user.id, role: user.role, email: user.email, name: user.name } : null;
  const em = app.orm.em.fork();
  return { em, connection: em.getConnection(), user: caller, tokenRejected: false } as RequestContext;
}
