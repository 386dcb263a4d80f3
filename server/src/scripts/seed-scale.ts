/**
 * The scale set for benchmarks (ARCHITECTURE §3): N approved lodgings spread over the demo destinations,
 * 3 room types each, inventory for the next D nights and about 5 reviews per lodging. No photos. With
 * `--years Y` (default 0: none; the benches use 2), Y years of paid bookings, the first `--manager-lodgings` (50) of them
 * owned by the benchmark manager (scale-sales.seeder.ts).
 *   npm run seed:scale -- --hotels 10000 [--days 60] [--destination 서울] [--years 2] [--manager-lodgings 50]
 * Uses DATABASE_URL, else the embedded database of DATA_DIR; adds to whatever is there.
 */
import { parseArgs } from 'node:util';
import { startScriptDatabase } from '../db/database';
import { BULK_LOAD_POOL, connectOrm } from '../orm';
import { seedScaleSales } from '../seeds/scale-sales.seeder';
import { seedScale } from '../seeds/scale.seeder';
import { createLogger } from '../platform/logger';

const { values } = parseArgs({
  options: {
    hotels: { type: 'string', default: '1000' },
    days: { type: 'string', default: '60' },
    destination: { type: 'string' },
    years: { type: 'string', default: '0' },
    'manager-lodgings': { type: 'string', default: '50' },
  },
});
const hotelCount = Number(values.hotels);
const days = Number(values.days);
if (!Number.isInteger(hotelCount) || hotelCount < 1 || !Number.isInteger(days) || days < 1 || days > 365) {
  console.error('usage: npm run seed:scale -- --hotels 10000 [--days 60] [--destination 서울]');
  process.exit(1);
}

const logger = createLogger('info', true);
const database = await startScriptDatabase(logger);
// At 100,000 lodgings one night-range insert writes 18 M rows, past the requests' 15 s statement timeout.
const orm = await connectOrm(database.url, undefined, BULK_LOAD_POOL);
const started = Date.now();
const nights = await seedScale(
  orm.em.fork(),
  hotelCount,
  days,
  (done) => logger.info(`숙소 ${done}/${hotelCount}`),
  values.destination,
);
const years = Number(values.years);
const managerLodgings = Number(values['manager-lodgings']);
if (years > 0) {
  const bookings = await seedScaleSales(
    orm.em.fork(),
    { pastDays: Math.round(years * 365), futureDays: days, managerLodgings },
    (done, all) => logger.info(`예약 숙소 ${done}/${all}`),
  );
  logger.info(`예약 ${bookings}건 추가`);
}
logger.info(
  `스케일 데이터: 숙소 ${hotelCount}곳, 재고 ${nights}박 추가, ${((Date.now() - started) / 1000).toFixed(1)}초`,
);
await orm.close();
await database.stop();
