import { isTokenPair, readRefreshToken, storeTokens } from './session';

let inFlight: Promise<boolean> | null = null;

/**
 * Exchanges the stored refresh token for a new pair. Refresh tokens work once and reusing one revokes
 * the whole session, so concurrent 401s must share a single exchange: callers get the same promise.
 */
export function refreshTokens(): Promise<boolean> {
  inFlight ??= exchange().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function exchange(): Promise<boolean> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) return false;
  try {
    // Plain fetch, not the REST helper or Apollo: a failing refresh must not trigger another refresh.
    const response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    if (!isTokenPair(body)) return false;
    storeTokens(body);
    return true;
  } catch {
    return false;
  }
}
