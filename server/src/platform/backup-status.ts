import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import { backupFacts } from './readiness.repository';

/** The backup section of `/readyz`: a warning when late, never a reason to take the instance out. */
export interface BackupStatus {
  state: 'ok' | 'late';
  lastSuccessAt: string | null;
  method: string | null;
  lastSuccessAgeSeconds: number | null;
  /** Null while the database archives no WAL. */
  walArchiveLagSeconds: number | null;
  /** What is late, in Korean, for the operator. */
  warnings: string[];
}

export interface BackupLimits {
  BACKUP_MAX_AGE_HOURS: number;
  WAL_ARCHIVE_MAX_LAG_SECONDS: number;
}

/** How often the backup facts are read: lateness is measured in minutes and hours, not per request. */
const CHECK_EVERY_MS = 60_000;

/**
 * Watches the newest good backup and the WAL archive lag (backup_runs, pg_stat_archiver): keeps the last
 * reading for `/readyz` and the gauges, and logs one warning line when either turns late.
 */
export class BackupWatch {
  private reading: BackupStatus | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly limits: BackupLimits,
    private readonly logger: Logger,
  ) {}

  current(): BackupStatus | null {
    return this.reading;
  }

  registerGauges(metrics: Metrics): void {
    // No backup yet reads as infinitely old: an alert on the age fires without a special case.
    metrics.registerGauge(
      'shim_backup_last_success_age_seconds',
      'Seconds since the newest successful database backup finished (+Inf: none yet)',
      () => (this.reading ? (this.reading.lastSuccessAgeSeconds ?? Infinity) : []),
    );
    metrics.registerGauge(
      'shim_wal_archive_lag_seconds',
      'Seconds the WAL archive is behind (0: nothing waiting); absent while WAL is not archived',
      () => (this.reading?.walArchiveLagSeconds != null ? this.reading.walArchiveLagSeconds : []),
    );
  }

  start(): void {
    void this.check();
    this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Reads the facts once; a failed read keeps the previous reading (the database's health is /readyz's own). */
  async check(now = new Date()): Promise<BackupStatus | null> {
    try {
      const facts = await backupFacts(this.orm.em.fork());
      const age = facts.lastSuccessAt ? Math.max(0, (now.getTime() - facts.lastSuccessAt.getTime()) / 1000) : null;
      const warnings: string[] = [];
      if (age === null) warnings.push('성공한 백업이 없습니다');
      else if (age > this.limits.BACKUP_MAX_AGE_HOURS * 3600)
        warnings.push(
          `마지막 백업이 ${Math.floor(age / 3600)}시간 전입니다 (기준 ${this.limits.BACKUP_MAX_AGE_HOURS}시간)`,
        );
      if (facts.walLagSeconds !== null && facts.walLagSeconds > this.limits.WAL_ARCHIVE_MAX_LAG_SECONDS)
        warnings.push(
          `WAL 보관이 ${Math.floor(facts.walLagSeconds)}초 밀렸습니다 (기준 ${this.limits.WAL_ARCHIVE_MAX_LAG_SECONDS}초)`,
        );
      const wasLate = this.reading?.state === 'late';
      this.reading = {
        state: warnings.length ? 'late' : 'ok',
        lastSuccessAt: facts.lastSuccessAt?.toISOString() ?? null,
        method: facts.method,
        lastSuccessAgeSeconds: age === null ? null : Math.round(age),
        walArchiveLagSeconds: facts.walLagSeconds === null ? null : Math.round(facts.walLagSeconds),
        warnings,
      };
      if (warnings.length && !wasLate) this.logger.warn({ backup: this.reading }, `백업 지연: ${warnings.join('; ')}`);
    } catch (error) {
      this.logger.debug({ err: error }, '백업 상태를 읽지 못했습니다');
    }
    return this.reading;
  }
}
