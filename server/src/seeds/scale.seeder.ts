import type { EntityManager } from '@mikro-orm/postgresql';
import { LODGING_TYPE_KEYS, LODGING_TYPES, regionOf } from '@shim/common/lodging';
import { areaRows } from '../db/places/place-data';
import { extendInventory } from '../modules/rooms/inventory.service';
import { systemClock } from '../platform/clock';
import { PAGE_ORDER_INDEXES } from '../db/migrations/Migration20261128010000SearchPageOrder';
import { REGION_WALK_INDEXES } from '../db/migrations/Migration20261128020000SearchRegionKey';
import { Migration20261201020000LodgingPoints } from '../db/migrations/Migration20261201020000LodgingPoints';
import { DESTINATIONS } from '../platform/geocoding/demo-places';
import { DEMO_SERVICES } from './demo-hotels';

/** The search's page indexes, built after the bulk load rather than kept during it. */
const BULK_LOAD_INDEXES = [
  ...PAGE_ORDER_INDEXES,
  ...REGION_WALK_INDEXES,
  ...Migration20261201020000LodgingPoints.INDEXES,
];

/** A lodging's place: the address's road (its area's words first) and its point. */
interface Spot {
  road: string;
  area: string;
  lat: number;
  lng: number;
}

/**
 * Every 시·군·구 (and 세종, a 시 without any) with its centroid and the radius (km) lodgings spread over around it:
 * most of a district's own size, at most 12 km (the rest of a large county is hills and fields).
 */
function districts(): Array<{ label: string; name: string; lat: number; lng: number; radiusKm: number }> {
  const rows = areaRows();
  const sigungu = rows.filter((row) => row.kind === 'SIGUNGU');
  const codeOf = (id: string) => id.split(':')[1]!;
  const alone = rows.filter(
    (row) => row.kind === 'SIDO' && !sigungu.some((child) => codeOf(child.id).startsWith(codeOf(row.id))),
  );
  return [...sigungu, ...alone].map((row) => ({
    label: row.label,
    name: row.name,
    lat: row.latitude,
    lng: row.longitude,
    radiusKm: Math.min(12, 0.6 * Math.sqrt(row.area_km2 / Math.PI)),
  }));
}

/** A fraction in [0, 1) from a number and a salt: the same lodging lands at the same place in every run. */
const unit = (n: number, salt: number): number => (Math.imul(n + 1, 2654435761) ^ Math.imul(salt, 40503)) >>> 0;

/**
 * Lodging `n`'s place: even lodgings on the demo streets (a 500 m square around each, the destinations the
 * search benches look for); odd ones across the country, in a disk around their 시·군·구's centroid, their
 * address starting with its name, so a district, a station or a viewport anywhere in Korea has lodgings.
 */
function spotOf(n: number, demoSpots: Spot[], areas: ReturnType<typeof districts> | null): Spot {
  if (!areas || n % 2 === 0) {
    const spot = demoSpots[(areas ? n / 2 : n) % demoSpots.length]!;
    return {
      ...spot,
      lat: spot.lat + ((n * 7919) % 1000) / 200_000 - 0.0025,
      lng: spot.lng + ((n * 104729) % 1000) / 200_000 - 0.0025,
    };
  }
  const area = areas[((n - 1) / 2) % areas.length]!;
  const angle = ((unit(n, 1) % 3600) / 3600) * 2 * Math.PI;
  const km = area.radiusKm * Math.sqrt((unit(n, 2) % 10_000) / 10_000);
  return {
    road: `${area.label} 벤치마크길`,
    area: area.name,
    lat: area.lat + (km * Math.sin(angle)) / 111,
    lng: area.lng + (km * Math.cos(angle)) / (111 * Math.cos((area.lat * Math.PI) / 180)),
  };
}

/**
 * The scale set for benchmarks (ARCHITECTURE §3): `hotelCount` approved lodgings, half on the demo streets
 * and half across every 시·군·구 (`spotOf`), 3 room types each, about 5 reviews each, `days` nights of inventory and
 * 대실 offers at about 60 % of them. No photos. Batched SQL.
 * `destination` (a demo destination's name) puts every lodging on that destination's streets (the
 * end-to-end journeys' set of many matches). Returns the inventory nights added.
 */
