import { connect, createServer, type AddressInfo } from 'node:net';
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

let app: TestApp;
let jobs: JobQueue;
let inbox: Inbox;
let tokens: Awaited<ReturnType<typeof tokensByRole>>;
/** The app's job queue, which sends the answer mail (no schedules: only what the tests enqueue). */
const startQueue = (on: TestApp) =>
  startJobs(on.http.services, {
    databaseUrl: on.config.DATABASE_URL!,
    selfUrl: on.url,
    schedules: [],
    pollIntervalMs: 200,
  });
beforeAll(async () => {
  inbox = await startInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
  jobs = await startQueue(app);
  tokens = await tokensByRole(app);
});
afterAll(async () => {
  await jobs.stop();
  await app.close();
  await inbox.close();
});

const mailsTo = (address: string) => inbox.messages.filter((mail) => mail.to.includes(address));
/** The answer mail's row in `notifications` (what 알림 발송 현황 shows). */
const answerNotice = async (on: TestApp, inquiryId: number) =>
  await on.orm.em
    .fork()
    .getConnection()
    .execute<
      Array<{
        event: string;
        channel: string;
        recipient: string;
        status: string;
        attempts: number;
        last_error: string | null;
      }>
    >(`select event, channel, recipient, status, attempts, last_error from notifications where key like ?`, [
      `INQUIRY_ANSWERED:${inquiryId}:%`,
    ]);

const guestInquiry = async (body: Record<string, unknown> = {}) => {
  const answer = await requestFrom(app, nextIp(), 'POST', '/api/inquiries/non-member', {
    body: { title: '체크인 시간', content: '몇 시부터 체크인인가요?', authorName: '손님', ...body },
  });
  expect(answer.status).toBe(200);
  return answer.json<{ id: number; contactEmail: string }>();
};
const answerRest = (id: number, answer: unknown, token = tokens.ROLE_ADMIN) =>
  app.request('POST', `/api/inquiries/${id}/answer`, { token, body: { answer } });

