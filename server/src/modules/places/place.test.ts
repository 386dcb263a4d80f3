import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hangulInitials, hangulJamo, placeKey } from '@shim/common/hangul';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { importLandmarksIfEmpty } from '../landmarks/landmark-sheet';
import { executeNamed } from '../../db/named';
import { typoThreshold } from './place.repository';

let app: TestApp;
let skyId = 0;
let hiddenId = 0;
let landmarkId = 0;
let haeinsaId = 0;

interface Suggestion {
  id: string;
  kind: string;
  name: string;
  label: string;
  latitude: number | null;
  longitude: number | null;
}

const SUGGEST = `query ($text: String!, $first: Int) {
  placeSuggestions(text: $text, first: $first) { id kind name label latitude longitude }
}`;

async function suggest(text: string, first?: number): Promise<Suggestion[]> {
  const answer = await app.graphql<{ placeSuggestions: Suggestion[] }>(SUGGEST, { text, first });
  expect(answer.errors).toBeUndefined();
  return answer.data!.placeSuggestions;
}

beforeAll(async () => {
  app = await startTestApp();
  await importLandmarksIfEmpty(app.orm.em.fork());
  skyId = (await createHotel(app.orm, { name: '하늘채 호텔 해운대', address: '부산광역시 해운대구 해운대해변로 30' }))
    .hotel.id;
  hiddenId = (
    await createHotel(app.orm, {
      name: '숨은별 호텔 해운대',
      address: '부산광역시 해운대구 달맞이길 10',
      status: 'PENDING',
    })
  ).hotel.id;
  await createHotel(app.orm, { name: '라온 호텔 강릉', address: '강원특별자치도 강릉시 창해로 20' });
  const [landmark] = await executeNamed<{ id: number }>(
    app.orm.em.getConnection(),
    `select id from landmarks where name = '경복궁'`,
    {},
  );
  landmarkId = landmark!.id;
  const [haeinsa] = await executeNamed<{ id: number }>(
    app.orm.em.getConnection(),
    `select id from landmarks where name = '해인사'`,
    {},
  );
  haeinsaId = haeinsa!.id;
});
afterAll(() => app.close());

/**
 * The table of cases: what is typed, the id expected first (or null: no first expectation), and ids that must
 * be among the suggestions (`lodging:sky` and `landmark:gyeongbok` stand for this file's fixtures).
 */
const CASES: Array<{ why: string; text: string; first: string | null; includes?: string[]; excludes?: string[] }> = [
  {
    why: 'area by its name without 구, no distant typo guesses beside real matches',
    text: '해운대',
    first: 'sigungu:26350',
    includes: ['station:S2602-0203', 'lodging:sky'],
    excludes: ['landmark:haeinsa'],
  },
  { why: 'area by its full name', text: '해운대구', first: 'sigungu:26350' },
  { why: 'a station by its name with 역', text: '해운대역', first: 'station:S2602-0203' },
  {
    why: 'a landmark before the station named after it',
    text: '경복궁',
    first: 'landmark:gyeongbok',
    includes: ['station:I1103-0327'],
  },
  { why: '초성 of a lodging', text: 'ㅎㄴㅊ', first: 'lodging:sky' },
  { why: '초성 of an area', text: 'ㅎㅇㄷ', first: 'sigungu:26350' },
  { why: '초성 of a landmark', text: 'ㄱㅂㄱ', first: null, includes: ['landmark:gyeongbok'] },
  { why: 'a lone initial being typed', text: '하늘ㅊ', first: 'lodging:sky' },
  { why: 'a lone initial after an area', text: '해운ㄷ', first: 'sigungu:26350' },
  { why: 'a syllable still waiting for its final', text: '하느', first: null, includes: ['lodging:sky'] },
  {
    why: 'a final that will start the next syllable (붓 on the way to 부산)',
    text: '붓',
    first: 'sido:26',
  },
  {
    why: 'one character looks at places, not at thousands of lodgings',
    text: '하',
    first: null,
    excludes: ['lodging:sky'],
  },
  { why: 'a typo in the last vowel', text: '해운데', first: 'sigungu:26350' },
  { why: 'a typo in a lodging name', text: '하늘체', first: 'lodging:sky' },
  { why: 'two typos in a long lodging name', text: '하늘체 호텔 해운데', first: 'lodging:sky' },
  { why: 'a typo in the middle of an area', text: '해은대', first: null, includes: ['sigungu:26350'] },
  { why: 'a typo in a landmark', text: '경복꿍', first: 'landmark:gyeongbok' },
  { why: '시 suffix on a province', text: '부산시', first: 'sido:26' },
  { why: 'spacing ignored, province with district', text: '부산 해운대', first: 'sigungu:26350' },
  { why: 'province and district with suffixes', text: '서울 강남구', first: 'sigungu:11680' },
  { why: 'area before station at equal score', text: '강남', first: 'sigungu:11680', includes: ['station:S1102-0222'] },
  { why: 'station by its full name', text: '강남역', first: 'station:S1102-0222' },
  { why: 'province short name', text: '경북', first: 'sido:47' },
  { why: 'city before its districts', text: '수원', first: 'sigungu:41110', includes: ['sigungu:41111'] },
  { why: 'province before the city of the same name', text: '제주', first: 'sido:50', includes: ['sigungu:50110'] },
  { why: 'lodging name inside', text: '호텔 해운대', first: 'lodging:sky' },
  { why: 'lodging awaiting approval never suggested', text: '숨은별', first: null, excludes: ['lodging:hidden'] },
  { why: 'station with a number', text: '종로3가', first: 'station:I4101-0130' },
  { why: 'a county before its station', text: '가평', first: 'sigungu:41820', includes: ['station:I41K2-1323'] },
];

