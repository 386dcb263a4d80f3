import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES, WEBHOOK_PAUSE_AFTER_FAILURES } from '@shim/common/webhooks';
import { book, bookingScenario, type BookingScenario } from '../../../test/booking-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { startReceiver, verifySignature } from '../../../test/webhook-receiver';
import { PinnedClock } from '../../platform/clock';
import type { AppServices } from '../../platform/context';
import { deliverNotification } from '../notifications/notification.service';
import { backoffMs, deliverStream, RETRY_WINDOW_MS } from './webhook-delivery';
import { beginAttempt } from './webhook-delivery.repository';
import { fanOut, recordCalendarChanged, recordReservationEvent } from './webhook-outbox';

/**
 * Deliveries with the clock in hand: the job handlers are run directly (as the queue would), the clock
 * moved between them. Retries with backoff, order per reservation, switch-off with its mail, and a crash
 * between the send and its record.
 */

const clock = new PinnedClock(new Date());
let app: TestApp;
let services: AppServices;
let scenario: BookingScenario;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let managerEmail: string;
let endpoint: { id: number; secret: string };

const sql = <T>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);

/** Runs what the queue would run now: every fan-out waiting, then every stream with something pending. */
async function drain(): Promise<void> {
  for (const { id } of await sql<{ id: number }>(
    'select id::int from webhook_events where fanned_out_at is null order by id',
  )) {
    await fanOut(services, { eventId: id });
  }
  for (const s of await sql<{ endpointId: number; stream: string }>(
    `select distinct endpoint_id as "endpointId", stream from webhook_deliveries where status = 'PENDING'`,
  )) {
    await deliverStream(services, s);
  }
}

const deliveries = () =>
  sql<{ type: string; status: string; attempts: number; lastStatusCode: number | null; nextAttemptAt: Date }>(
    `select e.type, d.status, d.attempts, d.last_status_code as "lastStatusCode", d.next_attempt_at as "nextAttemptAt"
       from webhook_deliveries d join webhook_events e on e.id = d.event_id
      where d.endpoint_id = ? order by d.event_id`,
    [endpoint.id],
  );

const endpointState = async () =>
  (
    await sql<{ state: string; consecutiveFailures: number }>(
      'select state, consecutive_failures as "consecutiveFailures" from webhook_endpoints where id = ?',
      [endpoint.id],
    )
  )[0]!;

