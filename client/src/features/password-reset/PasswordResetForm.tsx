import { translateMessage } from '@shim/common/message-locales';
import { useMutation } from '@apollo/client/react';
import { LIMITS } from '@shim/common/limits';
import { isEmail, isPassword } from '@shim/common/validation';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { primaryButton } from '../../components/AuthCard';
import { FormNotice, secondaryButton } from '../../components/FormNotice';
import { TextField } from '../../components/TextField';
import {
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  VerifyPasswordResetCodeDocument,
} from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';

type Notice = { text: string; tone: 'error' | 'success' } | null;
const SIX_DIGITS = new RegExp(`^\\d{${LIMITS.codeLength}}$`);

/**
 * Password reset (spec §2, §4, §5): code to the e-mail, the 6-digit code exchanged for a reset token,
 * then the new password; success goes to the login. Form checks speak English (spec §8).
 */
export function PasswordResetForm() {
  const navigate = useNavigate();
  const t = useT();
  const messages = useSpecMessages();
  const locale = useLocale();
  // The server's completion texts are the catalogue's Korean ones: said again in the page's language.
  const say = (text: string) => translateMessage(text, locale);
  const [requestCode] = useMutation(RequestPasswordResetDocument);
  const [verifyCode] = useMutation(VerifyPasswordResetCodeDocument);
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  async function step(action: () => Promise<void>, fallback: string) {
    setBusy(true);
    const outcome = await runMutation(action, fallback);
    if (!outcome.ok) setNotice({ text: outcome.message, tone: 'error' });
    setBusy(false);
  }

  const send = () =>
    step(async () => {
      if (!isEmail(email.trim())) return setNotice({ text: messages.managerEmailInvalid, tone: 'error' });
      const { data } = await requestCode({ variables: { input: { email: email.trim() } } });
      setSent(true);
      setCode('');
      setNotice({ text: say(data?.requestPasswordReset.message ?? messages.codeSent), tone: 'success' });
    }, messages.managerCodeSendFailed);

  const verify = () =>
    step(async () => {
      const { data } = await verifyCode({ variables: { input: { email: email.trim(), code } } });
      if (!data?.verifyPasswordResetCode.resetToken) throw new Error(messages.codeVerificationFailed);
      setResetToken(data.verifyPasswordResetCode.resetToken);
      setNotice({ text: say(data.verifyPasswordResetCode.message), tone: 'success' });
    }, messages.codeVerificationFailed);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!resetToken) return setNotice({ text: messages.managerVerifyFirst, tone: 'error' });
    if (!isPassword(password)) return setNotice({ text: messages.managerPasswordRule, tone: 'error' });
    if (password !== confirmation) return setNotice({ text: messages.managerPasswordMismatch, tone: 'error' });
    await step(async () => {
      const { data } = await resetPassword({ variables: { input: { resetToken, newPassword: password } } });
      void navigate('/login', { state: { notice: say(data?.resetPassword.message ?? messages.passwordChanged) } });
    }, messages.passwordChangeFailed);
  }

  const canReset = resetToken !== null && password.length > 0 && password === confirmation && !busy;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t('account.reset.email')}
            type="email"
            autoComplete="email"
            value={email}
            readOnly={resetToken !== null}
            onChange={(event) => {
              setEmail(event.target.value);
              setSent(false);
            }}
          />
        </div>
        <button
          type="button"
          className={secondaryButton}
          disabled={!email.trim() || resetToken !== null || busy}
          onClick={() => void send()}
        >
          {t('account.reset.sendCode')}
        </button>
      </div>
      {sent && (
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label={t('account.reset.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('account.reset.codeHint', { length: LIMITS.codeLength })}
              maxLength={LIMITS.codeLength}
              value={code}
              readOnly={resetToken !== null}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
          </div>
          <button
            type="button"
            className={secondaryButton}
            disabled={!SIX_DIGITS.test(code) || resetToken !== null || busy}
            onClick={() => void verify()}
          >
            {t('account.reset.verifyCode')}
          </button>
        </div>
      )}
      {resetToken !== null && (
        <>
          <TextField
            label={t('account.reset.new')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={t('account.reset.confirm')}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </>
      )}
      <FormNotice notice={notice} />
      <button type="submit" className={primaryButton} disabled={!canReset}>
        {t('account.reset.submit')}
      </button>
    </form>
  );
}
