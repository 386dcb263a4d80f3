import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_REFUND_TIMING } from '@shim/common/booking-facts';
import { addDays, formatMonthDay, seoulDay } from '@shim/common/dates';
import { book, bookingScenario, type BookingScenario } from '../../../test/booking-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PinnedClock } from '../../platform/clock';
import { composeNotices } from '../notifications/notification.service';

/**
 * What a guest needs beyond the stay (check-in and check-out times, address, the lodging's phone, the free-cancel
 * deadline, the refund's state) on the confirmation's data, the guest lookup (GraphQL and REST), the SMS and the
 * e-mail, from the same rules.
 */

const PHONE = '01055556666';
const FIELDS = `id status freeCancelUntil hotel { address phone } room { checkinTime checkoutTime }
  payment { totalAmount canceledAmount refundStatus refundedAt }`;
const BY_ORDER = `query ($orderId: String!, $phone: String) { reservationByOrder(orderId: $orderId, phone: $phone) { ${FIELDS} } }`;
const GUEST = `query ($orderId: String!, $phone: String!) { guestReservation(orderId: $orderId, phone: $phone) { ${FIELDS} } }`;

interface Facts {
  id: number;
  status: string;
  freeCancelUntil: string | null;
  hotel: { address: string; phone: string | null };
  room: { checkinTime: string; checkoutTime: string };
  payment: { totalAmount: number; canceledAmount: number; refundStatus: string; refundedAt: string | null };
}

const clock = new PinnedClock(new Date());
let app: TestApp;
let s: BookingScenario;

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://shim.example' }, { clock });
  s = await bookingScenario(app, { basePrice: 100_000, unitCount: 10 }, { address: '서울특별시 종로구 북촌로 11' });
  // The room type keeps its own check-in; the check-out is the lodging's.
  const sql = app.orm.em.fork().getConnection();
  await sql.execute(`update hotels set phone = '0212345678', checkout_time = '11:30' where id = ?`, [s.hotel.id]);
  await sql.execute(`update rooms set checkin_time = '16:00' where id = ?`, [s.room.id]);
});
afterAll(() => app.close());

const notices = (reservationId: number, event: string) =>
  app.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ channel: string; body: string }>>(
      `select channel, body from notifications where reservation_id = ? and key like ? order by channel`,
      [reservationId, `${event}:%`],
    );

async function lookUp(orderId: string): Promise<Facts> {
  const answer = await app.graphql<{ guestReservation: Facts }>(GUEST, { orderId, phone: PHONE });
  expect(answer.errors).toBeUndefined();
  return answer.data!.guestReservation;
}

