import { translateMessage } from '@shim/common/message-locales';
import { useMutation } from '@apollo/client/react';
import { LIMITS } from '@shim/common/limits';
import { isPassword } from '@shim/common/validation';
import { useState } from 'react';
import { FormNotice, secondaryButton } from '../../components/FormNotice';
import { TextField } from '../../components/TextField';
import {
  CompletePasswordChangeDocument,
  LoginDocument,
  VerifyOldPasswordAndSendCodeDocument,
  VerifyPasswordChangeCodeDocument,
} from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { storeTokens } from '../../lib/session';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';

type Step = 'old' | 'code' | 'new';
type Notice = { text: string; tone: 'error' | 'success' } | null;
const EMPTY = { oldPassword: '', code: '', newPassword: '', confirmation: '' };

/**
 * The member's password change in steps (spec §2, §4): current password checked and a code mailed,
 * the code exchanged for a reset token, then the new password. Success clears everything.
 */
export function PasswordChange({ email }: { email: string }) {
  const t = useT();
  const messages = useSpecMessages();
  const locale = useLocale();
  // The server's completion texts are the catalogue's Korean ones: said again in the page's language.
  const say = (text: string) => translateMessage(text, locale);
  const [sendCode] = useMutation(VerifyOldPasswordAndSendCodeDocument);
  const [verifyCode] = useMutation(VerifyPasswordChangeCodeDocument);
  const [complete] = useMutation(CompletePasswordChangeDocument);
  const [login] = useMutation(LoginDocument);
  const [step, setStep] = useState<Step>('old');
  const [fields, setFields] = useState(EMPTY);
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const field = (key: keyof typeof EMPTY) => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => setFields((all) => ({ ...all, [key]: event.target.value })),
  });

  async function run(action: () => Promise<void>) {
    setBusy(true);
    const outcome = await runMutation(action, messages.passwordChangeFailed);
    if (!outcome.ok) setNotice({ text: outcome.message, tone: 'error' });
    setBusy(false);
  }

  const requestCode = () =>
    run(async () => {
      const { data } = await sendCode({ variables: { input: { oldPassword: fields.oldPassword } } });
      setStep('code');
      setNotice({ text: say(data?.verifyOldPasswordAndSendCode.message ?? messages.codeSent), tone: 'success' });
    });

  const confirmCode = () =>
    run(async () => {
      const { data } = await verifyCode({ variables: { input: { code: fields.code.trim() } } });
      if (!data) throw new Error(messages.passwordChangeFailed);
      setResetToken(data.verifyPasswordChangeCode.resetToken);
      setStep('new');
      setNotice({ text: say(data.verifyPasswordChangeCode.message), tone: 'success' });
    });

  const change = () =>
    run(async () => {
      if (!isPassword(fields.newPassword)) return setNotice({ text: messages.invalidPassword, tone: 'error' });
      if (fields.newPassword !== fields.confirmation)
        return setNotice({ text: messages.passwordMismatch, tone: 'error' });
      if (!resetToken) return setStep('old');
      const { data } = await complete({ variables: { input: { resetToken, newPassword: fields.newPassword } } });
      await renewSession(() => login({ variables: { input: { email, password: fields.newPassword } } }));
      setFields(EMPTY);
      setResetToken(null);
      setStep('old');
      setNotice({ text: say(data?.completePasswordChange.message ?? messages.passwordChanged), tone: 'success' });
    });

  function cancel() {
    setFields(EMPTY);
    setResetToken(null);
    setStep('old');
    setNotice(null);
  }

  return (
    <section aria-labelledby="password-change" className="space-y-3">
      <h3 id="password-change" className="font-semibold text-stone-900">
        {t('account.password.title')}
      </h3>
      {step === 'old' && (
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label={t('account.password.current')}
              type="password"
              autoComplete="current-password"
              {...field('oldPassword')}
            />
          </div>
          <button
            type="button"
            className={secondaryButton}
            disabled={!fields.oldPassword || busy}
            onClick={() => void requestCode()}
          >
            {t('account.password.requestCode')}
          </button>
        </div>
      )}
      {step === 'code' && (
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label={t('account.password.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LIMITS.codeLength}
              {...field('code')}
            />
          </div>
          <button
            type="button"
            className={secondaryButton}
            disabled={fields.code.trim().length < LIMITS.codeLength || busy}
            onClick={() => void confirmCode()}
          >
            {t('account.password.verifyCode')}
          </button>
        </div>
      )}
      {step === 'new' && (
        <div className="space-y-3">
          <TextField
            label={t('account.password.new')}
            type="password"
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <TextField
            label={t('account.password.confirm')}
            type="password"
            autoComplete="new-password"
            {...field('confirmation')}
          />
          <button
            type="button"
            className={`${secondaryButton} w-full`}
            disabled={!fields.newPassword || !fields.confirmation || busy}
            onClick={() => void change()}
          >
            {t('account.password.submit')}
          </button>
        </div>
      )}
      {step !== 'old' && (
        <button type="button" onClick={cancel} className="text-sm text-stone-500 hover:underline">
          {t('account.password.restart')}
        </button>
      )}
      <FormNotice notice={notice} />
    </section>
  );
}

/**
 * A change revokes every refresh token of the account, this browser's included (server decision);
 * logging in again (GraphQL `login`, sent without the stale token) with the new password keeps this
 * session alive past its access token.
 */
async function renewSession(
  login: () => Promise<{ data?: { login: { accessToken: string; refreshToken: string } } | null }>,
): Promise<void> {
  try {
    const { data } = await login();
    // The same person: the cached data stays valid, only the tokens change.
    if (data) storeTokens(data.login);
  } catch {
    // The change itself succeeded; this session then simply ends when its access token does.
  }
}
