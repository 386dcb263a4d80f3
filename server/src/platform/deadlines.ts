import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { serviceUnavailable } from './http-errors';
import type { Logger } from './logger';
import type { BackupStatus } from './backup-status';
import { databaseAnswers } from './readiness.repository';

/** The compose healthcheck gives /readyz 3 s: the probe itself gets less. */
const READY_PROBE_MAX_MS = 2_000;

/**
 * A request not answered within `ms` gets 503 with Retry-After, so a client never waits on a hung
 * dependency longer than that; what the work answers later is dropped (errorHandler sees the flag).
 * The time counts from the end of the request's body: a slow upload is bounded by Node's requestTimeout.
 */
export function requestDeadline(ms: number): RequestHandler {
  return (req, res, next) => {
    let timer: NodeJS.Timeout | undefined;
    const start = () => {
      timer = setTimeout(() => {
        if (res.headersSent) return;
        res.locals.deadlinePassed = true;
        res.setHeader('Connection', 'close');
        serviceUnavailable(res);
      }, ms);
      timer.unref();
    };
    const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.complete) req.once('end', start);
    else start();
    res.once('close', () => clearTimeout(timer));
    next();
  };
}

/** `/readyz`: the database answers `select 1` within the probe's limit, or the instance is not ready. */
export function readiness(
  orm: MikroORM,
  connectTimeoutMs: number,
  backup: () => BackupStatus | null = () => null,
): RequestHandler {
  const limitMs = Math.min(READY_PROBE_MAX_MS, connectTimeoutMs);
  return async (_req, res) => {
    const up = await withinTime(databaseAnswers(orm.em), limitMs);
    // The backup section only informs: a late backup is the operator's warning, not a reason to stop traffic.
    if (up) res.json({ status: 'ok', database: 'up', backup: backup() });
    else res.status(503).json({ status: 'unavailable', database: 'down' });
  };
}

/** True when `work` succeeds within `ms`; false when it fails or is still running then. */
async function withinTime(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true).catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Node's own limits on a connection: the headers within 10 s, the whole request (a large upload
 * included) within 2 minutes, idle keep-alive connections closed before nginx's 75 s would reuse them.
 */
export function applyServerTimeouts(server: Server): void {
  server.headersTimeout = 10_000;
  server.requestTimeout = 120_000;
  server.keepAliveTimeout = 65_000;
}

/**
 * Stops `server` for a shutdown: no new connections, idle ones closed, in-flight requests given
 * `deadlineMs`; past it the remaining connections are cut. Resolves true if everything finished in time.
 */
export async function closeWithin(server: Server, deadlineMs: number, logger: Logger): Promise<boolean> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), deadlineMs);
  });
  const inTime = await Promise.race([closed.then(() => true as const), late]);
  clearTimeout(timer);
  if (!inTime) {
    logger.warn({ deadlineMs }, '종료 기한이 지나 남은 요청의 연결을 끊습니다');
    server.closeAllConnections();
    await closed;
  }
  return inTime;
}
