import { WEBHOOK_MESSAGES, WEBHOOK_STATE_LABELS } from '@shim/common/webhooks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData, type GraphQLHandler } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

const delivery = {
  __typename: 'WebhookDelivery',
  id: '31',
  eventId: '7b1c0c4e-0000-4000-8000-000000000001',
  type: 'reservation.confirmed',
  typeLabel: '예약 확정',
  status: 'FAILED',
  statusLabel: '전송 실패',
  attempts: 30,
  lastStatusCode: 500,
  lastError: 'HTTP 500',
  lastAttemptAt: '2026-11-27T03:00:00.000Z',
  nextAttemptAt: null,
};
const webhook = (deliveries: unknown[], state: 'ACTIVE' | 'PAUSED' | 'DISABLED' = 'DISABLED') => ({
  __typename: 'Webhook',
  id: '4',
  url: 'https://partner.example/hooks',
  events: ['reservation.confirmed'],
  active: state === 'ACTIVE',
  state,
  stateLabel: WEBHOOK_STATE_LABELS[state],
  pausedBy: state === 'PAUSED' ? 'FAILURES' : null,
  consecutiveFailures: state === 'ACTIVE' ? 0 : 5,
  failingSince: '2026-11-26T03:00:00.000Z',
  pausedAt: state === 'PAUSED' ? '2026-11-27T03:00:00.000Z' : null,
  disabledAt: state === 'DISABLED' ? '2026-11-27T03:00:00.000Z' : null,
  createdAt: '2026-11-20T03:00:00.000Z',
  deliveries,
});
const list = (nodes: unknown[]) => ({
  webhooks: {
    __typename: 'WebhookConnection',
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    edges: nodes.map((node, i) => ({ __typename: 'WebhookEdge', cursor: `c${i}`, node })),
  },
});

function managerServer(graphql: Record<string, GraphQLHandler>) {
  storeSession();
  return fakeServer({ graphql: { Me: () => gqlData({ me: account('ROLE_MANAGER', '박매니저') }), ...graphql } });
}

