import { createLogger } from '../../src/platform/logger';
import type { NoAnswer, OutsideService } from '../../src/platform/outside-call';

/** What a test's outside service throws when no answer came, with why. */
export class NoAnswerError extends Error {
  constructor(why: NoAnswer) {
    super(why);
  }
}

/** An outside service for calls to a test's own receiver; the timeout is generous for a loaded machine. */
export const testService = (timeoutMs = 10_000): OutsideService => ({
  name: 'Test',
  logger: createLogger('silent', false),
  timeoutMs,
  noAnswer: (why) => new NoAnswerError(why),
});
