import { MESSAGES } from '@shim/common/messages';
import { browserKey } from './browser-key';
import { expireSession, readAccessToken } from './session';
import { refreshTokens } from './token-refresh';

/** A REST answer outside 2xx, with the server's `{ message }` (Korean, from the spec catalogue). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `multipart/form-data` instead (a photo upload); the browser sets the boundary. */
  form?: FormData;
  query?: Record<string, string | number | boolean | undefined>;
  /** Guest calls (spec §6) go without a token even when someone is signed in. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/**
 * fetch for the few REST-only calls, with the Apollo client's session rules: a bearer token when
 * signed in; a 401 on a request that carried one triggers one refresh and one retry, then logout.
 */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 401 && response.sentToken) {
    if (await refreshTokens()) response = await send(path, options);
    if (response.status === 401) expireSession();
  }
  return parse<T>(response.raw);
}

async function send(path: string, options: ApiOptions): Promise<{ raw: Response; status: number; sentToken: boolean }> {
  const token = options.anonymous ? null : readAccessToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Browser-Key': browserKey() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const raw = await fetch(withQuery(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
  });
  return { raw, status: raw.status, sentToken: token !== null };
}

function withQuery(path: string, query: ApiOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new ApiError(response.status, typeof message === 'string' ? message : MESSAGES.internal);
  }
  // Callers name the documented shape; the REST facade is the contract (REST-NOTES).
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
