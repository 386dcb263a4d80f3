import { useMutation, useQuery } from '@apollo/client/react';
import { API_KEY_MESSAGES, type ApiKeyScope } from '@shim/common/api-keys';
import { LIMITS } from '@shim/common/limits';
import { useState } from 'react';
import {
  ApiKeysDocument,
  IssueApiKeyDocument,
  RevokeApiKeyDocument,
  RotateApiKeyDocument,
  SetApiKeyReturnOriginsDocument,
} from '../../gql/graphql';
import { formatInstant } from '../../lib/korean-date';
import { runMutation } from '../../lib/mutations';
import { FormNotice } from '../../components/FormNotice';
import { Modal } from '../../components/Modal';
import { IntegratorsGuide } from './IntegratorsGuide';
import { IssueKeyForm } from './IssueKeyForm';
import { ReturnOriginsForm } from './ReturnOriginsForm';
import { ShownOnce } from './ShownOnce';
import { button, table } from './ui';

const COLUMNS = ['이름', '앞부분', '권한', '만료', '마지막 사용', '사용량 (최근 14일)', '관리'];
/** Partner keys that book also name the sites the payment window sends guests back to. */
const BOOKING_COLUMNS = ['이름', '앞부분', '권한', '돌아올 주소', '만료', '마지막 사용', '사용량 (최근 14일)', '관리'];

type Action = { kind: 'rotate' | 'revoke' | 'origins'; id: string; name: string; origins?: readonly string[] };

