/**
 * Search and detail latency at scale (a benchmark, not a timed test):
 *   npm run bench:search [-- --hotels 1000,10000 --requests 1000 --warm-up-seconds 10 --operations GraphQL,calendar]
 * For each size: a fresh database (on the server of DATABASE_URL, else the embedded one), the scale set
 * (30 nights), this app in this process; then p50/p95 of REST search, GraphQL search (first 20), REST
 * detail, the price calendar of one month (REST and GraphQL), a search around 강남역 (가까운순) and the map
 * (서울 at city zoom, the whole country: the payload gzipped is printed beside), 대실 searches (4 hours on the same
 * date: GraphQL pages, a REST page, the map's pins around 강남역), sequential requests on one keep-alive connection, each followed by the SQL statements it
 * sent, captured and replayed bare on a plain pg connection in a thread of its own, so the app's own
 * overhead shows.
 */
import './production-mode';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { loadConfig } from '../../server/src/config';
import { startScriptDatabase } from '../../server/src/db/database';
import { numberedPlaceholders } from '../../server/src/db/named';
import { statementsSent, type SentStatement } from '../../server/src/db/statements-sent';
import { seedScale } from '../../server/src/seeds/scale.seeder';
import { createLogger } from '../../server/src/platform/logger';
import { httpConnection, type Answer } from './http';
import { suggestionOperations } from './search-suggestions';
import { percentile, quantile, scratchDatabase, serveApp, typeScriptWorker } from './support';
import type { BareStatement } from './bare-sql';

const { values } = parseArgs({
  options: {
    hotels: { type: 'string', default: '1000,10000' },
    requests: { type: 'string', default: '1000' },
    'warm-up-seconds': { type: 'string', default: '10' },
    // Only the operations whose name holds one of these words (comma list), e.g. `GraphQL` or `calendar`.
    operations: { type: 'string', default: '' },
  },
});
const sizes = values.hotels.split(',').map(Number);
const requests = Number(values.requests);
const warmUpMs = Number(values['warm-up-seconds']) * 1000;
const chosen = values.operations.split(',').filter(Boolean);
const logger = createLogger('warn', true);
const database = await startScriptDatabase(logger);