describe('the webhooks page', () => {
  it('registers an endpoint and shows its secret once', async () => {
    const server = managerServer({
      Webhooks: () => gqlData(list([])),
      RegisterWebhook: () =>
        gqlData({ registerWebhook: { __typename: 'RegisterWebhookPayload', id: '4', secret: 'whsec_shown_once' } }),
    });
    const { user } = renderApp('/manager/webhooks', server);
    expect(await screen.findByText('등록된 웹훅이 없습니다.')).toBeTruthy();
    await user.type(screen.getByLabelText('받을 주소'), 'https://partner.example/hooks');
    await user.click(screen.getByRole('checkbox', { name: /예약 취소/ }));
    await user.click(screen.getByRole('button', { name: '웹훅 등록' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_shown_once');
    expect(screen.getByText(WEBHOOK_MESSAGES.secretOnce)).toBeTruthy();
    expect(server.named('RegisterWebhook')[0]?.variables).toEqual({
      input: { url: 'https://partner.example/hooks', events: ['reservation.confirmed'] },
    });
    await user.click(screen.getByRole('button', { name: '보관했습니다' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('shows the delivery log and sends a failed delivery again', async () => {
    const server = managerServer({
      Webhooks: () => gqlData(list([webhook([delivery])])),
      ResendWebhookDelivery: () =>
        gqlData({ resendWebhookDelivery: { __typename: 'ResendWebhookDeliveryPayload', deliveryId: '31' } }),
    });
    const { user } = renderApp('/manager/webhooks', server);
    const section = await screen.findByRole('region', { name: 'https://partner.example/hooks' });
    const row = within(section).getByText('전송 실패').closest('tr')!;
    expect(within(row).getByText('500')).toBeTruthy();
    expect(within(section).getByTestId('webhook-state').textContent).toBe('꺼짐');
    await user.click(within(row).getByRole('button', { name: /다시 보내기/ }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.resent)).toBeTruthy();
    expect(server.named('ResendWebhookDelivery')[0]?.variables).toEqual({ input: { webhookId: 4, deliveryId: 31 } });
  });

  it('shows a paused endpoint’s badge and resumes it from the console', async () => {
    let state: 'PAUSED' | 'ACTIVE' = 'PAUSED';
    const server = managerServer({
      Webhooks: () => gqlData(list([webhook([delivery], state)])),
      ResumeWebhook: () => {
        state = 'ACTIVE';
        return gqlData({ resumeWebhook: { __typename: 'ResumeWebhookPayload', id: '4' } });
      },
    });
    const { user } = renderApp('/manager/webhooks', server);
    const section = await screen.findByRole('region', { name: 'https://partner.example/hooks' });
    expect(within(section).getByTestId('webhook-state').textContent).toBe('일시 중지');
    expect(within(section).getByText(WEBHOOK_MESSAGES.pausedNote)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: '다시 켜기' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.resumed)).toBeTruthy();
    expect(server.named('ResumeWebhook')[0]?.variables).toEqual({ input: { id: 4 } });
    expect((await within(section).findByTestId('webhook-state')).textContent).toBe('켜짐');
    expect(within(section).queryByRole('button', { name: '다시 켜기' })).toBeNull();
  });

  it('pings, pauses and edits an endpoint, and filters its delivery log by status', async () => {
    let hook = { ...webhook([delivery], 'ACTIVE') };
    const server = managerServer({
      Webhooks: ({ variables }) =>
        gqlData(
          list([
            {
              ...hook,
              deliveries: variables?.deliveryStatus === 'SUCCEEDED' ? [] : hook.deliveries,
            },
          ]),
        ),
      PingWebhook: () =>
        gqlData({ pingWebhook: { __typename: 'PingWebhookPayload', deliveryId: '40', eventId: 'evt-ping' } }),
      PauseWebhook: () => {
        hook = { ...hook, state: 'PAUSED', stateLabel: '일시 중지', active: false, pausedBy: 'OWNER' };
        return gqlData({ pauseWebhook: { __typename: 'PauseWebhookPayload', id: '4' } });
      },
      UpdateWebhook: ({ variables }) => {
        const input = variables!.input as { url: string; events: string[] };
        hook = { ...hook, url: input.url, events: input.events };
        return gqlData({
          updateWebhook: {
            __typename: 'UpdateWebhookPayload',
            webhook: { __typename: 'Webhook', id: '4', url: input.url, events: input.events },
          },
        });
      },
    });
    const { user } = renderApp('/manager/webhooks', server);
    let section = await screen.findByRole('region', { name: 'https://partner.example/hooks' });

    await user.click(within(section).getByRole('button', { name: '시험 전송' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.pingQueued)).toBeTruthy();
    expect(server.named('PingWebhook')[0]?.variables).toEqual({ input: { id: 4 } });

    // The log's filter asks the server for one status; an empty answer says so.
    await user.click(screen.getByRole('button', { name: '전송 완료' }));
    expect(await within(section).findByText(WEBHOOK_MESSAGES.noDeliveriesOfStatus)).toBeTruthy();
    expect(server.named('Webhooks').at(-1)?.variables).toMatchObject({ deliveryStatus: 'SUCCEEDED' });
    await user.click(screen.getByRole('button', { name: '전체' }));
    expect(await within(section).findByText('HTTP 500')).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: '수정' }));
    const form = within(section).getByRole('form', { name: '웹훅 수정' });
    await user.clear(within(form).getByLabelText('받을 주소'));
    await user.type(within(form).getByLabelText('받을 주소'), 'https://partner.example/v2');
    await user.click(within(form).getByRole('checkbox', { name: /리뷰 등록/ }));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.updated)).toBeTruthy();
    expect(server.named('UpdateWebhook')[0]?.variables).toEqual({
      input: { id: 4, url: 'https://partner.example/v2', events: ['reservation.confirmed', 'review.created'] },
    });
    section = await screen.findByRole('region', { name: 'https://partner.example/v2' });

    await user.click(within(section).getByRole('button', { name: '일시 중지' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.paused)).toBeTruthy();
    expect(await within(section).findByText(WEBHOOK_MESSAGES.pausedByOwnerNote)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: '시험 전송' })).toBeNull();
    expect(within(section).getByRole('button', { name: '다시 켜기' })).toBeTruthy();
  });

  it('deletes an endpoint only after the site’s dialog says yes', async () => {
    let hooks = [webhook([])];
    const server = managerServer({
      Webhooks: () => gqlData(list(hooks)),
      DeleteWebhook: () => {
        hooks = [];
        return gqlData({ deleteWebhook: { __typename: 'DeleteWebhookPayload', id: '4' } });
      },
    });
    const { user } = renderApp('/manager/webhooks', server);
    const section = await screen.findByRole('region', { name: 'https://partner.example/hooks' });
    await user.click(within(section).getByRole('button', { name: '삭제' }));
    let dialog = await screen.findByRole('dialog', { name: '웹훅 삭제' });
    expect(within(dialog).getByText(WEBHOOK_MESSAGES.confirmDelete)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.named('DeleteWebhook')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: '삭제' }));
    dialog = await screen.findByRole('dialog', { name: '웹훅 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.deleted)).toBeTruthy();
    expect(server.named('DeleteWebhook')[0]?.variables).toEqual({ input: { id: 4 } });
    expect(await screen.findByText('등록된 웹훅이 없습니다.')).toBeTruthy();
  });
});
