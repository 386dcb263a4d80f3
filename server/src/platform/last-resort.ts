import type { Logger } from './logger';

/**
 * The process's last guard, installed once the server listens: an error nobody handled (a stream's 'error'
 * without a listener, a promise left without `catch`) belongs to one request or one background task, so it
 * is logged and the server keeps serving everyone else. Every known source handles its own errors; a line
 * here is a bug to fix, not a way of working.
 */
export function keepServingThroughStrayErrors(logger: Logger, target: NodeJS.EventEmitter = process): void {
  target.on('unhandledRejection', (reason: unknown) => {
    logger.error({ err: reason }, '처리되지 않은 프로미스 거부: 서버는 계속 실행됩니다');
  });
  target.on('uncaughtException', (error: Error, origin: string) => {
    logger.error({ err: error, origin }, '처리되지 않은 예외: 서버는 계속 실행됩니다');
  });
}
