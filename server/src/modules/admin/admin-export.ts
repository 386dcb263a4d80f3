import type { Response } from 'express';
import * as XLSX from 'xlsx';

/** Sends rows under Korean column headers (won amounts as numbers) as a one-sheet .xlsx download. */
export function sendWorkbook<T>(
  res: Response,
  fileBase: string,
  sheetName: string,
  columns: Record<string, (row: T) => string | number | null>,
  rows: T[],
): void {
  const headers = Object.keys(columns);
  const cells = rows.map((row) => headers.map((header) => columns[header]!(row) ?? ''));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([headers, ...cells]), sheetName);
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${fileBase}.xlsx"`);
  res.setHeader('Cache-Control', 'no-store');
  res.end(buffer);
}
