import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR_ENV, type ReceivedMail } from '../support/mail-settings';

/** The mail the test SMTP server received (support/smtp-sink.ts), read from its folder. */
export class Mailbox {
  private readonly dir: string;

  constructor() {
    const dir = process.env[MAIL_DIR_ENV];
    if (!dir) throw new Error(`${MAIL_DIR_ENV} is not set: is the SMTP global setup configured?`);
    this.dir = dir;
  }

  /** Every message to `address`, oldest first. */
  messagesTo(address: string): ReceivedMail[] {
    return readdirSync(this.dir)
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(this.dir, name), 'utf8')) as ReceivedMail)
      .filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  /** Every message whose text mentions `text` (an order number), to anyone, oldest first. */
  messagesMentioning(text: string): ReceivedMail[] {
    return readdirSync(this.dir)
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(this.dir, name), 'utf8')) as ReceivedMail)
      .filter((mail) => mail.text.includes(text));
  }

  /** Waits for a message to `address` with `subject` that arrived after `since`, and returns it. */
  async waitFor(address: string, subject: string, since: number): Promise<ReceivedMail> {
    let found: ReceivedMail | undefined;
    await expect
      .poll(
        () => {
          found = this.messagesTo(address).find((mail) => mail.subject === subject && mail.receivedAt >= since);
          return found !== undefined;
        },
        { message: `a mail "${subject}" to ${address}`, timeout: 30_000 },
      )
      .toBe(true);
    return found!;
  }

  /** The 6-digit code of the newest such message (it stands on its own line: `인증번호: 123456`). */
  async codeFor(address: string, subject: string, since: number): Promise<string> {
    const mail = await this.waitFor(address, subject, since);
    const code = /인증번호:\s*(\d{6})/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in the mail to ${address}: ${mail.text}`);
    // A proper e-mail: the Korean HTML carries the same code as the text part.
    expect(mail.html).toContain(code);
    return code;
  }
}

/** Subjects of the code e-mails (common/src/messages.ts). */
export const SUBJECTS = {
  signup: '[쉼, 한국] 회원가입 인증번호',
  reset: '[쉼, 한국] 비밀번호 재설정 인증번호',
  change: '[쉼, 한국] 비밀번호 변경 인증번호',
} as const;
