import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { member } from '../../../test/member-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('my reviews', () => {
  it("lists only the caller's reviews, newest first, with the lodging and the reply (REST and GraphQL)", async () => {
    const alice = await member(app, '앨리스');
    const bob = await member(app, '밥');
    const { hotel } = await createHotel(app.orm, { name: '리뷰 호텔', reviews: [5, 3], reviewer: alice.user });
    await createHotel(app.orm, { name: '남의 리뷰 호텔', reviews: [1], reviewer: bob.user });
    const db = app.orm.em.getConnection();
    await db.execute(
      `update reviews set reply = '감사합니다', replied_at = '2026-01-02T03:04:05Z' where hotel_id = ? and score = 5`,
      [hotel.id],
    );

    const answer = await app.request('GET', '/api/reviews/my-reviews', { token: alice.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        reviewId: expect.any(Number),
        hid: hotel.id,
        hId: hotel.id,
        hotelName: '리뷰 호텔',
        reservationId: null,
        userName: '앨리스',
        score: 5,
        content: '리뷰 1',
        image: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        reply: '감사합니다',
        repliedAt: '2026-01-02T03:04:05.000Z',
      },
      expect.objectContaining({ hotelName: '리뷰 호텔', score: 3, reply: null, repliedAt: null }),
    ]);

    const bobs = await app.request('GET', '/api/reviews/my-reviews', { token: bob.token });
    expect(bobs.json<Array<{ hotelName: string }>>().map((review) => review.hotelName)).toEqual(['남의 리뷰 호텔']);

    const gql = await app.graphql<{
      myReviews: {
        totalCount: number;
        edges: Array<{ node: { hotel: { id: number; name: string }; score: number; reply: string | null } }>;
      };
    }>(
      '{ myReviews { totalCount edges { node { id hotel { id name } score content imageUrl reply repliedAt } } } }',
      {},
      alice.token,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.myReviews.totalCount).toBe(2);
    expect(
      gql.data!.myReviews.edges.map(({ node }) => [node.hotel.id, node.hotel.name, node.score, node.reply]),
    ).toEqual([
      [hotel.id, '리뷰 호텔', 5, '감사합니다'],
      [hotel.id, '리뷰 호텔', 3, null],
    ]);
  });

  it('is empty for a member without reviews and refuses visitors', async () => {
    const { token } = await member(app);
    expect(await app.request('GET', '/api/reviews/my-reviews', { token })).toMatchObject({ status: 200, body: [] });
    expect((await app.request('GET', '/api/reviews/my-reviews')).status).toBe(401);
    expect((await app.graphql('{ myReviews { totalCount } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
