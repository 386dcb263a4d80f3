import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '../logger';
import { CapturedMail } from './captured-mail.entity';

export interface MailCapture {
  /** `smtp://127.0.0.1:{port}`: what the mailer sends to. */
  url: string;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

/**
 * The local stand-in for an outgoing mail server (ARCHITECTURE §6): a real SMTP server on loopback that
 * keeps every message in the database for the development mailbox page. Nothing leaves the machine.
 */
export async function startMailCapture(options: { port: number; orm: MikroORM; logger: Logger }): Promise<MailCapture> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: '쉼, 한국 local mail capture',
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const em = options.orm.em.fork();
          em.create(CapturedMail, {
            from: addresses(mail.from).slice(0, 300),
            to: addresses(mail.to).slice(0, 1000),
            subject: (mail.subject ?? '').slice(0, 300),
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          await em.flush();
          callback();
        })
        .catch((error: unknown) => {
          options.logger.error({ err: error }, '메일 캡처 저장 실패');
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  server.on('error', (error) => options.logger.warn({ err: error }, 'mail capture'));
  const { port } = server.server.address() as AddressInfo;
  options.logger.info(`메일은 로컬 캡처(smtp://127.0.0.1:${port})에 보관됩니다: /dev/mailbox`);
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  const list = Array.isArray(value) ? value : [value];
  return list
    .flatMap((item) => item.value)
    .map((address) => address.address ?? '')
    .filter(Boolean)
    .join(', ');
}
