import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES } from '@shim/common/webhooks';
import { book, bookingScenario, type BookingScenario } from '../../../test/booking-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { startReceiver, verifySignature } from '../../../test/webhook-receiver';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { startJobs } from '../jobs';

/**
 * What a partner does with a webhook after registering it: a test ping, editing its address and events,
 * pausing and resuming it, and reading its delivery log by status; REST and the GraphQL twins.
 */

let app: TestApp;
let jobs: JobQueue;
let scenario: BookingScenario;
let token: string;
let otherToken: string;
let id: number;
let secret: string;
const receivers: Record<'first' | 'second', Awaited<ReturnType<typeof startReceiver>>> = {} as never;

interface RestDelivery {
  id: number;
  type: string;
  typeLabel: string;
  status: string;
}
interface RestWebhook {
  id: number;
  url: string;
  events: string[];
  state: string;
  pausedBy: string | null;
  deliveries: RestDelivery[];
}

const wait = { timeout: 30_000, interval: 100 };

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  jobs = await startJobs(app.http.services, {
    databaseUrl: app.config.DATABASE_URL!,
    selfUrl: app.url,
    schedules: [],
    pollIntervalMs: 200,
  });
  receivers.first = await startReceiver(4465);
  receivers.second = await startReceiver(4466);
  const manager = await createUser(app.orm, 'ROLE_MANAGER');
  scenario = await bookingScenario(app, {}, { manager });
  token = (await loginAs(app, manager.email)).accessToken;
  otherToken = (await loginAs(app, (await createUser(app.orm, 'ROLE_MANAGER')).email)).accessToken;
  const registered = await app.request('POST', '/api/manager/webhooks', {
    token,
    body: { url: receivers.first.url, events: ['review.created'] },
  });
  ({ id, secret } = registered.json<{ id: number; secret: string }>());
});
afterAll(async () => {
  await jobs.stop();
  await app.close();
  for (const r of Object.values(receivers)) await r.close();
});

const mine = async (query = '') =>
  (await app.request('GET', `/api/manager/webhooks${query}`, { token })).json<RestWebhook[]>()[0]!;

