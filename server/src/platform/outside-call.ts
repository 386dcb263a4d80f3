import { fetch, type Dispatcher } from 'undici';
import type { Logger } from './logger';
import { InsideAddressError } from './outside-address';

/** How an outside call got no answer: none in time (it may have been done there), or none at all. */
export type NoAnswer = 'timeout' | 'unreachable';

/** An outside service as its client calls it (Toss, Solapi, Kakao Local, OAuth, reCAPTCHA, or their stand-ins). */
export interface OutsideService {
  /** As the logs name it: `Toss 응답 시간 초과`. */
  name: string;
  logger: Logger;
  /** ARCHITECTURE §7: no wait on an outside service is open-ended; it covers the answer's body too. */
  timeoutMs: number;
  /** What the caller gets when no answer came (logged already). */
  noAnswer(why: NoAnswer): Error;
}

/** The service's answer: its HTTP status and its JSON body (null when not JSON, not read, or over the cap). */
export interface OutsideAnswer {
  status: number;
  ok: boolean;
  body: Record<string, unknown> | null;
}

/** The most of an answer's body read as JSON: every service's answer is a few kilobytes. */
export const OUTSIDE_BODY_MAX_BYTES = 1024 * 1024;

/**
 * One HTTP call to `service`, headers and body within its timeout; `json` is sent as JSON with its content type,
 * `form` as a urlencoded form. The answer is read as JSON up to `maxBytes` (identity encoding asked for; a body
 * sent compressed anyway is counted as it is decompressed), or not at all with `read: 'status'`.
 */
export async function callOutside(
  service: OutsideService,
  url: string,
  request: {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    json?: unknown;
    form?: URLSearchParams;
    /** A body sent byte for byte (a signed one), with its content type in `headers`. */
    raw?: string;
    /** `manual`: a redirect is an answer, not followed (a partner's URL must not lead us elsewhere). */
    redirect?: 'follow' | 'manual';
    /** `status`: only the status matters (a webhook delivery); the body is cancelled unread. */
    read?: 'json' | 'status';
    maxBytes?: number;
    /** How the connection is made: a partner's address goes through `partnerDispatcher` (outside-address). */
    dispatcher?: Dispatcher;
  } = {},
): Promise<OutsideAnswer> {
  const headers: Record<string, string> = { 'accept-encoding': 'identity', ...request.headers };
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  const signal = AbortSignal.timeout(service.timeoutMs);
  try {
    const response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.raw ?? (request.json === undefined ? request.form : JSON.stringify(request.json)),
      redirect: request.redirect ?? 'follow',
      signal,
      dispatcher: request.dispatcher,
    });
    const answer = { status: response.status, ok: response.ok };
    if (request.read === 'status' || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return { ...answer, body: null };
    }
    const text = await readCapped(response.body, request.maxBytes ?? OUTSIDE_BODY_MAX_BYTES);
    if (text === null) service.logger.warn({ path: new URL(url).pathname }, `${service.name} 응답이 너무 큽니다`);
    return { ...answer, body: text === null ? null : parseObject(text) };
  } catch (error) {
    const why = signal.aborted ? 'timeout' : 'unreachable';
    const inside = error instanceof Error && error.cause instanceof InsideAddressError;
    // The path only: a query string may carry a phone number.
    const path = new URL(url).pathname;
    const what = why === 'timeout' ? '응답 시간 초과' : inside ? '내부 주소라 연결하지 않음' : '연결 실패';
    service.logger.warn({ err: error, path }, `${service.name} ${what}`);
    throw service.noAnswer(why);
  }
}

/** The body as text, or null as soon as it passes `maxBytes` (the rest is cancelled, never buffered). */
async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<string | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
