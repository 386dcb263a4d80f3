/**
 * The spreadsheet thread (platform/spreadsheets.ts starts it): reads a sheet's rows from PostgreSQL itself, or
 * takes them in chunks, builds the `.xlsx` and hands its bytes back, so a two-year export never holds the
 * server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import pg from 'pg';
import { writeBook } from './spreadsheet-book';
import {
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

/** The workbook's bytes, in a buffer of their own so they can be transferred to the server's thread. */
function workbook(options: Parameters<typeof writeBook>[1]): ArrayBuffer {
  const bytes = writeBook(rows, options);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** `date` columns as the 'YYYY-MM-DD' they are: the driver's default reads them as midnight in this process's zone. */
const DATE_OID = 1082;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? (text: string) => text : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The statement's rows through a cursor of one read-only transaction, on a connection of this export's own. */
async function readRows(query: SheetQuery, database: SheetDatabase): Promise<void> {
  const client = new pg.Client({
    connectionString: database.url,
    statement_timeout: database.statementTimeoutMs,
    query_timeout: database.statementTimeoutMs + 2_000,
    connectionTimeoutMillis: database.connectTimeoutMs,
    application_name: 'spreadsheet export',
    types,
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
        rows.push(row);
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
      const { sheetName, formats, widths } = request.query;
      return { kind: 'built', bytes: workbook({ sheetName, formats: formats ?? null, widths: widths ?? null }) };
    }
    const { sheetName, formats, widths } = request;
    return { kind: 'built', bytes: workbook({ sheetName, formats, widths }) };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  } finally {
    rows = [];
  }
}

port.on('message', (request: ThreadRequest) => {
  if (request.kind === 'rows') {
    for (const row of unpackRows(request.chunk)) rows.push(row);
    return;
  }
  void answer(request).then((result) => port.postMessage(result, result.kind === 'built' ? [result.bytes] : []));
});

port.postMessage({ kind: 'ready' } satisfies ThreadAnswer);
