import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { smsTypeOf } from '@shim/common/notices';
import { splitInternationalPhone } from '@shim/common/validation';
import type { Config } from '../../config';
import type { Logger } from '../logger';
import { callOutside, type OutsideService } from '../outside-call';

export const LOCAL_SOLAPI_PATH = '/local/solapi';
export const SOLAPI_DEFAULT_API_URL = 'https://api.solapi.com';
/** Solapi refuses a signature whose date is more than 15 minutes off, or one used before in that window. */
export const SOLAPI_SKEW_MS = 15 * 60_000;

export interface SmsMessage {
  to: string;
  text: string;
  /** The LMS title (Solapi: up to 20 Hangul). */
  subject?: string;
}

/**
 * A number as Solapi takes it: a Korean one as its digits (country 82, the default); one abroad as its national
 * number with Solapi's `country`, the calling code without `+` (`+819012345678` → 9012345678, country 81).
 */
export function solapiRecipient(to: string): { to: string; country?: string } {
  const abroad = splitInternationalPhone(to.replace(/[^\d+]/g, ''));
  if (!abroad || abroad.country.code === '82') return { to: to.replace(/\D/g, '') };
  return { to: abroad.national, country: abroad.country.code };
}

/** Solapi's answer to an accepted message. */
export interface SmsReceipt {
  messageId: string;
  groupId: string;
  type: 'SMS' | 'LMS';
  statusCode: string;
}

/** What Solapi answered to one send-many call, by the caller's ref of each message. */
export interface SmsBatchAnswer {
  accepted: Map<string, SmsReceipt>;
  /** Messages Solapi registered as failed (nothing sent), with its code and reason. */
  refused: Map<string, string>;
}

/** The fields of Solapi's send-many/detail answer that are read (showMessageList: true). */
interface SendManyDetail {
  groupInfo?: { groupId?: string; _id?: string };
  failedMessageList?: Array<{ statusCode: string; statusMessage: string; customFields?: { ref?: string } }>;
  messageList?: Array<{ messageId: string; statusCode: string; customFields?: { ref?: string } }>;
}

/**
 * What went wrong at Solapi: `refused` (4xx with Solapi's `errorCode`: nothing was sent), `unavailable`
 * (5xx: nothing was accepted; code NETWORK: no answer, the connection failed, perhaps after the request
 * arrived), `timeout` (no answer in time: it may have been accepted).
 */