describe("the administrator's inquiries", () => {
  it('are refused to members, managers, pending managers and visitors, over REST and GraphQL', async () => {
    const { id } = await guestInquiry({ contactEmail: 'refused@example.com' });
    const calls = [
      ['GET', '/api/inquiries'],
      ['GET', `/api/inquiries/${id}`],
      ['POST', `/api/inquiries/${id}/answer`],
    ] as const;
    const operations = [
      ['{ adminInquiries { totalCount } }', {}],
      ['query ($id: Int!) { adminInquiry(id: $id) { id } }', { id }],
      [
        'mutation ($input: AnswerInquiryInput!) { answerInquiry(input: $input) { inquiry { id } } }',
        { input: { inquiryId: id, answer: '답변' } },
      ],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'POST' ? { answer: '답변' } : undefined;
      expect((await app.request(method, path, { body })).status, path).toBe(401);
      for (const role of ['ROLE_USER', 'ROLE_MANAGER', 'ROLE_PENDING'] as const) {
        expect(await app.request(method, path, { body, token: tokens[role] }), `${path} ${role}`).toMatchObject({
          status: 403,
          body: { message: MESSAGES.forbidden },
        });
      }
    }
    for (const [query, variables] of operations) {
      expect((await app.graphql(query, variables)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      for (const role of ['ROLE_USER', 'ROLE_MANAGER', 'ROLE_PENDING'] as const) {
        const answer = await app.graphql(query, variables, tokens[role]);
        expect(answer.errors?.[0]?.extensions?.code, `${query} ${role}`).toBe('FORBIDDEN');
        expect(answer.data).toBeNull();
      }
    }
    expect((await app.request('GET', `/api/inquiries/${id}`, { token: tokens.ROLE_ADMIN })).body).toMatchObject({
      status: 'PENDING',
      answer: null,
    });
    expect(inbox.messages.filter((mail) => mail.to.includes('refused@example.com'))).toEqual([]);
  });

  it('lists every inquiry newest first with the e-mail that reaches its author, and shows one', async () => {
    const { user, token } = await member(app, '목록회원');
    const mine = await app.request('POST', '/api/inquiries/member', {
      token,
      body: { title: '회원 비밀', content: '비밀 내용', secret: true },
    });
    const guest = await guestInquiry({ contactEmail: 'list@example.com', phoneNumber: '010-2222-3333' });

    const response = await fetch(`${app.url}/api/inquiries?size=100`, {
      headers: { authorization: `Bearer ${tokens.ROLE_ADMIN}` },
    });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Array<Record<string, unknown>>;
    expect(Number(response.headers.get('x-total-count'))).toBe(rows.length);
    expect(rows.map((row) => row.id)).toEqual(rows.map((row) => row.id as number).sort((a, b) => b - a));
    expect(rows.find((row) => row.id === mine.json<{ id: number }>().id)).toMatchObject({
      title: '회원 비밀',
      content: '비밀 내용',
      authorName: '목록회원',
      email: user.email,
      isMember: true,
      member: true,
      secret: true,
    });
    expect(rows.find((row) => row.id === guest.id)).toMatchObject({
      email: 'list@example.com',
      phoneNumber: '01022223333',
      isMember: false,
    });

    const one = await app.request('GET', `/api/inquiries/${guest.id}`, { token: tokens.ROLE_ADMIN });
    expect(one.body).toEqual({
      id: guest.id,
      title: '체크인 시간',
      content: '몇 시부터 체크인인가요?',
      authorName: '손님',
      contactEmail: 'list@example.com',
      email: 'list@example.com',
      secret: false,
      status: 'PENDING',
      isMember: false,
      member: false,
      userEmail: null,
      phoneNumber: '01022223333',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      answer: null,
      answeredAt: null,
    });
    expect(await app.request('GET', '/api/inquiries/999999', { token: tokens.ROLE_ADMIN })).toMatchObject({
      status: 404,
      body: { message: MESSAGES.inquiryNotFound },
    });

    const listed = await app.graphql<{
      adminInquiries: { totalCount: number; edges: Array<{ node: { id: number } }> };
    }>('{ adminInquiries(first: 100) { totalCount edges { node { id email isMember } } } }', {}, tokens.ROLE_ADMIN);
    expect(listed.data!.adminInquiries.totalCount).toBe(rows.length);
    expect(listed.data!.adminInquiries.edges.map((edge) => edge.node.id)).toEqual(rows.map((row) => row.id));
    // `email` is the administrator's field of the one `Inquiry` type: its author reads the rest of it.
    const own = await app.graphql<{ myInquiries: { edges: Array<{ node: { title: string } }> } }>(
      '{ myInquiries { edges { node { title userEmail } } } }',
      {},
      token,
    );
    expect(own.data?.myInquiries.edges.map((edge) => edge.node.title)).toEqual(['회원 비밀']);
    const refused = await app.graphql('{ myInquiries { edges { node { email } } } }', {}, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a blank or too long answer and an unknown inquiry, and changes nothing', async () => {
    const { id } = await guestInquiry({ contactEmail: 'blank@example.com' });
    for (const blank of ['', '   \n ', null, undefined]) {
      expect(await answerRest(id, blank), String(blank)).toMatchObject({
        status: 400,
        body: { message: MESSAGES.inquiryAnswerRequired },
      });
    }
    expect(await answerRest(id, 'ㄱ'.repeat(LIMITS.inquiryAnswerMaxLength + 1))).toMatchObject({
      status: 400,
      body: { message: MESSAGES.inquiryAnswerTooLong },
    });
    expect(await answerRest(999999, '답변')).toMatchObject({
      status: 404,
      body: { message: MESSAGES.inquiryNotFound },
    });
    const blankGraphql = await app.graphql(
      'mutation ($input: AnswerInquiryInput!) { answerInquiry(input: $input) { inquiry { id } } }',
      { input: { inquiryId: id, answer: ' ' } },
      tokens.ROLE_ADMIN,
    );
    expect(blankGraphql.errors?.[0]).toMatchObject({
      message: MESSAGES.inquiryAnswerRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await app.request('GET', `/api/inquiries/${id}`, { token: tokens.ROLE_ADMIN })).body).toMatchObject({
      status: 'PENDING',
      answer: null,
      answeredAt: null,
    });
    expect(inbox.messages.filter((mail) => mail.to.includes('blank@example.com'))).toEqual([]);
  });

  it("answers once: ANSWERED with answeredAt, the board shows it, and the answer is mailed to the guest's address", async () => {
    const { id } = await guestInquiry({ contactEmail: 'Answer.Me@example.com', content: '<b>주차</b> 되나요?' });
    const before = Date.now();
    const answered = await answerRest(id, '  네, 지하 주차장을 이용하실 수 있습니다.\n무료입니다. ');
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      id,
      status: 'ANSWERED',
      answer: '네, 지하 주차장을 이용하실 수 있습니다.\n무료입니다.',
    });
    const answeredAt = Date.parse(answered.json<{ answeredAt: string }>().answeredAt);
    expect(answeredAt).toBeGreaterThanOrEqual(before - 1000);

    // The mail goes from the job queue, once, and its row shows as sent in 알림 발송 현황.
    await vi.waitFor(() => expect(mailsTo('answer.me@example.com')).toHaveLength(1), { timeout: 30_000 });
    const [mail] = mailsTo('answer.me@example.com');
    expect(mail!.subject).toBe(MESSAGES.mailInquiryAnswerSubject);
    expect(mail!.subject.startsWith('[쉼, 한국]')).toBe(true);
    expect(mail!.text).toContain('네, 지하 주차장을 이용하실 수 있습니다.');
    expect(mail!.text).toContain('체크인 시간');
    expect(mail!.html).toContain('&lt;b&gt;주차');
    expect(mail!.html).not.toContain('<b>주차');
    await vi.waitFor(
      async () =>
        expect(await answerNotice(app, id)).toEqual([
          expect.objectContaining({
            event: 'INQUIRY_ANSWERED',
            channel: 'EMAIL',
            recipient: 'Answer.Me@example.com',
            status: 'SENT',
          }),
        ]),
      { timeout: 30_000 },
    );

    const again = await answerRest(id, '다른 답변');
    expect(again).toMatchObject({ status: 409, body: { message: MESSAGES.inquiryAlreadyAnswered } });
    expect(await answerNotice(app, id)).toHaveLength(1);
    expect(mailsTo('answer.me@example.com')).toHaveLength(1);

    const board = (await app.request('GET', '/api/inquiries/board?size=100')).json<
      Array<{ id: number; status: string }>
    >();
    expect(board.find((row) => row.id === id)?.status).toBe('ANSWERED');
    expect((await app.request('GET', `/api/inquiries/board/${id}`)).body).toMatchObject({
      answer: '네, 지하 주차장을 이용하실 수 있습니다.\n무료입니다.',
      answeredAt: new Date(answeredAt).toISOString(),
    });
  });

  it("mails a member's answer to the account's address when no other was left, over GraphQL", async () => {
    const { user, token } = await member(app, '메일회원');
    const created = await app.request('POST', '/api/inquiries/member', {
      token,
      body: { title: '회원 문의', content: '질문' },
    });
    const id = created.json<{ id: number }>().id;
    await app.orm.em.getConnection().execute('update inquiries set contact_email = null where id = ?', [id]);
    const answered = await app.graphql<{ answerInquiry: { inquiry: Record<string, unknown> } }>(
      'mutation ($input: AnswerInquiryInput!) { answerInquiry(input: $input) { inquiry { id status answer answeredAt email } } }',
      { input: { inquiryId: id, answer: '확인했습니다.' } },
      tokens.ROLE_ADMIN,
    );
    expect(answered.errors).toBeUndefined();
    const answer = { data: { answerInquiry: answered.data!.answerInquiry.inquiry } };
    expect(answer.data.answerInquiry).toMatchObject({
      id,
      status: 'ANSWERED',
      answer: '확인했습니다.',
      email: user.email,
    });
    expect(answer.data.answerInquiry.answeredAt).toEqual(expect.any(String));
    await vi.waitFor(() => expect(mailsTo(user.email.toLowerCase())).toHaveLength(1), { timeout: 30_000 });
    const [mail] = mailsTo(user.email.toLowerCase());
    expect(mail!.subject).toBe(MESSAGES.mailInquiryAnswerSubject);
    expect(mail!.text).toContain('확인했습니다.');
  });
});

describe('while the mail server is down', () => {
  it('stores the answer at once, retries its mail on the queue, and delivers it once the server is back', async () => {
    // A mail server that hangs up on every connection until it is let through to the inbox.
    const gate = { down: true };
    const { port: inboxPort } = new URL(inbox.url);
    const smtp = createServer((socket) => {
      socket.on('error', () => {});
      if (gate.down) return socket.destroy();
      const upstream = connect(Number(inboxPort), '127.0.0.1');
      upstream.on('error', () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const offline = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}` });
    const queue = await startQueue(offline);
    try {
      const admin = (await tokensByRole(offline)).ROLE_ADMIN;
      const created = await offline.request('POST', '/api/inquiries/non-member', {
        body: { title: '제목', content: '내용', authorName: '손님', contactEmail: 'nobody@example.com' },
      });
      const id = created.json<{ id: number }>().id;
      expect(
        await offline.request('POST', `/api/inquiries/${id}/answer`, { token: admin, body: { answer: '답변' } }),
      ).toMatchObject({ status: 200, body: { status: 'ANSWERED', answer: '답변' } });

      // The first attempt failed: the mail waits for its retry, the error kept for the administrator.
      await vi.waitFor(
        async () =>
          expect(await answerNotice(offline, id)).toEqual([
            expect.objectContaining({ status: 'PENDING', attempts: 1, last_error: expect.any(String) }),
          ]),
        { timeout: 30_000 },
      );
      expect((await offline.request('GET', `/api/inquiries/${id}`, { token: admin })).body).toMatchObject({
        status: 'ANSWERED',
        answer: '답변',
      });
      expect(mailsTo('nobody@example.com')).toEqual([]);

      gate.down = false;
      await vi.waitFor(
        async () => expect(await answerNotice(offline, id)).toEqual([expect.objectContaining({ status: 'SENT' })]),
        { timeout: 60_000, interval: 250 },
      );
      expect(mailsTo('nobody@example.com')).toHaveLength(1);
      expect(mailsTo('nobody@example.com')[0]!.text).toContain('답변');
    } finally {
      await queue.stop();
      await offline.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  }, 120_000);
});
