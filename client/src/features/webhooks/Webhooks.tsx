import { useMutation, useQuery } from '@apollo/client/react';
import {
  WEBHOOK_DELIVERY_LABELS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@shim/common/webhooks';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
  DeleteWebhookDocument,
  PauseWebhookDocument,
  PingWebhookDocument,
  RegisterWebhookDocument,
  ResendWebhookDeliveryDocument,
  ResumeWebhookDocument,
  UpdateWebhookDocument,
  WebhooksDocument,
} from '../../gql/graphql';
import { formatInstant } from '../../lib/korean-date';
import { runMutation } from '../../lib/mutations';

const button = {
  primary: 'rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-50',
  secondary:
    'rounded-lg border border-stone-300 px-3 py-1.5 text-sm text-stone-700 hover:bg-stone-100 disabled:opacity-50',
  danger: 'rounded-lg border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50',
};
const td = 'px-3 py-2 text-sm text-stone-700';
/** The console badge of an endpoint's state: paused and switched-off ones stand out. */
const badge: Record<string, string> = {
  ACTIVE: 'bg-emerald-50 text-emerald-800',
  PAUSED: 'bg-amber-100 text-amber-900',
  DISABLED: 'bg-red-50 text-red-700',
};

type Notice = { kind: 'error' | 'ok'; text: string } | null;

/** The events to receive, as checkboxes: the registration form's and an edit's. */
function EventPicker({
  chosen,
  onChange,
  legend,
}: {
  chosen: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  legend: string;
}) {
  const toggle = (type: WebhookEventType) =>
    onChange(chosen.includes(type) ? chosen.filter((e) => e !== type) : [...chosen, type]);
  return (
    <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      <legend className="mb-1 font-medium text-stone-800">{legend}</legend>
      {WEBHOOK_EVENTS.map((type) => (
        <label key={type} className="flex items-center gap-1">
          <input type="checkbox" checked={chosen.includes(type)} onChange={() => toggle(type)} />
          {WEBHOOK_EVENT_LABELS[type]} <span className="text-stone-400">({type})</span>
        </label>
      ))}
    </fieldset>
  );
}

/** An endpoint's edit: its address and events, saved together. */
interface Draft {
  id: string;
  url: string;
  events: WebhookEventType[];
}

/**
 * 웹훅, the same screen in both consoles: a manager's webhooks hear of its own lodgings, an
 * administrator's (partner) webhooks of every lodging; the server decides which by the caller's role.
 */
