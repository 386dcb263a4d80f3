import { createServer } from 'node:http';
import { createHttpApp } from './app';
import { ConfigError, loadConfig, startupWarnings } from './config';
import { walDirOf } from './db/backup/wal-archive';
import { startDatabase } from './db/database';
import { connectOrm, connectPaymentOrm, connectReadOrm, poolDeadlinesOf } from './orm';
import { DEMO_ACCOUNTS, demoPasswordFor } from './seeds/demo-accounts';
import { isEmpty, seedDemo } from './seeds/demo.seeder';
import { importLandmarksIfEmpty } from './modules/landmarks/landmark-sheet';
import { startJobs } from './modules/jobs';
import { extendInventory } from './modules/rooms/inventory.service';
import { createAdapters } from './platform/adapters';
import { systemClock } from './platform/clock';
import { applyServerTimeouts, closeWithin } from './platform/deadlines';
import { keepServingThroughStrayErrors } from './platform/last-resort';
import { createLogger } from './platform/logger';
import { Metrics } from './platform/metrics';
import { SharedState } from './platform/shared-state';
import { copyFolderToStorage } from './platform/storage/copy-folder';
import { photoStorageOf, uploadsDirOf } from './platform/storage/photo-storage';

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
    walArchiveDir: walDirOf(config.backupDir),
    logger,
  });
  const orm = await connectOrm(
    database.url,
    async (orm) => {
      if (config.seedDemo && (await isEmpty(orm.em.fork()))) {
        logger.info('빈 데이터베이스에 데모 데이터를 넣습니다');
        const password = demoPasswordFor(config);
        await seedDemo(orm.em.fork(), {
          uploadsDir: uploadsDirOf(config.dataDir),
          password,
          commissionRate: config.COMMISSION_RATE_PERCENT,
        });
        // The demo photos are drawn into the local folder; a bucket gets its copy (what `photos:to-s3` does).
        if (config.PHOTO_STORAGE === 's3')
          await copyFolderToStorage(uploadsDirOf(config.dataDir), photoStorageOf(config, logger));
        // Printed this once: in production the password is generated and kept nowhere else.
        logger.info(`데모 계정 ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} 의 비밀번호: ${password}`);
      }
      await importLandmarksIfEmpty(orm.em.fork());
    },
    poolDeadlinesOf(config, config.DB_POOL_MAX),
  );
  const paymentOrm = await connectPaymentOrm(database.url, poolDeadlinesOf(config, config.DB_PAYMENT_POOL_MAX));
  const readOrm = config.DATABASE_READ_URL
    ? await connectReadOrm(config.DATABASE_READ_URL, poolDeadlinesOf(config, config.DB_READ_POOL_MAX))
    : undefined;
  // Also daily on the job queue (modules/jobs.ts); at boot so a fresh database has a year ahead at once.
  await extendInventory(orm.em.fork(), systemClock.today()).catch((error: unknown) =>
    logger.error({ err: error }, '재고 연장 실패'),
  );

  const shared = await SharedState.connect(config, orm, { logger });
  const core = { config, orm, paymentOrm, readOrm, logger, shared, metrics: new Metrics() };
  const adapters = createAdapters(core);
  const http = await createHttpApp({ ...core, adapters });
  const server = createServer(http.express);
  applyServerTimeouts(server);
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  // From here on, one request's stray error is logged, never the end of the process (start-up errors still end it).
  keepServingThroughStrayErrors(logger);

  // The sandbox and stand-ins are served by this process; the job reaches them on the loopback, or on
  // the one address it listens on.
  const wildcard = ['0.0.0.0', '::'].includes(config.HOST);
  const selfHost = wildcard ? '127.0.0.1' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  const selfUrl = `http://${selfHost}:${config.PORT}`;
  const jobs = await startJobs(http.services, { databaseUrl: database.url, selfUrl });

  logger.info(
    `쉼, 한국이 ${config.publicUrl} 에서 실행 중입니다 (GraphQL ${config.publicUrl}/graphql, ${config.HOST}:${config.PORT} 에서 수신)`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, '종료합니다');
    // Whatever hangs below (a request, the pool, the database), the process ends within the deadline,
    // under compose's 30 s grace: requests get most of it, the rest is for closing.
    const hardStop = setTimeout(() => {
      logger.error({ deadlineMs: config.SHUTDOWN_TIMEOUT_MS }, '종료 기한이 지나 강제로 종료합니다');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    hardStop.unref();
    await closeWithin(server, Math.max(100, config.SHUTDOWN_TIMEOUT_MS - 3_000), logger);
    await jobs.stop();
    await http.close();
    await core.shared.close();
    await paymentOrm.close();
    await readOrm?.close();
    await orm.close();
    await database.stop();
    logger.info('정상 종료되었습니다');
    process.exit(0);
  };
  // A shutdown that fails still ends the process (the last-resort handlers would otherwise keep it half-closed).
  const stop = (signal: string) =>
    shutdown(signal).catch((error: unknown) => {
      logger.error({ err: error }, '정상 종료에 실패했습니다');
      process.exit(1);
    });
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('시작하지 못했습니다:', error);
  process.exit(1);
});
