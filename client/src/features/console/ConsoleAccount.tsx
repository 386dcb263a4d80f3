import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { useMutation } from '@apollo/client/react';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { useState, type FormEvent } from 'react';
import { ConsoleChangePasswordDocument, LoginDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { storeTokens } from '../../lib/session';
import { useSession } from '../../lib/session-context';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** The checks of spec §5 (manager): the confirmation matches, the new password is at least 8 characters. */
export function passwordFormError(form: typeof EMPTY): string | null {
  if (!form.currentPassword || !form.newPassword) return ADMIN_MESSAGES.consolePasswordRequired;
  if (form.newPassword.length < LIMITS.passwordMinLength) return ADMIN_MESSAGES.consolePasswordTooShort;
  if (form.newPassword !== form.confirm) return MESSAGES.passwordMismatch;
  return null;
}

/** 계정 관리 of both consoles: who is signed in, and the password change (current, then new twice). */
export function ConsoleAccount() {
  const { user } = useSession();
  const [form, setForm] = useState(EMPTY);
  const [notice, setNotice] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [change, { loading }] = useMutation(ConsoleChangePasswordDocument);
  const [login] = useMutation(LoginDocument);

  /**
   * The change ends every session of the account, this one included (docs/decisions/client.md); logging in again
   * with the new password (GraphQL `login`, sent without the revoked token) keeps the console open.
   */
  async function renewSession(email: string, password: string) {
    try {
      const { data } = await login({ variables: { input: { email, password } } });
      if (data) storeTokens(data.login);
    } catch {
      // The change itself succeeded; this session then ends when its access token does.
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordFormError(form);
    if (problem) {
      setNotice({ kind: 'error', text: problem });
      return;
    }
    const input = { currentPassword: form.currentPassword, newPassword: form.newPassword };
    const outcome = await runMutation(() => change({ variables: { input } }), MESSAGES.passwordChangeFailed);
    if (!outcome.ok) return setNotice({ kind: 'error', text: outcome.message });
    if (user) await renewSession(user.email, form.newPassword);
    setForm(EMPTY);
    setNotice({ kind: 'ok', text: outcome.data.data?.changePassword.message ?? MESSAGES.passwordChanged });
  }

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <label className="block text-sm">
      <span className="font-medium text-stone-700">{label}</span>
      <input
        type="password"
        autoComplete={autoComplete}
        value={form[name]}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
      />
    </label>
  );

  return (
    <div className="max-w-lg">
      <h1 className="text-2xl font-extrabold text-stone-900">계정 관리</h1>
      <dl className="mt-6 grid grid-cols-[6rem_1fr] gap-y-2 rounded-xl border border-stone-200 bg-white p-5 text-sm">
        <dt className="text-stone-500">이름</dt>
        <dd className="font-medium text-stone-900">{user?.name}</dd>
        <dt className="text-stone-500">이메일</dt>
        <dd className="font-medium text-stone-900">{user?.email}</dd>
      </dl>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="비밀번호 변경"
        className="mt-6 space-y-4 rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 className="text-lg font-bold text-stone-900">비밀번호 변경</h2>
        {field('currentPassword', '현재 비밀번호', 'current-password')}
        {field('newPassword', '새 비밀번호', 'new-password')}
        {field('confirm', '새 비밀번호 확인', 'new-password')}
        {notice && (
          <p
            role={notice.kind === 'error' ? 'alert' : 'status'}
            className={notice.kind === 'error' ? 'text-sm text-red-700' : 'text-sm text-emerald-700'}
          >
            {notice.text}
          </p>
        )}
        <button
          type="submit"
          disabled={loading}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-50"
        >
          비밀번호 변경
        </button>
      </form>
    </div>
  );
}