const real = (id: string) =>
  id === 'lodging:sky'
    ? `lodging:${skyId}`
    : id === 'lodging:hidden'
      ? `lodging:${hiddenId}`
      : id === 'landmark:gyeongbok'
        ? `landmark:${landmarkId}`
        : id === 'landmark:haeinsa'
          ? `landmark:${haeinsaId}`
          : id;

describe('placeSuggestions: ranking and Hangul matching', () => {
  it.each(CASES)('$text: $why', async ({ text, first, includes = [], excludes = [] }) => {
    const ids = (await suggest(text)).map((s) => s.id);
    if (first) expect(ids[0]).toBe(real(first));
    for (const id of includes) expect(ids).toContain(real(id));
    for (const id of excludes) expect(ids).not.toContain(real(id));
  });

  it('lists every 중구 first, the biggest first, and honours first', async () => {
    const list = await suggest('중구', 6);
    expect(list).toHaveLength(6);
    expect(list.every((s) => s.kind === 'SIGUNGU' && s.name === '중구')).toBe(true);
    expect(new Set(list.map((s) => s.label.split(' ')[0])).size).toBe(6);
  });

  it('answers nothing for an empty text and treats LIKE wildcards as characters', async () => {
    expect(await suggest('   ')).toEqual([]);
    // Unescaped, `%` and `_` would match every name by prefix.
    expect(await suggest('%')).toEqual([]);
    expect(await suggest('_')).toEqual([]);
  });

  it('gives labels and points', async () => {
    const [area] = await suggest('해운대구');
    expect(area).toMatchObject({ kind: 'SIGUNGU', name: '해운대구', label: '부산광역시 해운대구' });
    expect(area!.latitude).toBeCloseTo(35.19, 1);
    const [station] = await suggest('강남역');
    expect(station).toMatchObject({ kind: 'STATION', label: '강남역 (2호선·신분당선)' });
  });

  it('guesses typos of a long text only among names a typo or two away', async () => {
    const near = (
      await createHotel(app.orm, { name: '연동 게스트하우스 1209호점', address: '제주특별자치도 제주시 연동 1' })
    ).hotel.id;
    // Alike at pg_trgm's flat 0.6 (every `…동 게스트하우스` is), but further than two typos from the text.
    const far = (await createHotel(app.orm, { name: '대동 게스트하우스 3401호점', address: '대전광역시 동구 대동 1' }))
      .hotel.id;
    const ids = (await suggest('명동 게스트하우스 12')).map((s) => s.id);
    expect(ids).toContain(`lodging:${near}`);
    expect(ids).not.toContain(`lodging:${far}`);
  });

  it('asks more likeness of longer texts, never under 0.6', () => {
    expect(typoThreshold(hangulJamo('하늘체'))).toBe(0.6);
    expect(typoThreshold(hangulJamo(placeKey('하늘체 호텔 해운데')))).toBe(0.65);
    expect(typoThreshold(hangulJamo(placeKey('명동 게스트하우스 12')))).toBe(0.66);
  });

  it('REST answers the same list as GraphQL', async () => {
    const answer = await app.request('GET', `/api/places/suggest?q=${encodeURIComponent('해운대')}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(await suggest('해운대'));
  });
});

describe('the SQL twins of common/hangul.ts', () => {
  it('key, initials and jamo agree', async () => {
    const samples = [
      '하늘채 호텔 해운대',
      '경성대·부경대역',
      'N서울타워',
      '동궁과 월지',
      '전대·에버랜드(용인)',
      '뷁 [테스트]',
    ];
    for (const text of samples) {
      const [row] = await executeNamed<{ key: string; initials: string; jamo: string }>(
        app.orm.em.getConnection(),
        `select place_key(:t) as key, hangul_initials(place_key(:t)) as initials, hangul_jamo(place_key(:t)) as jamo`,
        { t: text },
      );
      const key = placeKey(text);
      expect(row).toEqual({ key, initials: hangulInitials(key), jamo: hangulJamo(key) });
    }
  });
});
