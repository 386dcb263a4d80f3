/**
 * The spreadsheet thread (platform/spreadsheets.ts starts it): takes a sheet's rows in chunks, builds the
 * `.xlsx` and hands its bytes back, so a two-year export never holds the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import * as XLSX from 'xlsx';
import { safeCell, type Cell, type ThreadAnswer, type ThreadRequest } from './spreadsheet-cells';

const port = parentPort!;
let rows: Cell[][] = [];

function workbook(sheetName: string, widths: number[] | null): ArrayBuffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  if (widths) sheet['!cols'] = widths.map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

port.on('message', (request: ThreadRequest) => {
  if (request.kind === 'rows') {
    for (const row of request.rows) rows.push(row.map(safeCell));
    return;
  }
  let answer: ThreadAnswer;
  try {
    answer = { kind: 'built', bytes: workbook(request.sheetName, request.widths) };
  } catch (error) {
    answer = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  rows = [];
  port.postMessage(answer, answer.kind === 'built' ? [answer.bytes] : []);
});

port.postMessage({ kind: 'ready' } satisfies ThreadAnswer);