export function Webhooks({ scopeNote }: { scopeNote: string }) {
  // The delivery log's filter: every status (null) or one; the server filters each webhook's last 20.
  const [deliveryStatus, setDeliveryStatus] = useState<WebhookDeliveryStatus | null>(null);
  const {
    data: fresh,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(WebhooksDocument, {
    variables: { first: 100, deliveryStatus },
    fetchPolicy: 'cache-and-network',
  });
  const [register, { loading: registering }] = useMutation(RegisterWebhookDocument);
  const [remove, { loading: removing }] = useMutation(DeleteWebhookDocument);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [resend] = useMutation(ResendWebhookDeliveryDocument);
  const [resume, { loading: resuming }] = useMutation(ResumeWebhookDocument);
  const [pause, { loading: pausing }] = useMutation(PauseWebhookDocument);
  const [ping, { loading: pinging }] = useMutation(PingWebhookDocument);
  const [update, { loading: updating }] = useMutation(UpdateWebhookDocument);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['reservation.confirmed', 'reservation.cancelled']);
  const [secret, setSecret] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // While another filter's log loads, the webhooks stay on screen as they were.
  const data = fresh ?? previousData;
  const webhooks = data?.webhooks.edges.map((edge) => edge.node) ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await runMutation(
      () => register({ variables: { input: { url, events } } }),
      WEBHOOK_MESSAGES.registerFailed,
    );
    if (!outcome.ok) return setNotice({ kind: 'error', text: outcome.message });
    setSecret(outcome.data.data?.registerWebhook.secret ?? null);
    setUrl('');
    setNotice(null);
    void refetch();
  }

  async function deleteOne(id: string) {
    const outcome = await runMutation(
      () => remove({ variables: { input: { id: Number(id) } } }),
      WEBHOOK_MESSAGES.notFound,
    );
    setDeleting(null);
    setNotice(outcome.ok ? { kind: 'ok', text: WEBHOOK_MESSAGES.deleted } : { kind: 'error', text: outcome.message });
    void refetch();
  }

  async function resendOne(webhookId: string, deliveryId: string) {
    const outcome = await runMutation(
      () => resend({ variables: { input: { webhookId: Number(webhookId), deliveryId: Number(deliveryId) } } }),
      WEBHOOK_MESSAGES.deliveryNotFound,
    );
    setNotice(outcome.ok ? { kind: 'ok', text: WEBHOOK_MESSAGES.resent } : { kind: 'error', text: outcome.message });
    void refetch();
  }

  async function resumeOne(id: string) {
    const outcome = await runMutation(
      () => resume({ variables: { input: { id: Number(id) } } }),
      WEBHOOK_MESSAGES.resumeFailed,
    );
    setNotice(outcome.ok ? { kind: 'ok', text: WEBHOOK_MESSAGES.resumed } : { kind: 'error', text: outcome.message });
    void refetch();
  }

  async function pauseOne(id: string) {
    const outcome = await runMutation(
      () => pause({ variables: { input: { id: Number(id) } } }),
      WEBHOOK_MESSAGES.pauseFailed,
    );
    setNotice(outcome.ok ? { kind: 'ok', text: WEBHOOK_MESSAGES.paused } : { kind: 'error', text: outcome.message });
    void refetch();
  }

  async function pingOne(id: string) {
    const outcome = await runMutation(
      () => ping({ variables: { input: { id: Number(id) } } }),
      WEBHOOK_MESSAGES.pingFailed,
    );
    setNotice(
      outcome.ok ? { kind: 'ok', text: WEBHOOK_MESSAGES.pingQueued } : { kind: 'error', text: outcome.message },
    );
    void refetch();
  }

  async function saveDraft(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const outcome = await runMutation(
      () => update({ variables: { input: { id: Number(draft.id), url: draft.url, events: draft.events } } }),
      WEBHOOK_MESSAGES.updateFailed,
    );
    if (!outcome.ok) return setNotice({ kind: 'error', text: outcome.message });
    setDraft(null);
    setNotice({ kind: 'ok', text: WEBHOOK_MESSAGES.updated });
    void refetch();
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold text-stone-900">웹훅</h1>
        <p className="mt-1 text-sm text-stone-500">{scopeNote}</p>
      </div>

      <form onSubmit={(e) => void submit(e)} className="space-y-3 rounded-xl border border-stone-200 p-4">
        <label className="block text-sm font-medium text-stone-800">
          받을 주소
          <input
            type="url"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/shim-webhooks"
            className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
          />
        </label>
        <EventPicker chosen={events} onChange={setEvents} legend="받을 이벤트" />
        <button type="submit" className={button.primary} disabled={registering || events.length === 0}>
          웹훅 등록
        </button>
      </form>

      {secret && (
        <div role="status" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-medium">{WEBHOOK_MESSAGES.secretOnce}</p>
          <code className="mt-2 block break-all rounded bg-white px-2 py-1 font-mono" data-testid="webhook-secret">
            {secret}
          </code>
          <button type="button" className={`${button.secondary} mt-2`} onClick={() => setSecret(null)}>
            보관했습니다
          </button>
        </div>
      )}

      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`rounded-lg px-4 py-2 text-sm ${notice.kind === 'error' ? 'bg-red-50 text-red-700' : 'bg-emerald-50 text-emerald-800'}`}
        >
          {notice.text}
        </p>
      )}

      {loading && !data && <p className="text-sm text-stone-500">불러오는 중…</p>}
      {error && !data && (
        <p role="alert" className="text-sm text-red-700">
          {WEBHOOK_MESSAGES.loadFailed}
        </p>
      )}
      {data && webhooks.length === 0 && <p className="text-sm text-stone-500">등록된 웹훅이 없습니다.</p>}

      {webhooks.length > 0 && (
        <div role="group" aria-label="전송 기록 상태" className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-stone-800">전송 기록</span>
          {[null, ...WEBHOOK_DELIVERY_STATUSES].map((status) => (
            <button
              key={status ?? 'ALL'}
              type="button"
              aria-pressed={deliveryStatus === status}
              onClick={() => setDeliveryStatus(status)}
              className={`rounded-full border px-3 py-1 ${
                deliveryStatus === status
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 text-stone-700 hover:bg-stone-100'
              }`}
            >
              {status ? WEBHOOK_DELIVERY_LABELS[status] : '전체'}
            </button>
          ))}
        </div>
      )}

      {webhooks.map((webhook) => (
        <section key={webhook.id} aria-label={webhook.url} className="rounded-xl border border-stone-200">
          <header className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 p-4">
            <div>
              <p className="flex flex-wrap items-center gap-2">
                <span className="break-all font-mono text-sm text-stone-900">{webhook.url}</span>
                <span
                  data-testid="webhook-state"
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge[webhook.state] ?? badge.ACTIVE}`}
                >
                  {webhook.stateLabel}
                </span>
              </p>
              <p className="text-xs text-stone-500">
                {webhook.events.map((e) => WEBHOOK_EVENT_LABELS[e as WebhookEventType] ?? e).join(', ')}
                {webhook.state === 'PAUSED' && webhook.pausedAt && ` · ${formatInstant(webhook.pausedAt)}부터 중지`}
                {webhook.state === 'DISABLED' && webhook.disabledAt && ` · ${formatInstant(webhook.disabledAt)}에 꺼짐`}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {webhook.state === 'ACTIVE' && (
                <>
                  <button
                    type="button"
                    className={button.secondary}
                    disabled={pinging}
                    onClick={() => void pingOne(webhook.id)}
                  >
                    시험 전송
                  </button>
                  <button
                    type="button"
                    className={button.secondary}
                    disabled={pausing}
                    onClick={() => void pauseOne(webhook.id)}
                  >
                    일시 중지
                  </button>
                </>
              )}
              <button
                type="button"
                className={button.secondary}
                aria-expanded={draft?.id === webhook.id}
                onClick={() =>
                  setDraft(
                    draft?.id === webhook.id
                      ? null
                      : { id: webhook.id, url: webhook.url, events: webhook.events as WebhookEventType[] },
                  )
                }
              >
                수정
              </button>
              {webhook.state !== 'ACTIVE' && (
                <button
                  type="button"
                  className={button.primary}
                  disabled={resuming}
                  onClick={() => void resumeOne(webhook.id)}
                >
                  다시 켜기
                </button>
              )}
              <button type="button" className={button.danger} onClick={() => setDeleting(webhook.id)}>
                삭제
              </button>
            </div>
          </header>
          {draft?.id === webhook.id && (
            <form
              onSubmit={(e) => void saveDraft(e)}
              aria-label="웹훅 수정"
              className="space-y-3 border-b border-stone-200 bg-stone-50 p-4"
            >
              <label className="block text-sm font-medium text-stone-800">
                받을 주소
                <input
                  type="url"
                  required
                  value={draft.url}
                  onChange={(e) => setDraft({ ...draft, url: e.target.value })}
                  className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
                />
              </label>
              <EventPicker
                chosen={draft.events}
                onChange={(chosen) => setDraft({ ...draft, events: chosen })}
                legend="받을 이벤트"
              />
              <div className="flex gap-2">
                <button type="submit" className={button.primary} disabled={updating || draft.events.length === 0}>
                  저장
                </button>
                <button type="button" className={button.secondary} onClick={() => setDraft(null)}>
                  취소
                </button>
              </div>
            </form>
          )}
          {webhook.state === 'PAUSED' && (
            <p role="status" className="border-b border-stone-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
              {webhook.pausedBy === 'OWNER' ? WEBHOOK_MESSAGES.pausedByOwnerNote : WEBHOOK_MESSAGES.pausedNote}
            </p>
          )}
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left">
              <thead className="bg-stone-50 text-xs text-stone-500">
                <tr>
                  {['이벤트', '상태', '응답 코드', '시도', '마지막 시도', '관리'].map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {webhook.deliveries.length === 0 && (
                  <tr>
                    <td colSpan={6} className="px-3 py-6 text-center text-sm text-stone-500">
                      {deliveryStatus ? WEBHOOK_MESSAGES.noDeliveriesOfStatus : '아직 보낸 이벤트가 없습니다.'}
                    </td>
                  </tr>
                )}
                {webhook.deliveries.map((delivery) => (
                  <tr key={delivery.id}>
                    <td className={td}>
                      {delivery.typeLabel}
                      <div className="font-mono text-xs text-stone-400">{delivery.eventId}</div>
                    </td>
                    <td className={td}>
                      {delivery.statusLabel}
                      {delivery.lastError && <div className="text-xs text-red-600">{delivery.lastError}</div>}
                    </td>
                    <td className={td}>{delivery.lastStatusCode ?? '-'}</td>
                    <td className={td}>{delivery.attempts}</td>
                    <td className={td}>{delivery.lastAttemptAt ? formatInstant(delivery.lastAttemptAt) : '-'}</td>
                    <td className={td}>
                      <button
                        type="button"
                        aria-label={`${delivery.typeLabel} ${delivery.eventId} 다시 보내기`}
                        className={button.secondary}
                        onClick={() => void resendOne(webhook.id, delivery.id)}
                      >
                        다시 보내기
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <ConfirmDialog
        open={deleting !== null}
        title="웹훅 삭제"
        message={WEBHOOK_MESSAGES.confirmDelete}
        confirmLabel="삭제하기"
        tone="danger"
        busy={removing}
        onConfirm={() => deleting !== null && void deleteOne(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
