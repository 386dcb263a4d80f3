import { addDays, apiKey, parseArgs, run, seoulDate, serverUrl, text } from './cli';
import { createShimClient, findStays, readRooms, won } from './shim-client';

/**
 * `npm run example:find-stays -- [--check-in YYYY-MM-DD] [--nights 2] [--persons 2] 서울 부산` (a `catalog:read` key
 * in SHIM_API_KEY; SHIM_URL, else http://localhost:4000): the ten cheapest stays for the dates across the regions,
 * and the rooms of the cheapest. Without dates: two nights from two weeks ahead. `START END REGION…` works too.
 */
run(async () => {
  const args = parseArgs(process.argv.slice(2));
  const dates = args.positional.filter((arg) => /^\d{4}-\d{2}-\d{2}$/.test(arg));
  const regions = args.positional.filter((arg) => !dates.includes(arg));
  const startDate = text(args, 'check-in') ?? dates[0] ?? seoulDate(14);
  const endDate = text(args, 'check-out') ?? dates[1] ?? addDays(startDate, Number(text(args, 'nights') ?? 2));
  const client = createShimClient({ url: serverUrl(), key: apiKey() });
  const stay = { startDate, endDate, persons: Number(text(args, 'persons') ?? 2), rooms: 1 };
  const stays = await findStays(client, regions.length ? regions : ['서울'], stay);
  console.log(`${startDate} – ${endDate}, ${stay.persons}명: ${stays.length}곳`);
  for (const found of stays.slice(0, 10)) {
    console.log(
      `${found.minPrice === null ? '-' : won(found.minPrice)} (1박 평균)  ${found.region}  ${found.name}  #${found.id}`,
    );
  }
  const cheapest = stays[0];
  if (!cheapest) return;
  const hotel = await readRooms(client, cheapest.id, stay);
  console.log(`\n${hotel.name}의 객실`);
  for (const room of hotel.rooms) {
    const offer = room.offer;
    const price =
      offer?.bookable && offer.stayPrice !== null
        ? `${won(offer.stayPrice)} (남은 객실 ${offer.availableCount})`
        : '예약 불가';
    console.log(`  #${room.id} ${room.name} (최대 ${room.capacity}명): ${price}`);
  }
});
