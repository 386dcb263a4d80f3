import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type ErrorLike, type TypePolicies } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { LOCALE_TAG } from '@shim/common/locales';
import { currentLocale } from './i18n/catalog';
import type { GraphQLFormattedError } from 'graphql';
import { from as fromPromise, mergeMap, of, tap, throwError } from 'rxjs';
import { browserKey } from './lib/browser-key';
import { expireSession, readAccessToken } from './lib/session';
import { refreshTokens } from './lib/token-refresh';

declare module '@apollo/client' {
  interface DefaultContext {
    /** A background session re-check: on expiry clear the session without a message or redirect. */
    silentExpiry?: boolean;
  }
}

/**
 * Operations that must never carry the stored token: a stale token on them would turn a wrong
 * password (UNAUTHENTICATED) into a refresh attempt and a bogus "session expired".
 */
const ANONYMOUS_OPERATIONS = new Set(['Login', 'Logout', 'RecaptchaNeeded']);

const authLink = new SetContextLink((previous, operation) => {
  const token = ANONYMOUS_OPERATIONS.has(operation.operationName ?? '') ? null : readAccessToken();
  // The page's language, not the browser's: names and messages answer in what the visitor reads.
  const headers = {
    ...previous.headers,
    'x-browser-key': browserKey(),
    'accept-language': LOCALE_TAG[currentLocale()],
  };
  return { headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers };
});

const hasUnauthenticated = (errors: ReadonlyArray<GraphQLFormattedError> | undefined): boolean =>
  errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED') ?? false;

export const isUnauthenticated = (error: ErrorLike): boolean =>
  (ServerError.is(error) && error.statusCode === 401) ||
  (CombinedGraphQLErrors.is(error) && hasUnauthenticated(error.errors));

/**
 * On an expired access token: one refresh and one retry (through authLink again, so with the new
 * token). ErrorLink does not run its handler on the retry's outcome, so that is watched here.
 */
const sessionLink = new ErrorLink(({ error, result, operation, forward }) => {
  const context = operation.getContext();
  if (typeof context.headers?.authorization !== 'string' || !isUnauthenticated(error)) return;
  const expire = () => expireSession(!context.silentExpiry);
  return fromPromise(refreshTokens()).pipe(
    mergeMap((refreshed) => {
      if (!refreshed) {
        expire();
        return result ? of(result) : throwError(() => error);
      }
      return forward(operation).pipe(
        tap({
          next: (retried) => {
            if (hasUnauthenticated(retried.errors)) expire();
          },
          error: (retryError: unknown) => {
            if (ServerError.is(retryError) && retryError.statusCode === 401) expire();
          },
        }),
      );
    }),
  );
});

/**
 * Prices and rooms left depend on the stay, and the schema says so: `Hotel.minPrice(stay:)` and
 * `Room.offer(stay:)` take it as an argument, so the cache keeps each stay's answer under its own key on the
 * one normalized `Hotel` or `Room`, and a heart (`Hotel.wishlisted`) is one field everywhere it shows.
 * Search pages: one list per criteria, filter and sort; 더 보기 (`after`) appends to it.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      searchHotels: {
        keyArgs: ['criteria', 'filter', 'sort'],
        merge(existing: { edges: unknown[] } | undefined, incoming: { edges: unknown[] }, { args }) {
          if (!existing || !args?.after) return incoming;
          return { ...incoming, edges: [...existing.edges, ...incoming.edges] };
        },
      },
    },
  },
};

/**
 * `state`: the cache a server render filled (entry-server.tsx). For a moment after start every query is
 * answered from it, `cache-and-network` ones included, so hydrating asks nothing the HTML already shows.
 */
export function createApolloClient(options: { fetch?: typeof fetch; state?: object } = {}): ApolloClient {
  const httpLink = new HttpLink({ uri: '/graphql', fetch: options.fetch });
  const cache = new InMemoryCache({ typePolicies });
  if (options.state) cache.restore(options.state as ReturnType<InMemoryCache['extract']>);
  return new ApolloClient({
    link: ApolloLink.from([sessionLink, authLink, httpLink]),
    cache,
    ...(options.state ? { ssrForceFetchDelay: 1000 } : {}),
  });
}