export class SmsError extends Error {
  constructor(
    readonly kind: 'refused' | 'timeout' | 'unavailable',
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

/** `HMAC-SHA256 apiKey=..., date=..., salt=..., signature=...`: hex HMAC of date + salt with the secret. */
export function solapiAuthorization(apiKey: string, apiSecret: string, date = new Date(), salt = randomSalt()): string {
  const iso = date.toISOString();
  const signature = createHmac('sha256', apiSecret)
    .update(iso + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${iso}, salt=${salt}, signature=${signature}`;
}

const randomSalt = () => randomBytes(16).toString('hex');

/** Checks an Authorization header as Solapi does: null when good, else Solapi's error code. */
export function solapiSignatureError(
  header: string | undefined,
  keys: { apiKey: string; apiSecret: string },
  now: Date,
): string | null {
  const match = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(header ?? '');
  if (!match) return 'InvalidAPIKey';
  const [, apiKey, date, salt, signature] = match as unknown as [string, string, string, string, string];
  if (apiKey !== keys.apiKey) return 'InvalidAPIKey';
  if (salt.length < 12 || salt.length > 64) return 'SignatureDoesNotMatch';
  const at = Date.parse(date);
  if (!Number.isFinite(at) || Math.abs(now.getTime() - at) > SOLAPI_SKEW_MS) return 'RequestTimeTooSkewed';
  const expected = Buffer.from(
    createHmac('sha256', keys.apiSecret)
      .update(date + salt)
      .digest('hex'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'SignatureDoesNotMatch';
  return null;
}

/**
 * Solapi REST API v4 (ARCHITECTURE §6): messages in batches (`POST /messages/v4/send-many/detail`), each SMS
 * or LMS by its length.
 * Without keys the same requests go over HTTP to the local stand-in this app serves at /local/solapi.
 */
export class SolapiSms {
  /** The stand-in's key pair: derived from the server secret, nothing to configure. */
  readonly localKeys: { apiKey: string; apiSecret: string };
  private readonly outside: OutsideService;

  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
  ) {
    const derive = (what: string) => createHmac('sha256', config.jwtSecret).update(what).digest('hex');
    this.localKeys = {
      apiKey: `NCSLOCAL${derive('solapi-key').slice(0, 8).toUpperCase()}`,
      apiSecret: derive('solapi-secret'),
    };
    this.outside = {
      name: 'Solapi',
      logger,
      timeoutMs: config.SOLAPI_TIMEOUT_MS,
      noAnswer: (why) =>
        why === 'timeout'
          ? new SmsError('timeout', 'TIMEOUT', 'Solapi 응답 시간 초과')
          : new SmsError('unavailable', 'NETWORK', 'Solapi에 연결하지 못했습니다'),
    };
  }

  get isLocal(): boolean {
    return !this.config.SOLAPI_API_KEY;
  }

  apiUrl(selfUrl: string): string {
    if (this.config.SOLAPI_API_URL) return this.config.SOLAPI_API_URL.replace(/\/+$/, '');
    return this.isLocal ? `${selfUrl}${LOCAL_SOLAPI_PATH}` : SOLAPI_DEFAULT_API_URL;
  }

  /**
   * Many messages in one `POST /messages/v4/send-many/detail`, each tagged with the caller's `ref` (Solapi's
   * `customFields`): answers, per ref, the receipt of each message Solapi registered and the refusal of each
   * it did not. A ref in neither list has an unknown outcome. Throws SmsError when the call itself fails.
   */
  async sendMany(selfUrl: string, messages: Array<SmsMessage & { ref: string }>): Promise<SmsBatchAnswer> {
    // Abroad Solapi sends SMS only (no LMS): a long text goes as one SMS the carriers split.
    const typeOf = new Map(
      messages.map((m) => [m.ref, solapiRecipient(m.to).country ? ('SMS' as const) : smsTypeOf(m.text)]),
    );
    const body = {
      messages: messages.map(({ ref, ...message }) => {
        const type = typeOf.get(ref)!;
        return {
          ...solapiRecipient(message.to),
          from: this.config.SMS_SENDER,
          text: message.text,
          type,
          ...(type === 'LMS' && message.subject ? { subject: message.subject } : {}),
          customFields: { ref },
        };
      }),
      // Two bookings to one number are two messages, which Solapi would otherwise refuse as duplicates (1026).
      allowDuplicates: true,
      showMessageList: true,
    };
    const answer = (await this.call(selfUrl, 'POST', '/messages/v4/send-many/detail', body)) as SendManyDetail;
    const groupId = answer.groupInfo?.groupId ?? answer.groupInfo?._id ?? '';
    const out: SmsBatchAnswer = { accepted: new Map(), refused: new Map() };
    for (const failed of answer.failedMessageList ?? []) {
      const ref = failed.customFields?.ref;
      if (ref) out.refused.set(ref, `${failed.statusCode}: ${failed.statusMessage}`);
    }
    for (const item of answer.messageList ?? []) {
      const ref = item.customFields?.ref;
      if (!ref || out.refused.has(ref)) continue;
      const type = typeOf.get(ref);
      if (type) out.accepted.set(ref, { messageId: item.messageId, groupId, type, statusCode: item.statusCode });
    }
    return out;
  }

  /**
   * The message Solapi accepted for `to` with exactly `text` since `since`, if any: how a send whose answer
   * never came (a timeout) is told apart from one that never arrived, before trying again.
   */
  async findAccepted(selfUrl: string, query: { to: string; text: string; since: Date }): Promise<SmsReceipt | null> {
    const params = new URLSearchParams({
      criteria: 'to',
      cond: 'eq',
      value: solapiRecipient(query.to).to,
      startDate: query.since.toISOString(),
      limit: '100',
    });
    const answer = await this.call(selfUrl, 'GET', `/messages/v4/list?${params}`);
    const list = (answer.messageList ?? {}) as Record<string, SmsReceipt & { text: string }>;
    return Object.values(list).find((m) => m.text === query.text) ?? null;
  }

  private keys(): { apiKey: string; apiSecret: string } {
    const { SOLAPI_API_KEY: apiKey, SOLAPI_API_SECRET: apiSecret } = this.config;
    return apiKey && apiSecret ? { apiKey, apiSecret } : this.localKeys;
  }

  private async call(selfUrl: string, method: 'GET' | 'POST', path: string, body?: unknown) {
    const { apiKey, apiSecret } = this.keys();
    const authorization = solapiAuthorization(apiKey, apiSecret);
    const reply = await callOutside(this.outside, `${this.apiUrl(selfUrl)}${path}`, {
      method,
      headers: { authorization },
      json: body,
    });
    const { status, body: answer } = reply;
    if (reply.ok && answer) return answer;
    const code = typeof answer?.errorCode === 'string' ? answer.errorCode : `HTTP_${status}`;
    const message = typeof answer?.errorMessage === 'string' ? answer.errorMessage : `Solapi HTTP ${status}`;
    throw new SmsError(status >= 500 ? 'unavailable' : 'refused', code, `${code}: ${message}`);
  }
}
