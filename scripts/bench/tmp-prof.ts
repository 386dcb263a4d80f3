import './production-mode';
import { randomBytes } from 'node:crypto';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { loadConfig } from '../../server/src/config';
import { connectOrm } from '../../server/src/db/orm';
import { httpClient } from './http';
import { serveApp } from './support';
const url = 'postgres://postgres@127.0.0.1:5432/shim_exp';
const orm = await connectOrm(url);
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: url,
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
});
const app = await serveApp(config, orm);
const send = httpClient(1);
const post = (path: string, body: unknown) => send(app.base + path, 'application/json', JSON.stringify(body));
const startDate = addDays(todayInSeoul(), 7);
const endDate = addDays(startDate, 1);
const op = process.argv[2];
const region = process.argv[4] ?? '경주';
const run =
  op === 'detail'
    ? () => post('/api/detail', { hId: 5, startDate, endDate, roomCount: 1, people: 2 })
    : op === 'none'
      ? () => post('/api/nothing-here', {})
      : op === 'gql'
        ? () =>
            post('/graphql', {
              query: `query ($c: SearchInput!) { searchHotels(criteria: $c, first: 20) { totalCount edges { node { id name type minPrice avgScore reviewCount services imageUrl } } } }`,
              variables: { c: { region, startDate, endDate, rooms: 1, persons: 2 } },
            })
        : () => post('/api/search', { region, startDate, endDate, numberOfRooms: 1, numberOfPeople: 2 });
for (let i = 0; i < 200; i++) await run();
const n = Number(process.argv[3] ?? 2000);
const t = performance.now();
for (let i = 0; i < n; i++) {
  const r = await run();
  if (r.status !== 200 && op !== 'none') throw new Error(String(r.status) + r.text);
}
console.log(op, ((performance.now() - t) / n).toFixed(3), 'ms/request');
await app.close();
await orm.close();