/** The owner presses "다시 켜기" in the console (REST twin of `resumeWebhook`). */
async function resume(): Promise<void> {
  const { accessToken } = await loginAs(app, managerEmail);
  const answer = await app.request('POST', `/api/manager/webhooks/${endpoint.id}/resume`, { token: accessToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A confirmed booking (its event recorded by the payment's statement) and a cancellation event after it. */
async function confirmedThenCancelled(offset: number): Promise<number> {
  const { completion } = await book(app, scenario.body(offset));
  await app.orm.em
    .fork()
    .transactional((tx) => recordReservationEvent(tx, 'reservation.cancelled', completion.reservationId, clock.now()));
  return completion.reservationId;
}

beforeAll(async () => {
  // The receiver listens on this machine.
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' }, { clock });
  services = app.http.services;
  receiver = await startReceiver(4464);
  const manager = await createUser(app.orm, 'ROLE_MANAGER');
  managerEmail = manager.email;
  scenario = await bookingScenario(app, {}, { manager });
  const { accessToken } = await loginAs(app, manager.email);
  const answer = await app.request('POST', '/api/manager/webhooks', {
    token: accessToken,
    body: { url: receiver.url, events: ['reservation.confirmed', 'reservation.cancelled', 'calendar.changed'] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  endpoint = answer.json<{ id: number; secret: string }>();
});
afterAll(async () => {
  await receiver.close();
  await app.close();
});
beforeEach(async () => {
  // Each test starts with an empty log, a healthy endpoint and the receiver answering 200.
  await sql('delete from webhook_events');
  await sql(
    `update webhook_endpoints set state = 'ACTIVE', active = true, failing_since = null, disabled_at = null,
            paused_at = null, consecutive_failures = 0`,
  );
  receiver.state.received.length = 0;
  receiver.state.processed.clear();
  receiver.state.statuses = [];
});

describe('a delivery', () => {
  it('is signed over "t.body" with the secret shown once, and carries its event id', async () => {
    const reservationId = await confirmedThenCancelled(20);
    await drain();
    expect(receiver.state.received.map((r) => r.body.type)).toEqual(['reservation.confirmed', 'reservation.cancelled']);
    for (const got of receiver.state.received) {
      expect(verifySignature(endpoint.secret, got.signature, got.raw)).toBe(true);
      expect(verifySignature('whsec_another', got.signature, got.raw)).toBe(false);
      expect(got.eventId).toBe(got.body.id);
      expect(got.body.data).toMatchObject({ reservationId, hotelId: scenario.hotel.id });
      // The booking, not the guest: no phone or name leaves for a partner.
      expect(got.raw).not.toContain('01012345678');
    }
    expect(receiver.state.received[0]!.body.data.status).toBe('CONFIRMED');
    // The stamp is the sending clock's: receivers refuse old ones against replays.
    expect(receiver.state.received[0]!.signature).toMatch(
      new RegExp(`^t=${Math.floor(clock.now().getTime() / 1000)},v1=[0-9a-f]{64}$`),
    );
  });

  it('is retried with backoff on a non-2xx answer, and not before its time', async () => {
    await book(app, scenario.body(21));
    receiver.state.statuses = [500, 503];
    await drain();
    expect(await deliveries()).toMatchObject([{ status: 'PENDING', attempts: 1, lastStatusCode: 500 }]);
    const [first] = await deliveries();
    expect(new Date(first!.nextAttemptAt).getTime()).toBe(clock.now().getTime() + backoffMs(1));
    // Not due yet: nothing is sent.
    clock.advance(backoffMs(1) - 1_000);
    await drain();
    expect(receiver.state.received).toHaveLength(1);
    clock.advance(1_000);
    await drain();
    expect(await deliveries()).toMatchObject([{ status: 'PENDING', attempts: 2, lastStatusCode: 503 }]);
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    clock.advance(backoffMs(2));
    await drain();
    expect(await deliveries()).toMatchObject([{ status: 'SUCCEEDED', attempts: 3, lastStatusCode: 200 }]);
    // Every attempt has its row: the intent before, the answer after.
    const attempts = await sql<{ statusCode: number }>(
      `select status_code as "statusCode" from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
        where d.endpoint_id = ? and a.finished_at is not null order by a.id`,
      [endpoint.id],
    );
    expect(attempts.map((a) => a.statusCode)).toEqual([500, 503, 200]);
  });

  it('keeps a reservation in order: its second event waits until the first is delivered', async () => {
    await confirmedThenCancelled(22);
    receiver.state.statuses = [500];
    await drain();
    clock.advance(backoffMs(1) / 2);
    await drain();
    // The cancellation was fanned out but is held back behind the failed confirmation.
    expect(receiver.state.received.map((r) => r.body.type)).toEqual(['reservation.confirmed']);
    expect((await deliveries()).map((d) => [d.type, d.status, d.attempts])).toEqual([
      ['reservation.confirmed', 'PENDING', 1],
      ['reservation.cancelled', 'PENDING', 0],
    ]);
    clock.advance(backoffMs(1));
    await drain();
    expect(receiver.state.received.map((r) => r.body.type)).toEqual([
      'reservation.confirmed',
      'reservation.confirmed',
      'reservation.cancelled',
    ]);
  });

  it('waits for an older event of the stream that is not fanned out yet', async () => {
    const reservationId = await confirmedThenCancelled(23);
    const [older, newer] = await sql<{ id: number }>(
      'select id::int from webhook_events where reservation_id = ? order by id',
      [reservationId],
    );
    // The cancellation's fan-out ran first (two workers): its delivery must not overtake the confirmation.
    await fanOut(services, { eventId: newer!.id });
    await deliverStream(services, { endpointId: endpoint.id, stream: `reservation:${reservationId}` });
    expect(receiver.state.received).toHaveLength(0);
    await fanOut(services, { eventId: older!.id });
    await deliverStream(services, { endpointId: endpoint.id, stream: `reservation:${reservationId}` });
    expect(receiver.state.received.map((r) => r.body.type)).toEqual(['reservation.confirmed', 'reservation.cancelled']);
  });

  it('is sent again with the same event id after a crash between the send and its record (at least once)', async () => {
    const { completion } = await book(app, scenario.body(24));
    const [event] = await sql<{ id: number; publicId: string }>(
      'select id::int, public_id::text as "publicId" from webhook_events',
    );
    await fanOut(services, { eventId: event!.id });
    const [delivery] = await sql<{ id: number }>('select id::int from webhook_deliveries where endpoint_id = ?', [
      endpoint.id,
    ]);
    // What a process killed mid-send leaves: an attempt begun, the receiver had the event, no answer recorded.
    await beginAttempt(app.orm.em.fork(), delivery!.id, clock.now());
    const crashed = JSON.stringify({ id: event!.publicId, type: 'reservation.confirmed', createdAt: '', data: {} });
    await fetch(receiver.url, { method: 'POST', headers: { 'x-shim-event-id': event!.publicId }, body: crashed });
    await drain();
    await drain();
    // Sent again after the restart with the same id: the receiver got it twice and acted on it once.
    expect(receiver.state.received.map((r) => r.eventId)).toEqual([event!.publicId, event!.publicId]);
    expect(receiver.state.received[1]!.body.data.reservationId).toBe(completion.reservationId);
    expect(receiver.state.processed.size).toBe(1);
    const [row] = await sql<{ status: string; attempts: number; unanswered: number }>(
      `select d.status, d.attempts,
              (select count(*)::int from webhook_attempts a where a.delivery_id = d.id and a.finished_at is null) as unanswered
         from webhook_deliveries d where d.id = ?`,
      [delivery!.id],
    );
    // The crashed attempt stays on record without an answer; once delivered, it is not sent a third time.
    expect(row).toEqual({ status: 'SUCCEEDED', attempts: 2, unanswered: 1 });
  });
});

describe('calendar.changed', () => {
  it('reaches the lodging manager’s endpoint with the nights and what was set, in the calendar’s order', async () => {
    const otherManager = await createUser(app.orm, 'ROLE_MANAGER');
    const elsewhere = await bookingScenario(app, {}, { manager: otherManager });
    for (const price of [120_000, 130_000]) {
      await app.orm.em.fork().transactional((tx) =>
        recordCalendarChanged(tx, {
          roomIds: [scenario.room.id, elsewhere.room.id],
          from: '2026-12-24',
          to: '2026-12-26',
          changes: { price },
          at: clock.now(),
        }),
      );
    }
    await drain();
    // Only this manager's lodging: the other room type's event goes to its own manager's endpoints.
    expect(receiver.state.received.map((r) => [r.body.type, r.body.data])).toEqual(
      [120_000, 130_000].map((price) => [
        'calendar.changed',
        {
          hotelId: scenario.hotel.id,
          roomIds: [scenario.room.id],
          from: '2026-12-24',
          to: '2026-12-26',
          changes: { price },
        },
      ]),
    );
  });
});

describe('an endpoint failing for 24 hours', () => {
  it('is switched off and its owner mailed; "send again" switches it back on', async () => {
    const first = await book(app, scenario.body(25));
    receiver.state.statuses = Array(100).fill(500);
    const start = clock.now().getTime();
    let second: number | null = null;
    await drain();
    while (clock.now().getTime() - start < RETRY_WINDOW_MS + backoffMs(99)) {
      const [row] = await sql<{ state: string }>('select state from webhook_endpoints where id = ?', [endpoint.id]);
      if (row!.state === 'DISABLED') break;
      // An owner who resumes each time the circuit pauses it: the failing day still runs on to the switch-off.
      if (row!.state === 'PAUSED') await resume();
      // Half way, another booking: its delivery is still being retried when the endpoint is switched off.
      if (second === null && clock.now().getTime() - start > RETRY_WINDOW_MS / 2) {
        second = (await book(app, scenario.body(26))).completion.reservationId;
      }
      clock.advance(backoffMs(99));
      await drain();
    }
    const [off] = await sql<{ state: string; disabledAt: Date; failingSince: Date }>(
      'select state, disabled_at as "disabledAt", failing_since as "failingSince" from webhook_endpoints where id = ?',
      [endpoint.id],
    );
    expect(off!.state).toBe('DISABLED');
    expect(new Date(off!.disabledAt).getTime() - new Date(off!.failingSince).getTime()).toBeGreaterThanOrEqual(
      RETRY_WINDOW_MS,
    );
    expect((await deliveries()).map((d) => d.status)).toEqual(['FAILED', 'PENDING']);
    const sent = receiver.state.received.length;
    clock.advance(backoffMs(99));
    await drain();
    expect(receiver.state.received).toHaveLength(sent);

    const [mail] = await sql<{ id: number; recipient: string; subject: string; body: string }>(
      `select id, recipient, subject, body from notifications where event = 'WEBHOOK_DISABLED'`,
    );
    expect(mail).toMatchObject({ recipient: managerEmail, subject: WEBHOOK_MESSAGES.disabledMailSubject });
    expect(mail!.body).toContain(receiver.url);
    await deliverNotification(services, mail!.id, { attempt: 1, maxAttempts: 8 });
    const box = (await app.request('GET', `/dev/mailbox.json?to=${encodeURIComponent(managerEmail)}`)).json<
      Array<{ subject: string }>
    >();
    expect(box.map((m) => m.subject)).toContain(WEBHOOK_MESSAGES.disabledMailSubject);

    // The owner fixed the receiver and sends the first delivery again: on again, and every stream held back
    // while it was off is queued again (their jobs had ended on the switched-off endpoint).
    await sql(
      `delete from graphile_worker._private_jobs where id in (select id from graphile_worker.jobs where task_identifier = 'webhook-deliver')`,
    );
    const { accessToken } = await loginAs(app, managerEmail);
    const [delivery] = await sql<{ id: number }>(
      `select id::int from webhook_deliveries where endpoint_id = ? and status = 'FAILED'`,
      [endpoint.id],
    );
    receiver.state.statuses = [];
    const resent = await app.request('POST', `/api/manager/webhooks/${endpoint.id}/deliveries/${delivery!.id}/resend`, {
      token: accessToken,
    });
    expect(resent.status).toBe(200);
    const queued = await sql<{ key: string }>(
      `select key from graphile_worker.jobs where task_identifier = 'webhook-deliver'`,
    );
    expect(queued.map((job) => job.key).sort()).toEqual(
      [first.completion.reservationId, second!].map((id) => `webhook:${endpoint.id}:reservation:${id}`).sort(),
    );
    await drain();
    expect((await deliveries()).map((d) => d.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    const [on] = await sql<{ state: string }>('select state from webhook_endpoints where id = ?', [endpoint.id]);
    expect(on!.state).toBe('ACTIVE');
  });
});

describe('an endpoint whose attempts fail in a row', () => {
  it('is paused (its deliveries wait, its owner is told) and sends them in order once resumed', async () => {
    const first = await book(app, scenario.body(27));
    receiver.state.statuses = Array(WEBHOOK_PAUSE_AFTER_FAILURES).fill(503);
    await drain();
    for (let n = 1; n < WEBHOOK_PAUSE_AFTER_FAILURES; n += 1) {
      expect(await endpointState()).toEqual({ state: 'ACTIVE', consecutiveFailures: n });
      clock.advance(backoffMs(n));
      await drain();
    }
    expect(await endpointState()).toEqual({ state: 'PAUSED', consecutiveFailures: WEBHOOK_PAUSE_AFTER_FAILURES });
    expect(receiver.state.received).toHaveLength(WEBHOOK_PAUSE_AFTER_FAILURES);

    // The owner is told: the console's badge and a mail through the notifications.
    const { accessToken } = await loginAs(app, managerEmail);
    const listed = await app.request('GET', '/api/manager/webhooks', { token: accessToken });
    expect(listed.json<Array<{ id: number; state: string; stateLabel: string; active: boolean }>>()).toEqual([
      expect.objectContaining({ id: endpoint.id, state: 'PAUSED', stateLabel: '일시 중지', active: false }),
    ]);
    const [mail] = await sql<{ recipient: string; subject: string; body: string }>(
      `select recipient, subject, body from notifications where event = 'WEBHOOK_PAUSED'`,
    );
    expect(mail).toMatchObject({ recipient: managerEmail, subject: WEBHOOK_MESSAGES.pausedMailSubject });
    expect(mail!.body).toContain(receiver.url);

    // Paused: no attempt however long it waits; a new booking's event waits with the rest, unsent.
    const second = await book(app, scenario.body(28));
    clock.advance(backoffMs(20));
    await drain();
    expect(receiver.state.received).toHaveLength(WEBHOOK_PAUSE_AFTER_FAILURES);
    expect((await deliveries()).map((d) => d.status)).toEqual(['PENDING', 'PENDING']);

    // Resumed: the waiting streams are queued again and delivered; the endpoint is on with a clean count.
    await sql(
      `delete from graphile_worker._private_jobs where id in (select id from graphile_worker.jobs where task_identifier = 'webhook-deliver')`,
    );
    await resume();
    const queued = await sql<{ key: string; queueName: string }>(
      `select key, queue_name as "queueName" from graphile_worker.jobs where task_identifier = 'webhook-deliver'`,
    );
    expect(queued.map((job) => job.key).sort()).toEqual(
      [first, second].map((b) => `webhook:${endpoint.id}:reservation:${b.completion.reservationId}`).sort(),
    );
    // One serial queue per endpoint: never two of its deliveries in flight at once.
    expect(new Set(queued.map((job) => job.queueName))).toEqual(new Set([`webhook:${endpoint.id}`]));
    await drain();
    expect((await deliveries()).map((d) => d.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(await endpointState()).toEqual({ state: 'ACTIVE', consecutiveFailures: 0 });
  });

  it('counts failures in a row only: a success in between starts the count again', async () => {
    await book(app, scenario.body(29));
    await book(app, scenario.body(30));
    // Eight failures in all, never five in a row: a success between them starts the count again.
    receiver.state.statuses = [500, 500, 500, 500, 200, 500, 500, 500, 500];
    await drain();
    for (let n = 1; (await deliveries()).some((d) => d.status === 'PENDING'); n += 1) {
      clock.advance(backoffMs(n));
      await drain();
    }
    expect(receiver.state.received).toHaveLength(10);
    expect(await endpointState()).toEqual({ state: 'ACTIVE', consecutiveFailures: 0 });
    expect((await deliveries()).map((d) => d.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
  });
});
