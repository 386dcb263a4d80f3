import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PRODUCTION_KEYS } from '../../../test/production-env';
import { startInbox, type Inbox } from '../../../test/inbox';
import { createUser } from '../../../test/fixtures';
import { nextIp, requestFrom, uniqueEmail } from '../../../test/accounts';
import { PinnedClock } from '../../platform/clock';

let app: TestApp;
let inbox: Inbox;
beforeAll(async () => {
  inbox = await startInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
});
afterAll(async () => {
  await app.close();
  await inbox.close();
});

const db = () => app.orm.em.getConnection();
/** Moves an address's codes back in time, as if minutes had passed. */
const age = (email: string, seconds: number) =>
  db().execute(
    `update verification_codes set created_at = created_at - make_interval(secs => ?),
       expires_at = expires_at - make_interval(secs => ?) where email = ?`,
    [seconds, seconds, email],
  );

describe('check-email', () => {
  it('says whether an address is registered, case-insensitively, and refuses a malformed one', async () => {
    const user = await createUser(app.orm);
    const ip = nextIp();
    expect(
      await requestFrom(app, ip, 'POST', '/api/check-email', { body: { email: user.email.toUpperCase() } }),
    ).toMatchObject({ status: 200, body: { isDuplicate: true } });
    expect(await requestFrom(app, ip, 'POST', '/api/check-email', { body: { email: uniqueEmail() } })).toMatchObject({
      status: 200,
      body: { isDuplicate: false },
    });
    expect(await requestFrom(app, ip, 'POST', '/api/check-email', { body: { email: 'not-an-email' } })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.invalidEmail },
    });
  });
});

describe('finding 10: send-code is limited like check-email', () => {
  it('stops telling registered addresses from unknown ones past the per-IP limit, shared with check-email', async () => {
    const user = await createUser(app.orm);
    const ip = nextIp();
    for (let i = 0; i < LIMITS.emailProbesPerIpPerMinute - 1; i += 1) {
      const taken = await requestFrom(app, ip, 'POST', '/api/send-code', { body: { email: user.email } });
      expect(taken).toMatchObject({ status: 409, body: { message: MESSAGES.emailInUse } });
    }
    expect((await requestFrom(app, ip, 'POST', '/api/check-email', { body: { email: user.email } })).status).toBe(200);
    expect(await requestFrom(app, ip, 'POST', '/api/send-code', { body: { email: user.email } })).toMatchObject({
      status: 429,
      body: { message: MESSAGES.tooManyRequests },
    });
    expect((await requestFrom(app, ip, 'POST', '/api/check-email', { body: { email: user.email } })).status).toBe(429);
  });
});

describe('send-code and verify-code', () => {
  it('mails a Korean 6-digit code over SMTP and verifies it exactly once', async () => {
    const email = uniqueEmail();
    const ip = nextIp();
    const sent = await requestFrom(app, ip, 'POST', '/api/send-code', { body: { email } });
    expect(sent).toMatchObject({ status: 200, body: { message: '인증번호가 이메일로 전송되었습니다.' } });

    const mail = await inbox.latest(email);
    expect(mail.subject.startsWith('[쉼, 한국]')).toBe(true);
    expect(mail.text).toContain('3분');
    const code = await inbox.code(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);
    const stored = await db().execute<{ code_hash: string }[]>(
      'select code_hash from verification_codes where email = ?',
      [email],
    );
    expect(stored[0]!.code_hash).not.toContain(code);

    const verified = await requestFrom(app, ip, 'POST', '/api/verify-code', { body: { email, code } });
    expect(verified).toEqual(
      expect.objectContaining({ status: 200, body: { message: '이메일 인증이 완료되었습니다.' } }),
    );
    const reused = await requestFrom(app, ip, 'POST', '/api/verify-code', { body: { email, code } });
    expect(reused).toMatchObject({ status: 400, body: { message: MESSAGES.codeExpired } });
  });

  it('answers a wrong code with 400 and the spec message, and gives up after the attempt limit', async () => {
    const email = uniqueEmail();
    const ip = nextIp();
    await requestFrom(app, ip, 'POST', '/api/send-code', { body: { email } });
    const code = await inbox.code(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < LIMITS.codeAttemptsPerCode; i += 1) {
      expect(await requestFrom(app, ip, 'POST', '/api/verify-code', { body: { email, code: wrong } })).toMatchObject({
        status: 400,
        body: { message: '인증번호가 일치하지 않습니다.' },
      });
    }
    // The right code no longer helps: the code is spent by the guesses.
    expect(await requestFrom(app, ip, 'POST', '/api/verify-code', { body: { email, code } })).toMatchObject({
      status: 429,
      body: { message: MESSAGES.codeTooManyAttempts },
    });
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    const ip = nextIp();
    await requestFrom(app, ip, 'POST', '/api/send-code', { body: { email } });
    const code = await inbox.code(email);
    await age(email, LIMITS.codeValidMinutes * 60 + 1);
    expect(await requestFrom(app, ip, 'POST', '/api/verify-code', { body: { email, code } })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.codeExpired },
    });
  });

  it('makes a resent code replace the previous one, after a pause, and limits resends per address', async () => {
    const email = uniqueEmail();
    const ip = nextIp();
    await requestFrom(app, ip, 'POST', '/api/send-code', { body: { email } });
    const first = await inbox.code(email);
    expect(await requestFrom(app, ip, 'POST', '/api/send-code', { body: { email } })).toMatchObject({
      status: 429,
      body: { message: MESSAGES.codeResendTooSoon },
    });
    await age(email, LIMITS.codeResendSeconds);
    expect((await requestFrom(app, ip, 'POST', '/api/send-code', { body: { email } })).status).toBe(200);
    const second = await inbox.code(email);
    if (first !== second) {
      expect(await requestFrom(app, ip, 'POST', '/api/verify-code', { body: { email, code: first } })).toMatchObject({
        status: 400,
        body: { message: MESSAGES.codeMismatch },
      });
    }
    expect((await requestFrom(app, ip, 'POST', '/api/verify-code', { body: { email, code: second } })).status).toBe(
      200,
    );

    for (let sent = 2; sent < LIMITS.codeSendsPerEmailPerHour; sent += 1) {
      await age(email, LIMITS.codeResendSeconds);
      expect((await requestFrom(app, nextIp(), 'POST', '/api/send-code', { body: { email } })).status).toBe(200);
    }
    await age(email, LIMITS.codeResendSeconds);
    expect((await requestFrom(app, nextIp(), 'POST', '/api/send-code', { body: { email } })).status).toBe(429);
  });

  it('limits codes per IP across addresses', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMITS.codeSendsPerIpPerHour; i += 1) {
      expect(
        (await requestFrom(app, ip, 'POST', '/api/send-code', { body: { email: uniqueEmail('ip') } })).status,
      ).toBe(200);
    }
    expect((await requestFrom(app, ip, 'POST', '/api/send-code', { body: { email: uniqueEmail('ip') } })).status).toBe(
      429,
    );
  });

  it('refuses to send a sign-up code to a registered address', async () => {
    const user = await createUser(app.orm);
    expect(await requestFrom(app, nextIp(), 'POST', '/api/send-code', { body: { email: user.email } })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.emailInUse },
    });
  });

  it('has GraphQL twins', async () => {
    const email = uniqueEmail();
    const sent = await app.graphql<{ sendSignupCode: { message: string } }>(
      'mutation($email: String!) { sendSignupCode(input: { email: $email }) { message } }',
      { email },
    );
    expect(sent.data?.sendSignupCode.message).toBe(MESSAGES.codeSent);
    const code = await inbox.code(email);
    const verified = await app.graphql<{ verifySignupCode: { message: string } }>(
      'mutation($email: String!, $code: String!) { verifySignupCode(input: { email: $email, code: $code }) { message } }',
      { email, code },
    );
    expect(verified.data?.verifySignupCode.message).toBe(MESSAGES.codeVerified);
    const taken = await app.graphql<{ emailTaken: boolean }>('query($email: String!) { emailTaken(email: $email) }', {
      email,
    });
    expect(taken.data?.emailTaken).toBe(false);
  });
});

