import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shim/common/dates';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { extendInventory } from './inventory.service';
import { nightPrice, nightSurchargePercent, PEAK_SEASONS, surchargedPrice } from './night-price';

describe('nightSurchargePercent', () => {
  it('adds 20% on Friday and Saturday nights only', () => {
    // 2026-11-16 is a Monday.
    const week = Array.from({ length: 7 }, (_, i) => nightSurchargePercent(addDays('2026-11-16', i)));
    expect(week).toEqual([0, 0, 0, 0, 20, 20, 0]);
  });

  it('adds 30% in the summer season, first and last nights included, weekends not stacked', () => {
    expect(nightSurchargePercent('2027-07-19')).toBe(0); // Monday before
    expect(nightSurchargePercent('2027-07-20')).toBe(30);
    expect(nightSurchargePercent('2027-07-23')).toBe(30); // a Friday: the larger surcharge, not both
    expect(nightSurchargePercent('2027-08-20')).toBe(30);
    expect(nightSurchargePercent('2027-08-21')).toBe(20); // the Saturday after: a weekend again
    expect(nightSurchargePercent('2027-08-23')).toBe(0);
  });

  it('adds 30% over the new year, across the change of year', () => {
    expect(nightSurchargePercent('2026-12-23')).toBe(0); // Wednesday
    expect(nightSurchargePercent('2026-12-24')).toBe(30);
    expect(nightSurchargePercent('2026-12-31')).toBe(30);
    expect(nightSurchargePercent('2027-01-01')).toBe(30);
    expect(nightSurchargePercent('2027-01-04')).toBe(0); // Monday
  });

  it('takes other season tables (a season within one month, none at all)', () => {
    const seasons = [{ name: '벚꽃', from: '04-01', to: '04-10', percent: 15 }];
    expect(nightSurchargePercent('2027-04-05', seasons)).toBe(15); // Monday
    expect(nightSurchargePercent('2027-04-09', seasons)).toBe(20); // Friday: weekend is larger
    expect(nightSurchargePercent('2027-07-26', [])).toBe(0);
    expect(PEAK_SEASONS.map((season) => season.name)).toEqual(['여름 성수기', '연말연시']);
  });
});

describe('surchargedPrice / nightPrice', () => {
  it('rounds to 1,000원, half up, and leaves the base price alone without a surcharge', () => {
    expect(surchargedPrice(65_000, 20)).toBe(78_000);
    expect(surchargedPrice(62_500, 20)).toBe(75_000);
    expect(surchargedPrice(72_500, 30)).toBe(94_000); // 94,250
    expect(surchargedPrice(65_000, 30)).toBe(85_000); // 84,500 rounds up
    expect(surchargedPrice(65_432, 0)).toBe(65_432);
    expect(nightPrice(100_000, '2027-07-21')).toBe(130_000);
    expect(nightPrice(100_000, '2027-09-17')).toBe(120_000); // Friday
    expect(nightPrice(100_000, '2027-09-15')).toBe(100_000);
  });
});

describe('extendInventory', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('opens every night at the price of nightPrice and never re-prices a night', async () => {
    const { rooms } = await createHotel(app.orm, {
      address: '성수기시 성수기구 1',
      rooms: [{ basePrice: 65_000 }, { basePrice: 72_500 }],
    });
    const from = '2026-12-20';
    const sql = app.orm.em.getConnection();
    const ids = rooms.map((room) => room.id);
    await sql.execute('delete from room_nights where room_id = any(?::int[])', [`{${ids.join(',')}}`]);
    await extendInventory(app.orm.em.fork(), from, 20);
    const nights = await sql.execute<Array<{ roomId: number; date: string; price: number; basePrice: number }>>(
      `select n.room_id as "roomId", to_char(n.date, 'YYYY-MM-DD') as date, n.price, r.base_price as "basePrice"
         from room_nights n join rooms r on r.id = n.room_id where n.room_id = any(?::int[]) order by 1, 2`,
      [`{${ids.join(',')}}`],
    );
    expect(nights).toHaveLength(40);
    for (const night of nights) expect(night.price, night.date).toBe(nightPrice(night.basePrice, night.date));
    expect(nights.find((night) => night.date === '2026-12-24')?.price).toBe(85_000);

    // A later run (a changed base price, say) does not touch nights already opened.
    await sql.execute('update rooms set base_price = 200000 where id = ?', [ids[0]]);
    expect(await extendInventory(app.orm.em.fork(), from, 21)).toBeGreaterThanOrEqual(2);
    const [kept] = await sql.execute<Array<{ price: number }>>(
      `select price from room_nights where room_id = ? and date = '2026-12-24'`,
      [ids[0]],
    );
    expect(kept!.price).toBe(85_000);
    const [opened] = await sql.execute<Array<{ price: number }>>(
      `select price from room_nights where room_id = ? and date = '2027-01-09'`,
      [ids[0]],
    );
    expect(opened!.price).toBe(nightPrice(200_000, '2027-01-09'));
  });
});
