import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from './logger';

/** An incoming id is kept when it looks like one (a proxy's or a client's), never anything longer or odd. */
const SANE_REQUEST_ID = /^[\w.:-]{8,128}$/;

/**
 * Every request gets an id (X-Request-Id in, honoured when sane; else a new UUID), answered in
 * `X-Request-Id` and carried by the request's child logger, so every log line of it can be found.
 */
export function requestIds(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.locals.logger = logger.child({ requestId });
    res.setHeader('X-Request-Id', requestId);
    next();
  };
}
