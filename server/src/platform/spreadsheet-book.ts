/**
 * The `.xlsx` a spreadsheet thread writes (docs/decisions/platform.md, "Spreadsheet exports"): real dates, won
 * and counts as formatted numbers, columns as wide as their content, the header row frozen.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { safeCell, type Cell, type ColumnFormat } from './spreadsheet-cells';

/** One date and one date-time format for every export: ISO order reads naturally in Korean and sorts. */
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const WON_FORMAT = '#,##0"원"';
export const COUNT_FORMAT = '#,##0';
export const PERCENT_FORMAT = '0.0%';

/** Widths in characters (a CJK character counts two): never narrower than a short date, never a screen wide. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 50;
/** Rows measured for widths: every row of a small sheet, then a sample, so a two-year export stays fast. */
const MEASURED_ROWS = 5_000;

const DAY_MS = 86_400_000;
/** Excel's day 0 (1899-12-30) before the Unix epoch, in days. */
const EPOCH_DAYS = 25_569;
/** Asia/Seoul has kept UTC+9 without daylight saving since 1988. */
const SEOUL_OFFSET_MS = 9 * 3_600_000;

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date-time without an offset is already Seoul wall time (what `to_char(… at time zone 'Asia/Seoul')` gives). */
const WALL_TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

type SheetCell = XLSX.CellObject;

/** A Seoul calendar day's serial number, or null when the value is no date. */
function daySerial(value: Cell): number | null {
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) ? null : Math.floor((ms + SEOUL_OFFSET_MS) / DAY_MS) + EPOCH_DAYS;
  }
  if (typeof value !== 'string') return null;
  const day = DAY_TEXT.exec(value);
  return day ? Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!) / DAY_MS + EPOCH_DAYS : null;
}

/** A moment's serial number in Seoul wall time, or null when the value is no date-time. */
function momentSerial(value: Cell): number | null {
  let ms: number;
  if (value instanceof Date) ms = value.getTime() + SEOUL_OFFSET_MS;
  else if (typeof value === 'string') {
    const wall = WALL_TIME_TEXT.exec(value);
    ms = wall
      ? Date.UTC(+wall[1]!, +wall[2]! - 1, +wall[3]!, +wall[4]!, +wall[5]!, +(wall[6] ?? 0))
      : Date.parse(value) + SEOUL_OFFSET_MS;
  } else return null;
  return Number.isNaN(ms) ? null : ms / DAY_MS + EPOCH_DAYS;
}

/** A number, or the number a driver gave as text (bigint and numeric columns); null otherwise. */
function numberOf(value: Cell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const NUMBER_FORMATS = { won: WON_FORMAT, count: COUNT_FORMAT, percent: PERCENT_FORMAT } as const;

/** A value as the cell of a column with `format`; text always through safeCell (formula injection). */
function cellOf(value: Cell, format: ColumnFormat | undefined): SheetCell | undefined {
  if (value === null || value === undefined) return undefined;
  switch (format) {
    case 'date': {
      const serial = daySerial(value);
      if (serial !== null) return { t: 'n', v: serial, z: DATE_FORMAT };
      break;
    }
    case 'datetime': {
      const serial = momentSerial(value);
      if (serial !== null) return { t: 'n', v: serial, z: DATETIME_FORMAT };
      break;
    }
    case 'won':
    case 'count':
    case 'percent': {
      const number = numberOf(value);
      if (number !== null) return { t: 'n', v: number, z: NUMBER_FORMATS[format] };
      break;
    }
    default:
  }
  if (typeof value === 'number') return { t: 'n', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  if (value instanceof Date) return cellOf(value, 'datetime');
  return { t: 's', v: safeCell(value) as string };
}

/** Characters a text takes on screen: Hangul, CJK and full-width forms count two. */
export function textWidth(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    width +=
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6)
        ? 2
        : 1;
  }
  return width;
}

/** Digits of a whole number with its thousands separators. */
function groupedWidth(value: number): number {
  const digits = String(Math.round(Math.abs(value))).length;
  return digits + Math.floor((digits - 1) / 3) + (value < 0 ? 1 : 0);
}

/** How wide a written cell shows. */
function cellWidth(cell: SheetCell): number {
  switch (cell.z) {
    case DATE_FORMAT:
      return 10;
    case DATETIME_FORMAT:
      return 16;
    case WON_FORMAT:
      return groupedWidth(cell.v as number) + 2;
    case COUNT_FORMAT:
      return groupedWidth(cell.v as number);
    case PERCENT_FORMAT:
      return ((cell.v as number) * 100).toFixed(1).length + 1;
    default:
      return cell.t === 's' ? textWidth(cell.v as string) : String(cell.v).length;
  }
}

