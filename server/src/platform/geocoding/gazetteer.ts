import { DESTINATIONS } from './demo-places';

/** A place the local geocoder knows: its full Korean address prefix and a point (district office or street). */
export interface Place {
  address: string;
  lat: number;
  lng: number;
}

/**
 * Every 시/군/구 of the demo regions (the districts' offices, rounded to 4 decimals), so a manager can
 * place a lodging anywhere in them: Seoul's 25 구, Incheon's 10, Busan's 16, and the cities and counties
 * of the other destinations.
 */
const DISTRICTS: ReadonlyArray<readonly [string, number, number]> = [
  ['서울특별시 종로구', 37.5735, 126.979],
  ['서울특별시 중구', 37.5641, 126.9979],
  ['서울특별시 용산구', 37.5326, 126.9905],
  ['서울특별시 성동구', 37.5634, 127.0369],
  ['서울특별시 광진구', 37.5385, 127.0823],
  ['서울특별시 동대문구', 37.5744, 127.0396],
  ['서울특별시 중랑구', 37.6063, 127.0925],
  ['서울특별시 성북구', 37.5894, 127.0167],
  ['서울특별시 강북구', 37.6396, 127.0257],
  ['서울특별시 도봉구', 37.6688, 127.0471],
  ['서울특별시 노원구', 37.6542, 127.0568],
  ['서울특별시 은평구', 37.6027, 126.9291],
  ['서울특별시 서대문구', 37.5791, 126.9368],
  ['서울특별시 마포구', 37.5663, 126.9019],
  ['서울특별시 양천구', 37.517, 126.8664],
  ['서울특별시 강서구', 37.5509, 126.8495],
  ['서울특별시 구로구', 37.4954, 126.8874],
  ['서울특별시 금천구', 37.4568, 126.8955],
  ['서울특별시 영등포구', 37.5264, 126.8962],
  ['서울특별시 동작구', 37.5124, 126.9393],
  ['서울특별시 관악구', 37.4784, 126.9516],
  ['서울특별시 서초구', 37.4837, 127.0324],
  ['서울특별시 강남구', 37.5172, 127.0473],
  ['서울특별시 송파구', 37.5145, 127.1059],
  ['서울특별시 강동구', 37.5301, 127.1238],
  ['인천광역시 중구', 37.4737, 126.6215],
  ['인천광역시 동구', 37.4739, 126.6432],
  ['인천광역시 미추홀구', 37.4635, 126.6505],
  ['인천광역시 연수구', 37.4102, 126.6783],
  ['인천광역시 남동구', 37.4473, 126.7314],
  ['인천광역시 부평구', 37.507, 126.7219],
  ['인천광역시 계양구', 37.5374, 126.7377],
  ['인천광역시 서구', 37.5456, 126.676],
  ['인천광역시 강화군', 37.7466, 126.4881],
  ['인천광역시 옹진군', 37.4466, 126.6368],
  ['부산광역시 중구', 35.1064, 129.0323],
  ['부산광역시 서구', 35.0979, 129.0243],
  ['부산광역시 동구', 35.1294, 129.0454],
  ['부산광역시 영도구', 35.0911, 129.0679],
  ['부산광역시 부산진구', 35.1629, 129.0532],
  ['부산광역시 동래구', 35.2049, 129.0837],
  ['부산광역시 남구', 35.1366, 129.0843],
  ['부산광역시 북구', 35.1972, 128.9903],
  ['부산광역시 해운대구', 35.1631, 129.1636],
  ['부산광역시 사하구', 35.1046, 128.9749],
  ['부산광역시 금정구', 35.243, 129.0922],
  ['부산광역시 강서구', 35.2122, 128.9807],
  ['부산광역시 연제구', 35.1762, 129.0799],
  ['부산광역시 수영구', 35.1455, 129.1133],
  ['부산광역시 사상구', 35.1526, 128.9914],
  ['부산광역시 기장군', 35.2446, 129.2222],
  ['강원특별자치도 강릉시', 37.7519, 128.8761],
  ['강원특별자치도 속초시', 38.207, 128.5918],
  ['강원특별자치도 양양군', 38.0754, 128.6191],
  ['제주특별자치도 제주시', 33.4996, 126.5312],
  ['제주특별자치도 서귀포시', 33.2541, 126.56],
  ['경상북도 경주시', 35.8562, 129.2247],
  ['전북특별자치도 전주시', 35.8242, 127.148],
  ['전북특별자치도 전주시 완산구', 35.8121, 127.1197],
  ['전북특별자치도 전주시 덕진구', 35.8294, 127.1338],
  ['전라남도 여수시', 34.7604, 127.6622],
  ['경기도 가평군', 37.8315, 127.5105],
  ['경상남도 통영시', 34.8544, 128.4332],
];

/** Short and older names of provinces, as people type them (`서울 강남구`, `강원도 강릉시`, `전라북도 전주시`). */
const PROVINCE_ALIASES: Record<string, string[]> = {
  서울특별시: ['서울', '서울시'],
  인천광역시: ['인천', '인천시'],
  부산광역시: ['부산', '부산시'],
  강원특별자치도: ['강원', '강원도'],
  제주특별자치도: ['제주', '제주도'],
  경상북도: ['경북'],
  전북특별자치도: ['전북', '전라북도'],
  전라남도: ['전남'],
  경기도: ['경기'],
  경상남도: ['경남'],
};

/** The demo streets (their coordinates are the real streets') before the districts: the most precise first. */
export const PLACES: readonly Place[] = [
  ...DESTINATIONS.flatMap((destination) =>
    destination.spots.map((spot) => ({ address: spot.road, lat: spot.lat, lng: spot.lng })),
  ),
  ...DISTRICTS.map(([address, lat, lng]) => ({ address, lat, lng })),
];

/** The address with its province in its full official name and single spaces. */
export function normalizeAddress(query: string): string {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const province = Object.entries(PROVINCE_ALIASES).find(([, aliases]) => aliases.includes(words[0]!))?.[0];
  if (province) words[0] = province;
  return words.join(' ');
}

/**
 * The best place for an address: the longest known prefix that ends at a word boundary (a demo street
 * `…테헤란로 152` → the street, `서울 강남구 역삼동` → the district); null when nothing matches.
 */
export function lookUpPlace(query: string): (Place & { query: string }) | null {
  const address = normalizeAddress(query);
  if (!address) return null;
  let best: Place | null = null;
  for (const place of PLACES) {
    const matches =
      address === place.address ||
      (address.startsWith(place.address) && /[\s\d-]/.test(address.charAt(place.address.length)));
    if (matches && (!best || place.address.length > best.address.length)) best = place;
  }
  return best ? { ...best, query: address } : null;
}
