import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { MESSAGES } from '@shim/common/messages';
import { book, bookingScenario, giveCoupon, prepare } from '../../../test/booking-fixtures';
import { createUser, loginAs, PASSWORD } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { pastStay } from '../../../test/review-fixtures';

// 회원 탈퇴: refused while a stay is ahead; otherwise personal data goes and the commerce records stay.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { limitFactor: 10 });
});
afterAll(() => app.close());

const sql = <T>(text: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(text, params);
const withdrawRest = (token: string, body: Record<string, unknown>) =>
  app.request('POST', '/api/users/withdraw', { token, body });
const withdrawGraphql = (token: string, input: Record<string, unknown>) =>
  app.graphql<{ withdrawMyAccount: { message: string } }>(
    'mutation ($input: WithdrawMyAccountInput!) { withdrawMyAccount(input: $input) { message } }',
    { input },
    token,
  );
const accountExists = async (id: number) => (await sql(`select 1 from users where id = ?`, [id])).length > 0;

describe('회원 탈퇴', () => {
  it('is refused (409) while a paid stay or a hold being paid is ahead, listing them, and changes nothing', async () => {
    const s = await bookingScenario(app, { unitCount: 5 }, { name: '탈퇴 예정 숙소' });
    const later = await book(app, s.body(20, 2), s.token);
    const sooner = await book(app, s.body(5), s.token);
    const cancelled = await book(app, s.body(30), s.token);
    await sql(`update reservations set status = 'CANCELED' where id = ?`, [cancelled.prepared.reservationId]);

    const answer = await withdrawRest(s.token, { password: PASSWORD });
    expect(answer.status).toBe(409);
    const lines = answer.json<{ message: string }>().message.split('\n');
    expect(lines[0]).toBe(ACCOUNT_MESSAGES.withdrawalUpcomingStays);
    // Both stays, nearest first; the cancelled one is not in the way.
    expect(lines.slice(1)).toEqual([
      expect.stringContaining(sooner.prepared.orderId),
      expect.stringContaining(later.prepared.orderId),
    ]);
    expect(lines[1]).toMatch(/^· 탈퇴 예정 숙소 \d{1,2}월 \d{1,2}일 \(.\) ~ \d{1,2}월 \d{1,2}일 \(.\)/);
    expect(answer.body).not.toContain(cancelled.prepared.orderId);
    expect(await accountExists(s.member.id)).toBe(true);
    expect((await app.request('GET', '/api/users/info', { token: s.token })).status).toBe(200);

    // A hold whose payment window is open blocks too (GraphQL answers CONFLICT).
    const other = await bookingScenario(app);
    await prepare(app, other.body(8), other.token);
    const graph = await withdrawGraphql(other.token, { password: PASSWORD });
    expect(graph.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(await accountExists(other.member.id)).toBe(true);
  });

  it('asks for the password again, or the typed phrase from an account without one', async () => {
    const user = await createUser(app.orm, 'ROLE_USER');
    const { accessToken } = await loginAs(app, user.email);
    expect(await withdrawRest(accessToken, {})).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.withdrawalPasswordRequired },
    });
    expect(await withdrawRest(accessToken, { password: 'Wr0ngPass!', confirmation: '회원 탈퇴' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.currentPasswordWrong },
    });
    expect(await accountExists(user.id)).toBe(true);

    const social = await createUser(app.orm, 'ROLE_USER');
    const socialToken = (await loginAs(app, social.email)).accessToken;
    await sql(`update users set password_hash = null where id = ?`, [social.id]);
    expect((await withdrawGraphql(socialToken, { confirmation: '탈퇴' })).errors?.[0]?.message).toBe(
      ACCOUNT_MESSAGES.withdrawalPhraseWrong,
    );
    const done = await withdrawGraphql(socialToken, { confirmation: ' 회원 탈퇴 ' });
    expect(done.data?.withdrawMyAccount.message).toBe(ACCOUNT_MESSAGES.withdrawn);
    expect(await accountExists(social.id)).toBe(false);
  });

  it('is for members only: a manager is refused (403)', async () => {
    const manager = await createUser(app.orm, 'ROLE_MANAGER');
    const { accessToken } = await loginAs(app, manager.email);
    expect((await withdrawRest(accessToken, { password: PASSWORD })).status).toBe(403);
    expect(await accountExists(manager.id)).toBe(true);
  });

  it('erases the personal data, keeps booking and payment records unlinked, and ends every way in', async () => {
    const s = await bookingScenario(app, {}, { name: '지난 숙소' });
    const member = s.member;
    const second = await loginAs(app, member.email);
    await sql(`update users set phone = '01055556666' where id = ?`, [member.id]);
    await sql(`insert into social_accounts (provider, subject, user_id, created_at) values ('kakao', ?, ?, now())`, [
      `kakao-${member.id}`,
      member.id,
    ]);
    await sql(`insert into wishlist_items (user_id, hotel_id, created_at) values (?, ?, now())`, [
      member.id,
      s.hotel.id,
    ]);
    const userCouponId = await giveCoupon(app.orm, member, 'FIXED', 5_000);
    const reservationId = await pastStay(app, s);
    await sql(`update user_coupons set used_at = now(), used_by_reservation_id = ? where id = ?`, [
      reservationId,
      userCouponId,
    ]);
    await sql(
      `insert into reviews (hotel_id, user_id, reservation_id, score, content, created_at) values (?, ?, ?, 5, '좋았어요', now())`,
      [s.hotel.id, member.id, reservationId],
    );
    await sql(
      `insert into inquiries (title, content, author_name, contact_email, user_id, phone_number, created_at)
       values ('환불 문의', '환불 언제 되나요', '김예약', ?, ?, '01055556666', now())`,
      [member.email, member.id],
    );

    const answer = await withdrawRest(s.token, { password: PASSWORD });
    expect(answer).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.withdrawn } });

    // Gone: the account row (name, e-mail, phone, password hash) and everything hanging on it.
    expect(await accountExists(member.id)).toBe(false);
    expect(await sql(`select 1 from users where email = ?`, [member.email])).toEqual([]);
    for (const table of ['social_accounts', 'wishlist_items', 'user_coupons', 'refresh_tokens', 'verification_codes']) {
      expect(await sql(`select 1 from ${table} where user_id = ?`, [member.id]), table).toEqual([]);
    }
    // Kept for the e-commerce act's five years: the booking (the contract: guest name, phone, amounts) and its payment.
    const [booking] = await sql<Record<string, unknown>>(
      `select user_id, guest_name, phone, status, total_amount, coupon_discount, order_id from reservations where id = ?`,
      [reservationId],
    );
    expect(booking).toMatchObject({ user_id: null, guest_name: '김예약', phone: '01012345678', status: 'CONFIRMED' });
    expect(booking!.total_amount).toBeGreaterThan(0);
    const payments = await sql<{ amount: number }>(`select amount from payments where reservation_id = ?`, [
      reservationId,
    ]);
    expect(payments).toEqual([{ amount: booking!.total_amount }]);
    // The review stays under 탈퇴한 회원; the inquiry (a complaint record, 3 years) without name or contact.
    const [review] = await sql<{ user_id: number | null; content: string }>(
      `select user_id, content from reviews where reservation_id = ?`,
      [reservationId],
    );
    expect(review).toEqual({ user_id: null, content: '좋았어요' });
    const detail = await app.graphql<{ hotel: { reviews: { edges: Array<{ node: { author: { name: string } } }> } } }>(
      'query ($id: Int!) { hotel(id: $id) { reviews(first: 5) { edges { node { author { name } } } } } }',
      { id: s.hotel.id },
    );
    expect(detail.data?.hotel.reviews.edges.map((edge) => edge.node.author.name)).toEqual([MESSAGES.reviewAuthorGone]);
    const [inquiry] = await sql<Record<string, unknown>>(
      `select author_name, contact_email, phone_number, user_id, content from inquiries where title = '환불 문의'`,
    );
    expect(inquiry).toEqual({
      author_name: MESSAGES.reviewAuthorGone,
      contact_email: null,
      phone_number: null,
      user_id: null,
      content: '환불 언제 되나요',
    });

    // No way back in: the password, both sessions' access tokens, and the refresh token all fail.
    expect(
      (await app.request('POST', '/api/auth/login', { body: { email: member.email, password: PASSWORD } })).status,
    ).toBe(401);
    expect((await app.request('GET', '/api/users/info', { token: s.token })).status).toBe(401);
    expect((await app.request('GET', '/api/users/info', { token: second.accessToken })).status).toBe(401);
    expect(
      (await app.request('POST', '/api/auth/refresh', { body: { refreshToken: second.refreshToken } })).status,
    ).toBe(401);
  });
});
