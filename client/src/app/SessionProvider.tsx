import { useApolloClient } from '@apollo/client/react';
import type { Locale } from '@shim/common/locales';
import { SESSION_MESSAGES } from '@shim/common/session-messages';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MeDocument } from '../gql/graphql';
import { useLocale } from '../i18n/I18nProvider';
import { clearSession, onSessionExpired, readAccessToken, readRefreshToken, storeTokens } from '../lib/session';
import { SessionContext, type Session, type SessionUser } from '../lib/session-context';
import { renderMode, startsAsNobody } from '../ssr/state';

/**
 * The session's §8 words in a language: Korean from the small module the page carries, another language's from
 * its catalogue, loaded when one is said (an expired session, a failed login).
 */
async function sessionWords(locale: Locale): Promise<{ sessionExpired: string; loginFailed: string }> {
  if (locale === 'ko') return SESSION_MESSAGES;
  const { loadMessages } = await import('@shim/common/message-locales.lazy');
  return (await loadMessages(locale)).messages;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const locale = useLocale();
  const [user, setUser] = useState<SessionUser | null>(null);
  // Server HTML was rendered for nobody: hydrating starts as nobody too (the header shows the guest's links
  // until the check below confirms the stored token).
  const [checking, setChecking] = useState(() => !startsAsNobody() && readAccessToken() !== null);
  const [notice, setNotice] = useState<string | null>(null);
  const pending = useRef<Promise<SessionUser | null> | null>(null);

  // One `me` at a time: the startup check and the route guard often ask together.
  const verify = useCallback((): Promise<SessionUser | null> => {
    const token = readAccessToken();
    pending.current ??= (
      token
        ? client
            // A check of the token with the server, not data to keep: never answered from the cache.
            .query({ query: MeDocument, fetchPolicy: 'no-cache', context: { silentExpiry: true } })
            .then(({ data }) => data?.me ?? null)
        : Promise.resolve(null)
    )
      // No answer (the page navigated away mid-request, the network dropped): the tokens stay for the next
      // page. A token the server refuses was already cleared by the session link (expireSession).
      .catch(() => undefined)
      .then((me) => {
        // Without a token there is nothing to clear, and a guest's pending payment must survive.
        if (me === null && token) clearSession();
        setUser(me ?? null);
        return me ?? null;
      })
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }, [client]);

  useEffect(() => {
    if (!readAccessToken()) return;
    // Server HTML and its cache were made for a guest: once the visitor is confirmed, their own fields
    // (the hearts) are asked again.
    const fromServer = renderMode.hydrating;
    void verify()
      .then((me) => {
        if (!me || !fromServer) return;
        // Within ssrForceFetchDelay a refetch is answered from the guest's cache: ask the network now.
        client.prioritizeCacheValues = false;
        return client.refetchQueries({ include: 'active' });
      })
      .finally(() => setChecking(false));
  }, [client, verify]);

  useEffect(
    () =>
      onSessionExpired(({ notify }) => {
        setUser(null);
        void client.clearStore();
        if (!notify) return;
        if (locale === 'ko') setNotice(SESSION_MESSAGES.sessionExpired);
        else void sessionWords(locale).then((words) => setNotice(words.sessionExpired));
        void navigate('/login');
      }),
    [client, navigate, locale],
  );

  const signIn = useCallback(
    async (tokens: Parameters<Session['signIn']>[0]): Promise<SessionUser> => {
      setNotice(null);
      // Cache first, then the new tokens: a `me` already in flight (the startup check, when a callback
      // page signs in on its first render) must not be cut off by clearing the store under it.
      await client.clearStore();
      storeTokens(tokens);
      const me = await verify();
      if (!me) throw new Error((await sessionWords(locale)).loginFailed);
      return me;
    },
    [client, verify, locale],
  );

  const signOut = useCallback(async (): Promise<void> => {
    const refreshToken = readRefreshToken();
    try {
      if (refreshToken) {
        // Loaded when someone logs out: no part of a page's first load.
        const { LogoutDocument } = await import('../gql/documents/LogoutDocument');
        await client.mutate({ mutation: LogoutDocument, variables: { input: { refreshToken } } });
      }
    } catch {
      // The server may already have ended the session; logging out here must still succeed.
    }
    clearSession();
    setUser(null);
    await client.clearStore();
  }, [client]);

  const value = useMemo<Session>(
    () => ({ user, checking, notice, dismissNotice: () => setNotice(null), verify, signIn, signOut }),
    [user, checking, notice, verify, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
