import { STORAGE_KEYS } from '@shim/common/limits';

/** The token pair the server answers to login and refresh (REST and GraphQL alike). */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export const readAccessToken = (): string | null => localStorage.getItem(STORAGE_KEYS.accessToken);
export const readRefreshToken = (): string | null => localStorage.getItem(STORAGE_KEYS.refreshToken);

export function storeTokens(tokens: TokenPair): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

/** Forgets everything tied to the signed-in person, pending payment included (spec §9 keys). */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}

export const isTokenPair = (value: unknown): value is TokenPair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<TokenPair>).accessToken === 'string' &&
  typeof (value as Partial<TokenPair>).refreshToken === 'string';

/** `notify`: tell the person (message and /login); quiet expiries (a background re-check) only clear state. */
export type SessionExpiredListener = (event: { notify: boolean }) => void;

const listeners = new Set<SessionExpiredListener>();

/**
 * The network layer (Apollo links, REST helper) lives outside React, so it reports an expired session
 * here and the session provider reacts (state, message, navigation).
 */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function expireSession(notify = true): void {
  clearSession();
  for (const listener of listeners) listener({ notify });
}