describe('a day of codes per address', () => {
  it('answers 429 past the codes one address may get in a Seoul day, for every purpose alike', async () => {
    // 00:10 in Seoul is still yesterday in UTC: the day counted is Seoul's.
    const clock = new PinnedClock('2026-12-01T00:10:00+09:00');
    const capped = await startTestApp({ SMTP_URL: inbox.url, CODES_PER_ADDRESS_PER_DAY: '3' }, { clock });
    try {
      const user = await createUser(capped.orm);
      const signup = uniqueEmail('daily');
      const unknown = uniqueEmail('nobody');
      const send = (path: string, email: string) => requestFrom(capped, nextIp(), 'POST', path, { body: { email } });
      for (let i = 0; i < 3; i += 1) {
        for (const [path, email] of [
          ['/api/send-code', signup],
          ['/api/request-reset-password', user.email],
          ['/api/request-reset-password', unknown],
        ] as const) {
          expect((await send(path, email)).status).toBe(200);
        }
        clock.advance(70 * 60_000);
      }
      clock.set('2026-12-01T23:50:00+09:00');
      const refused = { status: 429, body: { message: MESSAGES.codeDailyLimit } };
      expect(await send('/api/send-code', signup)).toMatchObject(refused);
      // A known and an unknown address are refused alike.
      expect(await send('/api/request-reset-password', user.email)).toMatchObject(refused);
      expect(await send('/api/request-reset-password', unknown)).toMatchObject(refused);
      const twin = await capped.graphql(
        'mutation($email: String!) { sendSignupCode(input: { email: $email }) { message } }',
        { email: signup },
      );
      expect(twin.errors?.[0]).toMatchObject({
        message: MESSAGES.codeDailyLimit,
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });

      clock.set('2026-12-02T00:00:30+09:00');
      expect((await send('/api/send-code', signup)).status).toBe(200);
    } finally {
      await capped.close();
    }
  });
});

describe('local mail capture', () => {
  it('keeps mail in a real SMTP capture when no SMTP_URL is set, shown by /dev/mailbox', async () => {
    const local = await startTestApp();
    try {
      const email = uniqueEmail('capture');
      expect((await local.request('POST', '/api/send-code', { body: { email } })).status).toBe(200);
      const box = await local.request('GET', `/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const mails = box.json<Array<{ to: string; subject: string; text: string }>>();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(MESSAGES.mailSignupSubject);
      expect(mails[0]!.text).toMatch(/인증번호: \d{6}/);
      const page = await fetch(`${local.url}/dev/mailbox`);
      expect(await page.text()).toContain(MESSAGES.mailSignupSubject);
    } finally {
      await local.close();
    }
  });

  it('is off in production', async () => {
    const production = await startTestApp(PRODUCTION_KEYS);
    try {
      // Whatever answers (the client's index.html or a 404), it is not the mailbox.
      const answer = await production.request('GET', '/dev/mailbox.json');
      expect(Array.isArray(answer.body)).toBe(false);
    } finally {
      await production.close();
    }
  });
});
