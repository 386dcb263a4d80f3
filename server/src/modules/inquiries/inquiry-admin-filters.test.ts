import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import type { Role } from '@shim/common/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, requestFrom } from '../../../test/accounts';
import { tokensByRole } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';

let app: TestApp;
let tokens: Record<Role, string>;
const ids: Record<'parking' | 'breakfast' | 'refund', number> = { parking: 0, breakfast: 0, refund: 0 };

const ask = async (title: string, content: string, authorName: string): Promise<number> => {
  const answer = await requestFrom(app, nextIp(), 'POST', '/api/inquiries/non-member', {
    body: { title, content, authorName, phoneNumber: '01012345678', contactEmail: 'guest@example.com' },
  });
  expect(answer.status).toBe(200);
  return answer.json<{ id: number }>().id;
};

beforeAll(async () => {
  app = await startTestApp();
  tokens = await tokensByRole(app);
  ids.parking = await ask('주차 문의', '주차장이 있나요?', '박주차');
  ids.breakfast = await ask('조식 시간', '조식은 몇 시부터인가요?', '이조식');
  ids.refund = await ask('환불 문의', '주차비도 환불되나요?', '최환불');
  const answered = await app.request('POST', `/api/inquiries/${ids.breakfast}/answer`, {
    token: tokens.ROLE_ADMIN,
    body: { answer: '오전 7시부터입니다.' },
  });
  expect(answered.status).toBe(200);
});
afterAll(() => app.close());

const LIST = `query ($status: InquiryStatus, $searchQuery: String, $first: Int, $after: String) {
  adminInquiries(status: $status, searchQuery: $searchQuery, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id status } }
  }
}`;
type List = {
  adminInquiries: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{ node: { id: number; status: string } }>;
  };
};
const list = async (variables: Record<string, unknown>) => {
  const answer = await app.graphql<List>(LIST, variables, tokens.ROLE_ADMIN);
  expect(answer.errors).toBeUndefined();
  return answer.data!.adminInquiries;
};
const idsOf = (page: List['adminInquiries']) => page.edges.map((edge) => edge.node.id);

describe('the console inquiry list filters', () => {
  it('filters by status, newest first, with the filtered total', async () => {
    const waiting = await list({ status: 'WAITING' });
    expect(idsOf(waiting)).toEqual([ids.refund, ids.parking]);
    expect(waiting.totalCount).toBe(2);
    expect(idsOf(await list({ status: 'ANSWERED' }))).toEqual([ids.breakfast]);
    expect(idsOf(await list({}))).toEqual([ids.refund, ids.breakfast, ids.parking]);
  });

  it('searches title, author and content, with the status', async () => {
    expect(idsOf(await list({ searchQuery: '주차' }))).toEqual([ids.refund, ids.parking]);
    expect(idsOf(await list({ searchQuery: '이조식' }))).toEqual([ids.breakfast]);
    expect(idsOf(await list({ searchQuery: '주차', status: 'WAITING', first: 1 }))).toEqual([ids.refund]);
    expect(idsOf(await list({ searchQuery: '100%_' }))).toEqual([]);
  });

  it('pages within the filter', async () => {
    const first = await list({ status: 'WAITING', first: 1 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list({ status: 'WAITING', first: 1, after: first.pageInfo.endCursor });
    expect(idsOf(second)).toEqual([ids.parking]);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('filters the REST list the same way (PENDING is WAITING) and refuses an unknown status with 400', async () => {
    const rest = async (query: string) => app.request('GET', `/api/inquiries?${query}`, { token: tokens.ROLE_ADMIN });
    const pending = await rest('status=PENDING');
    expect(pending.json<Array<{ id: number }>>().map((row) => row.id)).toEqual([ids.refund, ids.parking]);
    const searched = await rest(`status=ANSWERED&searchQuery=${encodeURIComponent('조식')}`);
    expect(searched.json<Array<{ id: number }>>().map((row) => row.id)).toEqual([ids.breakfast]);
    const bad = await rest('status=CLOSED');
    expect(bad.status).toBe(400);
    expect(bad.json()).toEqual({ message: ADMIN_MESSAGES.inquiryStatusInvalid });
  });

  it('is refused to managers', async () => {
    const answer = await app.graphql(LIST, { status: 'WAITING' }, tokens.ROLE_MANAGER);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.request('GET', '/api/inquiries?status=PENDING', { token: tokens.ROLE_MANAGER })).status).toBe(
      403,
    );
  });
});
