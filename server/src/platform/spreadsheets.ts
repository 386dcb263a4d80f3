import { availableParallelism } from 'node:os';
import type { Response } from 'express';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import type { RequestContext } from './context';
import { AppError } from './errors';
import {
  PackedRows,
  type Cell,
  type ColumnFormat,
  type SheetContent,
  type SheetDatabase,
  type SheetQuery,
} from './spreadsheet-cells';
import { SheetPool } from './spreadsheet-pool';

export {
  PackedRows,
  type Cell,
  type ColumnFormat,
  type SheetContent,
  type SheetDatabase,
  type SheetQuery,
} from './spreadsheet-cells';

/**
 * Every `.xlsx` export of the consoles (docs/decisions/platform.md, Platform "Spreadsheet exports"): a spreadsheet thread
 * builds the workbook, reading a large export's rows itself (a `SheetQuery`) or taking a small one's from the
 * route (a `SheetContent`); only so many exports are admitted at once, per process and per user, and beyond
 * that the caller gets 429 and Retry-After.
 */
export interface SpreadsheetLimits {
  /** Spreadsheet threads: one core is left to the event loop. */
  threads: number;
  /** Exports admitted at once in this process (waiting for a thread, or read and built on one). */
  maxInFlight: number;
  /** Exports admitted at once for one user. */
  perUser: number;
}

/** What /metrics shows of the export queue. */
export interface ExportQueueCounts {
  /** Admitted exports not yet answered. */
  inFlight: number;
  /** Admitted exports waiting for a free spreadsheet thread. */
  waiting: number;
  /** Exports being read and built on a spreadsheet thread now. */
  building: number;
}

/** Seconds a refused caller is told to wait: about one two-year export on a busy thread. */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

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

let limits = defaultSpreadsheetLimits();
let pool: SheetPool | null = null;
let database: SheetDatabase | null = null;
let inFlight = 0;
const perUser = new Map<string, number>();

/**
 * The limits of this process (config: EXPORT_THREADS, EXPORTS_MAX_IN_FLIGHT, EXPORTS_PER_USER), and the
 * database the threads read `SheetQuery` rows from.
 */
export function configureSpreadsheets(next: Partial<SpreadsheetLimits> & { database?: SheetDatabase }): void {
  const { database: reads, ...rest } = next;
  if (reads) database = reads;
  limits = { ...limits, ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) };
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

/** What a route hands over: a small sheet's rows, or the statement a thread reads a large one's with. */
export type SheetSource = SheetContent | SheetQuery;

/**
 * Builds one export for `owner` (a user's id): admitted first (else ExportsBusy), then `read` gives the sheet
 * (its checks may refuse here), then a spreadsheet thread reads the rows of a `SheetQuery` and writes the file.
 */
export async function buildSpreadsheet(owner: string, read: () => Promise<SheetSource>): Promise<Buffer> {
  const release = admit(owner);
  try {
    const sheet = await read();
    pool ??= new SheetPool(limits.threads);
    if (!('sql' in sheet)) return await pool.build(sheet);
    if (!database) throw new Error('spreadsheets: no database configured for SheetQuery exports');
    return await pool.build({ query: sheet, database });
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
  read: () => Promise<SheetSource>,
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

/** Header row and data rows of one sheet, from named columns (the admin lists), with formats by header. */
export function sheetOf<T>(
  sheetName: string,
  columns: Record<string, (row: T) => Cell>,
  rows: readonly T[],
  formats: Record<string, ColumnFormat> = {},
): SheetContent {
  const headers = Object.keys(columns);
  const getters = Object.values(columns);
  const cells = rows.map((row) => getters.map((get) => get(row) ?? ''));
  return {
    sheetName,
    rows: new PackedRows().add([headers, ...cells]),
    formats: headers.map((header) => formats[header] ?? 'text'),
  };
}
