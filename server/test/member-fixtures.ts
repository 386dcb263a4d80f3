import type { User } from '../src/modules/users/user.entity';
import { createUser, loginAs } from './fixtures';
import type { TestApp } from './harness';

/** A member account and its access token. */
export async function member(app: TestApp, name = '회원'): Promise<{ user: User; token: string }> {
  const user = await createUser(app.orm, 'ROLE_USER', { name });
  const { accessToken } = await loginAs(app, user.email);
  return { user, token: accessToken };
}
