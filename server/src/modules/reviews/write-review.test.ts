import { PinnedClock } from '../../platform/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { book, bookingScenario } from '../../../test/booking-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { stayFromToday } from '../../../test/hotel-fixtures';
import { member } from '../../../test/member-fixtures';
import { contextAs, pastStay, reservationStatus, reviewScenario, reviewState } from '../../../test/review-fixtures';
import { writeReview } from './review.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const post = (token: string | undefined, body: Record<string, unknown>) =>
  app.request('POST', '/api/reviews', { token, body });

const WRITE = `mutation Write($input: WriteReviewInput!) {
  writeReview(input: $input) {
    review { id hotel { id name } author { name } score content imageUrl reply }
    reservation { id status cancellable reviewable deletable review { id } }
  }
}`;

describe('POST /api/reviews', () => {
  it('reviews a past stay: 리뷰 작성 완료 at once, in my reviews, the detail, search and the wishlist', async () => {
    const s = await reviewScenario(app, '별빛리뷰호텔');
    await app.request('POST', `/api/wishlist/${s.hotel.id}`, { token: s.token });
    const before = await app.request('GET', '/api/mypage/reservations', { token: s.token });
    expect(before.json<Array<Record<string, unknown>>>()[0]).toMatchObject({
      reservationId: s.reservationId,
      status: '예약 완료',
      reviewable: true,
      deletable: false,
    });

    const answer = await post(s.token, {
      reservationId: s.reservationId,
      score: 4,
      content: '  조용하고 깨끗했어요.  ',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({
      message: MESSAGES.reviewCreated,
      reviewId: expect.any(Number),
      hid: s.hotel.id,
      hId: s.hotel.id,
      hotelName: '별빛리뷰호텔',
      reservationId: s.reservationId,
      userName: '김예약',
      score: 4,
      content: '조용하고 깨끗했어요.',
      image: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reply: null,
      repliedAt: null,
      reservationStatus: '리뷰 작성 완료',
    });

    const after = await app.request('GET', '/api/mypage/reservations', { token: s.token });
    expect(after.json<Array<Record<string, unknown>>>()[0]).toMatchObject({
      status: '리뷰 작성 완료',
      reviewable: false,
      cancellable: false,
      deletable: true,
    });
    const mine = await app.request('GET', '/api/reviews/my-reviews', { token: s.token });
    expect(mine.body).toEqual([
      expect.objectContaining({ reservationId: s.reservationId, content: '조용하고 깨끗했어요.' }),
    ]);

    const detail = await app.request('GET', `/api/hotels/${s.hotel.id}`);
    expect(detail.body).toMatchObject({
      avgScore: 4,
      reviewCount: 1,
      reviews: [expect.objectContaining({ userName: '김*약', score: 4, content: '조용하고 깨끗했어요.' })],
    });
    const gqlDetail = await app.graphql<{ hotel: { avgScore: number; reviewCount: number; reviews: unknown[] } }>(
      'query($id: Int!) { hotel(id: $id) { avgScore reviewCount reviews { edges { node { content score } } } } }',
      { id: s.hotel.id },
    );
    expect(gqlDetail.data!.hotel).toEqual({
      avgScore: 4,
      reviewCount: 1,
      reviews: { edges: [{ node: { content: '조용하고 깨끗했어요.', score: 4 } }] },
    });

    const { startDate, endDate } = stayFromToday(1);
    const search = await app.request('POST', '/api/search', {
      body: { region: '별빛리뷰호텔', startDate, endDate, numberOfRooms: 1, numberOfPeople: 2 },
    });
    expect(search.status).toBe(200);
    expect(search.json<Array<Record<string, unknown>>>()).toEqual([
      expect.objectContaining({ hId: s.hotel.id, avgScore: 4, reviewCount: 1 }),
    ]);
    const wishlist = await app.request('GET', '/api/wishlist', { token: s.token });
    expect(wishlist.json<Array<Record<string, unknown>>>()).toEqual([
      expect.objectContaining({ hId: s.hotel.id, avgScore: 4, reviewCount: 1 }),
    ]);

    // A second stay's review moves the figures again: (4 + 1) / 2.
    const second = await pastStay(app, s);
    expect((await post(s.token, { reservationId: second, score: 1, content: '시끄러웠어요' })).status).toBe(201);
    const again = await app.request('GET', `/api/hotels/${s.hotel.id}`);
    expect(again.body).toMatchObject({ avgScore: 2.5, reviewCount: 2 });
    expect(await reviewState(app, s.hotel.id)).toMatchObject({ review_count: 2, review_score_sum: 5 });

    // Reviewed stays may leave the history (spec §4).
    const removed = await app.request('DELETE', `/api/reservations/${s.reservationId}/delete`, { token: s.token });
    expect(removed.status).toBe(200);
  });

  it('has a GraphQL twin answering the review and the reservation with its next actions', async () => {
    const s = await reviewScenario(app);
    const answer = await app.graphql<{ writeReview: Record<string, Record<string, unknown>> }>(
      WRITE,
      { input: { reservationId: s.reservationId, score: 5, content: '최고' } },
      s.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.writeReview).toEqual({
      review: {
        id: expect.any(Number),
        hotel: { id: s.hotel.id, name: s.hotel.name },
        author: { name: expect.any(String) },
        score: 5,
        content: '최고',
        imageUrl: null,
        reply: null,
      },
      reservation: {
        id: s.reservationId,
        status: 'REVIEWED',
        cancellable: false,
        reviewable: false,
        deletable: true,
        review: { id: answer.data!.writeReview.review!.id },
      },
    });
    const noScore = await app.graphql(WRITE, { input: { reservationId: s.reservationId, content: '또' } }, s.token);
    expect(noScore.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    const visitor = await app.graphql(WRITE, { input: { reservationId: s.reservationId, score: 5, content: '최고' } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a stay not over yet: the check-out day itself is too early (Asia/Seoul)', async () => {
    const s = await bookingScenario(app);
    const upcoming = await book(app, s.body(2, 1), s.token);
    const early = await post(s.token, { reservationId: upcoming.prepared.reservationId, score: 5, content: '좋아요' });
    expect(early).toMatchObject({ status: 409, body: { message: MESSAGES.reviewBeforeCheckout } });

    const checkOut = todayInSeoul();
    const today = await pastStay(app, s, { checkOut });
    expect(await post(s.token, { reservationId: today, score: 5, content: '좋아요' })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.reviewBeforeCheckout },
    });

    // Check-out 2026-03-10: 23:59 in Seoul that day is too early, midnight after is fine.
    const pinned = await pastStay(app, s, { checkOut: '2026-03-10' });
    const input = { reservationId: pinned, score: 3, content: '무난했어요' };
    await expect(
      writeReview(contextAs(app, s.member, new PinnedClock('2026-03-10T14:59:59Z')), input),
    ).rejects.toMatchObject({
      status: 409,
      message: MESSAGES.reviewBeforeCheckout,
    });
    const written = await writeReview(contextAs(app, s.member, new PinnedClock('2026-03-10T15:00:00Z')), input);
    expect(written.reservation.status).toBe('REVIEWED');
    expect(await reservationStatus(app, today)).toBe('CONFIRMED');
  });

  it('refuses a cancelled or unpaid booking', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(10, 1), s.token);
    expect(
      (await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, { token: s.token })).status,
    ).toBe(200);
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update reservations set check_in = '2026-01-01', check_out = '2026-01-02' where id = ?`, [
        prepared.reservationId,
      ]);
    expect(await post(s.token, { reservationId: prepared.reservationId, score: 5, content: '좋아요' })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.reviewNotAllowed },
    });
    const pending = await app.request('POST', '/api/reservations/prepare', { body: s.body(4, 1), token: s.token });
    const pendingId = pending.json<{ reservationId: number }>().reservationId;
    expect(await post(s.token, { reservationId: pendingId, score: 5, content: '좋아요' })).toMatchObject({
      status: 409,
    });
    expect(await reviewState(app, s.hotel.id)).toMatchObject({ reviews: [], review_count: 0 });
  });

  it("answers someone else's, a guest's or an unknown reservation as missing, and a visitor 401", async () => {
    const s = await reviewScenario(app);
    const other = await member(app, '남의회원');
    const body = { reservationId: s.reservationId, score: 5, content: '좋아요' };
    expect(await post(other.token, body)).toMatchObject({
      status: 404,
      body: { message: MESSAGES.reservationNotFound },
    });
    expect((await post(undefined, body)).status).toBe(401);
    const guestStay = await pastStay(app, s, { token: null });
    expect(await post(s.token, { ...body, reservationId: guestStay })).toMatchObject({ status: 404 });
    expect(await post(s.token, { ...body, reservationId: 987_654 })).toMatchObject({ status: 404 });
    expect(await post(s.token, { ...body, reservationId: 'abc' })).toMatchObject({ status: 404 });
    expect(await reservationStatus(app, s.reservationId)).toBe('CONFIRMED');
    expect((await reviewState(app, s.hotel.id)).reviews).toEqual([]);
  });

  it('takes one review per reservation, even from two requests at once', async () => {
    const s = await reviewScenario(app);
    const body = { reservationId: s.reservationId, score: 5, content: '좋아요' };
    const [a, b] = await Promise.all([post(s.token, body), post(s.token, body)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await post(s.token, body)).toMatchObject({ status: 409, body: { message: MESSAGES.reviewAlreadyWritten } });
    expect(await reviewState(app, s.hotel.id)).toMatchObject({ review_count: 1, review_score_sum: 5 });

    // The database holds the rule too: a second row for the reservation is refused.
    const db = app.orm.em.fork().getConnection();
    await expect(
      db.execute(
        `insert into reviews (hotel_id, reservation_id, score, content, created_at) values (?, ?, 3, 'x', now())`,
        [s.hotel.id, s.reservationId],
      ),
    ).rejects.toThrow(/reviews_reservation_id_unique/);
    await expect(
      db.execute(
        `insert into reviews (hotel_id, reservation_id, score, content, created_at) values (?, ?, 3, 'x', now())`,
        [s.hotel.id, 99_999_999],
      ),
    ).rejects.toThrow(/reviews_reservation_id_foreign/);
  });

  it('needs a score of 1–5 and a text that is not blank nor longer than 1,000 characters', async () => {
    const s = await reviewScenario(app);
    const refused = async (body: Record<string, unknown>, message: string) => {
      const answer = await post(s.token, { reservationId: s.reservationId, ...body });
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    };
    await refused({ content: '좋아요' }, '별점을 선택해주세요.');
    await refused({ score: null, content: '좋아요' }, MESSAGES.reviewScoreRequired);
    await refused({ score: 0, content: '좋아요' }, MESSAGES.reviewScoreRequired);
    await refused({ score: 6, content: '좋아요' }, MESSAGES.reviewScoreRequired);
    await refused({ score: 4.5, content: '좋아요' }, MESSAGES.reviewScoreRequired);
    await refused({ score: '다섯', content: '좋아요' }, MESSAGES.reviewScoreRequired);
    await refused({ score: 5 }, MESSAGES.reviewContentRequired);
    await refused({ score: 5, content: ' \n\t ' }, MESSAGES.reviewContentRequired);
    await refused({ score: 5, content: 7 }, MESSAGES.reviewContentRequired);
    await refused({ score: 5, content: '가'.repeat(1001) }, MESSAGES.reviewContentTooLong);
    const gql = await app.graphql(WRITE, { input: { reservationId: s.reservationId, content: '좋아요' } }, s.token);
    expect(gql.errors?.[0]).toMatchObject({ message: '별점을 선택해주세요.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await reservationStatus(app, s.reservationId)).toBe('CONFIRMED');
    expect(await reviewState(app, s.hotel.id)).toMatchObject({ reviews: [], review_count: 0, review_score_sum: 0 });

    expect(
      (await post(s.token, { reservationId: s.reservationId, score: '5', content: '가'.repeat(1000) })).status,
    ).toBe(201);
  });
});
