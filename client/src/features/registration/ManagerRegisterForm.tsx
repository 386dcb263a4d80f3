import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { isPassword, NAME_PATTERN } from '@shim/common/validation';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormError, primaryButton } from '../../components/AuthCard';
import { TextField } from '../../components/TextField';
import { ApplyAsManagerDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { EmailVerificationFields } from './EmailVerificationFields';
import { useEmailVerification } from './use-email-verification';
import { MANAGER_TEXTS } from './verification-texts';

/** The manager application (spec §2, §4): the sign-up's e-mail steps plus company and business number. */
export function ManagerRegisterForm() {
  const navigate = useNavigate();
  const flow = useEmailVerification(MANAGER_TEXTS);
  const [apply] = useMutation(ApplyAsManagerDocument);
  const [fields, setFields] = useState({
    name: '',
    password: '',
    confirmation: '',
    companyName: '',
    businessNumber: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const field = (key: keyof typeof fields) => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => setFields((all) => ({ ...all, [key]: event.target.value })),
  });

  function problem(): string | null {
    if (!NAME_PATTERN.test(fields.name.trim())) return MESSAGES.managerNameRule;
    if (!flow.verified) return MESSAGES.managerVerifyFirst;
    if (!isPassword(fields.password)) return MESSAGES.managerPasswordRule;
    if (fields.password !== fields.confirmation) return MESSAGES.managerPasswordMismatch;
    if (!fields.companyName.trim()) return MESSAGES.companyNameRequired;
    if (fields.businessNumber.replace(/\D/g, '').length !== 10) return MESSAGES.businessNumberInvalid;
    return null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = problem();
    if (invalid) return setError(invalid);
    setSubmitting(true);
    setError(null);
    const input = {
      name: fields.name.trim(),
      email: flow.email.trim(),
      password: fields.password,
      companyName: fields.companyName.trim(),
      businessNumber: fields.businessNumber.trim(),
    };
    // No fallback: the server's reason goes after the spec's prefix, or the whole failure text stands alone.
    const outcome = await runMutation(() => apply({ variables: { input } }), '');
    if (outcome.ok && outcome.data.data) return void navigate('/manager-pending');
    const reason = outcome.ok ? '' : outcome.message;
    setError(reason ? `${MESSAGES.managerApplicationRequestFailed}${reason}` : MESSAGES.managerApplicationFailed);
    setSubmitting(false);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField label="이름" autoComplete="name" {...field('name')} />
      <EmailVerificationFields flow={flow} texts={MANAGER_TEXTS} />
      <TextField label="비밀번호" type="password" autoComplete="new-password" {...field('password')} />
      <TextField label="비밀번호 확인" type="password" autoComplete="new-password" {...field('confirmation')} />
      <TextField label="회사명" autoComplete="organization" {...field('companyName')} />
      <TextField label="사업자 등록번호" inputMode="numeric" placeholder="123-45-67890" {...field('businessNumber')} />
      <FormError message={error} />
      <button type="submit" className={primaryButton} disabled={!flow.verified || submitting}>
        관리자 가입 신청
      </button>
    </form>
  );
}
