import { ValidationError } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { formatError } from './graphql';
import { createLogger } from './logger';

const logger = createLogger('silent', false);

function validationError(constraints?: Record<string, string>): ArgumentValidationError {
  const error = new ValidationError();
  error.property = 'password';
  error.value = 'Passw0rd!';
  error.constraints = constraints;
  return new ArgumentValidationError([error]);
}

describe('formatError', () => {
  it("answers an input's rule as BAD_USER_INPUT with the rule's message, never echoing the input", () => {
    const formatted = formatError(
      { message: 'Argument Validation Error' },
      validationError({ length: '너무 깁니다.' }),
      logger,
    );
    expect(formatted).toEqual({ message: '너무 깁니다.', path: undefined, extensions: { code: 'BAD_USER_INPUT' } });
    expect(JSON.stringify(formatted)).not.toContain('Passw0rd!');
  });

  it('falls back to the generic bad-request message when a rule gives none', () => {
    expect(formatError({ message: 'x' }, validationError(), logger).message).toBe(MESSAGES.badRequest);
  });

  it('hides anything unexpected behind INTERNAL_SERVER_ERROR and the generic message', () => {
    const formatted = formatError({ message: 'relation "x" does not exist' }, new Error('relation "x"'), logger);
    expect(formatted).toEqual({
      message: MESSAGES.internal,
      path: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
