import { API_KEY_LIMITS, API_KEY_MESSAGES, SCOPE_LABELS, type ApiKeyScope } from '@shim/common/api-keys';
import { useState, type FormEvent } from 'react';
import { button } from './ui';

/** The issue form: a name, the scopes this console may grant, and an optional expiry date. */
export function IssueKeyForm({
  grantable,
  busy,
  onIssue,
}: {
  grantable: readonly ApiKeyScope[];
  busy: boolean;
  onIssue(input: { name: string; scopes: ApiKeyScope[]; expiresAt: string | null }): void;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([grantable[0]!]);
  const [expiresOn, setExpiresOn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem(API_KEY_MESSAGES.nameRequired);
    if (scopes.length === 0) return setProblem(API_KEY_MESSAGES.scopesRequired);
    setProblem(null);
    // The end of the chosen day in Seoul: a key "until the 31st" works all through the 31st.
    onIssue({ name: name.trim(), scopes, expiresAt: expiresOn ? `${expiresOn}T23:59:59+09:00` : null });
  }

  const toggle = (scope: ApiKeyScope) =>
    setScopes((current) => (current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope]));

  return (
    <form onSubmit={submit} className="mt-6 grid gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:grid-cols-3">
      <label className="text-sm text-stone-700">
        키 이름
        <input
          value={name}
          maxLength={API_KEY_LIMITS.nameMaxLength}
          onChange={(event) => setName(event.target.value)}
          className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
        />
      </label>
      <fieldset className="text-sm text-stone-700">
        <legend>권한 (scope)</legend>
        {grantable.map((scope) => (
          <label key={scope} className="mt-1 flex items-center gap-2">
            <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
            <span>
              <code>{scope}</code> <span className="text-stone-500">{SCOPE_LABELS[scope]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="text-sm text-stone-700">
        만료일 (선택)
        <input
          type="date"
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.target.value)}
          className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
        />
      </label>
      {problem && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {problem}
        </p>
      )}
      <div className="sm:col-span-3">
        <button type="submit" disabled={busy} className={button.primary}>
          API 키 만들기
        </button>
      </div>
    </form>
  );
}
