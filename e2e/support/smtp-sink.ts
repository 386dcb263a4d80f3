import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT, MAIL_DIR_ENV, type ReceivedMail } from './mail-settings';

/**
 * Playwright global setup: a real SMTP server on loopback that the app under test mails through
 * (nodemailer over SMTP, as in production). Messages land as JSON files in a temporary folder the
 * workers read (they are other processes, so memory would not do). Returns the teardown.
 */
export default async function startSmtpSink(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shim-e2e-mail-'));
  process.env[MAIL_DIR_ENV] = dir;
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          };
          received += 1;
          const name = `${mail.receivedAt}-${String(received).padStart(6, '0')}.json`;
          // Written aside, then renamed: a reader never sees half a message.
          writeFileSync(path.join(dir, `.${name}`), JSON.stringify(mail));
          renameSync(path.join(dir, `.${name}`), path.join(dir, name));
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  };
}
