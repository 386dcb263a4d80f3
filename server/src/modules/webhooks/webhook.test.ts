import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES } from '@shim/common/webhooks';
import { book, bookingScenario, type BookingScenario } from '../../../test/booking-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { startReceiver, verifySignature } from '../../../test/webhook-receiver';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { startJobs } from '../jobs';

/**
 * Webhooks through the consoles' faces and the real job queue: registering (REST and GraphQL), who
 * hears of what (a manager only its own lodgings, a partner endpoint all), the log and "send again".
 */

let app: TestApp;
let jobs: JobQueue;
let scenario: BookingScenario;
let managerToken: string;
let otherToken: string;
let adminToken: string;
const receivers: Record<'mine' | 'other' | 'partner', Awaited<ReturnType<typeof startReceiver>>> = {} as never;
const secrets: Record<string, string> = {};
const ids: Record<string, number> = {};

const EVENTS = ['reservation.confirmed', 'reservation.cancelled', 'reservation.refunded', 'review.created'];

beforeAll(async () => {
  // The receivers listen on this machine.
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  jobs = await startJobs(app.http.services, {
    databaseUrl: app.config.DATABASE_URL!,
    selfUrl: app.url,
    schedules: [],
    pollIntervalMs: 200,
  });
  receivers.mine = await startReceiver(4461);
  receivers.other = await startReceiver(4462);
  receivers.partner = await startReceiver(4463);
  const manager = await createUser(app.orm, 'ROLE_MANAGER');
  const other = await createUser(app.orm, 'ROLE_MANAGER');
  const admin = await createUser(app.orm, 'ROLE_ADMIN');
  scenario = await bookingScenario(app, {}, { manager });
  await bookingScenario(app, {}, { manager: other });
  managerToken = (await loginAs(app, manager.email)).accessToken;
  otherToken = (await loginAs(app, other.email)).accessToken;
  adminToken = (await loginAs(app, admin.email)).accessToken;
});
afterAll(async () => {
  await jobs.stop();
  await app.close();
  for (const r of Object.values(receivers)) await r.close();
});

describe('a site without webhooks', () => {
  it('records no event and queues no job for a booking', async () => {
    const { completion } = await book(app, scenario.body(14));
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ events: number; jobs: number }>>(
        `select (select count(*)::int from webhook_events where reservation_id = ?) as events,
                (select count(*)::int from graphile_worker.jobs where task_identifier = 'webhook-fanout') as jobs`,
        [completion.reservationId],
      );
    expect(row).toEqual({ events: 0, jobs: 0 });
  });
});

describe('registering a webhook', () => {
  it('answers {id, secret} once by REST (manager) and GraphQL (administrator); lists never show the secret', async () => {
    for (const [who, token] of [
      ['mine', managerToken],
      ['other', otherToken],
    ] as const) {
      const answer = await app.request('POST', '/api/manager/webhooks', {
        token,
        body: { url: receivers[who].url, events: EVENTS },
      });
      expect(answer.status).toBe(200);
      const { id, secret } = answer.json<{ id: number; secret: string }>();
      expect(secret).toMatch(/^whsec_[\w-]{43}$/);
      [ids[who], secrets[who]] = [id, secret];
    }
    const registered = await app.graphql<{ registerWebhook: { id: string; secret: string } }>(
      `mutation ($input: RegisterWebhookInput!) { registerWebhook(input: $input) { id secret } }`,
      { input: { url: receivers.partner.url, events: ['reservation.confirmed'] } },
      adminToken,
    );
    expect(registered.errors).toBeUndefined();
    ids.partner = Number(registered.data!.registerWebhook.id);
    secrets.partner = registered.data!.registerWebhook.secret;

    const listed = await app.request('GET', '/api/manager/webhooks', { token: managerToken });
    expect(listed.json<Array<{ id: number }>>().map((w) => w.id)).toEqual([ids.mine]);
    expect(JSON.stringify(listed.body)).not.toContain(secrets.mine);
    const partner = await app.graphql<{ webhooks: { edges: Array<{ node: { id: string; url: string } }> } }>(
      `{ webhooks { edges { node { id url events active } } } }`,
      {},
      adminToken,
    );
    expect(partner.data!.webhooks.edges.map((e) => Number(e.node.id))).toEqual([ids.partner]);
    // The stored secret is sealed, not the secret itself.
    const [stored] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ cipher: string }>>('select secret_cipher as cipher from webhook_endpoints where id = ?', [
        ids.mine,
      ]);
    expect(stored!.cipher).not.toContain(secrets.mine!.slice(6));
  });

  it('refuses a plain-http outside address, no events and unknown events with 400', async () => {
    const post = (body: unknown) => app.request('POST', '/api/manager/webhooks', { token: managerToken, body });
    expect(await post({ url: 'http://example.com/hooks', events: EVENTS })).toMatchObject({
      status: 400,
      body: { message: WEBHOOK_MESSAGES.httpsRequired },
    });
    expect(await post({ url: 'not a url', events: EVENTS })).toMatchObject({ status: 400 });
    expect(await post({ url: receivers.mine.url, events: [] })).toMatchObject({
      status: 400,
      body: { message: WEBHOOK_MESSAGES.eventsRequired },
    });
    expect(await post({ url: receivers.mine.url, events: ['booking.made'] })).toMatchObject({
      status: 400,
      body: { message: WEBHOOK_MESSAGES.eventUnknown },
    });
  });
});

