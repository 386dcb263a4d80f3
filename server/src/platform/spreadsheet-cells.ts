import { deserialize, serialize } from 'node:v8';

/** What a spreadsheet cell may hold: text, a number (won, counts), a yes/no, a date, or nothing. */
export type Cell = string | number | boolean | Date | null;

/**
 * How a column is written (docs/decisions/platform.md, "Spreadsheet exports"): 'date' takes 'YYYY-MM-DD' or a
 * Date and 'datetime' an ISO string or a Date (written as Asia/Seoul wall time), both as real dates;
 * 'won' and 'count' take numbers (#,##0"원", #,##0); 'percent' takes a fraction (0.42 → 42.0%); 'text' as is.
 */
export type ColumnFormat = 'text' | 'date' | 'datetime' | 'won' | 'count' | 'percent';

/** Rows per serialized chunk: each is one short step on the event loop and one message to a thread. */
const ROWS_PER_CHUNK = 1000;

/**
 * A sheet's rows, serialized as they are read and kept outside the JavaScript heap until a thread takes them:
 * ten exports' rows held as live objects made the event loop's garbage collections long.
 */
export class PackedRows {
  readonly chunks: Buffer[] = [];

  add(rows: Cell[][]): this {
    for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
      this.chunks.push(serialize(rows.slice(start, start + ROWS_PER_CHUNK)));
    }
    return this;
  }
}

export const unpackRows = (chunk: Uint8Array): Cell[][] => deserialize(chunk) as Cell[][];

/** One sheet of an export: its name, its rows (the header row first) and, optionally, formats and widths. */
export interface SheetContent {
  sheetName: string;
  rows: PackedRows;
  /** Each column's format, by index; a column without one is written as read. */
  formats?: ColumnFormat[];
  /** Column widths in characters; fitted to the header and values when not given. */
  widths?: number[];
}

/**
 * One sheet of an export whose rows the spreadsheet thread reads itself, on its own connection: the domain
 * repository's statement, its values written in as the ORM writes them, answers one column per header.
 */
export interface SheetQuery {
  sheetName: string;
  headers: string[];
  sql: string;
  /** A column's words for its codes, by the column's index (a status's label); other values stay as read. */
  labels?: Record<number, Record<string, string>>;
  /** Each column's format, by index; a column without one is written as read. */
  formats?: ColumnFormat[];
  /** Column widths in characters; fitted to the header and values when not given. */
  widths?: number[];
}

/** Where and how long a spreadsheet thread may read (the server's DATABASE_URL and DB_* deadlines). */
export interface SheetDatabase {
  url: string;
  statementTimeoutMs: number;
  connectTimeoutMs: number;
}

/** The messages between the server and its spreadsheet thread (spreadsheet-worker.ts). */
export type ThreadRequest =
  | { kind: 'rows'; chunk: Uint8Array }
  | { kind: 'build'; sheetName: string; formats: ColumnFormat[] | null; widths: number[] | null }
  | { kind: 'query'; query: SheetQuery; database: SheetDatabase };

export type ThreadAnswer =
  { kind: 'ready' } | { kind: 'built'; bytes: ArrayBuffer } | { kind: 'failed'; message: string };

/** A text cell a spreadsheet program would read as a formula or a command once edited or saved as CSV. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Formula injection (OWASP "CSV Injection"): text that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is written with a leading `'`, so a guest, lodging or company name stays text. Numbers stay numbers.
 */
export function safeCell(value: Cell): Cell {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
