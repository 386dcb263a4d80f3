import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { startTestApp, type TestApp } from '../../test/harness';
import { safeCell } from './spreadsheet-cells';
import { buildSpreadsheet, exportQueueCounts, PackedRows, type Cell } from './spreadsheets';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const rowsOf = (bytes: Buffer) => {
  const book = XLSX.read(bytes);
  return XLSX.utils.sheet_to_json<Cell[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
};

/** The first sheet as parsed with its number formats (`z`) and shown text (`w`). */
const sheetOf = (bytes: Buffer, options: XLSX.ParsingOptions = {}) => {
  const book = XLSX.read(bytes, { cellNF: true, cellStyles: true, ...options });
  return book.Sheets[book.SheetNames[0]!]!;
};

/** The first sheet's XML as written into the file. */
function sheetXml(bytes: Buffer): string {
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  const part = XLSX.CFB.find(zip, '/xl/worksheets/sheet1.xml') as { content: Uint8Array } | null;
  return Buffer.from(part!.content).toString('utf8');
}

const FROZEN_HEADER = '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>';

describe('safeCell', () => {
  it('prefixes text that a spreadsheet would run as a formula, and leaves numbers and other text alone', () => {
    for (const text of ['=1+1', '+82 10', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])
      expect(safeCell(text)).toBe(`'${text}`);
    for (const value of ['김예약', 'a=b', '', -5, 0, 120_000, true, null]) expect(safeCell(value)).toBe(value);
  });
});

describe('spreadsheet formats', () => {
  it('writes real dates, won and counts with their formats, fits widths to content and freezes the header', async () => {
    const hotel = '서울 한강 호텔 앤 리조트 스위트';
    const bytes = await buildSpreadsheet('user:formats', async () => ({
      sheetName: '형식',
      rows: new PackedRows().add([
        ['체크인', '예약 일시', '숙소', '결제 금액(원)', '인원', '점유율', '메모'],
        ['2026-12-04', '2026-12-03T15:30:00Z', hotel, 305_000, 1234, 0.333, '=cmd|x'],
        [new Date('2026-12-04T15:00:00Z'), '2026-12-04 09:05', 'a'.repeat(200), '1200000', 2, 1, null],
        ['미정', 'soon', '', '무료', '-', null, '메모'],
      ]),
      formats: ['date', 'datetime', 'text', 'won', 'count', 'percent', 'text'],
    }));
    const sheet = sheetOf(bytes);
    expect(sheet.A2).toMatchObject({ t: 'n', z: 'yyyy-mm-dd', w: '2026-12-04' });
    // Written in Seoul wall time: 15:30 UTC is 00:30 the next day in Seoul.
    expect(sheet.B2).toMatchObject({ t: 'n', z: 'yyyy-mm-dd hh:mm', w: '2026-12-04 00:30' });
    expect(sheet.D2).toMatchObject({ t: 'n', v: 305_000, z: '#,##0"원"', w: '305,000원' });
    expect(sheet.E2).toMatchObject({ t: 'n', v: 1234, z: '#,##0', w: '1,234' });
    expect(sheet.F2).toMatchObject({ t: 'n', v: 0.333, z: '0.0%', w: '33.3%' });
    expect(sheet.G2).toMatchObject({ t: 's', v: "'=cmd|x" });
    // A Date is its Seoul day; a wall time without an offset is already Seoul's; a driver's numeric text a number.
    expect(sheet.A3).toMatchObject({ w: '2026-12-05' });
    expect(sheet.B3).toMatchObject({ w: '2026-12-04 09:05' });
    expect(sheet.D3).toMatchObject({ t: 'n', v: 1_200_000, w: '1,200,000원' });
    // What is not a date or a number stays the text it was, formula-safe.
    expect(sheet.A4).toMatchObject({ t: 's', v: '미정' });
    expect(sheet.D4).toMatchObject({ t: 's', v: '무료' });
    expect(sheet.E4).toMatchObject({ t: 's', v: "'-" });
    // The header stays text.
    expect(sheet.A1).toMatchObject({ t: 's', v: '체크인' });
    expect(sheetOf(bytes, { cellDates: true }).A2).toMatchObject({ t: 'd' });

    expect(sheetXml(bytes)).toContain(FROZEN_HEADER);
    const widths = sheet['!cols']!.map((column) => column.wch);
    // A 200-character text is capped.
    expect(widths[2]).toBe(50);
    expect(widths[0]).toBeGreaterThanOrEqual(10);
    expect(widths[1]).toBeGreaterThanOrEqual(16);
    expect(widths[3]).toBeGreaterThanOrEqual('1,200,000원'.length + 1);
    expect(Math.max(...widths.map(Number))).toBeLessThanOrEqual(50);
  });

  it('fits a column to its header and values, counting Hangul two wide', async () => {
    const hotel = '서울 한강 호텔 앤 리조트 스위트';
    const bytes = await buildSpreadsheet('user:formats', async () => ({
      sheetName: '폭',
      rows: new PackedRows().add([
        ['숙소', '번호'],
        [hotel, 1],
      ]),
    }));
    const widths = sheetOf(bytes)['!cols']!.map((column) => column.wch);
    // 13 syllables and 5 spaces, and a margin of 2; a short column keeps the minimum.
    expect(widths[0]).toBe(13 * 2 + 5 + 2);
    expect(widths[1]).toBe(8);
    expect(sheetXml(bytes)).toContain(FROZEN_HEADER);
  });

  it('formats the columns a SheetQuery reads: date, timestamptz, bigint won and counts', async () => {
    const bytes = await buildSpreadsheet('user:formats', async () => ({
      sheetName: '쿼리 형식',
      headers: ['숙박일', '결제 일시', '금액(원)', '건수'],
      sql: `select date '2026-12-01' + g, timestamptz '2026-12-03 15:30:00+00', (g * 1000000)::bigint, g * 1000
        from generate_series(1, 3) g order by g`,
      formats: ['date', 'datetime', 'won', 'count'],
    }));
    const sheet = sheetOf(bytes);
    expect(sheet.A2).toMatchObject({ t: 'n', w: '2026-12-02' });
    expect(sheet.B2).toMatchObject({ t: 'n', w: '2026-12-04 00:30' });
    expect(sheet.C4).toMatchObject({ t: 'n', v: 3_000_000, w: '3,000,000원' });
    expect(sheet.D4).toMatchObject({ t: 'n', v: 3000, w: '3,000' });
    expect(sheetXml(bytes)).toContain(FROZEN_HEADER);
  });
});

describe('buildSpreadsheet', () => {
  it('builds the workbook off the event loop: /readyz keeps answering while it is built', async () => {
    const size = 5_000;
    const rows: Cell[][] = [['번호', '이름', '금액(원)', '메모']];
    for (let i = 1; i <= size; i++) rows.push([i, `손님 ${i}`, i * 1000, i % 7 === 0 ? '=cmd|x' : '메모']);
    let done = false;
    const built = buildSpreadsheet('user:readyz', async () => ({
      sheetName: '큰 시트',
      rows: new PackedRows().add(rows),
    })).finally(() => (done = true));
    // Answers that both began and ended while the thread held the workbook: none could if it were built here.
    let answeredWhileBuilding = 0;
    while (!done) {
      const before = exportQueueCounts().building;
      const response = await fetch(`${app.url}/readyz`);
      expect(response.status).toBe(200);
      if (before === 1 && exportQueueCounts().building === 1 && !done) answeredWhileBuilding += 1;
    }
    expect(answeredWhileBuilding).toBeGreaterThan(0);
    const sheet = rowsOf(await built);
    expect(sheet).toHaveLength(size + 1);
    expect(sheet[1]).toEqual([1, '손님 1', 1000, '메모']);
    expect(sheet[7]).toEqual([7, '손님 7', 7000, "'=cmd|x"]);
    expect(exportQueueCounts()).toEqual({ inFlight: 0, waiting: 0, building: 0 });
  }, 120_000);

  it('reads a SheetQuery on the thread: its own connection, codes in words, formulas as text', async () => {
    const size = 20_000;
    const sql = `select g, 'row ' || g, g % 2 = 0, case when g % 7 = 0 then '=cmd|x' else 'memo' end
      from generate_series(1, ${size}) g order by g`;
    let done = false;
    const built = buildSpreadsheet('user:query', async () => ({
      sheetName: '쿼리 시트',
      headers: ['번호', '이름', '짝수', '메모'],
      sql,
      labels: { 2: { true: '짝', false: '홀' } },
    })).finally(() => (done = true));
    let answeredWhileBuilding = 0;
    while (!done) {
      const before = exportQueueCounts().building;
      expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
      if (before === 1 && exportQueueCounts().building === 1 && !done) answeredWhileBuilding += 1;
    }
    expect(answeredWhileBuilding).toBeGreaterThan(0);
    const sheet = rowsOf(await built);
    expect(sheet).toHaveLength(size + 1);
    expect(sheet[0]).toEqual(['번호', '이름', '짝수', '메모']);
    expect(sheet[1]).toEqual([1, 'row 1', '홀', 'memo']);
    expect(sheet[14]).toEqual([14, 'row 14', '짝', "'=cmd|x"]);
    expect(exportQueueCounts()).toEqual({ inFlight: 0, waiting: 0, building: 0 });
  }, 120_000);

  it('fails a SheetQuery whose statement fails, and gives the place back', async () => {
    const failing = buildSpreadsheet('user:query', async () => ({
      sheetName: '시트',
      headers: ['a'],
      sql: 'select 1 / 0',
    }));
    await expect(failing).rejects.toThrow('division by zero');
    expect(exportQueueCounts()).toEqual({ inFlight: 0, waiting: 0, building: 0 });
  });

  it('gives the place back when reading the rows fails', async () => {
    await expect(buildSpreadsheet('user:fails', () => Promise.reject(new Error('read failed')))).rejects.toThrow(
      'read failed',
    );
    expect(exportQueueCounts().inFlight).toBe(0);
    const again = await buildSpreadsheet('user:fails', async () => ({
      sheetName: '시트',
      rows: new PackedRows().add([['a'], [1]]),
    }));
    expect(rowsOf(again)).toEqual([['a'], [1]]);
  });
});
