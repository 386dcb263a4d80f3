import { useMutation } from '@apollo/client/react';
import { isPassword, NAME_PATTERN } from '@shim/common/validation';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormError, primaryButton } from '../../components/AuthCard';
import { TextField } from '../../components/TextField';
import { DiscardRegisterSessionDocument, RegisterDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { EmailVerificationFields } from './EmailVerificationFields';
import { useEmailVerification } from './use-email-verification';
import { useMemberTexts } from './verification-texts';
import { useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';

/** The member sign-up (spec §2, §4, §5): sign-up is possible only once the e-mail is verified. */
export function RegisterForm() {
  const navigate = useNavigate();
  const t = useT();
  const messages = useSpecMessages();
  const texts = useMemberTexts();
  const flow = useEmailVerification(texts);
  const [register] = useMutation(RegisterDocument);
  const [discardSession] = useMutation(DiscardRegisterSessionDocument);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function problem(): string | null {
    if (!NAME_PATTERN.test(name.trim())) return messages.invalidName;
    if (!flow.verified) return messages.emailVerificationRequired;
    if (!isPassword(password)) return messages.invalidPassword;
    if (password !== confirmation) return messages.passwordMismatch;
    return null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = problem();
    if (invalid) return setError(invalid);
    setSubmitting(true);
    setError(null);
    const input = { name: name.trim(), email: flow.email.trim(), password };
    const outcome = await runMutation(() => register({ variables: { input } }), messages.registerFailed);
    const tokens = outcome.ok ? outcome.data.data?.register : undefined;
    if (!tokens?.accessToken || !tokens.refreshToken) {
      setError(outcome.ok ? messages.registerNoTokens : outcome.message);
      return setSubmitting(false);
    }
    // The success page sends the new member to log in (spec §2), so this first session is not kept.
    void discardSession({ variables: { input: { refreshToken: tokens.refreshToken } } }).catch(() => undefined);
    void navigate(`/register-success?${new URLSearchParams({ name: name.trim() }).toString()}`);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField
        label={t('account.register.name')}
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <EmailVerificationFields flow={flow} texts={texts} />
      <TextField
        label={t('account.register.password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('account.register.passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={t('account.register.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <FormError message={error} />
      <button type="submit" className={primaryButton} disabled={!flow.verified || submitting}>
        {t('account.register.submit')}
      </button>
    </form>
  );
}
