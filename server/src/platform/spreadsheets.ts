import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Response } from 'express';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import type { RequestContext } from './context';
import { AppError } from './errors';
import type { Cell, SheetContent, ThreadAnswer, ThreadRequest } from './spreadsheet-cells';

export type { Cell, SheetContent } from './spreadsheet-cells';

/**
 * Every `.xlsx` export of the consoles (docs/decisions.md, Platform "Spreadsheet exports"): the rows are read
 * from PostgreSQL on the event loop, the workbook is built on a spreadsheet thread, and only so many exports
 * are admitted at once, per process and per user; beyond that the caller gets 429 and Retry-After.
 */
export interface SpreadsheetLimits {
  /** Spreadsheet threads: one core is left to the event loop. */
  threads: number;
  /** Exports admitted at once in this process (reading rows, waiting for a thread or being built). */
  maxInFlight: number;
  /** Exports admitted at once for one user. */
  perUser: number;
}

/** What /metrics shows of the export queue. */
export interface ExportQueueCounts {
  /** Admitted exports not yet answered: reading rows, waiting for a thread or being built. */
  inFlight: number;
  /** Admitted exports whose rows are read and wait for a free spreadsheet thread. */
  waiting: number;
  /** Workbooks being built on a spreadsheet thread now. */
  building: number;
}

/** Seconds a refused caller is told to wait: about one two-year export on a busy thread. */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

/** Rows per message to a thread: each structured clone stays a short piece of work on the event loop. */
const ROWS_PER_MESSAGE = 1000;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const defaultSpreadsheetLimits = (): SpreadsheetLimits => ({
  threads: Math.max(1, availableParallelism() - 1),
  maxInFlight: 4,
  perUser: 2,
});

