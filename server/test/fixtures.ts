import type { MikroORM } from '@mikro-orm/postgresql';
import type { Role } from '@shim/common/roles';
import { hashPassword } from '../src/platform/auth/passwords';
import { signAccessToken } from '../src/platform/auth/tokens';
import { User } from '../src/modules/users/user.entity';
import type { TestApp } from './harness';

export const PASSWORD = 'Passw0rd!';

let sequence = 0;

/** Creates an account with the test password; e-mail unique per call unless given. */
export async function createUser(
  orm: MikroORM,
  role: Role = 'ROLE_USER',
  overrides: Partial<Pick<User, 'email' | 'name'>> = {},
): Promise<User> {
  const em = orm.em.fork();
  sequence += 1;
  const user = em.create(User, {
    email: overrides.email ?? `${role.toLowerCase()}-${sequence}-${Date.now()}@example.com`,
    name: overrides.name ?? '테스트',
    role,
    passwordHash: await hashPassword(PASSWORD),
  });
  await em.flush();
  return user;
}

/** Logs in through the REST facade and returns the token pair. */
export async function loginAs(app: TestApp, email: string, password = PASSWORD) {
  const answer = await app.request('POST', '/api/auth/login', { body: { email, password } });
  if (answer.status !== 200)
    throw new Error(`login failed for ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.json<{ accessToken: string; refreshToken: string; accessTokenExpiresIn: number; grantType: string }>();
}

/** One token per role, for walking the access table. */
export async function tokensByRole(app: TestApp): Promise<Record<Role, string>> {
  const roles: Role[] = ['ROLE_USER', 'ROLE_MANAGER', 'ROLE_ADMIN', 'ROLE_PENDING'];
  const entries = await Promise.all(
    roles.map(async (role) => {
      const user = await createUser(app.orm, role);
      // An applicant cannot log in (auth.service): its token is one an older session could still hold.
      if (role === 'ROLE_PENDING')
        return [
          role,
          signAccessToken(app.config.jwtSecret, { userId: user.id, role, sessionId: 'pending-applicant' }),
        ] as const;
      return [role, (await loginAs(app, user.email)).accessToken] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Role, string>;
}
