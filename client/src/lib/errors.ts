import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGES } from '@shim/common/messages';
import { ApiError } from './api';

/** A REST answer's status as the stable code a GraphQL answer carries (the server's ERROR_STATUS, read back). */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  507: 'INSUFFICIENT_STORAGE',
};

/**
 * What each code tells the person, in one place for every screen. `server`: the server's message is the
 * catalogue's words for this very situation (spec §8), shown as it comes; a text: the catalogue's words
 * instead of a message not meant for people (GraphQL's own, in English). Any other code (an internal
 * error: its words are generic) and a failure with no answer get the screen's own words for what it tried.
 */
const WORDS_OF_CODE: Record<string, 'server' | string> = {
  BAD_USER_INPUT: 'server',
  UNAUTHENTICATED: 'server',
  FORBIDDEN: 'server',
  NOT_FOUND: 'server',
  CONFLICT: 'server',
  SOLD_OUT: 'server',
  REFUND_CHANGED: 'server',
  PAYLOAD_TOO_LARGE: 'server',
  TOO_MANY_REQUESTS: 'server',
  BAD_GATEWAY: 'server',
  SERVICE_UNAVAILABLE: 'server',
  INSUFFICIENT_STORAGE: 'server',
  GRAPHQL_PARSE_FAILED: MESSAGES.badRequest,
  GRAPHQL_VALIDATION_FAILED: MESSAGES.badRequest,
  BAD_REQUEST: MESSAGES.badRequest,
};

/** A screen's own words for some codes, over the table above (a not-found lookup, the manager login's English). */
export type WordsByCode = Partial<Record<string, string>>;

/** The stable error code of a failed call: GraphQL's `extensions.code`, or a REST status read as one. */
export function codeOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return CODE_OF_STATUS[error.status];
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

function serverMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message;
  if (error instanceof ApiError) return error.message;
  return undefined;
}

/** The person-facing words of a failed call: the screen's for its code, else the table's, else `fallback`. */
export function failureMessage(error: unknown, fallback: string, byCode: WordsByCode = {}): string {
  const code = codeOf(error);
  if (code === undefined) return fallback;
  const own = byCode[code];
  if (own !== undefined) return own;
  const words = WORDS_OF_CODE[code];
  if (words === 'server') return serverMessage(error) || fallback;
  return words ?? fallback;
}
