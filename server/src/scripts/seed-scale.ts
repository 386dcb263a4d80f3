/**
 * The scale set for benchmarks (ARCHITECTURE §3): N approved lodgings spread over the demo destinations,
 * 3 room types each, inventory for the next D nights and about 5 reviews per lodging. No photos.
 *   npm run seed:scale -- --hotels 10000 [--days 60] [--destination 서울]
 * Uses DATABASE_URL, else the embedded database of DATA_DIR; adds to whatever is there.
 */
import { parseArgs } from 'node:util';
import { startScriptDatabase } from '../db/database';
import { connectOrm } from '../db/orm';
import { seedScale } from '../db/seeders/scale.seeder';
import { createLogger } from '../platform/logger';

const { values } = parseArgs({
  options: {
    hotels: { type: 'string', default: '1000' },
    days: { type: 'string', default: '60' },
    destination: { type: 'string' },
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
const orm = await connectOrm(database.url);
const started = Date.now();
const nights = await seedScale(
  orm.em.fork(),
  hotelCount,
  days,
  (done) => logger.info(`숙소 ${done}/${hotelCount}`),
  values.destination,
);
logger.info(
  `스케일 데이터: 숙소 ${hotelCount}곳, 재고 ${nights}박 추가, ${((Date.now() - started) / 1000).toFixed(1)}초`,
);
await orm.close();
await database.stop();
