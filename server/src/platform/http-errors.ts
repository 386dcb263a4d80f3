import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MESSAGES } from '@shim/common/messages';
import { isAppError } from './errors';
import { isDataException } from './input-guard';
import type { Logger } from './logger';

/** Unknown paths under /api answer JSON, not an HTML page. */
export const notFoundJson: RequestHandler = (_req, res) => {
  res.status(404).json({ message: MESSAGES.pathNotFound });
};

/** REST errors: `{message}` with the code's status; client mistakes are 4xx, never 500 (ARCHITECTURE §5). */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (isAppError(error)) {
      res.status(error.status).json({ message: error.message });
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
    const requestId = res.locals.ctx?.requestId;
    logger.error({ err: error, requestId, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(500).json({ message: MESSAGES.internal, requestId });
  };
}
