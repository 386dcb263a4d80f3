import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { nextIp, requestFrom } from '../../../test/accounts';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { member } from '../../../test/member-fixtures';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, (await createUser(app.orm, 'ROLE_ADMIN')).email)).accessToken;
});
afterAll(() => app.close());

type Row = { id: number; title: string; secret: boolean; status: string; authorName: string; readable: boolean };

const write = async (token: string, body: Record<string, unknown>) => {
  const answer = await app.request('POST', '/api/inquiries/member', { token, body });
  expect(answer.status).toBe(200);
  return answer.json<{ id: number }>().id;
};
const writeAsGuest = async (body: Record<string, unknown>) => {
  const answer = await requestFrom(app, nextIp(), 'POST', '/api/inquiries/non-member', {
    body: { contactEmail: 'guest@example.com', ...body },
  });
  expect(answer.status).toBe(200);
  return answer.json<{ id: number }>().id;
};
const boardAll = async (token?: string): Promise<Row[]> => {
  const answer = await app.request('GET', '/api/inquiries/board?size=100', { token });
  expect(answer.status).toBe(200);
  return answer.json<Row[]>();
};
const post = (id: number, token?: string) => app.request('GET', `/api/inquiries/board/${id}`, { token });

describe('the public inquiry board', () => {
  it("shows a secret inquiry's title (spec §2) and never sends its content but to its author and administrators", async () => {
    const author = await member(app, '김비밀');
    const other = await member(app, '이웃집');
    const secret = { title: '환불 문의', content: '계좌번호는 123-456 입니다', secret: true };
    const id = await write(author.token, secret);
    const guestId = await writeAsGuest({ ...secret, authorName: '손님' });

    for (const [who, token] of [
      ['anonymous', undefined],
      ['another member', other.token],
    ] as const) {
      const rows = await boardAll(token);
      for (const rowId of [id, guestId]) {
        expect(
          rows.find((row) => row.id === rowId),
          who,
        ).toMatchObject({
          title: '환불 문의',
          secret: true,
          readable: false,
          status: 'PENDING',
        });
        const opened = await post(rowId, token);
        expect(opened, who).toMatchObject({ status: 403, body: { message: MESSAGES.inquirySecretForbidden } });
        expect(JSON.stringify(opened.body)).not.toContain('계좌');
      }
      expect(JSON.stringify(rows), who).not.toContain('계좌');
      expect(JSON.stringify(rows), who).not.toContain('guest@example.com');
    }

    const own = (await boardAll(author.token)).find((row) => row.id === id);
    expect(own).toMatchObject({ title: '환불 문의', readable: true, authorName: '김*밀' });
    expect(await post(id, author.token)).toMatchObject({
      status: 200,
      body: { id, title: '환불 문의', content: secret.content, answer: null, answeredAt: null, secret: true },
    });
    // A guest proves nothing with a token: its secret inquiry opens for administrators only.
    expect((await post(guestId, author.token)).status).toBe(403);
    for (const rowId of [id, guestId]) {
      expect(await post(rowId, admin)).toMatchObject({ status: 200, body: { content: secret.content } });
    }
    expect((await boardAll(admin)).find((row) => row.id === guestId)).toMatchObject({
      title: '환불 문의',
      readable: true,
    });
  });

  it('opens a public inquiry for everyone, with its content, masked author and no contact details', async () => {
    const id = await writeAsGuest({ title: '주차 문의', content: '주차 되나요?', authorName: '홍길동' });
    const opened = await post(id);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      id,
      title: '주차 문의',
      content: '주차 되나요?',
      secret: false,
      status: 'PENDING',
      authorName: '홍*동',
      isMember: false,
      member: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      readable: true,
      answer: null,
      answeredAt: null,
    });
    expect(JSON.stringify((await boardAll()).find((row) => row.id === id))).not.toContain('guest@example.com');
    expect(await post(999999)).toMatchObject({ status: 404, body: { message: MESSAGES.inquiryNotFound } });
    expect((await app.request('GET', '/api/inquiries/board/abc')).status).toBe(404);
  });

  it('masks authors longer than 2 characters (spec §9); 1 and 2 characters show as they are', async () => {
    const names = { 김: '김', 김쉼: '김쉼', 홍길동: '홍*동', 남궁민수아: '남***아' };
    const ids = new Map<number, string>();
    for (const [name, masked] of Object.entries(names)) {
      ids.set(await writeAsGuest({ title: '이름', content: '마스킹', authorName: name }), masked);
    }
    const rows = await boardAll();
    for (const [id, masked] of ids) expect(rows.find((row) => row.id === id)?.authorName).toBe(masked);
  });

  it('pages newest first by page and size with the total in X-Total-Count, and as a GraphQL connection', async () => {
    for (let i = 0; i < 23; i++) await writeAsGuest({ title: `페이지 ${i}`, content: '내용', authorName: '페이지' });
    const first = await fetch(`${app.url}/api/inquiries/board`);
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(23);
    const defaultPage = (await first.json()) as Row[];
    expect(defaultPage).toHaveLength(10);

    const pages: Row[][] = [];
    for (let page = 0; page * 7 < total; page++) {
      pages.push((await app.request('GET', `/api/inquiries/board?page=${page}&size=7`)).json<Row[]>());
    }
    const ids = pages.flat().map((row) => row.id);
    expect(ids).toHaveLength(total);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(defaultPage.map((row) => row.id)).toEqual(ids.slice(0, 10));
    expect((await app.request('GET', `/api/inquiries/board?page=${pages.length}&size=7`)).body).toEqual([]);
    for (const bad of ['page=-1', 'size=0', 'size=101', 'page=abc', 'size=2.5']) {
      expect(await app.request('GET', `/api/inquiries/board?${bad}`), bad).toMatchObject({
        status: 400,
        body: { message: MESSAGES.badRequest },
      });
    }

    const query = `query ($after: String) { inquiryBoard(first: 7, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id title readable } } } }`;
    type Page = {
      inquiryBoard: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        edges: Array<{ node: { id: number } }>;
      };
    };
    const walked: number[] = [];
    let after: string | null = null;
    for (;;) {
      const answer: Awaited<ReturnType<typeof app.graphql<Page>>> = await app.graphql<Page>(query, { after });
      expect(answer.errors).toBeUndefined();
      const connection = answer.data!.inquiryBoard;
      expect(connection.totalCount).toBe(total);
      walked.push(...connection.edges.map((edge) => edge.node.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(walked).toEqual(ids);
    const badCursor = await app.graphql(query, { after: 'nope' });
    expect(badCursor.errors?.[0]).toMatchObject({
      message: MESSAGES.invalidCursor,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps secret content out of GraphQL answers too, the title shown', async () => {
    const author = await member(app, '그래프');
    const id = await write(author.token, { title: '비밀 제목', content: '비밀 내용입니다', secret: true });
    const list = `{ inquiryBoard(first: 100) { edges { node { id title secret readable authorName content } } } }`;
    const detail = `query ($id: Int!) { inquiryBoardPost(id: $id) { id title content answer readable } }`;
    type List = { inquiryBoard: { edges: Array<{ node: { id: number; title: string; readable: boolean } }> } };

    const anonymous = await app.graphql<List>(list);
    expect(anonymous.data!.inquiryBoard.edges.find((edge) => edge.node.id === id)?.node).toMatchObject({
      title: '비밀 제목',
      readable: false,
      content: null,
    });
    expect(JSON.stringify(anonymous)).not.toContain('비밀 내용');
    // The board's one type: its author reads the content in the list as in the opened post.
    const authorsList = await app.graphql<List>(list, {}, author.token);
    expect(authorsList.data!.inquiryBoard.edges.find((edge) => edge.node.id === id)?.node).toMatchObject({
      readable: true,
      content: '비밀 내용입니다',
    });
    const refused = await app.graphql(detail, { id });
    expect(refused.errors?.[0]).toMatchObject({
      message: MESSAGES.inquirySecretForbidden,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(JSON.stringify(refused)).not.toContain('비밀 내용');

    const mine = await app.graphql<{ inquiryBoardPost: Record<string, unknown> }>(detail, { id }, author.token);
    expect(mine.data!.inquiryBoardPost).toEqual({
      id,
      title: '비밀 제목',
      content: '비밀 내용입니다',
      answer: null,
      readable: true,
    });
  });
});
