import { MESSAGES } from '@shim/common/messages';
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

const isMismatch = (error: unknown) => failureMessage(error, '') === MESSAGES.codeMismatch;

export const MEMBER_TEXTS: VerificationTexts = {
  invalidEmail: MESSAGES.invalidEmail,
  emailInUse: MESSAGES.emailInUse,
  emailAvailable: MESSAGES.emailAvailable,
  emailCheckFailed: MESSAGES.emailCheckFailed,
  codeSent: MESSAGES.codeSentNotice,
  codeVerified: MESSAGES.codeVerified,
  // The server's reason when it gave one (too many requests, already registered), else the spec's text.
  sendFailed: (error) => failureMessage(error, MESSAGES.codeSendFailed),
  checkFailed: (error) => (isMismatch(error) ? MESSAGES.codeMismatch : failureMessage(error, MESSAGES.codeCheckFailed)),
  timeLeft: (clock) => `남은 시간 ${clock}`,
};

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
