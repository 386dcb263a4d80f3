import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import type { Role } from '@shim/common/roles';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs, tokensByRole } from '../../../test/fixtures';
import { createHotel } from '../../../test/hotel-fixtures';
import { reviewState } from '../../../test/review-fixtures';
import type { Hotel } from '../hotels/hotel.entity';

interface RestReview {
  reviewId: number;
  hId: number;
  hotelName: string;
  userName: string;
  score: number;
  content: string;
  reply: string | null;
  repliedAt: string | null;
  deletionStatus: string | null;
  rejectionReason: string | null;
}

let app: TestApp;
let hotel: Hotel;
let otherHotel: Hotel;
let tokenA: string;
let tokenB: string;
let roles: Record<Role, string>;
/** Review ids of A's lodging, newest first: scores 5, 3, 1. */
let reviewIds: number[];

const REVIEWS = `query ($hotelId: Int, $first: Int, $after: String) {
  managerReviews(hotelId: $hotelId, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node { id hotel { id name } author { name } score content reply repliedAt deletionStatus rejectionReason } }
  }
}`;
const REPLY = `mutation ($input: ReplyToReviewInput!) {
  replyToReview(input: $input) { message review { id reply repliedAt } }
}`;
const REQUEST = `mutation ($input: RequestReviewDeletionInput!) {
  requestReviewDeletion(input: $input) { message review { id deletionStatus deletionReason } }
}`;
const QUEUE = `query { reviewDeletionRequests { totalCount edges { node { id reason status managerName review { id author { name } content hotel { name } } } } } }`;
const APPROVE = `mutation ($input: ApproveReviewDeletionInput!) { approveReviewDeletion(input: $input) { message hotelId } }`;
const REJECT = `mutation ($input: RejectReviewDeletionInput!) { rejectReviewDeletion(input: $input) { message requestId } }`;

beforeAll(async () => {
  app = await startTestApp();
  const managerA = await createUser(app.orm, 'ROLE_MANAGER');
  const managerB = await createUser(app.orm, 'ROLE_MANAGER');
  const reviewer = await createUser(app.orm, 'ROLE_USER', { name: '이리뷰' });
  tokenA = (await loginAs(app, managerA.email)).accessToken;
  tokenB = (await loginAs(app, managerB.email)).accessToken;
  roles = await tokensByRole(app);
  ({ hotel } = await createHotel(app.orm, { manager: managerA, name: '답글 호텔', reviews: [5, 3, 1], reviewer }));
  ({ hotel: otherHotel } = await createHotel(app.orm, { manager: managerB, reviews: [4] }));
  reviewIds = (await reviewState(app, hotel.id)).reviews.map((review) => review.id);
});
afterAll(() => app.close());

const rest = (method: string, path: string, token?: string, body?: unknown) =>
  app.request(method, path, { token, body });

