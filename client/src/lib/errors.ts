import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApiError } from './api';

/** The person-facing message of a failed call: the server's (spec §8 catalogue) when it gave one. */
export function messageOf(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  if (error instanceof ApiError) return error.message;
  return fallback;
}

/** The stable error code (`extensions.code`) of a GraphQL failure. */
export function codeOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
