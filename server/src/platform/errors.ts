import { MESSAGES } from '@shim/common/messages';

/** Stable error codes; the one place that maps them to HTTP statuses (STYLE 4). */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // A thing that existed and was removed for good (a deleted lodging): crawlers drop it from their index.
  GONE: 410,
  SOLD_OUT: 409,
  // The cancellation quote the person confirmed is no longer the one in force: the answer carries the new one.
  REFUND_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  // The photo storage cannot take a write now (disk full, read-only, docs/decisions/photos.md): nothing was kept.
  INSUFFICIENT_STORAGE: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type services throw: a code, its status, and the spec's words for the person. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** What the client needs to act on the refusal (JSON): REST adds it to `{message}`, GraphQL to `extensions`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }

  static badInput(message: string = MESSAGES.badRequest): AppError {
    return new AppError('BAD_USER_INPUT', message);
  }
  static unauthenticated(message: string = MESSAGES.unauthenticated): AppError {
    return new AppError('UNAUTHENTICATED', message);
  }
  static forbidden(message: string = MESSAGES.forbidden): AppError {
    return new AppError('FORBIDDEN', message);
  }
  static notFound(message: string = MESSAGES.notFound): AppError {
    return new AppError('NOT_FOUND', message);
  }
  static conflict(message: string): AppError {
    return new AppError('CONFLICT', message);
  }
  static gone(message: string): AppError {
    return new AppError('GONE', message);
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
