import { createShimClient, findStays, readRooms } from './shim-client';

/**
 * `SHIM_URL=https://… SHIM_API_KEY=shim_live_… npx tsx scripts/examples/find-stays.ts 2026-12-24 2026-12-26 서울 부산`:
 * the cheapest stays for the dates across the regions, and the rooms of the cheapest.
 */
async function main(): Promise<void> {
  const [startDate, endDate, ...regions] = process.argv.slice(2);
  const key = process.env.SHIM_API_KEY;
  if (!startDate || !endDate || regions.length === 0 || !key) {
    throw new Error('usage: SHIM_API_KEY=… find-stays.ts START END REGION...');
  }
  const client = createShimClient({ url: process.env.SHIM_URL ?? 'http://127.0.0.1:4000', key });
  const stay = { startDate, endDate, persons: 2, rooms: 1 };
  const stays = await findStays(client, regions, stay);
  for (const found of stays.slice(0, 10)) console.log(`${found.minPrice ?? '-'}원  ${found.region}  ${found.name}`);
  if (stays[0]) console.log(JSON.stringify(await readRooms(client, stays[0].id, stay), null, 2));
}

await main();
