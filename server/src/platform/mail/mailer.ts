import type { MikroORM } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '../../config';
import type { Logger } from '../logger';
import { startMailCapture, type MailCapture } from './mail-capture';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Outgoing mail over SMTP with nodemailer, always (ARCHITECTURE §6): to SMTP_URL when set, else to the
 * local mail capture, started on first use so a process that never mails opens no port.
 */
export class Mailer {
  private transport?: Promise<Transporter>;
  private capture?: Promise<MailCapture>;

  constructor(
    private readonly config: Config,
    private readonly orm: MikroORM,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await (await this.opened()).sendMail({ from: this.config.MAIL_FROM, ...message });
  }

  /** Whether the mail server takes a connection now (greeting and login), for answers given before a send. */
  async reachable(): Promise<boolean> {
    try {
      return await (await this.opened()).verify();
    } catch (error) {
      this.logger.error({ err: error }, '메일 서버 연결 실패');
      return false;
    }
  }

  private opened(): Promise<Transporter> {
    this.transport ??= this.open().catch((error: unknown) => {
      this.transport = undefined;
      throw error;
    });
    return this.transport;
  }

  async close(): Promise<void> {
    if (this.transport) (await this.transport.catch(() => undefined))?.close();
    if (this.capture) await (await this.capture.catch(() => undefined))?.close();
  }

  private async open(): Promise<Transporter> {
    let url = this.config.SMTP_URL;
    if (!url) {
      if (this.config.isProduction) this.logger.warn('SMTP_URL이 없어 메일이 로컬 캡처에만 보관됩니다');
      this.capture ??= startMailCapture({ port: this.config.MAIL_CAPTURE_PORT, orm: this.orm, logger: this.logger });
      url = (await this.capture).url;
    }
    const options: SMTPTransport.Options = {
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    };
    return nodemailer.createTransport(options);
  }
}