describe('managing a webhook', () => {
  it('sends a signed webhook.ping to this webhook only, logged as 시험 전송', async () => {
    const ping = await app.request('POST', `/api/manager/webhooks/${id}/ping`, { token });
    expect(ping.status, JSON.stringify(ping.body)).toBe(200);
    expect(ping.body).toMatchObject({ eventId: expect.any(String), message: WEBHOOK_MESSAGES.pingQueued });
    await vi.waitFor(() => expect(receivers.first.state.received).toHaveLength(1), wait);
    const got = receivers.first.state.received[0]!;
    expect(got.body).toMatchObject({ type: 'webhook.ping', data: { webhookId: id } });
    expect(got.eventId).toBe(ping.json<{ eventId: string }>().eventId);
    expect(verifySignature(secret, got.signature, got.raw)).toBe(true);
    await vi.waitFor(
      async () =>
        expect((await mine()).deliveries[0]).toMatchObject({
          type: 'webhook.ping',
          typeLabel: '시험 전송',
          status: 'SUCCEEDED',
        }),
      wait,
    );
    // Another manager's webhook is not there to ping.
    const foreign = await app.request('POST', `/api/manager/webhooks/${id}/ping`, { token: otherToken });
    expect(foreign).toMatchObject({ status: 404, body: { message: WEBHOOK_MESSAGES.notFound } });
  });

  it('edits its address and events (REST and GraphQL), checked as at registration', async () => {
    const edited = await app.request('PATCH', `/api/manager/webhooks/${id}`, {
      token,
      body: { url: receivers.second.url, events: ['reservation.confirmed', 'review.created'] },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      url: receivers.second.url,
      events: ['reservation.confirmed', 'review.created'],
      message: WEBHOOK_MESSAGES.updated,
    });
    const refused = await app.request('PATCH', `/api/manager/webhooks/${id}`, {
      token,
      body: { events: ['reservation.exploded'] },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: WEBHOOK_MESSAGES.eventUnknown } });
    const empty = await app.request('PATCH', `/api/manager/webhooks/${id}`, { token, body: {} });
    expect(empty).toMatchObject({ status: 400, body: { message: WEBHOOK_MESSAGES.changeRequired } });

    const twin = await app.graphql<{ updateWebhook: { webhook: { url: string; events: string[] } } }>(
      `mutation ($input: UpdateWebhookInput!) { updateWebhook(input: $input) { webhook { url events } } }`,
      { input: { id, events: ['reservation.confirmed'] } },
      token,
    );
    expect(twin.errors).toBeUndefined();
    expect(twin.data!.updateWebhook.webhook).toEqual({ url: receivers.second.url, events: ['reservation.confirmed'] });

    // A booking now goes to the new address.
    await book(app, scenario.body(20));
    await vi.waitFor(() => expect(receivers.second.state.received).toHaveLength(1), wait);
    expect(receivers.second.state.received[0]!.body.type).toBe('reservation.confirmed');
    expect(receivers.first.state.received).toHaveLength(1);
  });

  it('pauses: events wait, a ping is refused, and resuming sends them', async () => {
    const paused = await app.graphql<{ pauseWebhook: { id: string } }>(
      `mutation ($input: PauseWebhookInput!) { pauseWebhook(input: $input) { id } }`,
      { input: { id } },
      token,
    );
    expect(paused.errors).toBeUndefined();
    expect(await mine()).toMatchObject({ state: 'PAUSED', pausedBy: 'OWNER' });
    const ping = await app.request('POST', `/api/manager/webhooks/${id}/ping`, { token });
    expect(ping).toMatchObject({ status: 409, body: { message: WEBHOOK_MESSAGES.pingNotActive } });

    await book(app, scenario.body(24));
    await book(app, scenario.body(28));
    await vi.waitFor(async () => expect((await mine('?deliveryStatus=PENDING')).deliveries).toHaveLength(2), wait);
    expect(receivers.second.state.received).toHaveLength(1);

    const resumed = await app.request('POST', `/api/manager/webhooks/${id}/resume`, { token });
    expect(resumed.status).toBe(200);
    await vi.waitFor(() => expect(receivers.second.state.received).toHaveLength(3), wait);
    expect(await mine()).toMatchObject({ state: 'ACTIVE', pausedBy: null });
  });

  it('filters the delivery log by status (REST list, REST deliveries, GraphQL); an unknown status is 400', async () => {
    receivers.second.state.statuses.push(500);
    await book(app, scenario.body(32));
    await vi.waitFor(async () => {
      const failedOnce = (await mine()).deliveries.find((d) => d.status === 'PENDING');
      expect(failedOnce).toBeDefined();
    }, wait);

    const all = (await mine()).deliveries;
    expect(new Set(all.map((d) => d.status))).toEqual(new Set(['SUCCEEDED', 'PENDING']));
    for (const status of ['SUCCEEDED', 'PENDING', 'FAILED']) {
      const expected = all.filter((d) => d.status === status).map((d) => d.id);
      expect(
        (await mine(`?deliveryStatus=${status}`)).deliveries.map((d) => d.id),
        status,
      ).toEqual(expected);
      const log = await app.request('GET', `/api/manager/webhooks/${id}/deliveries?status=${status}`, { token });
      expect(
        log.json<RestDelivery[]>().map((d) => d.id),
        status,
      ).toEqual(expected);
    }
    const graph = await app.graphql<{
      webhooks: { edges: Array<{ node: { deliveries: Array<{ status: string }> } }> };
    }>(`{ webhooks(deliveryStatus: "SUCCEEDED") { edges { node { deliveries { status } } } } }`, {}, token);
    const statuses = graph.data!.webhooks.edges[0]!.node.deliveries.map((d) => d.status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['SUCCEEDED']));

    const wrong = await app.request('GET', '/api/manager/webhooks?deliveryStatus=LOST', { token });
    expect(wrong).toMatchObject({ status: 400, body: { message: WEBHOOK_MESSAGES.deliveryStatusInvalid } });
  });
});
