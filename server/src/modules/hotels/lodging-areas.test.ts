import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { groupLodgingAreas } from './lodging-areas.service';

describe('grouping regions into destinations', () => {
  it('puts each 시·군·구 under its 시·도 in Korean order, adds up the counts and knows the place ids', () => {
    const areas = groupLodgingAreas([
      { region: '부산광역시 해운대구', count: 3 },
      { region: '부산광역시 기장군', count: 1 },
      { region: '강원특별자치도 강릉시', count: 2 },
      { region: '세종특별자치시', count: 1 },
    ]);
    expect(areas.map((area) => [area.name, area.lodgingCount])).toEqual([
      ['강원특별자치도', 2],
      ['부산광역시', 4],
      ['세종특별자치시', 1],
    ]);
    const busan = areas[1]!;
    expect(busan.placeId).toBe('sido:26');
    expect(busan.districts).toEqual([
      { name: '기장군', label: '부산광역시 기장군', placeId: 'sigungu:26710', lodgingCount: 1 },
      { name: '해운대구', label: '부산광역시 해운대구', placeId: 'sigungu:26350', lodgingCount: 3 },
    ]);
    expect(areas[2]!.districts).toEqual([]);
  });
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await createHotel(app.orm, { name: '해운대 호텔', address: '부산광역시 해운대구 해운대해변로 1' });
  await createHotel(app.orm, { name: '광안 호텔', address: '부산광역시 수영구 광안해변로 2' });
  await createHotel(app.orm, { name: '송정 호텔', address: '부산광역시 해운대구 송정해변로 3' });
  await createHotel(app.orm, { name: '심사 중 호텔', address: '제주특별자치도 제주시 연동 4', status: 'PENDING' });
  await createHotel(app.orm, { name: '숨긴 호텔', address: '전라남도 여수시 돌산로 5', active: false });
});
afterAll(() => app?.close());

describe('lodgingAreas', () => {
  it('lists every area a guest finds lodgings in, and none only hidden or unapproved lodgings are in', async () => {
    const answer = await app.graphql<{
      lodgingAreas: Array<{
        name: string;
        lodgingCount: number;
        districts: Array<{ label: string; lodgingCount: number }>;
      }>;
    }>(`{ lodgingAreas { name placeId lodgingCount districts { name label placeId lodgingCount } } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.lodgingAreas).toEqual([
      {
        name: '부산광역시',
        placeId: 'sido:26',
        lodgingCount: 3,
        districts: [
          { name: '수영구', label: '부산광역시 수영구', placeId: 'sigungu:26500', lodgingCount: 1 },
          { name: '해운대구', label: '부산광역시 해운대구', placeId: 'sigungu:26350', lodgingCount: 2 },
        ],
      },
    ]);
  });
});
