import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGES } from '@shim/common/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { runMutation } from './mutations';

const FALLBACK = '저장하지 못했습니다.';
const graphqlFailure = (message: string, code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });
const failing = (error: unknown) => () => Promise.reject(error);

describe('runMutation', () => {
  it('answers the data of a change that went through', async () => {
    expect(await runMutation(() => Promise.resolve({ id: 1 }), FALLBACK)).toEqual({ ok: true, data: { id: 1 } });
  });

  it.each([
    ['BAD_USER_INPUT', MESSAGES.phoneInvalid],
    ['CONFLICT', MESSAGES.reservationNotDeletable],
    ['NOT_FOUND', MESSAGES.reservationNotFound],
    ['TOO_MANY_REQUESTS', MESSAGES.tooManyLoginAttempts],
  ])("shows the server's catalogue words for %s", async (code, message) => {
    expect(await runMutation(failing(graphqlFailure(message, code)), FALLBACK)).toEqual({ ok: false, code, message });
  });

  it("shows the screen's words for an internal error and for no answer at all", async () => {
    const internal = await runMutation(failing(graphqlFailure(MESSAGES.internal, 'INTERNAL_SERVER_ERROR')), FALLBACK);
    expect(internal).toEqual({ ok: false, code: 'INTERNAL_SERVER_ERROR', message: FALLBACK });
    const offline = await runMutation(failing(new TypeError('Failed to fetch')), FALLBACK);
    expect(offline).toEqual({ ok: false, code: undefined, message: FALLBACK });
  });

  it("puts the catalogue's words in place of GraphQL's own English", async () => {
    const invalid = graphqlFailure('Cannot query field "x" on type "Query".', 'GRAPHQL_VALIDATION_FAILED');
    expect(await runMutation(failing(invalid), FALLBACK)).toMatchObject({ message: MESSAGES.badRequest });
  });

  it('reads a REST failure by its status, as the same codes', async () => {
    expect(await runMutation(failing(new ApiError(409, MESSAGES.reservationNotDeletable)), FALLBACK)).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: MESSAGES.reservationNotDeletable,
    });
    expect(await runMutation(failing(new ApiError(500, MESSAGES.internal)), FALLBACK)).toMatchObject({
      message: FALLBACK,
    });
  });

  it('lets a screen word a code its own way', async () => {
    const outcome = await runMutation(failing(graphqlFailure('없음', 'NOT_FOUND')), FALLBACK, {
      NOT_FOUND: MESSAGES.inquiryNotFound,
    });
    expect(outcome).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.inquiryNotFound });
  });
});
