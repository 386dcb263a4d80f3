import { MESSAGES } from '@shim/common/messages';
import type { MessageCatalogue } from '@shim/common/message-locales';
import { useMemo } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';
import { failureMessage } from '../../lib/errors';

/** What the e-mail verification steps say: Korean on the member sign-up, English on the manager's (spec §8). */
export interface VerificationTexts {
  invalidEmail: string;
  emailInUse: string;
  emailAvailable: string;
  emailCheckFailed: string;
  codeSent: string;
  codeVerified: string;
  sendFailed(error: unknown): string;
  checkFailed(error: unknown): string;
  /** "3:00 left" */
  timeLeft(clock: string): string;
}

// The server answers a guest in the page's language; the Korean text is kept for a server that does not yet.
const isMismatch = (error: unknown, messages: MessageCatalogue = MESSAGES) =>
  [MESSAGES.codeMismatch, messages.codeMismatch].includes(failureMessage(error, ''));

/** The member sign-up's texts in the page's language. */
export function useMemberTexts(): VerificationTexts {
  const t = useT();
  const messages = useSpecMessages();
  return useMemo(
    () => ({
      invalidEmail: messages.invalidEmail,
      emailInUse: messages.emailInUse,
      emailAvailable: messages.emailAvailable,
      emailCheckFailed: messages.emailCheckFailed,
      codeSent: messages.codeSentNotice,
      codeVerified: messages.codeVerified,
      // The server's reason when it gave one (too many requests, already registered), else the spec's text.
      sendFailed: (error) => failureMessage(error, messages.codeSendFailed),
      checkFailed: (error) =>
        isMismatch(error, messages) ? messages.codeMismatch : failureMessage(error, messages.codeCheckFailed),
      timeLeft: (clock) => t('account.register.timeLeft', { clock }),
    }),
    [t, messages],
  );
}

export const MANAGER_TEXTS: VerificationTexts = {
  invalidEmail: MESSAGES.managerEmailInvalid,
  emailInUse: MESSAGES.managerEmailInUse,
  emailAvailable: MESSAGES.managerEmailAvailable,
  emailCheckFailed: MESSAGES.managerEmailCheckFailed,
  codeSent: MESSAGES.managerCodeSent,
  codeVerified: MESSAGES.managerCodeVerified,
  sendFailed: () => MESSAGES.managerCodeSendFailed,
  checkFailed: (error) =>
    isMismatch(error) ? MESSAGES.managerCodeMismatch : failureMessage(error, MESSAGES.managerCodeCheckFailed),
  timeLeft: (clock) => `Time left ${clock}`,
};
