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

describe('safeCell', () => {
  it('prefixes text that a spreadsheet would run as a formula, and leaves numbers and other text alone', () => {
    for (const text of ['=1+1', '+82 10', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])
      expect(safeCell(text)).toBe(`'${text}`);
    for (const value of ['김예약', 'a=b', '', -5, 0, 120_000, true, null]) expect(safeCell(value)).toBe(value);
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