const startDate = addDays(todayInSeoul(), 7);
const endDate = addDays(startDate, 1);
const calendarMonth = `from=${todayInSeoul()}&to=${addDays(todayInSeoul(), 30)}`;
/** 강남역 (server/src/db/places/data/stations.ts); 서울 at a city zoom, the whole country, 강남역's streets. */
const GANGNAM_STATION = 'station:S1102-0222';
const SEOUL = { south: 37.42, west: 126.76, north: 37.7, east: 127.18 };
const KOREA = { south: 33.0, west: 124.5, north: 38.7, east: 131.9 };
const GANGNAM_STREETS = { south: 37.497, west: 127.03, north: 37.503, east: 127.042 };
const payloads: string[] = [];
const lines = [
  `| hotels | operation | p50 ms | p95 ms | bare SQL p50 ms | bare SQL p95 ms | × SQL p50 / p95 | statements | load |`,
  `| --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
];

for (const size of sizes) {
  const scratch = await scratchDatabase(database.url, `shim_bench_${size}`);
  const { url, orm } = scratch;
  try {
    const seeded = Date.now();
    await seedScale(orm.em.fork(), size, 30);
    console.log(`${size} hotels seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
    });
    const app = await serveApp(config, orm);
    const connection = await httpConnection(app.base);
    const post = (path: string, body: unknown) => connection.post(path, 'application/json', JSON.stringify(body));

    const searchBody = { region: '서울', startDate, endDate, numberOfRooms: 1, numberOfPeople: 2 };
    const station = { region: '', place: GANGNAM_STATION };
    const seoul = JSON.parse((await post('/api/search', searchBody)).text) as Array<{ hId: number }>;
    let next = 0;
    const operations: Record<string, () => Promise<Answer>> = {
      [`REST search 서울 (${seoul.length} hits)`]: () => post('/api/search', searchBody),
      'GraphQL search 서울 first 20': () => graphqlPage('RECOMMENDED', endDate),
      'GraphQL search 서울 first 20 PRICE_ASC': () => graphqlPage('PRICE_ASC', endDate),
      'GraphQL search 서울 first 20 RATING_DESC': () => graphqlPage('RATING_DESC', endDate),
      'GraphQL search 서울 first 20, 2 nights': () => graphqlPage('RECOMMENDED', addDays(endDate, 1)),
      'GraphQL search 서울 first 20 PRICE_ASC 2 nights': () => graphqlPage('PRICE_ASC', addDays(endDate, 1)),
      'GraphQL search 강남역 first 20 DISTANCE': () => graphqlPage('DISTANCE', endDate, station),
      'GraphQL search 강남역 first 20': () => graphqlPage('RECOMMENDED', endDate, station),
      'REST search 강남역 page DISTANCE': () =>
        post('/api/search?page=0&size=20&sort=DISTANCE', { ...searchBody, ...station }),
      // 대실 (day use) on the search's first date: 4 hours, the earliest start or from 15:00.
      'GraphQL search 서울 대실 first 20': () => graphqlDayUse('RECOMMENDED', null),
      'GraphQL search 서울 대실 first 20 PRICE_ASC': () => graphqlDayUse('PRICE_ASC', null),
      'GraphQL search 서울 대실 first 20 from 15:00': () => graphqlDayUse('RECOMMENDED', '15:00'),
      'REST search 서울 대실 page PRICE_ASC': () =>
        post('/api/search?page=0&size=20&sort=PRICE_ASC', { ...searchBody, ...dayUseAsk(null) }),
      'GraphQL map 강남역 대실 zoom 16': () => graphqlMap(GANGNAM_STREETS, 16, dayUseAsk(null)),
      'GraphQL map 서울 zoom 11': () => graphqlMap(SEOUL, 11),
      'GraphQL map whole country zoom 7': () => graphqlMap(KOREA, 7),
      'GraphQL map 강남역 zoom 16': () => graphqlMap(GANGNAM_STREETS, 16),
      'REST map 서울 zoom 11': () =>
        connection.get(
          `/api/search/map?checkIn=${startDate}&checkOut=${endDate}&rooms=1&persons=2&zoom=11&bounds=${Object.values(SEOUL).join(',')}`,
        ),
      // The search box's suggestions (places module).
      ...suggestionOperations(post, (path) => connection.get(path)),
      'REST detail': () =>
        post('/api/detail', { hId: seoul[next++ % seoul.length]!.hId, startDate, endDate, roomCount: 1, people: 2 }),
      // The lodging page's price calendar: one visible month (under 50 ms at p95).
      'REST calendar 1 month': () =>
        connection.get(`/api/hotels/${seoul[next++ % seoul.length]!.hId}/calendar?${calendarMonth}&persons=2`),
      'GraphQL calendar 1 month': () =>
        post('/graphql', {
          query: `query ($id: Int!, $from: String!, $to: String!) { hotel(id: $id) {
            id calendar(from: $from, to: $to, persons: 2) { date lowestPrice soldOut closed minStay } } }`,
          variables: { id: seoul[next++ % seoul.length]!.hId, from: todayInSeoul(), to: addDays(todayInSeoul(), 30) },
        }),
    };
    /** The search page's query, as the client sends it (search-hotels.graphql's fields that cost). */
    function graphqlPage(sort: string, checkOut: string, where: Record<string, unknown> = { region: '서울' }) {
      return post('/graphql', {
        query: `query ($c: SearchInput!, $s: StayInput!, $sort: SearchSort) {
          searchHotels(criteria: $c, first: 20, sort: $sort) { totalCount totalAtLeast priceRange { lowest highest }
            edges { distanceKm node { id name type minPrice(stay: $s) avgScore reviewCount services { name } imageUrl } } } }`,
        variables: {
          c: { ...where, startDate, endDate: checkOut, rooms: 1, persons: 2 },
          s: { startDate, endDate: checkOut, rooms: 1, persons: 2 },
          sort,
        },
      });
    }
    /** A 대실 of 4 hours on the search's first date, from `start` (null: the earliest). */
    function dayUseAsk(start: string | null) {
      return { kind: 'DAY_USE', date: startDate, start, hours: 4 };
    }
    /** The search page's query for 대실: each edge's 대실 beside the lodging's fields. */
    function graphqlDayUse(sort: string, start: string | null) {
      return post('/graphql', {
        query: `query ($c: SearchInput!, $sort: SearchSort) {
          searchHotels(criteria: $c, first: 20, sort: $sort) { totalCount totalAtLeast priceRange { lowest highest }
            edges { dayUse { hours price label starts freeCancellationUntil }
                    node { id name type avgScore reviewCount services { name } imageUrl } } } }`,
        variables: {
          c: { region: '서울', startDate, endDate, rooms: 1, persons: 2, dayUse: { date: startDate, start, hours: 4 } },
          sort,
        },
      });
    }
    /** The search page's map query (map-search.graphql's fields); with a 대실, each pin's. */
    function graphqlMap(bounds: Record<string, number>, zoom: number, dayUse?: ReturnType<typeof dayUseAsk>) {
      if (dayUse) {
        return post('/graphql', {
          query: `query ($c: SearchInput!, $b: MapBoundsInput!, $z: Int!) { searchMap(criteria: $c, bounds: $b, zoom: $z) {
            totalCount clustered pins { id name latitude longitude searchDayUse { price starts } }
            clusters { latitude longitude count south west north east } } }`,
          variables: {
            c: {
              region: '',
              startDate,
              endDate,
              rooms: 1,
              persons: 2,
              dayUse: { date: startDate, start: null, hours: 4 },
            },
            b: bounds,
            z: zoom,
          },
        });
      }
      return post('/graphql', {
        query: `query ($c: SearchInput!, $s: StayInput!, $b: MapBoundsInput!, $z: Int!) { searchMap(criteria: $c, bounds: $b, zoom: $z) {
          totalCount clustered pins { id name latitude longitude stayTotal(stay: $s) }
          clusters { latitude longitude count south west north east } } }`,
        variables: {
          c: { region: '', startDate, endDate, rooms: 1, persons: 2 },
          s: { startDate, endDate, rooms: 1, persons: 2 },
          b: bounds,
          z: zoom,
        },
      });
    }
    const bare = await bareConnection(url);
    /** One request, then the statements it sent replayed bare: both times, in ms, and the statement count. */
    const pair = async (name: string, run: () => Promise<Answer>) => {
      let endToEnd = 0;
      const sent = await statementsSent(orm, async () => {
        const started = performance.now();
        const response = await run();
        endToEnd = performance.now() - started;
        if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
      });
      const bareTime = await bare.replay(sent.map(forPg));
      return { endToEnd, bare: bareTime, statements: sent.length };
    };
    for (const [name, run] of Object.entries(operations)) {
      if (chosen.length > 0 && !chosen.some((word) => name.includes(word))) continue;
      // Uncounted, as in a server that has been up a while: V8 has optimised the request's path, and the pages
      // of its young generation are resident. Until then detail requests fault in new pages and some of them
      // stall, which a short warm-up counts as the app's latency (docs/performance.md).
      const warmUpEnds = performance.now() + warmUpMs;
      for (let i = 0; i < 500 || performance.now() < warmUpEnds; i++) await pair(name, run);
      // End to end and bare SQL alternate, request by request, the bare SQL being the very statements the
      // request before it sent: on this shared VM the speed drifts from one minute to the next,
      // and both figures should see the same drift and the same lodgings.
      const timed: number[] = [];
      const bareTimed: number[] = [];
      let statements = 0;
      for (let i = 0; i < requests; i++) {
        const times = await pair(name, run);
        timed.push(times.endToEnd);
        bareTimed.push(times.bare);
        statements = times.statements;
      }
      // The machine is shared: the 1-minute load average after the measurement, to read the figures by.
      const load = loadavg()[0]!.toFixed(1);
      const figures = [timed, bareTimed].flatMap((times) => [percentile(times, 0.5), percentile(times, 0.95)]);
      const ratios = [0.5, 0.95].map((q) => (quantile(timed, q) / quantile(bareTimed, q)).toFixed(2)).join(' / ');
      lines.push(
        `| ${size.toLocaleString('en')} | ${name} | ${figures.join(' | ')} | ${ratios} | ${statements} | ${load} |`,
      );
      console.log(lines.at(-1));
      if (name.includes('map') || name.includes('강남역')) {
        // What a phone downloads: the answer gzipped, as the server sends it to a client that accepts gzip.
        const answer = await run();
        const payload = `${name}: ${answer.text.length.toLocaleString('en')} B, ${gzipSync(answer.text).length.toLocaleString('en')} B gzipped`;
        payloads.push(payload);
        console.log(payload);
      }
    }
    await bare.close();
    connection.close();
    await app.close();
  } finally {
    await scratch.drop();
  }
}
console.log(`\n${lines.join('\n')}\n\n${payloads.join('\n')}`);
await database.stop();

/** A statement as the app sent it, for pg: knex reports `?` placeholders when it has bindings. */
function forPg({ sql, bindings = [] }: SentStatement): BareStatement {
  const text = bindings.length === 0 || sql.includes('$1') ? sql : numberedPlaceholders(sql);
  return { text, values: [...bindings] };
}

/** The bare SQL's thread (bare-sql.ts): `replay` resolves to the time its statements took there, in ms. */
async function bareConnection(databaseUrl: string) {
  const worker = typeScriptWorker(new URL('./bare-sql.ts', import.meta.url), databaseUrl);
  let waiting: { resolve(message: unknown): void; reject(error: Error): void } | null = null;
  worker.on('message', (message) => waiting?.resolve(message));
  worker.on('error', (error) => waiting?.reject(error));
  const next = () => new Promise<unknown>((resolve, reject) => (waiting = { resolve, reject }));
  await next();
  return {
    replay(statements: BareStatement[]) {
      worker.postMessage(statements);
      return next() as Promise<number>;
    },
    async close() {
      worker.postMessage(null);
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
