import { hangulInitials, hangulJamo, placeKey, stripPlaceSuffix } from '@shim/common/hangul';
import { placeId, type PlaceKind } from '@shim/common/places';
import { AREAS_TSV } from './data/areas';
import { STATIONS_TSV } from './data/stations';

/**
 * A row of the `places` table: an area or a station with its search keys (docs/decisions/search.md "Places"). The data
 * the migration Places loads; it lives below the modules so any of them may read it (the places module reads the
 * table, the lodging areas page the labels).
 */
export interface PlaceRow {
  id: string;
  kind: PlaceKind;
  name: string;
  label: string;
  area_text: string | null;
  latitude: number;
  longitude: number;
  area_km2: number;
  /** Every spelling that matches exactly or by prefix: the name, without its suffix, with its parents. */
  keys: string[];
  initials: string;
  jamo: string;
}

/** The short names people use for the provinces (and their names before they became 특별자치도). */
const SIDO_ALIASES: Record<string, string[]> = {
  충청북도: ['충북'],
  충청남도: ['충남'],
  전라남도: ['전남'],
  경상북도: ['경북'],
  경상남도: ['경남'],
  강원특별자치도: ['강원도'],
  전북특별자치도: ['전북', '전라북도'],
  제주특별자치도: ['제주도'],
};

const short = (word: string) => stripPlaceSuffix(placeKey(word));

function tsv(text: string): Array<Record<string, string>> {
  const [header, ...lines] = text.trim().split('\n');
  const columns = header!.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [columns[i], value])));
}

function withKeys(base: Omit<PlaceRow, 'keys' | 'initials' | 'jamo'>, spellings: string[]): PlaceRow {
  const key = placeKey(base.name.split(' ').at(-1)!);
  const keys = [...new Set([key, ...spellings.map(placeKey)].filter((k) => k.length > 0))];
  return { ...base, keys, initials: hangulInitials(key), jamo: hangulJamo(key) };
}

export function areaRows(): PlaceRow[] {
  return tsv(AREAS_TSV).map((r) => {
    const words = r.label!.split(' ');
    const last = words.at(-1)!;
    const spellings = [
      short(last),
      placeKey(r.label!),
      words.map(short).join(''),
      // Without the province: `수원장안`, `수원시장안구`.
      words.slice(1).join(''),
      words.slice(1).map(short).join(''),
      ...(r.kind === 'SIDO' ? (SIDO_ALIASES[r.name!] ?? []) : []),
    ];
    return withKeys(
      {
        id: placeId(r.kind as PlaceKind, r.code!),
        kind: r.kind as PlaceKind,
        name: r.name!,
        label: r.label!,
        area_text: r.label!,
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
        area_km2: Number(r.area_km2),
      },
      spellings,
    );
  });
}

export function stationRows(): PlaceRow[] {
  return tsv(STATIONS_TSV).map((r) => {
    return withKeys(
      {
        id: placeId('STATION', r.id!),
        kind: 'STATION',
        name: r.name!,
        label: `${r.name} (${r.lines})`,
        area_text: null,
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
        area_km2: 0,
      },
      [short(r.name!), `${r.city}${short(r.name!)}`],
    );
  });
}
