import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '@shim/common/webhooks';
import { book } from '../../../test/booking-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { reviewScenario } from '../../../test/review-fixtures';

/**
 * What leaves for partners: every event type's recorded payload (the body every endpoint is sent) holds
 * the booking, never the people: no member's or guest's name, phone or e-mail, in any spelling.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
});
afterAll(() => app.close());

describe('webhook payloads', () => {
  it('carry no name, phone or e-mail for any event type', async () => {
    const admin = await createUser(app.orm, 'ROLE_ADMIN');
    const adminToken = (await loginAs(app, admin.email)).accessToken;
    const registered = await app.graphql(
      `mutation ($input: RegisterWebhookInput!) { registerWebhook(input: $input) { id } }`,
      { input: { url: 'http://127.0.0.1:4479/hooks', events: [...WEBHOOK_EVENTS] } },
      adminToken,
    );
    expect(registered.errors).toBeUndefined();

    // A member's past stay reviewed, a guest's booking cancelled with its refund, the lodging's nights edited.
    const s = await reviewScenario(app);
    const manager = await createUser(app.orm, 'ROLE_MANAGER', { name: '박매니저' });
    const db = app.orm.em.fork().getConnection();
    await db.execute('update hotels set manager_id = ? where id = ?', [manager.id, s.hotel.id]);
    const review = await app.request('POST', '/api/reviews', {
      token: s.token,
      body: { reservationId: s.reservationId, score: 5, content: '조용하고 깨끗했어요.' },
    });
    expect(review.status).toBe(201);
    const guestPhone = '01098765432';
    const { prepared } = await book(app, s.body(20, 1, { phone: guestPhone, guestName: '최비밀' }));
    const cancel = await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, {
      body: { orderId: prepared.orderId, phone: guestPhone },
    });
    expect(cancel.status).toBe(200);
    const edited = await app.graphql(
      `mutation ($input: UpdateRoomCalendarInput!) { updateRoomCalendar(input: $input) { updatedNights } }`,
      { input: { roomIds: [s.room.id], from: s.body(30).checkin, to: s.body(30).checkin, price: 123_000 } },
      (await loginAs(app, manager.email)).accessToken,
    );
    expect(edited.errors).toBeUndefined();

    const events = await db.execute<Array<{ type: string; data: Record<string, unknown> }>>(
      'select type, data from webhook_events order by id',
    );
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(WEBHOOK_EVENTS));
    const people = [s.member.name, s.member.email, '최비밀', '박매니저', manager.email, admin.email, admin.name];
    const phones = [guestPhone, '010-9876-5432', s.member.phone].filter((p): p is string => Boolean(p));
    for (const event of events) {
      const body = JSON.stringify(event.data);
      for (const value of [...people, ...phones]) expect(body, `${event.type} ${body}`).not.toContain(value);
      expect(body, event.type).not.toMatch(/"(guestName|name|userName|phone|email|customerName)"/);
      expect(body, event.type).not.toMatch(/@|01[016789]\d{7,8}/);
    }
  }, 60_000);
});
