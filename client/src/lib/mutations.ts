import { codeOf, failureMessage, type WordsByCode } from './errors';

/** What a mutation came to: its answer, or the code and the person-facing words of its failure. */
export type MutationOutcome<T> = { ok: true; data: T } | { ok: false; code: string | undefined; message: string };

/**
 * Runs a change (a GraphQL mutation or a REST call) and answers its outcome instead of throwing: the one way
 * screens turn a failed change into words (lib/errors.ts holds the code → words table).
 */
export async function runMutation<T>(
  mutate: () => Promise<T>,
  fallback: string,
  byCode?: WordsByCode,
): Promise<MutationOutcome<T>> {
  try {
    return { ok: true, data: await mutate() };
  } catch (error) {
    return { ok: false, code: codeOf(error), message: failureMessage(error, fallback, byCode) };
  }
}