export interface BookOptions {
  sheetName: string;
  formats: readonly ColumnFormat[] | null;
  /** Given widths win; otherwise fitted to the header and (a sample of) the values. */
  widths: readonly number[] | null;
}

/** The `.xlsx` bytes of one sheet: `rows[0]` is the header row, frozen. */
export function writeBook(rows: readonly Cell[][], options: BookOptions): Buffer {
  const formats = options.formats ?? [];
  const columns = rows.reduce((most, row) => Math.max(most, row.length), 0);
  const measured = new Array<number>(columns).fill(0);
  const stride = Math.max(1, Math.ceil(rows.length / MEASURED_ROWS));
  const data: SheetCell[][] = new Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const cells: SheetCell[] = new Array(row.length);
    const measure = r < 1_000 || r % stride === 0;
    for (let c = 0; c < row.length; c++) {
      // The header row is text whatever its column's format.
      const cell = cellOf(row[c]!, r === 0 ? 'text' : formats[c]);
      if (!cell) continue;
      cells[c] = cell;
      if (measure) measured[c] = Math.max(measured[c]!, cellWidth(cell));
    }
    data[r] = cells;
  }
  const sheet: XLSX.WorkSheet = { '!data': data };
  if (columns > 0) sheet['!ref'] = XLSX.utils.encode_range({ r: 0, c: 0 }, { r: rows.length - 1, c: columns - 1 });
  sheet['!cols'] = measured.map((width, c) => ({
    wch: options.widths?.[c] ?? Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2)),
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, options.sheetName);
  // Stored, not deflated: the sheet's XML is patched below and the parts are deflated once, natively.
  const stored = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: false }) as Buffer;
  return zipParts(freezeHeader(partsOf(stored)));
}

/** What SheetJS's container reader gives (its bundled typings leave it untyped). */
interface StoredZip {
  FullPaths: string[];
  FileIndex: Array<{ name: string; type: number; content?: Uint8Array }>;
}

/** The parts (path → bytes) of a stored zip SheetJS wrote. */
function partsOf(stored: Buffer): Map<string, Uint8Array> {
  const container = XLSX.CFB.read(stored, { type: 'buffer' }) as StoredZip;
  const parts = new Map<string, Uint8Array>();
  container.FileIndex.forEach((entry, i) => {
    // Type 2 is a file; the root, folders and SheetJS's own marker entry are left out.
    if (entry.type !== 2 || !entry.content || entry.name.startsWith('\u0001')) return;
    parts.set(container.FullPaths[i]!.replace(/^[^/]*\//, ''), entry.content);
  });
  return parts;
}

const SHEET_PART = 'xl/worksheets/sheet1.xml';
const PLAIN_VIEW = '<sheetView workbookViewId="0"/>';
/** The header row stays in view while scrolling: SheetJS's community build writes no panes, so it is added here. */
const FROZEN_VIEW =
  '<sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView>';

function freezeHeader(parts: Map<string, Uint8Array>): Map<string, Uint8Array> {
  const sheet = Buffer.from(parts.get(SHEET_PART) ?? []);
  // The view comes before the sheet data: only the head of a large sheet's XML is searched.
  const at = sheet.subarray(0, 4_096).indexOf(PLAIN_VIEW);
  if (at < 0) throw new Error('spreadsheet: the sheet view to freeze was not found');
  parts.set(
    SHEET_PART,
    Buffer.concat([sheet.subarray(0, at), Buffer.from(FROZEN_VIEW), sheet.subarray(at + PLAIN_VIEW.length)]),
  );
  return parts;
}

/** A zip of the parts, deflated with Node's zlib ([Content_Types].xml first, as Office writes it). */
function zipParts(parts: Map<string, Uint8Array>): Buffer {
  const names = [...parts.keys()].sort(
    (a, b) => Number(b === '[Content_Types].xml') - Number(a === '[Content_Types].xml'),
  );
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const content = parts.get(name)!;
    const path = Buffer.from(name, 'utf8');
    // The fastest level: a third of the time of the default for a sixth more bytes.
    const packed = deflateRawSync(content, { level: 1 });
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: deflate
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8); // deflated
    local.writeUInt16LE(0, 10); // 00:00
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(path.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    local.copy(entry, 6, 4, 30); // version needed … name length, as in the local header
    // comment length, disk, attributes: zero
    entry.writeUInt32LE(offset, 42);
    locals.push(local, path, packed);
    central.push(entry, path);
    offset += local.length + path.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
