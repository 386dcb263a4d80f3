/**
 * The landmark list, server/data/landmarks.tsv (real places, real coordinates; one a line, tab-separated, its
 * first line naming the columns), and the rows of the landmark spreadsheet of spec §3 made from it.
 */
import { withParticle } from '@shim/common/josa';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LANDMARK_DATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data');
const COLUMNS = [
  'name',
  'location',
  'category',
  'tags',
  'latitude',
  'longitude',
  'address',
  'hours',
  'closed',
  'description',
] as const;

type Place = Record<(typeof COLUMNS)[number], string>;

/** The places of the list, refusing a line that does not fit its columns (a stray tab, a missing field). */
export function readPlaces(file: string): Place[] {
  const [columns, ...lines] = readFileSync(file, 'utf8').trimEnd().split('\n');
  if (columns !== COLUMNS.join('\t')) throw new Error(`${file}: the first line must be ${COLUMNS.join(', ')}`);
  return lines.map((line, i) => {
    const fields = line.split('\t');
    const place = Object.fromEntries(COLUMNS.map((column, at) => [column, fields[at] ?? ''])) as Place;
    const coordinates = [Number(place.latitude), Number(place.longitude)];
    if (fields.length !== COLUMNS.length || !place.name || !coordinates.every(Number.isFinite))
      throw new Error(`${file}:${i + 2}: ${COLUMNS.length} tab-separated fields, a name and coordinates expected`);
    return place;
  });
}

export const LANDMARK_LIST = path.join(LANDMARK_DATA, 'landmarks.tsv');

const HEADER = [
  'id',
  'name',
  'location',
  'category',
  'tags',
  'images',
  'description',
  'detail',
  'overview',
  'basic_address',
  'basic_homepage',
  'guide_phone',
  'guide_closed',
  'guide_hours',
  'latitude',
  'longitude',
  'guide:주차',
];

/** The sheet's rows: the header in the spec's column names, then one row per place, its id its position. */
export function landmarkSheetRows(places: Place[]): Array<Array<string | number>> {
  const rows = places.map(
    ({ name, location, category, tags, latitude, longitude, address, hours, closed, description }, i) => {
      const id = i + 1;
      return [
        id,
        name,
        location,
        category,
        tags,
        `/images/landmarks/${id}.jpg;/images/landmarks/${id}_1.jpg`,
        description,
        `<p>${description}</p><p>${withParticle(location, '을/를')} 여행한다면 꼭 들러 볼 만한 곳입니다. 주변 숙소를 함께 찾아보세요.</p>`,
        `${name}: ${description}`,
        address,
        '',
        '',
        closed,
        hours,
        Number(latitude),
        Number(longitude),
        /해변|바다|섬|공원/.test(category) ? '공영 주차장 이용' : '',
      ];
    },
  );
  return [HEADER, ...rows];
}
