import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface Inbox {
  /** `smtp://127.0.0.1:{port}`, to pass as SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The newest message to this address, waiting briefly for it to arrive. */
  latest(to: string): Promise<ReceivedMail>;
  /** The 6-digit code of the newest message to this address. */
  code(to: string): Promise<string>;
  close(): Promise<void>;
}

/** A real SMTP server for a test file: the app mails to it over SMTP like to any other. */
export async function startInbox(): Promise<Inbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  const latest = async (to: string): Promise<ReceivedMail> => {
    const address = to.toLowerCase();
    for (let i = 0; i < 100; i += 1) {
      const found = messages.filter((mail) => mail.to.includes(address)).at(-1);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail to ${to}`);
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    latest,
    async code(to) {
      const match = /인증번호: (\d{6})/.exec((await latest(to)).text);
      if (!match) throw new Error(`no code in the mail to ${to}`);
      return match[1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
