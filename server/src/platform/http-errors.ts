import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { MESSAGES } from '@shim/common/messages';
import { isAppError } from './errors';
import { isDataException } from './input-guard';
import type { Logger } from './logger';
import { isDatabaseUnavailable, OutageLog, RETRY_AFTER_SECONDS } from './outages';

/** Unknown paths under /api answer JSON, not an HTML page. */
export const notFoundJson: RequestHandler = (_req, res) => {
  res.status(404).json({ message: MESSAGES.pathNotFound });
};

/** REST errors: `{message}` with the code's status; client mistakes are 4xx, never 500 (ARCHITECTURE §5). */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  const outages = new OutageLog(logger, '데이터베이스에 연결할 수 없거나 응답이 늦습니다');
  return (error, req, res, next) => {
    // The request's deadline already answered 503; what the work says afterwards goes nowhere.
    if (res.locals.deadlinePassed) return;
    if (res.headersSent) return next(error);
    if (isDatabaseUnavailable(error)) {
      outages.report(error, res.locals.requestId as string | undefined);
      serviceUnavailable(res);
      return;
    }
    if (isAppError(error)) {
      res.status(error.status).json({ message: error.message, ...error.details });
      return;
    }
    const bodyParserType = (error as { type?: string }).type;
    if (bodyParserType === 'entity.parse.failed') {
      res.status(400).json({ message: MESSAGES.malformedJson });
      return;
    }
    if (bodyParserType === 'entity.too.large') {
      res.status(413).json({ message: MESSAGES.badRequest });
      return;
    }
    if (isDataException(error)) {
      logger.warn({ sqlState: (error as { code?: string }).code, url: req.path }, 'value refused by the database');
      res.status(400).json({ message: MESSAGES.badRequest });
      return;
    }
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ message: MESSAGES.badRequest });
      return;
    }
    const requestId = res.locals.requestId as string | undefined;
    logger.error({ err: error, requestId, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(500).json({ message: MESSAGES.internal, requestId });
  };
}

/** 503 with Retry-After and the Korean "try again shortly": a dependency is away, not the client's fault. */
export function serviceUnavailable(res: Response): void {
  res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(503).json({ message: MESSAGES.serviceUnavailable });
}
