/** The SMTP server the journeys start (global setup) and the app sends to (SMTP_URL, via scripts/e2e-server.mjs). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4125);

/** Where the global setup tells the test workers it keeps the received mail (one JSON file a message). */
export const MAIL_DIR_ENV = 'E2E_MAIL_DIR';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}
