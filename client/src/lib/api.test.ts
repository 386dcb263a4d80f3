import { STORAGE_KEYS } from '@shim/common/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, tokens } from '../test/fake-server';
import { storeSession } from '../test/render-app';
import { ApiError, apiFetch } from './api';
import { onSessionExpired } from './session';

let unsubscribe = () => {};
afterEach(() => unsubscribe());

function setUp(server: ReturnType<typeof fakeServer>) {
  vi.stubGlobal('fetch', server.fetch);
  const expired = vi.fn();
  unsubscribe = onSessionExpired(expired);
  return expired;
}

const infoFor = (valid: string) => (call: { authorization: string | null }) =>
  call.authorization === `Bearer access-${valid}`
    ? json(200, { name: '김쉼' })
    : json(401, { message: '로그인이 필요합니다.' });

describe('apiFetch', () => {
  it('sends the bearer token and JSON, and returns the JSON answer', async () => {
    storeSession('old');
    const server = fakeServer({ rest: { '/api/users/phone': () => json(200, { ok: true }) } });
    setUp(server);

    await expect(apiFetch('/api/users/phone', { method: 'PUT', body: { phone: '01012345678' } })).resolves.toEqual({
      ok: true,
    });
    expect(server.calls[0]).toMatchObject({ authorization: 'Bearer access-old', body: { phone: '01012345678' } });
  });

  it('on 401 refreshes once and retries with the new token', async () => {
    storeSession('old');
    const server = fakeServer({
      rest: { '/api/users/info': infoFor('new'), '/api/auth/refresh': () => json(200, tokens('new')) },
    });
    const expired = setUp(server);

    await expect(apiFetch('/api/users/info')).resolves.toEqual({ name: '김쉼' });
    expect(server.calls.map((call) => call.path)).toEqual(['/api/users/info', '/api/auth/refresh', '/api/users/info']);
    expect(expired).not.toHaveBeenCalled();
  });

  it('clears the session and reports it when the refresh fails', async () => {
    storeSession('old');
    const server = fakeServer({
      rest: { '/api/users/info': infoFor('never'), '/api/auth/refresh': () => json(401, { message: 'no' }) },
    });
    const expired = setUp(server);

    await expect(apiFetch('/api/users/info')).rejects.toEqual(new ApiError(401, '로그인이 필요합니다.'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(expired).toHaveBeenCalledExactlyOnceWith({ notify: true });
  });

  it('sends guest calls without a token and leaves the session alone on their 401', async () => {
    storeSession('old');
    const server = fakeServer({
      rest: { '/api/reservations/guest': () => json(401, { message: '예약 정보를 찾을 수 없습니다.' }) },
    });
    const expired = setUp(server);

    await expect(
      apiFetch('/api/reservations/guest', { anonymous: true, query: { orderId: 'A1', phone: '01012345678' } }),
    ).rejects.toThrow('예약 정보를 찾을 수 없습니다.');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.authorization).toBeNull();
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-old');
  });
});
