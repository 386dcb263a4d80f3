import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { PinnedClock } from '../../platform/clock';

// 00:30 in Seoul on 1 March is still 28 February in UTC, and years away from the system clock.
const clock = new PinnedClock('2031-03-01T00:30:00+09:00');
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { clock });
});
afterAll(() => app.close());

describe("the lodging detail and the search count days from the clock's today", () => {
  it('refuses a check-in before the pinned Seoul today and takes one on it', async () => {
    const { hotel } = await createHotel(app.orm);
    const detail = (checkIn: string, checkOut: string) =>
      app.request('POST', '/api/detail', { body: { hotelId: hotel.id, checkIn, checkOut, rooms: 1, persons: 2 } });
    expect(await detail('2031-02-28', '2031-03-01')).toMatchObject({
      status: 400,
      body: { message: MESSAGES.pastCheckin },
    });
    expect((await detail('2031-03-01', '2031-03-02')).status).toBe(200);

    const search = (startDate: string, endDate: string) =>
      app.request('POST', '/api/search', {
        body: { region: '서울', startDate, endDate, numberOfRooms: 1, numberOfPeople: 2 },
      });
    expect(await search('2031-02-28', '2031-03-01')).toMatchObject({
      status: 400,
      body: { message: MESSAGES.pastCheckin },
    });
    expect([200, 204]).toContain((await search('2031-03-01', '2031-03-02')).status);
  });
});
