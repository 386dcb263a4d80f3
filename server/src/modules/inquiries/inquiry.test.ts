import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { nextIp, requestFrom } from '../../../test/accounts';
import { startTestApp, type TestApp } from '../../../test/harness';
import { member } from '../../../test/member-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const question = { title: '주차 문의', content: '주차가 가능한가요?', authorName: '손님', secret: false };
const asMember = (token: string, body: Record<string, unknown>) =>
  app.request('POST', '/api/inquiries/member', { token, body });
const asGuest = (body: Record<string, unknown>, ip = nextIp()) =>
  requestFrom(app, ip, 'POST', '/api/inquiries/non-member', { body });
const mine = (token: string) => app.request('GET', '/api/inquiries/my', { token });

describe('writing inquiries', () => {
  it("stores a member's inquiry under the account's name and e-mail", async () => {
    const { user, token } = await member(app, '김회원');
    const answer = await asMember(token, { ...question, authorName: '딴사람', secret: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      title: '주차 문의',
      content: '주차가 가능한가요?',
      authorName: '김회원',
      contactEmail: user.email,
      secret: true,
      status: 'PENDING',
      isMember: true,
      member: true,
      userEmail: user.email,
      phoneNumber: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      answer: null,
      answeredAt: null,
    });
    // Any other address in the body is ignored: a member's answer goes to the account.
    const other = await asMember(token, { ...question, contactEmail: 'answer@example.com' });
    expect(other.body).toMatchObject({ contactEmail: user.email, secret: false });
  });

  it("stores a guest's inquiry with the e-mail for the answer and a phone", async () => {
    const answer = await asGuest({ ...question, contactEmail: 'guest@example.com', phoneNumber: '010-1234-5678' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      authorName: '손님',
      contactEmail: 'guest@example.com',
      isMember: false,
      member: false,
      userEmail: null,
      phoneNumber: '01012345678',
      status: 'PENDING',
    });
  });

  it('answers missing fields with the English messages of spec §8', async () => {
    const { token } = await member(app);
    for (const missing of ['title', 'content']) {
      const body = { ...question, contactEmail: 'guest@example.com', [missing]: '  ' };
      expect(await asGuest(body), missing).toMatchObject({
        status: 400,
        body: { message: MESSAGES.inquiryFieldsRequired },
      });
      expect(await asMember(token, body), missing).toMatchObject({
        status: 400,
        body: { message: MESSAGES.inquiryFieldsRequired },
      });
    }
    expect(await asGuest({ ...question, authorName: '', contactEmail: 'guest@example.com' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.inquiryFieldsRequired },
    });
    expect(await asGuest(question)).toMatchObject({ status: 400, body: { message: MESSAGES.inquiryEmailRequired } });
    expect(await asGuest({ ...question, contactEmail: 'not-an-email' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.inquiryEmailInvalid },
    });
    expect(await asGuest({ ...question, contactEmail: 'guest@example.com', phoneNumber: '0212345678' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.phoneInvalid },
    });
    const long = 'ㄱ'.repeat(LIMITS.inquiryTitleMaxLength + 1);
    expect(await asGuest({ ...question, title: long, contactEmail: 'guest@example.com' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.inquiryTooLong },
    });
    expect((await app.request('POST', '/api/inquiries/member', { body: question })).status).toBe(401);
  });

  it('limits guest inquiries per address', async () => {
    const ip = nextIp();
    const body = { ...question, contactEmail: 'flood@example.com' };
    for (let i = 0; i < LIMITS.guestInquiriesPerIpPerHour; i++) expect((await asGuest(body, ip)).status).toBe(200);
    expect(await asGuest(body, ip)).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyRequests } });
    expect((await asGuest(body)).status).toBe(200);
  });
});

describe('my inquiries', () => {
  it("lists only the caller's own inquiries, newest first, with the answer once given", async () => {
    const alice = await member(app, '앨리스');
    const bob = await member(app, '밥');
    const first = (await asMember(alice.token, { ...question, title: '첫 문의' })).json<{ id: number }>();
    await asMember(alice.token, { ...question, title: '둘째 문의' });
    await asMember(bob.token, { ...question, title: '밥의 비밀 문의', secret: true });
    await asGuest({ ...question, title: '손님 문의', contactEmail: 'guest@example.com' });
    await app.orm.em
      .getConnection()
      .execute(
        `update inquiries set status = 'ANSWERED', answer = '가능합니다.', answered_at = '2026-03-04T05:06:07Z' where id = ?`,
        [first.id],
      );

    const listed = await mine(alice.token);
    expect(listed.status).toBe(200);
    const rows = listed.json<Array<Record<string, unknown>>>();
    expect(rows.map((row) => row.title)).toEqual(['둘째 문의', '첫 문의']);
    expect(rows[1]).toMatchObject({
      status: 'ANSWERED',
      answer: '가능합니다.',
      answeredAt: '2026-03-04T05:06:07.000Z',
      member: true,
      isMember: true,
    });
    expect((await mine(bob.token)).json<Array<{ title: string }>>().map((row) => row.title)).toEqual([
      '밥의 비밀 문의',
    ]);
    expect((await app.request('GET', '/api/inquiries/my')).status).toBe(401);
  });

  it('has GraphQL twins: myInquiries, createMemberInquiry, createGuestInquiry', async () => {
    const { user, token } = await member(app, '그래프');
    const create = `mutation ($input: InquiryInput!) {
      createMemberInquiry(input: $input) { inquiry { id authorName isMember status } }
    }`;
    const created = await app.graphql<{ createMemberInquiry: { inquiry: Record<string, unknown> } }>(
      create,
      { input: { title: '제목', content: '내용' } },
      token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createMemberInquiry.inquiry).toMatchObject({
      authorName: '그래프',
      isMember: true,
      status: 'WAITING',
    });

    const guest = await app.graphql<{ createGuestInquiry: Record<string, unknown> }>(
      `mutation ($input: InquiryInput!) { createGuestInquiry(input: $input) { inquiry { isMember contactEmail } } }`,
      { input: { title: '제목', content: '내용', authorName: '손님' } },
    );
    expect(guest.errors?.[0]).toMatchObject({
      message: MESSAGES.inquiryEmailRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const listed = await app.graphql<{ myInquiries: { edges: Array<{ node: Record<string, unknown> }> } }>(
      '{ myInquiries { edges { node { id title userEmail isMember answer } } } }',
      {},
      token,
    );
    expect(listed.data!.myInquiries.edges.map((edge) => edge.node)).toEqual([
      {
        id: created.data!.createMemberInquiry.inquiry.id,
        title: '제목',
        userEmail: user.email,
        isMember: true,
        answer: null,
      },
    ]);
    expect((await app.graphql(create, { input: { title: 'a', content: 'b' } })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
