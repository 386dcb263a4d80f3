import { describe, expect, it } from 'vitest';
import { LODGING_TYPE_KEYS } from '@shim/common/lodging';
import { parseLandmarkSheet, LANDMARK_SHEET } from '../modules/landmarks/landmark-sheet';
import { readFileSync } from 'node:fs';
import { demoHotels } from './demo-hotels';

describe('demo data', () => {
  const hotels = demoHotels();
  const visible = hotels.filter((hotel) => hotel.status === 'APPROVED' && hotel.active);

  it('is the same on every run', () => {
    expect(demoHotels()).toEqual(hotels);
  });

  it('has at least 60 searchable lodgings of every type in the six popular regions and beyond', () => {
    expect(visible.length).toBeGreaterThanOrEqual(60);
    expect(new Set(visible.map((hotel) => hotel.type))).toEqual(new Set(LODGING_TYPE_KEYS));
    for (const region of ['서울', '강릉', '인천', '부산', '속초', '제주', '경주', '전주', '여수', '가평'])
      expect(visible.filter((hotel) => hotel.address.includes(region)).length, region).toBeGreaterThanOrEqual(2);
    expect(new Set(hotels.map((hotel) => hotel.name)).size).toBe(hotels.length);
  });

  it('gives each lodging 2 to 5 room types, services and coordinates in Korea', () => {
    for (const hotel of hotels) {
      expect(hotel.rooms.length).toBeGreaterThanOrEqual(2);
      expect(hotel.rooms.length).toBeLessThanOrEqual(5);
      expect(hotel.services.length).toBeGreaterThan(0);
      expect(hotel.latitude).toBeGreaterThan(33);
      expect(hotel.latitude).toBeLessThan(39);
      expect(hotel.longitude).toBeGreaterThan(124);
      expect(hotel.longitude).toBeLessThan(132);
    }
    expect(new Set(hotels.map((hotel) => hotel.phone)).size).toBe(hotels.length);
    for (const [province, code] of [
      ['서울', '02'],
      ['부산', '051'],
      ['제주', '064'],
      ['강원', '033'],
      ['인천', '032'],
      ['경상북도', '054'],
      ['전북', '063'],
      ['전라남도', '061'],
      ['경기', '031'],
      ['경상남도', '055'],
    ] as const) {
      const local = hotels.filter((hotel) => hotel.address.startsWith(province));
      expect(local.length, province).toBeGreaterThan(0);
      for (const hotel of local) expect(hotel.phone, hotel.address).toMatch(new RegExp(`^${code}-\\d{3,4}-\\d{4}$`));
    }
    expect(visible.filter((hotel) => hotel.owner === 0).length).toBeGreaterThanOrEqual(5);
    expect(visible.flatMap((hotel) => hotel.reviews).length).toBeGreaterThan(200);
  });
});

describe('landmark spreadsheet', () => {
  it('holds at least 40 real landmarks with coordinates and the spec columns', () => {
    const rows = parseLandmarkSheet(readFileSync(LANDMARK_SHEET));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const palace = rows.find((row) => row.name === '경복궁')!;
    expect(palace).toMatchObject({ location: '서울 종로구', category: '역사', guideClosed: '화요일' });
    expect(palace.latitude).toBeCloseTo(37.5796, 3);
    expect(palace.tags).toContain('궁궐');
    expect(palace.images[0]).toBe(`/images/landmarks/${palace.id}.jpg`);
    expect(rows.find((row) => row.category === '해변')!.extra).toEqual({ 'guide:주차': '공영 주차장 이용' });
  });
});
