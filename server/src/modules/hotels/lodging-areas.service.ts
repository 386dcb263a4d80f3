import type { RequestContext } from '../../platform/context';
import { areaRows } from '../../db/places/place-data';
import { readRegionCounts, type RegionCountRow } from './lodging-areas.repository';

export interface LodgingDistrictView {
  name: string;
  label: string;
  placeId: string | null;
  lodgingCount: number;
}

export interface LodgingAreaView {
  name: string;
  placeId: string | null;
  lodgingCount: number;
  districts: LodgingDistrictView[];
}

let placeIds: Map<string, string> | null = null;
/** The place id of an area by its full label (`부산광역시 해운대구` → `sigungu:26350`). */
function placeIdOf(label: string): string | null {
  placeIds ??= new Map(areaRows().map((row) => [row.label, row.id]));
  return placeIds.get(label) ?? null;
}

/**
 * Every destination with lodgings (the /accommodations page): the 시·도 of their addresses, each with the
 * 시·군·구 under it and how many lodgings a guest finds there, in Korean order. An area the places list knows
 * carries its place id, so its link searches the area itself rather than the words of its name.
 */
export function groupLodgingAreas(rows: readonly RegionCountRow[]): LodgingAreaView[] {
  const areas = new Map<string, LodgingAreaView>();
  for (const { region, count } of rows) {
    const [sido, ...rest] = region.trim().split(/\s+/);
    if (!sido) continue;
    const area = areas.get(sido) ?? { name: sido, placeId: placeIdOf(sido), lodgingCount: 0, districts: [] };
    area.lodgingCount += count;
    const name = rest.join(' ');
    if (name) {
      const label = `${sido} ${name}`;
      const known = area.districts.find((district) => district.label === label);
      if (known) known.lodgingCount += count;
      else area.districts.push({ name, label, placeId: placeIdOf(label), lodgingCount: count });
    }
    areas.set(sido, area);
  }
  const korean = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ko');
  return [...areas.values()].map((area) => ({ ...area, districts: area.districts.sort(korean) })).sort(korean);
}

export async function lodgingAreas(ctx: RequestContext): Promise<LodgingAreaView[]> {
  return groupLodgingAreas(await readRegionCounts(ctx.publicReads));
}
