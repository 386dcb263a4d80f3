import { describe, expect, it } from 'vitest';
import { koreanWords, wordsIn } from '../../test/search-words';
import { boundsAround, distanceLabel, formatBounds, isPointPlaceId, parseBounds, researchParams } from './map-bounds';

describe('the map area in the URL', () => {
  it('reads south,west,north,east and refuses what is not an area', () => {
    expect(parseBounds('37.49,127.01,37.52,127.05')).toEqual({
      south: 37.49,
      west: 127.01,
      north: 37.52,
      east: 127.05,
    });
    expect(parseBounds('37.52,127.01,37.49,127.05')).toBeNull();
    expect(parseBounds('37.49,127.01,37.52')).toBeNull();
    expect(parseBounds('37.49,,37.52,127.05')).toBeNull();
    expect(parseBounds('a,b,c,d')).toBeNull();
    expect(parseBounds('91,0,92,1')).toBeNull();
    expect(parseBounds(undefined)).toBeNull();
  });

  it('writes five decimals', () => {
    expect(formatBounds({ south: 37.123456789, west: 127.1, north: 37.2, east: 127.987654321 })).toBe(
      '37.12346,127.1,37.2,127.98765',
    );
  });

  it('re-searches the area with every criterion, filter and sort kept, from the first page', () => {
    const params = new URLSearchParams(
      'region=서울&place=sigungu:11680&startDate=2030-03-10&endDate=2030-03-11&rooms=1&persons=2&sort=PRICE_ASC&types=HOTEL&rating=4&view=map&after=c20',
    );
    const next = researchParams(params, { south: 37.49, west: 127.01, north: 37.52, east: 127.05 });
    expect(next.get('bounds')).toBe('37.49,127.01,37.52,127.05');
    for (const key of [
      'region',
      'place',
      'startDate',
      'endDate',
      'rooms',
      'persons',
      'sort',
      'types',
      'rating',
      'view',
    ])
      expect(next.get(key)).toBe(params.get(key));
    expect(next.has('after')).toBe(false);
    // An area has no point to be near: 가까운순 goes.
    const near = researchParams(new URLSearchParams('place=station:222&sort=DISTANCE'), {
      south: 1,
      west: 2,
      north: 3,
      east: 4,
    });
    expect(near.has('sort')).toBe(false);
  });
});

describe('places and distance', () => {
  it('tells a station or landmark from an area', () => {
    expect(isPointPlaceId('station:222')).toBe(true);
    expect(isPointPlaceId('landmark:12')).toBe(true);
    expect(isPointPlaceId('sigungu:11680')).toBe(false);
    expect(isPointPlaceId('nonsense')).toBe(false);
    expect(isPointPlaceId(undefined)).toBe(false);
  });

  it('says the distance from the place by its name', () => {
    const { t } = koreanWords();
    expect(distanceLabel(t, '강남역 (2호선·신분당선)', 0.8)).toBe('강남역에서 0.8km');
    expect(distanceLabel(t, '경복궁', 2)).toBe('경복궁에서 2.0km');
    expect(distanceLabel(wordsIn('en').t, '경복궁', 2)).toBe('2.0 km from 경복궁');
  });

  it('frames the points, never closer than about a kilometre', () => {
    expect(
      boundsAround([
        { latitude: 37.5, longitude: 127.1 },
        { latitude: 37.4, longitude: 127.2 },
      ]),
    ).toEqual({ south: 37.4, west: 127.1, north: 37.5, east: 127.2 });
    const one = boundsAround([{ latitude: 37.5, longitude: 127.1 }])!;
    expect(one.north - one.south).toBeCloseTo(0.01);
    expect(one.east - one.west).toBeCloseTo(0.01);
    expect((one.north + one.south) / 2).toBeCloseTo(37.5);
    expect(boundsAround([])).toBeNull();
  });
});
