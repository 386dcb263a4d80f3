import type { Role } from '@shim/common/roles';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormError, primaryButton } from '../../components/AuthCard';
import { TextField } from '../../components/TextField';
import { CaptchaField } from './CaptchaField';
import { useCaptchaRequirement } from './use-captcha-requirement';
import { useSignIn } from './use-sign-in';
import { afterLoginPath } from '../../lib/login-return';
import { useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';

export interface LoginFormProps {
  /** Sent with the login; the manager login sends ROLE_MANAGER (spec §6). */
  role?: Role;
  /** A message when the input must not be sent, else null. */
  validate(email: string, password: string): string | null;
  /** The message for a refused login. */
  describeFailure(error: unknown): string;
}

/**
 * E-mail and password, the captcha when the server demands it, then the landing page of the
 * person's role. Shared by the member and the manager login.
 */
export function LoginForm({ role, validate, describeFailure }: LoginFormProps) {
  const navigate = useNavigate();
  const t = useT();
  const messages = useSpecMessages();
  const signIn = useSignIn();
  const captcha = useCaptchaRequirement();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validate(email.trim(), password) ?? (captcha.blocked ? messages.recaptchaRequired : null);
    if (invalid) return setError(invalid);
    setSubmitting(true);
    setError(null);
    try {
      const user = await signIn({ email: email.trim(), password, recaptchaToken: captcha.token, role });
      void navigate(afterLoginPath(user.role), { replace: true });
    } catch (failure) {
      setError(describeFailure(failure));
      // This failure may have crossed the captcha threshold, and a used token is spent either way.
      captcha.reset();
      await captcha.check(email);
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField
        label={t('account.login.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => void captcha.check(email)}
      />
      <TextField
        label={t('account.login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {captcha.required && <CaptchaField key={captcha.resetKey} onToken={captcha.setToken} />}
      <FormError message={error} />
      <button type="submit" disabled={submitting || captcha.blocked} className={primaryButton}>
        {t('account.login.submit')}
      </button>
    </form>
  );
}
