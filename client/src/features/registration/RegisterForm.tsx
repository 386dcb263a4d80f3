import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { isPassword, NAME_PATTERN } from '@shim/common/validation';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormError, primaryButton } from '../../components/AuthCard';
import { TextField } from '../../components/TextField';
import { DiscardRegisterSessionDocument, RegisterDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { EmailVerificationFields } from './EmailVerificationFields';
import { useEmailVerification } from './use-email-verification';
import { MEMBER_TEXTS } from './verification-texts';

/** The member sign-up (spec §2, §4, §5): sign-up is possible only once the e-mail is verified. */
export function RegisterForm() {
  const navigate = useNavigate();
  const flow = useEmailVerification(MEMBER_TEXTS);
  const [register] = useMutation(RegisterDocument);
  const [discardSession] = useMutation(DiscardRegisterSessionDocument);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function problem(): string | null {
    if (!NAME_PATTERN.test(name.trim())) return MESSAGES.invalidName;
    if (!flow.verified) return MESSAGES.emailVerificationRequired;
    if (!isPassword(password)) return MESSAGES.invalidPassword;
    if (password !== confirmation) return MESSAGES.passwordMismatch;
    return null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = problem();
    if (invalid) return setError(invalid);
    setSubmitting(true);
    setError(null);
    const input = { name: name.trim(), email: flow.email.trim(), password };
    const outcome = await runMutation(() => register({ variables: { input } }), MESSAGES.registerFailed);
    const tokens = outcome.ok ? outcome.data.data?.register : undefined;
    if (!tokens?.accessToken || !tokens.refreshToken) {
      setError(outcome.ok ? MESSAGES.registerNoTokens : outcome.message);
      return setSubmitting(false);
    }
    // The success page sends the new member to log in (spec §2), so this first session is not kept.
    void discardSession({ variables: { input: { refreshToken: tokens.refreshToken } } }).catch(() => undefined);
    void navigate(`/register-success?${new URLSearchParams({ name: name.trim() }).toString()}`);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField label="이름" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
      <EmailVerificationFields flow={flow} texts={MEMBER_TEXTS} />
      <TextField
        label="비밀번호"
        type="password"
        autoComplete="new-password"
        placeholder="8자 이상, 영문·숫자·특수문자 포함"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="비밀번호 확인"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <FormError message={error} />
      <button type="submit" className={primaryButton} disabled={!flow.verified || submitting}>
        회원가입
      </button>
    </form>
  );
}
