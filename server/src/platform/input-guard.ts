import { MESSAGES } from '@shim/common/messages';
import { AppError } from './errors';

/** C0 controls, DEL and C1 controls; NUL above all, which PostgreSQL refuses in any text. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, less tab, line feed and carriage return, which free text (bodies, GraphQL values) may hold. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * The one boundary rule for strings that enter (REST paths, queries and bodies; GraphQL values): a
 * control character is a client mistake, answered 400 before any service or SQL sees it. `freeText`
 * allows tab and line breaks (bodies and GraphQL values hold the free text: inquiries, reviews, replies).
 */
export function assertNoControlCharacters(value: unknown, freeText: boolean): void {
  if (hasControlCharacter(value, freeText ? CONTROL_IN_TEXT : CONTROL, 0)) {
    throw AppError.badInput(MESSAGES.controlCharacters);
  }
}

function hasControlCharacter(value: unknown, pattern: RegExp, depth: number): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => hasControlCharacter(item, pattern, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL.test(key) || hasControlCharacter(item, pattern, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22xxx: a number out of range, a bad date, bad encoding):
 * a value the services let through that the database cannot store. It is the client's value, so it is a
 * 400, never a 500 with the statement in the answer.
 */
export function isDataException(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { code, sqlState } = error as { code?: unknown; sqlState?: unknown };
  const state = typeof sqlState === 'string' ? sqlState : typeof code === 'string' ? code : '';
  return /^22[0-9A-Z]{3}$/.test(state);
}
