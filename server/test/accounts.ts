import type { ApiAnswer, TestApp } from './harness';
import type { Inbox } from './inbox';

let ipSequence = 0;

/** A fresh client address per call, so per-IP limits of one test do not spill into the next. */
export const nextIp = (): string => {
  ipSequence += 1;
  return `10.${(ipSequence >> 16) & 255}.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
};

/** A JSON request as if from `ip` (the harness trusts X-Forwarded-For from loopback: TRUST_PROXY). */
export async function requestFrom(
  app: TestApp,
  ip: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(app.url + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed, json: <T>() => parsed as T };
}

let emailSequence = 0;
export const uniqueEmail = (prefix = 'member'): string => {
  emailSequence += 1;
  return `${prefix}-${emailSequence}-${Date.now()}@example.com`;
};

/** Sends and verifies a sign-up code through the REST facade, reading the code from the inbox. */
export async function verifyEmail(app: TestApp, inbox: Inbox, email: string): Promise<void> {
  const ip = nextIp();
  const sent = await requestFrom(app, ip, 'POST', '/api/send-code', { body: { email } });
  if (sent.status !== 200) throw new Error(`send-code ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = await inbox.code(email);
  const verified = await requestFrom(app, ip, 'POST', '/api/verify-code', { body: { email, code } });
  if (verified.status !== 200) throw new Error(`verify-code ${verified.status} ${JSON.stringify(verified.body)}`);
}

/** A verified, registered member; answers its e-mail and token pair. */
export async function registerMember(app: TestApp, inbox: Inbox, name = '홍길동', password = 'Passw0rd!') {
  const email = uniqueEmail();
  await verifyEmail(app, inbox, email);
  const answer = await requestFrom(app, nextIp(), 'POST', '/api/register', { body: { name, email, password } });
  if (answer.status !== 200) throw new Error(`register ${answer.status} ${JSON.stringify(answer.body)}`);
  return { email, password, ...answer.json<{ accessToken: string; refreshToken: string }>() };
}
