/**
 * The spreadsheet thread (platform/spreadsheets.ts starts it): reads a sheet's rows from PostgreSQL itself, or
 * takes them in chunks, builds the `.xlsx` and hands its bytes back, so a two-year export never holds the
 * server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import pg from 'pg';
import * as XLSX from 'xlsx';
import {
  safeCell,
  unpackRows,
  type Cell,
  type SheetDatabase,
  type SheetQuery,
  type ThreadAnswer,
  type ThreadRequest,
} from './spreadsheet-cells';

const port = parentPort!;
/** Rows fetched from the cursor at a time: the thread never holds a whole answer twice. */
const FETCH_ROWS = 2_000;
let rows: Cell[][] = [];

function workbook(sheetName: string, widths: number[] | null): ArrayBuffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  if (widths) sheet['!cols'] = widths.map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

/** The statement's rows through a cursor of one read-only transaction, on a connection of this export's own. */
async function readRows(query: SheetQuery, database: SheetDatabase): Promise<void> {
  const client = new pg.Client({
    connectionString: database.url,
    statement_timeout: database.statementTimeoutMs,
    query_timeout: database.statementTimeoutMs + 2_000,
    connectionTimeoutMillis: database.connectTimeoutMs,
    application_name: 'spreadsheet export',
  });
  client.on('error', () => undefined); // a broken connection fails the query in flight, which answers `failed`
  await client.connect();
  try {
    await client.query('set jit = off');
    await client.query('begin read only');
    await client.query(`declare sheet_rows no scroll cursor for ${query.sql}`);
    const labels = Object.entries(query.labels ?? {}).map(([column, words]) => [Number(column), words] as const);
    rows.push(query.headers);
    for (;;) {
      const page = await client.query<Cell[]>({ text: `fetch ${FETCH_ROWS} from sheet_rows`, rowMode: 'array' });
      for (const row of page.rows) {
        for (const [column, words] of labels) row[column] = words[String(row[column])] ?? row[column]!;
        rows.push(row.map(safeCell));
      }
      if (page.rows.length < FETCH_ROWS) break;
    }
    await client.query('commit');
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function answer(request: Exclude<ThreadRequest, { kind: 'rows' }>): Promise<ThreadAnswer> {
  try {
    if (request.kind === 'query') {
      await readRows(request.query, request.database);
      return { kind: 'built', bytes: workbook(request.query.sheetName, request.query.widths ?? null) };
    }
    return { kind: 'built', bytes: workbook(request.sheetName, request.widths) };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  } finally {
    rows = [];
  }
}

port.on('message', (request: ThreadRequest) => {
  if (request.kind === 'rows') {
    for (const row of unpackRows(request.chunk)) rows.push(row.map(safeCell));
    return;
  }
  void answer(request).then((result) => port.postMessage(result, result.kind === 'built' ? [result.bytes] : []));
});

port.postMessage({ kind: 'ready' } satisfies ThreadAnswer);
