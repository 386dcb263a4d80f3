/** What a spreadsheet cell may hold: text, a number (won, counts), a yes/no, or nothing. */
export type Cell = string | number | boolean | null;

/** One sheet of an export: its name, its rows (the header row first) and, optionally, column widths. */
export interface SheetContent {
  sheetName: string;
  rows: Cell[][];
  /** Column widths in characters. */
  widths?: number[];
}

/** The messages between the server and its spreadsheet thread (spreadsheet-worker.ts). */
export type ThreadRequest =
  { kind: 'rows'; rows: Cell[][] } | { kind: 'build'; sheetName: string; widths: number[] | null };

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
