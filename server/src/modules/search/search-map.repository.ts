import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import { mainImagePathSql } from '../hotels/hotel.repository';
import { lodgingPriceSql, NAMED_STAY, reviewScoreSql } from '../stays/stay-offer.repository';
import { MAP_CELL_MAX_LEVEL } from '../../db/migrations/Migration20261201020000LodgingPoints';
import { boxBindings, lodgingPointSql, type MapBounds } from './search-geo';
import { hotelConditions, priceConditions, stayBindings, type HotelHit, type SearchQuery } from './search.repository';

/** The map's SQL: how many lodgings a box holds, their clusters on a grid, or the priced pins of a few. */

/** A grid cell's lodgings: the cell's indexes (`floor(degrees / size)`), their count and mean point. */
export interface ClusterRow {
  cellX: number;
  cellY: number;
  count: number;
  latitude: number;
  longitude: number;
}

/**
 * The lodgings of the box (`q.bounds`) under the filters that do not depend on the dates (guest-visible,
 * rating, types, services), counted up to `limit` (a walk of the index `hotels_point` that stops there).
 */
export async function countInBox(connection: AbstractSqlConnection, q: SearchQuery, limit: number): Promise<number> {
  const bindings: Record<string, unknown> = { countLimit: limit };
  const [row] = await executeNamed<{ count: number }>(
    connection,
    `select count(*)::int as count from (select 1 from hotels h where ${hotelConditions(q, bindings)} limit :countLimit) c`,
    bindings,
  );
  return row?.count ?? 0;
}

/**
 * The same lodgings grouped by the square grid cell of zoom `zoom` they sit in (`lodging_map_cell(zoom)` degrees,
 * migration LodgingPoints). The cells wholly inside the box are read from `lodging_map_cells` when it can answer
 * (zoom up to MAP_CELL_MAX_LEVEL, no rating or service filter: it keeps counts by type only); the lodgings of the
 * cells across the box's edges, or of every cell when it cannot, are grouped from `hotels` (the box and its edge
 * strips are index tests of `hotels_point`). A cell is either inside or not: no lodging is counted twice.
 */
export async function clustersInBox(
  connection: AbstractSqlConnection,
  q: SearchQuery,
  zoom: number,
  cellDegrees: number,
): Promise<ClusterRow[]> {
  const box = q.bounds!;
  const inside = {
    west: Math.ceil(box.west / cellDegrees),
    east: Math.floor(box.east / cellDegrees) - 1,
    south: Math.ceil(box.south / cellDegrees),
    north: Math.floor(box.north / cellDegrees) - 1,
  };
  const summed =
    zoom <= MAP_CELL_MAX_LEVEL &&
    !(q.minRating != null && q.minRating > 0) &&
    !(q.services && q.services.some((name) => name.length > 0)) &&
    inside.west <= inside.east &&
    inside.south <= inside.north;
  const bindings: Record<string, unknown> = { cell: cellDegrees };
  const grouped = (conditions: string) => `
    select floor(h.longitude / :cell::float8)::int as cell_x, floor(h.latitude / :cell::float8)::int as cell_y,
           count(*)::int as count, sum(h.latitude) as latitude_sum, sum(h.longitude) as longitude_sum
      from hotels h
     where ${conditions}
     group by 1, 2`;
  let cells: string;
  if (!summed) {
    cells = grouped(hotelConditions(q, bindings));
  } else {
    Object.assign(bindings, {
      level: zoom,
      insideWest: inside.west,
      insideEast: inside.east,
      insideSouth: inside.south,
      insideNorth: inside.north,
    });
    const types = q.types && q.types.length > 0 ? q.types : null;
    if (types) bindings.cellTypes = `{${types.join(',')}}`;
    // The strips between the inner cells and the box's edges (a hair wider: the cell test below is exact).
    const hair = cellDegrees * 1e-9;
    const strips: MapBounds[] = [
      { ...box, east: Math.min(box.east, inside.west * cellDegrees + hair) },
      { ...box, west: Math.max(box.west, (inside.east + 1) * cellDegrees - hair) },
      { ...box, north: Math.min(box.north, inside.south * cellDegrees + hair) },
      { ...box, south: Math.max(box.south, (inside.north + 1) * cellDegrees - hair) },
    ];
    const stripTests = strips.map((strip, i) => {
      for (const [name, value] of Object.entries(boxBindings(strip))) bindings[`${name}${i}`] = value;
      return `${lodgingPointSql('h')} <@ box(point(:boxWest${i}::float8, :boxSouth${i}::float8), point(:boxEast${i}::float8, :boxNorth${i}::float8))`;
    });
    const edge = grouped(`${hotelConditions(q, bindings)} and (${stripTests.join(' or ')})
       and not (floor(h.longitude / :cell::float8) between :insideWest and :insideEast
                and floor(h.latitude / :cell::float8) between :insideSouth and :insideNorth)`);
    cells = `${edge}
      union all
      select c.cell_x, c.cell_y, sum(c.count)::int, sum(c.latitude_sum), sum(c.longitude_sum)
        from lodging_map_cells c
       where c.level = :level and c.cell_x between :insideWest and :insideEast
         and c.cell_y between :insideSouth and :insideNorth ${types ? 'and c.type = any(:cellTypes::text[])' : ''}
       group by 1, 2`;
  }
  return executeNamed<ClusterRow>(
    connection,
    `select c.cell_x as "cellX", c.cell_y as "cellY", c.count, c.latitude_sum / c.count as latitude,
            c.longitude_sum / c.count as longitude
       from (${cells}) c
      where c.count > 0
      order by 1, 2`,
    bindings,
  );
}

/**
 * The box's lodgings that have rooms for the stay, under every filter (the price range on the stay's price
 * too), each priced as the search page prices it (`lodgingPriceSql`).
 */
export function pinsInBox(connection: AbstractSqlConnection, q: SearchQuery): Promise<HotelHit[]> {
  const bindings: Record<string, unknown> = stayBindings(q);
  return executeNamed<HotelHit>(
    connection,
    `select h.id, h.name, h.type, h.star, h.address, h.region, h.active, h.latitude, h.longitude, h.translations,
            m.price as "minPrice", m.stay_price as "stayPrice", ${reviewScoreSql('h')} as "avgScore",
            h.review_count as "reviewCount", ${mainImagePathSql('h.id')} as "imagePath",
            to_json(h.service_names) as services
       from hotels h
       cross join lateral (${lodgingPriceSql('h.id', NAMED_STAY, q.nights)}) m
      where ${hotelConditions(q, bindings)} and m.price is not null ${priceConditions(q, bindings, 'm.stay_price')}
      order by h.id`,
    bindings,
  );
}