export async function seedScale(
  em: EntityManager,
  hotelCount: number,
  days: number,
  progress?: (hotelsDone: number) => void,
  destination?: string,
): Promise<number> {
  const connection = em.getConnection();
  for (const [name] of BULK_LOAD_INDEXES) await connection.execute(`drop index if exists "${name}"`);

  const places = destination ? DESTINATIONS.filter((place) => place.name === destination) : DESTINATIONS;
  if (places.length === 0) throw new Error(`no demo destination ${destination}`);
  const spots = places.flatMap((place) => place.spots);
  // A destination's set stays on its streets (the end-to-end journeys); the national set spreads half of it.
  const areas = destination ? null : districts();
  const BATCH = 2000;
  for (let offset = 0; offset < hotelCount; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, hotelCount - offset) }, (_, i) => {
      const n = offset + i;
      const spot = spotOf(n, spots, areas);
      const type = LODGING_TYPE_KEYS[n % LODGING_TYPE_KEYS.length]!;
      const address = `${spot.road} ${10 + (n % 300)}`;
      return {
        name: `${spot.area} ${LODGING_TYPES[type].label.split('/')[0]} ${n + 1}호점`,
        type,
        star: type === 'HOTEL' || type === 'TOURIST_HOTEL' ? 1 + (n % 5) : null,
        address,
        region: regionOf(address),
        latitude: spot.lat,
        longitude: spot.lng,
      };
    });
    // One statement per batch: the rows travel as one JSON parameter.
    await connection.execute(
      `with input as (select * from jsonb_to_recordset(?::jsonb)
         as r(name text, type text, star smallint, address text, region text, latitude float8, longitude float8)),
       hotels_in as (
         insert into hotels (name, type, star, address, region, info, latitude, longitude, status, active, created_at)
         select name, type, star, address, region, '벤치마크용 숙소입니다.', latitude, longitude, 'APPROVED', true, now()
           from input returning id)
       insert into rooms (hotel_id, name, capacity, base_price, unit_count, active)
       select h.id, t.name, t.capacity, t.price + (h.id % 10) * 5000, t.units, true
         from hotels_in h
         cross join (values ('스탠다드', 2, 60000, 8), ('디럭스', 3, 110000, 4), ('패밀리 스위트', 5, 220000, 2))
           as t(name, capacity, price, units)`,
      [JSON.stringify(rows)],
    );
    progress?.(Math.min(offset + BATCH, hotelCount));
  }

  await connection.execute(
    `insert into services (name) select jsonb_array_elements_text(?::jsonb) on conflict (name) do nothing`,
    [JSON.stringify(DEMO_SERVICES)],
  );
  await connection.execute(
    `insert into hotel_services (hotel_id, service_id)
     select h.id, s.id from hotels h join services s on (s.id + h.id) % 4 = 0
      where h.info = '벤치마크용 숙소입니다.'
     on conflict do nothing`,
  );
  await connection.execute(
    `insert into reviews (hotel_id, score, content, created_at)
     select h.id, 1 + ((h.id * 31 + g * 17) % 5), '벤치마크 리뷰입니다.', now() - (g || ' days')::interval
       from hotels h cross join generate_series(1, 5) g
      where h.info = '벤치마크용 숙소입니다.' and not exists (select 1 from reviews r where r.hotel_id = h.id)`,
  );
  // 대실 as the trade sells it: every hotel and motel and one other lodging in three (about 60 %), on their two
  // smaller room types, weekend hours at one in two, prices by the lodging like its nights'.
  await connection.execute(
    `insert into day_use_offers (room_id, enabled, opens, closes, weekend_opens, weekend_closes, last_start,
       buffer_minutes, max_rooms, durations)
     select r.id, true, '10:00', '22:00', case when h.id % 2 = 0 then '12:00'::time end,
            case when h.id % 2 = 0 then '23:00'::time end, '20:00', 30, greatest(1, r.unit_count / 2),
            jsonb_build_array(jsonb_build_object('hours', 3, 'price', p.base),
                              jsonb_build_object('hours', 4, 'price', p.base + 5000),
                              jsonb_build_object('hours', 5, 'price', p.base + 10000))
       from hotels h
       join rooms r on r.hotel_id = h.id and r.capacity <= 3
       cross join lateral (select 20000 + (h.id % 10) * 2000 + (r.capacity - 2) * 10000 as base) p
      where h.info = '벤치마크용 숙소입니다.' and (h.type in ('HOTEL', 'MOTEL', 'TOURIST_HOTEL') or h.id % 3 = 0)
     on conflict (room_id) do nothing`,
  );
  const nights = await extendInventory(em.fork(), systemClock.today(), days);
  // The search's page indexes are built once after the bulk load, as a bulk load should: kept during it, each
  // of millions of rows pays its index entries and the statements outlive their timeout on a busy machine.
  await em.fork().transactional(async (tx) => {
    const run = (sql: string) => tx.getConnection().execute(sql, [], 'run', tx.getTransactionContext());
    await run('set local statement_timeout = 0');
    for (const [name, definition] of BULK_LOAD_INDEXES) await run(`create index "${name}" ${definition}`);
  });
  // As after any bulk load: the review and service-name triggers rewrote every lodging once, and
  // autovacuum would clean up and set the visibility map only later; benchmarks should not read
  // a table twice its size.
  await connection.execute('vacuum analyze');
  return nights;
}