/** The export queue was full for this caller: answered 429 with Retry-After. */
export class ExportsBusy extends AppError {
  readonly retryAfterSeconds = EXPORT_RETRY_AFTER_SECONDS;
  constructor(message: string) {
    super('TOO_MANY_REQUESTS', message);
  }
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The worker thread: the built module next to the bundle in production, the TypeScript source through tsx otherwise. */
function startThread(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./spreadsheet-worker.js', import.meta.url));
  // tsx's ES module API: its CommonJS twin (what require.resolve finds) cannot register the loader in a thread.
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(path.join(path.dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const source = new URL('./spreadsheet-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true });
}

/** One spreadsheet thread, one workbook at a time. */
class SheetThread {
  private readonly worker = startThread();
  private readonly ready: Promise<void>;
  private pending: { resolve(bytes: Buffer): void; reject(error: Error): void } | null = null;
  dead = false;

  constructor(onExit: (thread: SheetThread) => void) {
    // Idle threads never keep the process alive; an export in flight keeps its request open anyway.
    this.worker.unref();
    let started!: () => void;
    let failed!: (error: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => ((started = resolve), (failed = reject)));
    this.ready.catch(() => undefined);
    this.worker.on('message', (answer: ThreadAnswer) => {
      if (answer.kind === 'ready') return started();
      const pending = this.pending;
      this.pending = null;
      if (answer.kind === 'built') pending?.resolve(Buffer.from(answer.bytes));
      else pending?.reject(new Error(`spreadsheet thread: ${answer.message}`));
    });
    const fail = (error: Error) => {
      this.dead = true;
      failed(error);
      this.pending?.reject(error);
      this.pending = null;
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => {
      fail(new Error(`spreadsheet thread exited (${code})`));
      onExit(this);
    });
  }

  async build(sheet: SheetContent): Promise<Buffer> {
    await this.ready;
    const answer = new Promise<Buffer>((resolve, reject) => (this.pending = { resolve, reject }));
    for (let start = 0; start < sheet.rows.length && !this.dead; start += ROWS_PER_MESSAGE) {
      this.send({ kind: 'rows', rows: sheet.rows.slice(start, start + ROWS_PER_MESSAGE) });
      await yieldToLoop();
    }
    this.send({ kind: 'build', sheetName: sheet.sheetName, widths: sheet.widths ?? null });
    return answer;
  }

  private send(request: ThreadRequest): void {
    this.worker.postMessage(request);
  }
}

/** A fixed number of threads and a first-come queue of sheets waiting for one. */
class SheetPool {
  private readonly idle: SheetThread[] = [];
  private readonly queue: Array<{ sheet: SheetContent; done(bytes: Promise<Buffer>): void }> = [];
  private started = 0;
  building = 0;

  constructor(public threads: number) {}

  get waiting(): number {
    return this.queue.length;
  }

  build(sheet: SheetContent): Promise<Buffer> {
    return new Promise<Buffer>((resolve) => {
      this.queue.push({ sheet, done: resolve });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const thread = this.idle.pop() ?? (this.started < this.threads ? this.start() : null);
      if (!thread) return;
      const { sheet, done } = this.queue.shift()!;
      this.building += 1;
      const bytes = thread.build(sheet);
      done(bytes);
      void bytes
        .catch(() => undefined)
        .then(() => {
          this.building -= 1;
          if (!thread.dead) this.idle.push(thread);
          this.pump();
        });
    }
  }

  private start(): SheetThread {
    this.started += 1;
    return new SheetThread((gone) => {
      this.started -= 1;
      const at = this.idle.indexOf(gone);
      if (at >= 0) this.idle.splice(at, 1);
      this.pump();
    });
  }
}

let limits = defaultSpreadsheetLimits();
let pool: SheetPool | null = null;
let inFlight = 0;
const perUser = new Map<string, number>();

/** The limits of this process (config: EXPORT_THREADS, EXPORTS_MAX_IN_FLIGHT, EXPORTS_PER_USER). */
export function configureSpreadsheets(next: Partial<SpreadsheetLimits>): void {
  limits = { ...limits, ...Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined)) };
  if (pool) pool.threads = limits.threads;
}

/** The export queue's counts, for /metrics. */
export function exportQueueCounts(): ExportQueueCounts {
  return { inFlight, waiting: pool?.waiting ?? 0, building: pool?.building ?? 0 };
}

/** Takes a place in the queue for `owner` or refuses; the answer gives the place back. */
function admit(owner: string): () => void {
  const mine = perUser.get(owner) ?? 0;
  if (mine >= limits.perUser) throw new ExportsBusy(CONSOLE_MESSAGES.exportAlreadyRunning);
  if (inFlight >= limits.maxInFlight) throw new ExportsBusy(CONSOLE_MESSAGES.exportsBusy);
  inFlight += 1;
  perUser.set(owner, mine + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    inFlight -= 1;
    const left = (perUser.get(owner) ?? 1) - 1;
    if (left > 0) perUser.set(owner, left);
    else perUser.delete(owner);
  };
}

/**
 * Builds one export for `owner` (a user's id): admitted first (else ExportsBusy), then `read` gathers the
 * rows on the event loop (in pages, so no single step is long), then a spreadsheet thread writes the file.
 */
export async function buildSpreadsheet(owner: string, read: () => Promise<SheetContent>): Promise<Buffer> {
  const release = admit(owner);
  try {
    const sheet = await read();
    pool ??= new SheetPool(limits.threads);
    return await pool.build(sheet);
  } finally {
    release();
  }
}

/**
 * Builds the caller's export and sends it as a download named `fileName` (ASCII `fallbackName` for old
 * browsers); a refusal answers 429 with Retry-After.
 */
export async function sendSpreadsheet(
  ctx: RequestContext,
  res: Response,
  download: { fileName: string; fallbackName: string },
  read: () => Promise<SheetContent>,
): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await buildSpreadsheet(`user:${ctx.user?.id ?? ctx.ip}`, read);
  } catch (error) {
    if (error instanceof ExportsBusy) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
  res.setHeader('Content-Type', XLSX_TYPE);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${download.fallbackName}"; filename*=UTF-8''${encodeURIComponent(download.fileName)}`,
  );
  res.setHeader('Cache-Control', 'no-store');
  res.end(bytes);
}

/** Header row and data rows of one sheet, from named columns (the admin lists). */
export function sheetOf<T>(
  sheetName: string,
  columns: Record<string, (row: T) => Cell>,
  rows: readonly T[],
): SheetContent {
  const headers = Object.keys(columns);
  const getters = Object.values(columns);
  return { sheetName, rows: [headers, ...rows.map((row) => getters.map((get) => get(row) ?? ''))] };
}