describe('what a guest needs about a booking', () => {
  it('the confirmation, the guest page, REST, SMS and e-mail carry times, address, phone and the free-cancel deadline', async () => {
    const checkIn = addDays(clock.today(), 20);
    const { prepared } = await book(app, s.body(20, 2, { phone: PHONE }));
    // The full-refund tier ends with the Seoul day 7 days before check-in.
    const deadline = seoulDay(addDays(checkIn, -7)).until;

    const receipt = await app.graphql<{ reservationByOrder: Facts }>(BY_ORDER, {
      orderId: prepared.orderId,
      phone: PHONE,
    });
    for (const facts of [receipt.data!.reservationByOrder, await lookUp(prepared.bookingNumber)]) {
      expect(facts).toMatchObject({
        status: 'CONFIRMED',
        freeCancelUntil: deadline.toISOString(),
        hotel: { address: '서울특별시 종로구 북촌로 11', phone: '0212345678' },
        room: { checkinTime: '16:00', checkoutTime: '11:30' },
        payment: { refundStatus: 'NONE', refundedAt: null },
      });
    }

    const rest = await app.request('GET', `/api/reservations/guest?orderId=${prepared.orderId}&phone=${PHONE}`);
    expect(rest.status).toBe(200);
    expect(rest.json()).toMatchObject({
      address: '서울특별시 종로구 북촌로 11',
      hotelPhone: '0212345678',
      checkinTime: '16:00',
      checkoutTime: '11:30',
      freeCancelUntil: deadline.toISOString(),
      refundStatus: 'NONE',
      refundedAt: null,
    });

    await composeNotices(app.http.services, { reservationId: prepared.reservationId, event: 'CONFIRMED' });
    const sent = await notices(prepared.reservationId, 'CONFIRMED');
    const sms = sent.find((n) => n.channel === 'SMS')!.body;
    const mail = sent.find((n) => n.channel === 'EMAIL')?.body;
    expect(mail).toBeUndefined(); // a guest has no e-mail: the SMS is their text
    for (const item of [
      `체크인 ${formatMonthDay(checkIn)} 16:00`,
      `체크아웃 ${formatMonthDay(addDays(checkIn, 2))} 11:30`,
      '주소 서울특별시 종로구 북촌로 11',
      '숙소 전화 02-1234-5678',
      `무료 취소 마감 ${formatMonthDay(addDays(checkIn, -7))} 23:59까지`,
    ]) {
      expect(sms).toContain(item);
    }
  });

  it("a member's e-mail carries every item, and after a cancel the texts and pages say 환불 완료 with its amount and day", async () => {
    const checkIn = addDays(clock.today(), 12);
    const { prepared } = await book(app, s.body(12, 1, { phone: PHONE }), s.token);
    await composeNotices(app.http.services, { reservationId: prepared.reservationId, event: 'CONFIRMED' });
    const mail = (await notices(prepared.reservationId, 'CONFIRMED')).find((n) => n.channel === 'EMAIL')!.body;
    for (const item of [
      `체크인: ${formatMonthDay(checkIn)} 16:00부터`,
      `체크아웃: ${formatMonthDay(addDays(checkIn, 1))} 11:30까지`,
      '주소: 서울특별시 종로구 북촌로 11',
      '숙소 전화: 02-1234-5678',
      `무료 취소 마감: ${formatMonthDay(addDays(checkIn, -7))} 23:59까지 취소하면 전액 환불`,
      `결제금액: ${prepared.totalAmount.toLocaleString('ko-KR')}원`,
    ]) {
      expect(mail).toContain(item);
    }

    const cancel = await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, { token: s.token });
    expect(cancel.status).toBe(200);
    const refunded = cancel.json<{ canceledAmount: number }>().canceledAmount;
    expect(refunded).toBe(prepared.totalAmount);

    const mine = await app.graphql<{ myReservations: { edges: Array<{ node: Facts }> } }>(
      `{ myReservations { edges { node { ${FIELDS} } } } }`,
      {},
      s.token,
    );
    const node = mine.data!.myReservations.edges.find((edge) => edge.node.id === prepared.reservationId)!.node;
    expect(node).toMatchObject({
      status: 'CANCELED',
      freeCancelUntil: null,
      payment: { canceledAmount: refunded, refundStatus: 'REFUNDED', refundedAt: clock.now().toISOString() },
    });
    const rest = (await app.request('GET', '/api/mypage/reservations', { token: s.token })).json<
      Array<{ reservationId: number; refundStatus: string; refundedAt: string | null }>
    >();
    expect(rest.find((row) => row.reservationId === prepared.reservationId)).toMatchObject({
      refundStatus: 'REFUNDED',
      refundedAt: clock.now().toISOString(),
    });

    await composeNotices(app.http.services, { reservationId: prepared.reservationId, event: 'CANCELED' });
    const texts = await notices(prepared.reservationId, 'CANCELED');
    const refundLine = `환불 완료 ${formatMonthDay(clock.today())} - ${CARD_REFUND_TIMING}`;
    expect(texts.find((n) => n.channel === 'EMAIL')!.body).toContain(`환불 상태: ${refundLine}`);
    expect(texts.find((n) => n.channel === 'EMAIL')!.body).toContain(`환불금액: ${refunded.toLocaleString('ko-KR')}원`);
  });

  it('says 환불 진행 중 while the refund is asked of Toss and not answered, and no deadline once it has passed', async () => {
    const { prepared } = await book(app, s.body(10, 1, { phone: PHONE }));
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update reservations set money_state = 'REFUNDING' where id = ?`, [prepared.reservationId]);
    const refunding = await lookUp(prepared.orderId);
    expect(refunding.payment).toMatchObject({ refundStatus: 'REFUNDING', refundedAt: null });
    expect(refunding.freeCancelUntil).toBeNull();

    // Two days before check-in and past the 24 hours after paying: the full refund is over.
    const { prepared: late } = await book(app, s.body(3, 1, { phone: PHONE }));
    const now = clock.now();
    clock.set(new Date(now.getTime() + 25 * 3_600_000));
    try {
      expect((await lookUp(late.orderId)).freeCancelUntil).toBeNull();
      await composeNotices(app.http.services, { reservationId: late.reservationId, event: 'CONFIRMED' });
      const sms = (await notices(late.reservationId, 'CONFIRMED')).find((n) => n.channel === 'SMS')!.body;
      expect(sms).toContain('무료 취소 마감 기간 지남');
    } finally {
      clock.set(now);
    }
  });
});