describe('GET /api/manager/reviews', () => {
  it('lists its lodgings’ reviews, newest first, with hotelName and no deletion status yet', async () => {
    const answer = await rest('GET', '/api/manager/reviews', tokenA);
    expect(answer.status).toBe(200);
    const reviews = answer.json<RestReview[]>();
    expect(reviews.map((review) => review.reviewId)).toEqual(reviewIds);
    expect(reviews[0]).toMatchObject({
      hId: hotel.id,
      hotelName: '답글 호텔',
      userName: '이리뷰',
      score: 5,
      reply: null,
      deletionStatus: null,
      rejectionReason: null,
    });
    const one = await rest('GET', `/api/manager/reviews/hotel/${hotel.id}`, tokenA);
    expect(one.json<RestReview[]>()).toHaveLength(3);
  });

  it('answers another manager’s lodging with 404 and lists none of its reviews', async () => {
    expect((await rest('GET', `/api/manager/reviews/hotel/${hotel.id}`, tokenB)).status).toBe(404);
    expect((await rest('GET', `/api/manager/reviews/hotel/${otherHotel.id}`, tokenA)).status).toBe(404);
    expect((await rest('GET', '/api/manager/reviews', tokenB)).json<RestReview[]>().map((r) => r.hId)).toEqual([
      otherHotel.id,
    ]);
    const gql = await app.graphql(REVIEWS, { hotelId: hotel.id }, tokenB);
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const all = await app.graphql<{ managerReviews: { edges: Array<{ node: { hotel: { id: number } } }> } }>(
      REVIEWS,
      {},
      tokenB,
    );
    expect(all.data!.managerReviews.edges.map((edge) => edge.node.hotel.id)).toEqual([otherHotel.id]);
  });

  it('pages over GraphQL', async () => {
    type Page = {
      managerReviews: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: Array<{ node: { id: number } }> };
    };
    const first = await app.graphql<Page>(REVIEWS, { first: 2 }, tokenA);
    expect(first.errors).toBeUndefined();
    expect(first.data!.managerReviews.edges.map((edge) => edge.node.id)).toEqual(reviewIds.slice(0, 2));
    const rest2 = await app.graphql<Page>(
      REVIEWS,
      { first: 2, after: first.data!.managerReviews.pageInfo.endCursor },
      tokenA,
    );
    expect(rest2.data!.managerReviews.edges.map((edge) => edge.node.id)).toEqual(reviewIds.slice(2));
    expect(rest2.data!.managerReviews.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses members, applicants, administrators and callers without a token', async () => {
    for (const role of ['ROLE_USER', 'ROLE_PENDING', 'ROLE_ADMIN'] as const) {
      expect([401, 403], role).toContain((await rest('GET', '/api/manager/reviews', roles[role])).status);
      const gql = await app.graphql(REVIEWS, {}, roles[role]);
      expect(gql.errors?.[0]?.extensions?.code, role).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    expect((await rest('GET', '/api/manager/reviews')).status).toBe(401);
  });
});

describe('POST /api/manager/reviews/{id}/reply', () => {
  it('refuses an empty reply with the §8 text', async () => {
    const answer = await rest('POST', `/api/manager/reviews/${reviewIds[0]}/reply`, tokenA, { reply: '   ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: '답글 내용을 입력해주세요.' });
    const gql = await app.graphql(REPLY, { input: { reviewId: reviewIds[0], reply: '' } }, tokenA);
    expect(gql.errors?.[0]?.message).toBe('답글 내용을 입력해주세요.');
  });

  it('answers another manager’s review with 404 and leaves it alone', async () => {
    const answer = await rest('POST', `/api/manager/reviews/${reviewIds[0]}/reply`, tokenB, { reply: '남의 답글' });
    expect(answer.status).toBe(404);
    const gql = await app.graphql(REPLY, { input: { reviewId: reviewIds[0], reply: '남의 답글' } }, tokenB);
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const detail = await rest('GET', `/api/hotels/${hotel.id}`);
    expect(detail.json<{ reviews: RestReview[] }>().reviews.every((review) => review.reply === null)).toBe(true);
  });

  it('saves the reply, shown under the review on the hotel page with its date', async () => {
    const before = Date.now();
    const answer = await rest('POST', `/api/manager/reviews/${reviewIds[0]}/reply`, tokenA, {
      reply: ' 찾아주셔서 감사합니다. ',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: CONSOLE_MESSAGES.replySaved, reply: '찾아주셔서 감사합니다.' });
    const detail = await rest('GET', `/api/hotels/${hotel.id}`);
    const shown = detail.json<{ reviews: Array<RestReview & { reviewId?: number }> }>().reviews[0]!;
    expect(shown.reply).toBe('찾아주셔서 감사합니다.');
    // The reply's own instant, not a window of wall-clock time that a busy machine could miss.
    expect(Date.parse(shown.repliedAt!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    const gql = await app.graphql<{ replyToReview: { review: { reply: string } } }>(
      REPLY,
      { input: { reviewId: reviewIds[1], reply: '다음에 더 잘 모시겠습니다.' } },
      tokenA,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.replyToReview.review.reply).toBe('다음에 더 잘 모시겠습니다.');
  });
});

describe('POST /api/manager/reviews/{id}/request-deletion', () => {
  it('requires a reason and refuses another manager with 404', async () => {
    const blank = await rest('POST', `/api/manager/reviews/${reviewIds[2]}/request-deletion`, tokenA, { reason: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: CONSOLE_MESSAGES.deletionReasonRequired });
    const other = await rest('POST', `/api/manager/reviews/${reviewIds[2]}/request-deletion`, tokenB, {
      reason: '욕설',
    });
    expect(other.status).toBe(404);
    const gql = await app.graphql(REQUEST, { input: { reviewId: reviewIds[2], reason: '욕설' } }, tokenB);
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('files it as PENDING; a second request on the same review is a 409 with the message', async () => {
    const answer = await rest('POST', `/api/manager/reviews/${reviewIds[2]}/request-deletion`, tokenA, {
      reason: '허위 사실이 담긴 리뷰입니다.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: '삭제 요청이 성공적으로 접수되었습니다.', deletionStatus: 'PENDING' });
    const again = await rest('POST', `/api/manager/reviews/${reviewIds[2]}/request-deletion`, tokenA, {
      reason: '다시',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: '이미 처리 중인 삭제 요청이 존재합니다.' });
    const gql = await app.graphql<{ requestReviewDeletion: { review: { deletionStatus: string } } }>(
      REQUEST,
      { input: { reviewId: reviewIds[1], reason: '광고성 리뷰' } },
      tokenA,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.requestReviewDeletion.review.deletionStatus).toBe('PENDING');
    const twice = await app.graphql(REQUEST, { input: { reviewId: reviewIds[1], reason: '광고성 리뷰' } }, tokenA);
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('admin review deletion requests', () => {
  const requestIdOf = async (reviewId: number) => {
    const list = await rest('GET', '/api/admin/reviews/deletion-requests', roles.ROLE_ADMIN);
    return list.json<Array<{ id: number; review: { reviewId: number } }>>().find((r) => r.review.reviewId === reviewId)!
      .id;
  };

  it('refuses members, managers, applicants and callers without a token, over REST and GraphQL', async () => {
    for (const role of ['ROLE_USER', 'ROLE_MANAGER', 'ROLE_PENDING'] as const) {
      expect((await rest('GET', '/api/admin/reviews/deletion-requests', roles[role])).status, role).toBe(403);
      expect((await rest('DELETE', '/api/admin/reviews/deletion-requests/1', roles[role])).status, role).toBe(403);
      const reject = await rest('POST', '/api/admin/reviews/deletion-requests/1/reject', roles[role], { reason: 'x' });
      expect(reject.status, role).toBe(403);
      for (const [query, variables] of [
        [QUEUE, {}],
        [APPROVE, { input: { requestId: 1 } }],
        [REJECT, { input: { requestId: 1, reason: 'x' } }],
      ] as const) {
        expect((await app.graphql(query, variables, roles[role])).errors?.[0]?.extensions?.code, role).toBe(
          'FORBIDDEN',
        );
      }
    }
    expect((await rest('GET', '/api/admin/reviews/deletion-requests')).status).toBe(401);
    expect((await rest('DELETE', '/api/admin/reviews/deletion-requests/1')).status).toBe(401);
    expect(
      (await rest('POST', '/api/admin/reviews/deletion-requests/1/reject', undefined, { reason: 'x' })).status,
    ).toBe(401);
    for (const [query, variables] of [
      [QUEUE, {}],
      [APPROVE, { input: { requestId: 1 } }],
      [REJECT, { input: { requestId: 1, reason: 'x' } }],
    ] as const) {
      expect((await app.graphql(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('lists the pending requests with the review’s author and text', async () => {
    const answer = await rest('GET', '/api/admin/reviews/deletion-requests', roles.ROLE_ADMIN);
    expect(answer.status).toBe(200);
    expect(answer.json<unknown[]>()).toEqual([
      expect.objectContaining({
        reason: '허위 사실이 담긴 리뷰입니다.',
        status: 'PENDING',
        review: expect.objectContaining({ reviewId: reviewIds[2], userName: '이리뷰', content: '리뷰 3' }),
      }),
      expect.objectContaining({ reason: '광고성 리뷰', review: expect.objectContaining({ reviewId: reviewIds[1] }) }),
    ]);
    const gql = await app.graphql<{ reviewDeletionRequests: { totalCount: number } }>(QUEUE, {}, roles.ROLE_ADMIN);
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.reviewDeletionRequests.totalCount).toBe(2);
  });

  it('approval deletes the review, and the lodging’s score and count follow at once', async () => {
    expect(await reviewState(app, hotel.id)).toMatchObject({ review_count: 3, review_score_sum: 9 });
    const requestId = await requestIdOf(reviewIds[2]!);
    const answer = await rest('DELETE', `/api/admin/reviews/deletion-requests/${requestId}`, roles.ROLE_ADMIN);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: CONSOLE_MESSAGES.deletionApproved, hotelId: hotel.id });
    const state = await reviewState(app, hotel.id);
    expect(state).toMatchObject({ review_count: 2, review_score_sum: 8 });
    expect(state.reviews.map((review) => review.id)).not.toContain(reviewIds[2]);
    const detail = await rest('GET', `/api/hotels/${hotel.id}`);
    expect(detail.json()).toMatchObject({ avgScore: 4, reviewCount: 2 });
    const twice = await rest('DELETE', `/api/admin/reviews/deletion-requests/${requestId}`, roles.ROLE_ADMIN);
    expect(twice.status).toBe(404);
  });

  it('rejection needs a reason, marks it REJECTED with the reason the manager then sees', async () => {
    const requestId = await requestIdOf(reviewIds[1]!);
    const blank = await rest('POST', `/api/admin/reviews/deletion-requests/${requestId}/reject`, roles.ROLE_ADMIN, {
      reason: '  ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: CONSOLE_MESSAGES.rejectionReasonRequired });
    const gql = await app.graphql<{ rejectReviewDeletion: { message: string } }>(
      REJECT,
      { input: { requestId, reason: '정상적인 이용 후기입니다.' } },
      roles.ROLE_ADMIN,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.rejectReviewDeletion.message).toBe(CONSOLE_MESSAGES.deletionRejected);
    const mine = await rest('GET', '/api/manager/reviews', tokenA);
    expect(mine.json<RestReview[]>().find((review) => review.reviewId === reviewIds[1])).toMatchObject({
      deletionStatus: 'REJECTED',
      rejectionReason: '정상적인 이용 후기입니다.',
    });
    const again = await rest('POST', `/api/admin/reviews/deletion-requests/${requestId}/reject`, roles.ROLE_ADMIN, {
      reason: '다시',
    });
    expect(again.status).toBe(409);
    const approveRejected = await app.graphql(APPROVE, { input: { requestId } }, roles.ROLE_ADMIN);
    expect(approveRejected.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const requestAgain = await rest('POST', `/api/manager/reviews/${reviewIds[1]}/request-deletion`, tokenA, {
      reason: '다시 요청',
    });
    // A rejection is final, and the message says so rather than naming a request in progress.
    expect(requestAgain).toMatchObject({
      status: 409,
      body: { message: '관리자가 반려한 삭제 요청은 다시 할 수 없습니다.' },
    });
    expect((await rest('GET', '/api/admin/reviews/deletion-requests', roles.ROLE_ADMIN)).json()).toEqual([]);
  });

  it('answers an unknown request with 404', async () => {
    expect((await rest('DELETE', '/api/admin/reviews/deletion-requests/999999', roles.ROLE_ADMIN)).status).toBe(404);
    const reject = await rest('POST', '/api/admin/reviews/deletion-requests/999999/reject', roles.ROLE_ADMIN, {
      reason: '없음',
    });
    expect(reject.status).toBe(404);
  });
});
