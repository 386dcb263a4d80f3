import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, datesFrom } from '@shim/common/dates';
import { holdsParty, isBookable, meetsMinStay } from '@shim/common/stay-offer';
import { startTestApp, type TestApp } from '../../../test/harness';
import { seededIntegers } from '../../../test/support/seeded-random';
import { executeNamed } from '../../db/named';
import { NAMED_STAY, reviewScoreSql, stayOffersSql, type RoomStayOffer } from './stay-offer.repository';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface Night {
  date: string;
  total: number;
  held: number;
  sold: number;
  /** The most rooms in 대실 use during the night's hours (`day_use_night_peak`): not free for the night. */
  dayUsePeak: number;
  price: number;
  closed: boolean;
  minStay: number;
}

interface Case {
  roomId: number;
  capacity: number;
  active: boolean;
  rooms: number;
  persons: number;
  dates: string[];
  /** The nights in the inventory: some cases leave one out (beyond the inventory); some are closed. */
  nights: Night[];
}

const FIRST_NIGHT = '2027-03-01';

function generatedCases(count: number): Case[] {
  const random = seededIntegers(20261126);
  return Array.from({ length: count }, (_, i) => {
    const start = addDays(FIRST_NIGHT, random(0, 20));
    const dates = datesFrom(start, random(1, 5));
    const nights = dates.map((date) => {
      const total = random(0, 10);
      const held = random(0, Math.min(total, 2));
      const sold = random(0, Math.min(total - held, 3));
      // Odd thousands and an odd won now and then, so the nightly average has halves to round.
      const price = random(10, 400) * 1000 + (random(0, 9) === 0 ? 500 : 0);
      // Now and then a night closed by its manager, or asking arrivals for up to four nights.
      return {
        date,
        total,
        held,
        sold,
        // Every seventh date of the month, a 대실 holds a free room into the night's hours (no draw: same cases).
        dayUsePeak: Number(date.slice(8)) % 7 === 0 ? Math.min(1, total - held - sold) : 0,
        price,
        closed: random(0, 11) === 0,
        minStay: random(0, 2) === 0 ? random(2, 4) : 1,
      };
    });
    if (random(0, 7) === 0) nights.splice(random(0, nights.length - 1), 1);
    return {
      roomId: i + 1,
      capacity: random(1, 6),
      active: random(0, 9) !== 0,
      rooms: random(1, 3),
      persons: random(1, 12),
      dates,
      nights,
    };
  });
}

/** The case's nights as `room_nights`-shaped rows, for the one SQL definition to read. */
function nightRows(item: Case): string {
  const rows = item.nights.map(
    (n) =>
      `(${item.roomId}, 1, '${n.date}'::date, ${n.total}, ${n.held}, ${n.sold}, ${n.dayUsePeak}, ${n.price}, ${item.capacity}, ${item.active}, ${n.closed}, ${n.minStay})`,
  );
  return `(select * from (values ${rows.join(', ')})
             as v(room_id, hotel_id, date, total, held, sold, day_use_night_peak, price, room_capacity, room_active, closed, min_stay))`;
}

async function sqlOffer(item: Case, nights?: number): Promise<RoomStayOffer | null> {
  if (item.nights.length === 0) return null;
  const [offer] = await executeNamed<RoomStayOffer>(
    app.orm.em.getConnection(),
    stayOffersSql(nightRows(item), 'true', NAMED_STAY, nights),
    { stayDates: `{${item.dates.join(',')}}`, stayRooms: item.rooms, stayPersons: item.persons },
  );
  return offer ?? null;
}

describe('the stay offer', () => {
  it('holds the browser mirror (common/stay-offer.ts) and the rules against the SQL on generated stays', async () => {
    const cases = generatedCases(300);
    let bookable = 0;
    let tooShort = 0;
    for (const item of cases) {
      const offer = await sqlOffer(item);
      const label = JSON.stringify(item);
      // A one-night stay has a form without the aggregate: it must say the same.
      if (item.dates.length === 1) expect(await sqlOffer(item, 1), label).toEqual(offer);
      // A closed night is not open: like a night beyond the inventory, the room type has no offer.
      if (!item.active || item.nights.length < item.dates.length || item.nights.some((n) => n.closed)) {
        expect(offer, label).toBeNull();
        continue;
      }
      const free = Math.min(...item.nights.map((n) => n.total - n.held - n.sold - n.dayUsePeak));
      const stayPrice = item.nights.reduce((sum, n) => sum + n.price, 0);
      // Only the arrival night's minimum counts.
      const minStay = item.nights[0]!.minStay;
      const stay = { rooms: item.rooms, persons: item.persons, nights: item.dates.length };
      expect(offer, label).toEqual({
        roomId: item.roomId,
        hotelId: 1,
        available: Math.max(0, free),
        stayPrice,
        nightlyPrice: Math.round(stayPrice / item.dates.length),
        capacity: item.capacity,
        minStay,
        bookable: isBookable({ available: free, capacity: item.capacity, minStay }, stay),
      });
      if (offer!.bookable) bookable += 1;
      else {
        expect(
          free < item.rooms ||
            !holdsParty(item.capacity, item.rooms, item.persons) ||
            !meetsMinStay(minStay, stay.nights),
          label,
        ).toBe(true);
      }
      if (!meetsMinStay(minStay, stay.nights)) tooShort += 1;
    }
    // The generator reaches both outcomes and every way of failing.
    expect(bookable).toBeGreaterThan(20);
    expect(cases.length - bookable).toBeGreaterThan(20);
    expect(tooShort).toBeGreaterThan(10);
  });

  it('gives the score as the reviews mean to one decimal, null without reviews', async () => {
    const random = seededIntegers(7);
    const figures = Array.from({ length: 200 }, () => {
      const count = random(0, 40);
      return { count, sum: Array.from({ length: count }, () => random(1, 5)).reduce((a, b) => a + b, 0) };
    });
    const rows = await executeNamed<{ score: number | null }>(
      app.orm.em.getConnection(),
      `select ${reviewScoreSql('h')} as score
         from unnest(:sums::int[], :counts::int[]) with ordinality as h(review_score_sum, review_count, i)
        order by h.i`,
      { sums: `{${figures.map((f) => f.sum).join(',')}}`, counts: `{${figures.map((f) => f.count).join(',')}}` },
    );
    expect(rows.map((row) => row.score)).toEqual(
      figures.map(({ sum, count }) => (count === 0 ? null : Math.round((sum * 10) / count) / 10)),
    );
  });
});
