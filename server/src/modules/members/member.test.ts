import { addDays, todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import type { Role } from '@shim/common/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingScenario, giveCoupon, type BookingScenario } from '../../../test/booking-fixtures';
import { tokensByRole } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { Review } from '../reviews/review.entity';

let app: TestApp;
let tokens: Record<Role, string>;
let s: BookingScenario;
let bookingNumber: string;
let inquiryId: number;
const coupons: Record<'held' | 'used' | 'expired', number> = { held: 0, used: 0, expired: 0 };

beforeAll(async () => {
  app = await startTestApp();
  tokens = await tokensByRole(app);
  s = await bookingScenario(app, {}, { name: '회원상세 호텔' });
  bookingNumber = (await book(app, s.body(5, 2), s.token)).prepared.bookingNumber;
  coupons.held = await giveCoupon(app.orm, s.member, 'FIXED', 5_000);
  coupons.used = await giveCoupon(app.orm, s.member, 'PERCENT', 10);
  coupons.expired = await giveCoupon(app.orm, s.member, 'FIXED', 3_000, addDays(todayInSeoul(), -1));
  const em = app.orm.em.fork();
  await em.getConnection().execute('update user_coupons set used_at = now() where id = ?', [coupons.used]);
  em.create(Review, { hotel: s.hotel.id, user: s.member.id, score: 5, content: '깨끗하고 조용했어요.' });
  await em.flush();
  const inquiry = await app.request('POST', '/api/inquiries/member', {
    token: s.token,
    body: { title: '주차 문의', content: '주차할 수 있나요?' },
  });
  expect(inquiry.status).toBe(200);
  inquiryId = inquiry.json<{ id: number }>().id;
});
afterAll(() => app.close());

const DETAIL = `query ($id: Int!) {
  adminUser(id: $id) {
    id name email phone role accountStatus createdAt reviewCount
    reservations { totalCount edges { node { bookingNumber checkIn checkOut status payment { totalAmount } hotel { name } } } }
    coupons { totalCount edges { node { id isExpired usedAt coupon { name } } } }
    inquiries { totalCount edges { node { id title status } } }
  }
}`;

interface Detail {
  adminUser: {
    id: number;
    accountStatus: string;
    reviewCount: number;
    reservations: {
      totalCount: number;
      edges: Array<{ node: { bookingNumber: string; status: string; hotel: { name: string } } }>;
    };
    coupons: { totalCount: number; edges: Array<{ node: { id: number; isExpired: boolean; usedAt: string | null } }> };
    inquiries: { totalCount: number; edges: Array<{ node: { id: number; status: string } }> };
  };
}

describe('the member page (GraphQL adminUser)', () => {
  it('shows the account with its bookings, coupons, inquiries and review count', async () => {
    const answer = await app.graphql<Detail>(DETAIL, { id: s.member.id }, tokens.ROLE_ADMIN);
    expect(answer.errors).toBeUndefined();
    const user = answer.data!.adminUser;
    expect(user.id).toBe(s.member.id);
    expect(user.accountStatus).toBe('ACTIVE');
    expect(user.reviewCount).toBe(1);
    expect(user.reservations.edges.map((edge) => edge.node)).toEqual([
      expect.objectContaining({ bookingNumber, status: 'CONFIRMED', hotel: { name: '회원상세 호텔' } }),
    ]);
    const byId = new Map(user.coupons.edges.map(({ node }) => [node.id, node]));
    expect(user.coupons.totalCount).toBe(3);
    expect(byId.get(coupons.held)).toMatchObject({ isExpired: false, usedAt: null });
    expect(byId.get(coupons.used)?.usedAt).not.toBeNull();
    expect(byId.get(coupons.expired)).toMatchObject({ isExpired: true, usedAt: null });
    expect(user.inquiries.edges.map((edge) => edge.node)).toEqual([
      { id: inquiryId, title: '주차 문의', status: 'WAITING' },
    ]);
  });

  it('answers an unknown member with the catalogue message', async () => {
    const answer = await app.graphql(DETAIL, { id: 99_999_999 }, tokens.ROLE_ADMIN);
    expect(answer.errors?.[0]).toMatchObject({ message: MESSAGES.userNotFound, extensions: { code: 'NOT_FOUND' } });
  });

  it('is refused to managers, members and visitors', async () => {
    for (const token of [tokens.ROLE_MANAGER, tokens.ROLE_USER, s.token, undefined]) {
      const answer = await app.graphql(DETAIL, { id: s.member.id }, token);
      expect(answer.data?.adminUser ?? null).toBeNull();
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(answer.errors?.[0]?.extensions?.code);
    }
  });

  it('keeps the admin-only fields of a User from a member reading their own account', async () => {
    const answer = await app.graphql(`{ me { id reviewCount } }`, {}, s.token);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers the same content as GraphQL', async () => {
    const answer = await app.request('GET', `/api/admin/users/${s.member.id}`, { token: tokens.ROLE_ADMIN });
    expect(answer.status).toBe(200);
    const body = answer.json<{
      id: number;
      status: string;
      reviewCount: number;
      reservations: Array<Record<string, unknown>>;
      coupons: Array<{ userCouponId: number; state: string }>;
      inquiries: Array<Record<string, unknown>>;
    }>();
    expect(body).toMatchObject({ id: s.member.id, status: 'ACTIVE', reviewCount: 1 });
    expect(body.reservations).toEqual([
      expect.objectContaining({ bookingNumber, hotelName: '회원상세 호텔', status: 'CONFIRMED', canceledAmount: 0 }),
    ]);
    expect(Object.fromEntries(body.coupons.map((coupon) => [coupon.userCouponId, coupon.state]))).toEqual({
      [coupons.held]: 'HELD',
      [coupons.used]: 'USED',
      [coupons.expired]: 'EXPIRED',
    });
    expect(body.inquiries).toEqual([expect.objectContaining({ id: inquiryId, title: '주차 문의', status: 'PENDING' })]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['99999999', 'abc']) {
      const answer = await app.request('GET', `/api/admin/users/${id}`, { token: tokens.ROLE_ADMIN });
      expect(answer.status).toBe(404);
      expect(answer.json()).toEqual({ message: MESSAGES.userNotFound });
    }
  });

  it('keeps the spreadsheet export at its own path', async () => {
    const answer = await app.request('GET', '/api/admin/users/export.xlsx', { token: tokens.ROLE_ADMIN });
    expect(answer.status).toBe(200);
  });

  it('is refused to managers (403) and visitors (401)', async () => {
    const path = `/api/admin/users/${s.member.id}`;
    expect((await app.request('GET', path, { token: tokens.ROLE_MANAGER })).status).toBe(403);
    expect((await app.request('GET', path, { token: s.token })).status).toBe(403);
    expect((await app.request('GET', path)).status).toBe(401);
  });
});
