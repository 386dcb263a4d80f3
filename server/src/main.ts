import { createServer } from 'node:http';
import { addDays } from '@shim/common/dates';
import { createHttpApp } from './app';
import { ConfigError, loadConfig, startupWarnings } from './config';
import { startDatabase } from './db/database';
import { connectOrm } from './db/orm';
import { DEMO_ACCOUNTS, demoPasswordFor } from './db/seeders/demo-accounts';
import { isEmpty, seedDemo } from './db/seeders/demo.seeder';
import { uploadsDirOf } from './modules/hotels/image-paths';
import { importLandmarksIfEmpty } from './modules/landmarks/landmark-sheet';
import { expireHolds } from './modules/reservations/hold-expiry';
import { dailyCheck } from './modules/reservations/money-check.service';
import { reconcilePayments } from './modules/reservations/settlement';
import { extendInventory } from './modules/rooms/inventory.service';
import { createAdapters } from './platform/adapters';
import { systemClock } from './platform/clock';
import { createLogger } from './platform/logger';
import { SharedState } from './platform/shared-state';

const DAY_MS = 24 * 3_600_000;
/** Unpaid holds last 10 minutes; a 30-second sweep gives them back at most that much later. */
const HOLD_SWEEP_MS = 30_000;
/** Open payment attempts are settled with Toss as soon as they are due (settlement.ts backs off itself). */
const RECONCILE_MS = 30_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL, !config.isProduction && process.stdout.isTTY);
  for (const warning of startupWarnings(config)) logger.warn(warning);
  const database = await startDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    port: config.EMBEDDED_PG_PORT,
    logger,
  });
  const orm = await connectOrm(database.url, async (orm) => {
    if (config.seedDemo && (await isEmpty(orm.em.fork()))) {
      logger.info('빈 데이터베이스에 데모 데이터를 넣습니다');
      const password = demoPasswordFor(config);
      await seedDemo(orm.em.fork(), { uploadsDir: uploadsDirOf(config.dataDir), password });
      // Printed this once: in production the password is generated and kept nowhere else.
      logger.info(`데모 계정 ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} 의 비밀번호: ${password}`);
    }
    await importLandmarksIfEmpty(orm.em.fork());
  });
  const keepInventoryAhead = () =>
    extendInventory(orm.em.fork(), systemClock.today()).catch((error: unknown) =>
      logger.error({ err: error }, '재고 연장 실패'),
    );
  await keepInventoryAhead();
  const inventoryTimer = setInterval(keepInventoryAhead, DAY_MS);
  inventoryTimer.unref();

  const core = { config, orm, logger, shared: await SharedState.connect(config, orm, { logger }) };
  const adapters = createAdapters(core);
  const http = await createHttpApp({ ...core, adapters });
  const server = createServer(http.express);
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));

  // The sandbox and stand-ins are served by this process; the job reaches them on the loopback, or on
  // the one address it listens on.
  const wildcard = ['0.0.0.0', '::'].includes(config.HOST);
  const selfHost = wildcard ? '127.0.0.1' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  const selfUrl = `http://${selfHost}:${config.PORT}`;
  const services = { ...core, clock: systemClock, adapters };
  const holdTimer = setInterval(() => {
    expireHolds(services).catch((error: unknown) => logger.error({ err: error }, '예약 만료 처리 실패'));
  }, HOLD_SWEEP_MS);
  holdTimer.unref();
  const reconcileTimer = setInterval(() => {
    reconcilePayments(services, selfUrl).catch((error: unknown) => logger.error({ err: error }, '결제 정산 실패'));
  }, RECONCILE_MS);
  reconcileTimer.unref();
  // Yesterday's money against Toss's transactions; administrators see any day on 정산 확인 필요.
  const checkYesterday = () =>
    dailyCheck(services, selfUrl, addDays(systemClock.today(), -1))
      .then((check) => {
        if (check.differences.length > 0) logger.error({ check }, '일일 정산 확인: Toss와 기록이 다릅니다');
      })
      .catch((error: unknown) => logger.error({ err: error }, '일일 정산 확인 실패'));
  const dailyCheckTimer = setInterval(checkYesterday, DAY_MS);
  dailyCheckTimer.unref();

  logger.info(
    `쉼, 한국이 ${config.publicUrl} 에서 실행 중입니다 (GraphQL ${config.publicUrl}/graphql, ${config.HOST}:${config.PORT} 에서 수신)`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, '종료합니다');
    clearInterval(inventoryTimer);
    clearInterval(holdTimer);
    clearInterval(reconcileTimer);
    clearInterval(dailyCheckTimer);
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await http.close();
    await core.shared.close();
    await orm.close();
    await database.stop();
    logger.info('정상 종료되었습니다');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('시작하지 못했습니다:', error);
  process.exit(1);
});
