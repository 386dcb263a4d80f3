import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { nextIp, requestFrom } from '../../../test/accounts';
import { tokensByRole } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { startInbox, type Inbox } from '../../../test/inbox';
import { member } from '../../../test/member-fixtures';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { startJobs } from '../jobs';

// Members posted without limit and could send the administrator's answer to any address.
let app: TestApp;
let jobs: JobQueue;
let inbox: Inbox;
let admin: string;

beforeAll(async () => {
  inbox = await startInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
  // The answer mail is sent by the job queue.
  jobs = await startJobs(app.http.services, {
    databaseUrl: app.config.DATABASE_URL!,
    selfUrl: app.url,
    schedules: [],
    pollIntervalMs: 200,
  });
  admin = (await tokensByRole(app)).ROLE_ADMIN;
});
afterAll(async () => {
  await jobs.stop();
  await app.close();
  await inbox.close();
});

const post = (token: string, body: Record<string, unknown> = {}) =>
  // A new address each time: the limit is the account's, not the network's.
  requestFrom(app, nextIp(), 'POST', '/api/inquiries/member', {
    token,
    body: { title: '조식 문의', content: '조식은 몇 시인가요?', ...body },
  });

describe("a member's inquiries", () => {
  it(`are limited to ${LIMITS.memberInquiriesPerHour} an hour per account (429), whatever the address`, async () => {
    const busy = await member(app, '문의많음');
    for (let i = 0; i < LIMITS.memberInquiriesPerHour; i += 1) expect((await post(busy.token)).status).toBe(200);
    expect(await post(busy.token)).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyRequests } });
    const created = await app.graphql(
      'mutation { createMemberInquiry(input: { title: "조식", content: "몇 시?" }) { inquiry { id } } }',
      {},
      busy.token,
    );
    expect(created.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Another member is not held back by the first one's posts.
    expect((await post((await member(app, '다른회원')).token)).status).toBe(200);
  });

  it("are answered at the account's e-mail, never at a contactEmail given in the body", async () => {
    const { user, token } = await member(app, '김답장');
    const created = await post(token, { contactEmail: 'stranger@example.com' });
    expect(created.status).toBe(200);
    const { id, contactEmail } = created.json<{ id: number; contactEmail: string }>();
    expect(contactEmail).toBe(user.email);
    const answered = await app.request('POST', `/api/inquiries/${id}/answer`, {
      token: admin,
      body: { answer: '7시입니다.' },
    });
    expect(answered.status).toBe(200);
    const mailsTo = (address: string) => inbox.messages.filter((mail) => mail.to.includes(address.toLowerCase()));
    await vi.waitFor(() => expect(mailsTo(user.email)).toHaveLength(1), { timeout: 30_000 });
    expect(mailsTo(user.email)[0]!.text).toContain('7시입니다.');
    expect(inbox.messages.filter((mail) => mail.to.includes('stranger@example.com'))).toEqual([]);
  });
});
