import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import { guestVisibleSql } from './hotel.repository';

export interface RegionCountRow {
  /** The lodging's region: the first two words of its address (`부산광역시 해운대구`). */
  region: string;
  count: number;
}

/** How many lodgings a guest can find in each region, by region. */
export function readRegionCounts(connection: AbstractSqlConnection): Promise<RegionCountRow[]> {
  return executeNamed<RegionCountRow>(
    connection,
    `select h.region, count(*)::int as count from hotels h where ${guestVisibleSql('h')} group by h.region order by h.region`,
  );
}
