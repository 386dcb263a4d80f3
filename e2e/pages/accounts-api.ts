import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD } from './accounts';
import { Mailbox, SUBJECTS } from './mailbox';

/** An address no run has used: each journey signs up its own people. */
export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export async function loginToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A member signed up through the API, with the code from the test's SMTP server. */
export async function signUpViaApi(
  request: APIRequestContext,
  member: { name: string; email: string; password: string },
): Promise<void> {
  const since = Date.now();
  expect((await request.post('/api/send-code', { data: { email: member.email } })).status()).toBe(200);
  const code = await new Mailbox().codeFor(member.email, SUBJECTS.signup, since);
  expect((await request.post('/api/verify-code', { data: { email: member.email, code } })).status()).toBe(200);
  expect((await request.post('/api/register', { data: member })).status()).toBe(200);
}

/** The admin approves a manager application (the admin console comes in a later issue). */
export async function approveManager(request: APIRequestContext, email: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await loginToken(request, ADMIN.email, DEMO_PASSWORD)}` };
  const found = await request.get('/api/admin/users', {
    headers,
    params: { role: 'ROLE_PENDING', searchQuery: email },
  });
  const users = (await found.json()) as Array<{ id: number; email: string }>;
  const applicant = users.find((user) => user.email === email);
  expect(applicant, `pending application of ${email}`).toBeTruthy();
  expect((await request.post(`/api/admin/users/${applicant!.id}/approve`, { headers })).status()).toBe(200);
}