/** "API 키" of the manager and admin consoles: issue (shown once), list with usage, rotate, revoke. */
export function ApiKeys({ grantable }: { grantable: readonly ApiKeyScope[] }) {
  const list = useQuery(ApiKeysDocument, {
    variables: { first: LIMITS.pageSizeMax },
    fetchPolicy: 'cache-and-network',
  });
  const [issue] = useMutation(IssueApiKeyDocument);
  const [rotate] = useMutation(RotateApiKeyDocument);
  const [revoke] = useMutation(RevokeApiKeyDocument);
  const [setOrigins] = useMutation(SetApiKeyReturnOriginsDocument);
  const books = grantable.includes('bookings:write');
  const columns = books ? BOOKING_COLUMNS : COLUMNS;
  const [shown, setShown] = useState<string | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const keys = list.data?.apiKeys.edges.map((edge) => edge.node) ?? [];

  async function change(work: () => Promise<string | null>, done: string) {
    setBusy(true);
    const outcome = await runMutation(work, API_KEY_MESSAGES.loadFailed);
    setBusy(false);
    setAction(null);
    if (!outcome.ok) return setNotice({ tone: 'error', text: outcome.message });
    if (outcome.data) setShown(outcome.data);
    setNotice({ tone: 'success', text: done });
    void list.refetch();
  }

  function confirm() {
    if (!action) return;
    const input = { id: action.id };
    if (action.kind === 'rotate') {
      void change(
        async () => (await rotate({ variables: { input } })).data?.rotateApiKey.key ?? null,
        '새 키를 만들었습니다.',
      );
    } else {
      void change(async () => (await revoke({ variables: { input } }), null), API_KEY_MESSAGES.revoked);
    }
  }

  return (
    <div>
      <h1 className="text-2xl font-extrabold text-stone-900">API 키</h1>
      <p className="mt-2 text-sm text-stone-600">
        연동 프로그램이 <code>/graphql</code>에 <code>Authorization: Bearer 키</code>로 보냅니다. 키 받기, 권한, 예약과
        결제, 웹훅, 바로 실행해 볼 수 있는 예제는 연동 안내서(docs/integrators.md)에 있습니다.
      </p>
      <IntegratorsGuide />
      <IssueKeyForm
        grantable={grantable}
        busy={busy}
        onIssue={(input) =>
          void change(
            async () => (await issue({ variables: { input } })).data?.issueApiKey.key ?? null,
            '만들었습니다.',
          )
        }
      />
      {shown && <ShownOnce apiKey={shown} onClose={() => setShown(null)} />}
      <div className="mt-4">
        <FormNotice notice={notice} />
      </div>
      <div className={table.wrap}>
        <table className={table.table}>
          <thead className={table.head}>
            <tr>
              {columns.map((column) => (
                <th key={column} className={table.th}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {keys.length === 0 && (
              <tr>
                <td
                  colSpan={columns.length}
                  className="px-4 py-12 text-center text-stone-500"
                  role={list.error ? 'alert' : undefined}
                >
                  {list.error ? API_KEY_MESSAGES.loadFailed : list.loading ? '불러오는 중…' : '만든 API 키가 없습니다.'}
                </td>
              </tr>
            )}
            {keys.map((key) => (
              <tr key={key.id} className={key.revokedAt ? 'text-stone-400' : undefined}>
                <td className={table.td}>{key.name}</td>
                <td className={`${table.td} font-mono`}>{key.prefix}…</td>
                <td className={table.td}>{key.scopes.join(', ')}</td>
                {books && (
                  <td className={`${table.td} whitespace-nowrap font-mono text-xs`}>
                    {key.returnOrigins.length === 0
                      ? '이 사이트만'
                      : key.returnOrigins.map((origin) => <div key={origin}>{origin}</div>)}
                  </td>
                )}
                <td className={table.td}>
                  {key.revokedAt ? '폐기됨' : key.expiresAt ? formatInstant(key.expiresAt) : '없음'}
                </td>
                <td className={table.td}>{key.lastUsedAt ? formatInstant(key.lastUsedAt) : '-'}</td>
                <td className={table.td}>
                  {key.usage.length === 0
                    ? '-'
                    : key.usage.map((day) => (
                        <div key={day.day} className="whitespace-nowrap text-xs">
                          {day.day}: 요청 {day.requests} · 비용 {day.cost} · 오류 {day.errors}
                        </div>
                      ))}
                </td>
                <td className={`${table.td} flex gap-2`}>
                  {!key.revokedAt && (
                    <>
                      {books && (
                        <button
                          type="button"
                          aria-label={`${key.name} 돌아올 주소`}
                          className={`${button.secondary} whitespace-nowrap`}
                          onClick={() =>
                            setAction({ kind: 'origins', id: key.id, name: key.name, origins: key.returnOrigins })
                          }
                        >
                          돌아올 주소
                        </button>
                      )}
                      <button
                        type="button"
                        aria-label={`${key.name} 교체`}
                        className={button.secondary}
                        onClick={() => setAction({ kind: 'rotate', id: key.id, name: key.name })}
                      >
                        교체
                      </button>
                      <button
                        type="button"
                        aria-label={`${key.name} 폐기`}
                        className={button.danger}
                        onClick={() => setAction({ kind: 'revoke', id: key.id, name: key.name })}
                      >
                        폐기
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Modal open={action?.kind === 'origins'} title="결제 후 돌아올 주소" onClose={() => setAction(null)}>
        {action?.kind === 'origins' && (
          <ReturnOriginsForm
            keyName={action.name}
            origins={action.origins ?? []}
            busy={busy}
            onSave={(returnOrigins) =>
              void change(
                async () => (await setOrigins({ variables: { input: { id: action.id, returnOrigins } } }), null),
                API_KEY_MESSAGES.returnOriginsSaved,
              )
            }
          />
        )}
      </Modal>
      <Modal
        open={action !== null && action.kind !== 'origins'}
        title={action?.kind === 'rotate' ? 'API 키 교체' : 'API 키 폐기'}
        onClose={() => setAction(null)}
      >
        <p className="text-sm text-stone-600">
          {action?.kind === 'rotate' ? API_KEY_MESSAGES.confirmRotate : API_KEY_MESSAGES.confirmRevoke}
        </p>
        <div className="mt-6 flex justify-end">
          <button type="button" disabled={busy} className={button.danger} onClick={confirm}>
            {action?.kind === 'rotate' ? '교체' : '폐기'}
          </button>
        </div>
      </Modal>
    </div>
  );
}
