import { useMutation } from '@apollo/client/react';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
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

type Notice = { text: string; tone: 'error' | 'success' } | null;
const SIX_DIGITS = new RegExp(`^\\d{${LIMITS.codeLength}}$`);

/**
 * Password reset (spec §2, §4, §5): code to the e-mail, the 6-digit code exchanged for a reset token,
 * then the new password; success goes to the login. Form checks speak English (spec §8).
 */
export function PasswordResetForm() {
  const navigate = useNavigate();
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
      if (!isEmail(email.trim())) return setNotice({ text: MESSAGES.managerEmailInvalid, tone: 'error' });
      const { data } = await requestCode({ variables: { input: { email: email.trim() } } });
      setSent(true);
      setCode('');
      setNotice({ text: data?.requestPasswordReset.message ?? MESSAGES.codeSent, tone: 'success' });
    }, MESSAGES.managerCodeSendFailed);

  const verify = () =>
    step(async () => {
      const { data } = await verifyCode({ variables: { input: { email: email.trim(), code } } });
      if (!data?.verifyPasswordResetCode.resetToken) throw new Error(MESSAGES.codeVerificationFailed);
      setResetToken(data.verifyPasswordResetCode.resetToken);
      setNotice({ text: data.verifyPasswordResetCode.message, tone: 'success' });
    }, MESSAGES.codeVerificationFailed);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!resetToken) return setNotice({ text: MESSAGES.managerVerifyFirst, tone: 'error' });
    if (!isPassword(password)) return setNotice({ text: MESSAGES.managerPasswordRule, tone: 'error' });
    if (password !== confirmation) return setNotice({ text: MESSAGES.managerPasswordMismatch, tone: 'error' });
    await step(async () => {
      const { data } = await resetPassword({ variables: { input: { resetToken, newPassword: password } } });
      void navigate('/login', { state: { notice: data?.resetPassword.message ?? MESSAGES.passwordChanged } });
    }, MESSAGES.passwordChangeFailed);
  }

  const canReset = resetToken !== null && password.length > 0 && password === confirmation && !busy;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label="이메일"
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
          인증번호 전송
        </button>
      </div>
      {sent && (
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label="인증번호"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="6자리 숫자"
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
            인증 확인
          </button>
        </div>
      )}
      {resetToken !== null && (
        <>
          <TextField
            label="새 비밀번호"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label="새 비밀번호 확인"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </>
      )}
      <FormNotice notice={notice} />
      <button type="submit" className={primaryButton} disabled={!canReset}>
        비밀번호 재설정
      </button>
    </form>
  );
}
