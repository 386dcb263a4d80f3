import { useLazyQuery, useMutation } from '@apollo/client/react';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { isEmail } from '@shim/common/validation';
import { useState } from 'react';
import { EmailTakenDocument, SendSignupCodeDocument, VerifySignupCodeDocument } from '../../gql/graphql';
import { useSpecMessages } from '../../i18n/spec-messages';
import type { VerificationTexts } from './verification-texts';

export type Availability = 'unknown' | 'available' | 'taken';
export interface Notice {
  text: string;
  tone: 'error' | 'success';
}

/**
 * The sign-up's e-mail steps (spec §4): shape check, duplicate check, send code (only for an available
 * address), verify code (once one is entered). A verified address is locked; changing the address
 * starts over.
 */
export function useEmailVerification(texts: VerificationTexts) {
  const messages = useSpecMessages();
  const [askTaken] = useLazyQuery(EmailTakenDocument, { fetchPolicy: 'no-cache' }); // a live check, never kept
  const [sendCode] = useMutation(SendSignupCodeDocument);
  const [verifyCode] = useMutation(VerifySignupCodeDocument);
  const [email, setEmailValue] = useState('');
  const [availability, setAvailability] = useState<Availability>('unknown');
  const [deadline, setDeadline] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [verified, setVerified] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const trimmed = email.trim();
  const fail = (text: string) => setNotice({ text, tone: 'error' });
  const succeed = (text: string) => setNotice({ text, tone: 'success' });

  function setEmail(value: string) {
    if (verified) return;
    setEmailValue(value);
    setAvailability('unknown');
    setDeadline(null);
    setCode('');
    setNotice(null);
  }

  async function run(step: () => Promise<void>) {
    setBusy(true);
    try {
      await step();
    } finally {
      setBusy(false);
    }
  }

  const checkDuplicate = () =>
    run(async () => {
      if (!isEmail(trimmed)) return fail(texts.invalidEmail);
      try {
        const { data } = await askTaken({ variables: { email: trimmed } });
        if (!data) return fail(texts.emailCheckFailed);
        setAvailability(data.emailTaken ? 'taken' : 'available');
        if (data.emailTaken) fail(texts.emailInUse);
        else succeed(texts.emailAvailable);
      } catch {
        fail(texts.emailCheckFailed);
      }
    });

  const send = () =>
    run(async () => {
      try {
        await sendCode({ variables: { input: { email: trimmed } } });
        setDeadline(Date.now() + LIMITS.codeValidMinutes * 60_000);
        setCode('');
        succeed(texts.codeSent);
      } catch (error) {
        fail(texts.sendFailed(error));
      }
    });

  const verify = () =>
    run(async () => {
      try {
        const { data } = await verifyCode({ variables: { input: { email: trimmed, code: code.trim() } } });
        // Success is exactly the server's completion text (spec §7), in Korean or the page's language.
        const answer = data?.verifySignupCode.message;
        if (answer !== MESSAGES.codeVerified && answer !== messages.codeVerified) return fail(texts.checkFailed(null));
        setVerified(true);
        setDeadline(null);
        succeed(texts.codeVerified);
      } catch (error) {
        fail(texts.checkFailed(error));
      }
    });

  return {
    email,
    setEmail,
    code,
    setCode,
    availability,
    verified,
    deadline,
    notice,
    busy,
    checkDuplicate,
    send,
    verify,
    canCheck: !verified && !busy && trimmed.length > 0,
    canSend: availability === 'available' && !verified && !busy,
    canVerify: deadline !== null && code.trim().length > 0 && !verified && !busy,
  };
}

export type EmailVerification = ReturnType<typeof useEmailVerification>;
