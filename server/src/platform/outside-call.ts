import type { Logger } from './logger';

/** How an outside call got no answer: none in time (it may have been done there), or none at all. */
export type NoAnswer = 'timeout' | 'unreachable';

/** An outside service as its client calls it (Toss, Solapi, Kakao Local, OAuth, reCAPTCHA, or their stand-ins). */
export interface OutsideService {
  /** As the logs name it: `Toss 응답 시간 초과`. */
  name: string;
  logger: Logger;
  /** ARCHITECTURE §7: no wait on an outside service is open-ended. */
  timeoutMs: number;
  /** What the caller gets when no answer came (logged already). */
  noAnswer(why: NoAnswer): Error;
}

/** The service's answer: its HTTP status and its JSON body (null when the body is not JSON). */
export interface OutsideAnswer {
  status: number;
  ok: boolean;
  body: Record<string, unknown> | null;
}

/**
 * One HTTP call to `service`, never longer than its timeout; `json` is sent as JSON with its content type,
 * `form` as a urlencoded form.
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
  } = {},
): Promise<OutsideAnswer> {
  const headers = { ...request.headers };
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.raw ?? (request.json === undefined ? request.form : JSON.stringify(request.json)),
      redirect: request.redirect ?? 'follow',
      signal: AbortSignal.timeout(service.timeoutMs),
    });
  } catch (error) {
    const why =
      error instanceof Error && ['TimeoutError', 'AbortError'].includes(error.name) ? 'timeout' : 'unreachable';
    // The path only: a query string may carry a phone number.
    const path = new URL(url).pathname;
    service.logger.warn({ err: error, path }, `${service.name} ${why === 'timeout' ? '응답 시간 초과' : '연결 실패'}`);
    throw service.noAnswer(why);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, ok: response.ok, body };
}
