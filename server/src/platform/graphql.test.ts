import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { ValidationError } from 'class-validator';
import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import { ArgumentValidationError } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp } from '../../test/harness';
import { formatError } from './graphql';
import { createLogger, type Logger } from './logger';

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

  it('answers a persisted query whose hash is not its query’s as the client’s mistake: one info line, no stack', () => {
    const lines: Array<{ level: number; msg: string; err?: unknown }> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    });
    const recording = pino({ level: 'info' }, sink) as unknown as Logger;
    // As Apollo hands it over: its own error without a code, so labelled INTERNAL_SERVER_ERROR.
    const apollo = new GraphQLError('provided sha does not match query');
    const formatted = formatError(
      { message: apollo.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      apollo,
      recording,
    );
    expect(formatted).toEqual({
      message: MESSAGES.persistedQueryHashMismatch,
      extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
    });
    expect(lines).toEqual([expect.objectContaining({ level: 30 })]);
    expect(lines[0]!.err).toBeUndefined();
  });
});

describe('an automatic persisted query with the wrong hash', () => {
  it('is a 400 with PERSISTED_QUERY_HASH_MISMATCH', async () => {
    const app = await startTestApp();
    try {
      const query = '{ inquiryBoard(first: 1) { totalCount } }';
      const wrong = createHash('sha256').update(`${query} `).digest('hex');
      const answer = await app.request('POST', '/graphql', {
        body: { query, extensions: { persistedQuery: { version: 1, sha256Hash: wrong } } },
      });
      expect(answer.status).toBe(400);
      expect(answer.json<{ errors: unknown[] }>().errors).toEqual([
        { message: MESSAGES.persistedQueryHashMismatch, extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } },
      ]);
    } finally {
      await app.close();
    }
  });
});