describe('a booking on the queue', () => {
  it('reaches its lodging manager and the partner endpoints signed, never another manager', async () => {
    const { completion } = await book(app, scenario.body(15));
    await vi.waitFor(
      () => {
        expect(receivers.mine.state.received).toHaveLength(1);
        expect(receivers.partner.state.received).toHaveLength(1);
      },
      { timeout: 30_000, interval: 100 },
    );
    for (const who of ['mine', 'partner'] as const) {
      const [got] = receivers[who].state.received;
      expect(got!.body).toMatchObject({
        type: 'reservation.confirmed',
        data: { reservationId: completion.reservationId },
      });
      expect(verifySignature(secrets[who]!, got!.signature, got!.raw)).toBe(true);
    }
    expect(receivers.mine.state.received[0]!.eventId).toBe(receivers.partner.state.received[0]!.eventId);

    // The manager cancels: cancellation, then the refund, after the confirmation, to the manager only.
    const cancel = await app.request('DELETE', `/api/manager/reservations/${completion.reservationId}/cancel`, {
      token: managerToken,
    });
    expect(cancel.status).toBe(200);
    await vi.waitFor(() => expect(receivers.mine.state.received).toHaveLength(3), { timeout: 30_000, interval: 100 });
    expect(receivers.mine.state.received.map((r) => r.body.type)).toEqual([
      'reservation.confirmed',
      'reservation.cancelled',
      'reservation.refunded',
    ]);
    expect(receivers.partner.state.received).toHaveLength(1);
    expect(receivers.other.state.received).toHaveLength(0);
    const [count] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ n: number }>>('select count(*)::int as n from webhook_deliveries where endpoint_id = ?', [
        ids.other,
      ]);
    expect(count!.n).toBe(0);
  }, 60_000);

  it('shows the delivery log and sends a delivery again with the same event id', async () => {
    const listed = await app.request('GET', '/api/manager/webhooks', { token: managerToken });
    const [webhook] =
      listed.json<
        Array<{ deliveries: Array<{ id: number; eventId: string; status: string; lastStatusCode: number }> }>
      >();
    expect(webhook!.deliveries).toHaveLength(3);
    expect(webhook!.deliveries.every((d) => d.status === 'SUCCEEDED' && d.lastStatusCode === 200)).toBe(true);
    const oldest = webhook!.deliveries.at(-1)!;
    // Another manager's webhook, or a delivery of another webhook, is not there to resend.
    expect(
      (
        await app.request('POST', `/api/manager/webhooks/${ids.mine}/deliveries/${oldest.id}/resend`, {
          token: otherToken,
        })
      ).status,
    ).toBe(404);
    const resent = await app.request('POST', `/api/manager/webhooks/${ids.mine}/deliveries/${oldest.id}/resend`, {
      token: managerToken,
    });
    expect(resent).toMatchObject({ status: 200, body: { message: WEBHOOK_MESSAGES.resent } });
    await vi.waitFor(() => expect(receivers.mine.state.received).toHaveLength(4), { timeout: 30_000, interval: 100 });
    expect(receivers.mine.state.received[3]!.eventId).toBe(oldest.eventId);
    expect(receivers.mine.state.processed.size).toBe(3);
  }, 60_000);

  it('resumes a paused webhook by GraphQL for its owner only, its state the console’s badge', async () => {
    // What the circuit leaves (webhook-delivery.test.ts drives it with the clock).
    await app.orm.em
      .fork()
      .getConnection()
      .execute(
        `update webhook_endpoints set state = 'PAUSED', paused_at = now(), consecutive_failures = 5 where id = ?`,
        [ids.mine],
      );
    const resume = (token: string) =>
      app.graphql<{ resumeWebhook: { id: string } }>(
        `mutation ($input: ResumeWebhookInput!) { resumeWebhook(input: $input) { id } }`,
        { input: { id: ids.mine } },
        token,
      );
    const state = async () =>
      (
        await app.graphql<{ webhooks: { edges: Array<{ node: { state: string; stateLabel: string } }> } }>(
          `{ webhooks { edges { node { state stateLabel } } } }`,
          {},
          managerToken,
        )
      ).data!.webhooks.edges[0]!.node;
    expect(await state()).toEqual({ state: 'PAUSED', stateLabel: '일시 중지' });
    expect((await resume(otherToken)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await resume(managerToken)).errors).toBeUndefined();
    expect(await state()).toEqual({ state: 'ACTIVE', stateLabel: '켜짐' });
  });

  it('deletes only its owner’s webhook, and a deleted one hears of nothing more', async () => {
    expect((await app.request('DELETE', `/api/manager/webhooks/${ids.mine}`, { token: otherToken })).status).toBe(404);
    expect((await app.request('DELETE', `/api/admin/webhooks/${ids.mine}`, { token: adminToken })).status).toBe(404);
    const deleted = await app.graphql<{ deleteWebhook: { id: number } }>(
      `mutation ($input: DeleteWebhookInput!) { deleteWebhook(input: $input) { id } }`,
      { input: { id: ids.mine } },
      managerToken,
    );
    expect(deleted.errors).toBeUndefined();
    expect((await app.request('GET', '/api/manager/webhooks', { token: managerToken })).body).toEqual([]);
    await book(app, scenario.body(16));
    await vi.waitFor(() => expect(receivers.partner.state.received).toHaveLength(2), {
      timeout: 30_000,
      interval: 100,
    });
    expect(receivers.mine.state.received).toHaveLength(4);
  }, 60_000);
});
