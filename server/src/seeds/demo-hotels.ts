import type { LodgingType } from '@shim/common/lodging';
import type { HotelStatus } from '../modules/hotels/hotel.entity';
import { DESTINATIONS, type Destination, type Spot } from '../platform/geocoding/demo-places';
import { Random } from './random';

export interface DemoRoom {
  name: string;
  capacity: number;
  basePrice: number;
  unitCount: number;
  bedType: string;
  sizeSqm: number;
  amenities: string[];
  description: string;
}

export interface DemoReview {
  /** Index into DEMO_REVIEWERS. */
  reviewer: number;
  score: number;
  content: string;
  daysAgo: number;
  reply: string | null;
}

export interface DemoHotel {
  name: string;
  type: LodgingType;
  star: number | null;
  address: string;
  /** Front desk landline with the province's area code. */
  phone: string;
  latitude: number;
  longitude: number;
  info: string;
  coastal: boolean;
  services: string[];
  rooms: DemoRoom[];
  reviews: DemoReview[];
  status: HotelStatus;
  active: boolean;
  /** 0: the documented demo manager; otherwise index into DEMO_OWNERS + 1. */
  owner: number;
}

export const DEMO_SERVICES = [
  '무료 Wi-Fi',
  '주차 가능',
  '조식 제공',
  '수영장',
  '피트니스',
  '레스토랑',
  '스파',
  '바비큐',
  '반려동물 동반',
  '공항 셔틀',
  '라운지',
  '노래방',
  '루프탑',
  '세탁 서비스',
  '24시간 프런트',
  '공용 주방',
  '개별 수영장',
  '한복 체험',
  '전통차 제공',
  '짐 보관',
];

/** Guests who wrote the demo reviews (accounts with the demo password). */
export const DEMO_REVIEWERS = [
  '이서연',
  '정민준',
  '최지우',
  '한도윤',
  '윤하은',
  '강시우',
  '임수아',
  '오지호',
  '송예린',
  '장현우',
];

/** Managers owning the demo lodgings besides the documented demo manager. */
export const DEMO_OWNERS = [
  { name: '최호스트', companyName: '바다숙박', businessNumber: '2345678901' },
  { name: '정스테이', companyName: '한옥스테이', businessNumber: '3456789012' },
];

/**
 * A demo room type's facts, read off its name and size (no random draw, so the rest of the demo data stays as it
 * was): the bed its name promises, an area that grows with the persons, the usual amenities.
 */
export function demoRoomFacts(name: string, capacity: number, coastal: boolean) {
  const bedType = /온돌/.test(name)
    ? '온돌'
    : /도미토리|싱글/.test(name)
      ? '싱글'
      : /트윈/.test(name)
        ? '트윈'
        : /킹|스위트/.test(name)
          ? '킹'
          : /패밀리|트리플|단체/.test(name) || capacity >= 4
            ? '패밀리'
            : /더블/.test(name)
              ? '더블'
              : '퀸';
  const sizeSqm = (/스위트/.test(name) ? 40 : 0) + 14 + capacity * 7;
  const amenities = [
    '무료 와이파이',
    '에어컨',
    'TV',
    '냉장고',
    '헤어드라이어',
    ...(capacity >= 4 ? ['전자레인지'] : []),
    ...(/스위트|프리미어|디럭스/.test(name) ? ['욕조', '커피포트'] : ['샤워부스']),
    ...(coastal ? ['오션뷰'] : []),
    '금연',
  ];
  const bed = bedType === '온돌' ? '온돌 바닥에 요와 이불' : `${bedType} 침대`;
  const description = `${sizeSqm}㎡의 ${name} 객실입니다. ${bed}, 최대 ${capacity}명까지 묵을 수 있습니다.`;
  return { bedType, sizeSqm, amenities, description };
}

interface TypeProfile {
  names: (area: string, rng: Random) => string;
  star: [number, number] | null;
  rooms: Array<{ name: string; capacity: number; price: number; units: [number, number] }>;
  roomCount: [number, number];
  services: { always: string[]; maybe: string[] };
  info: string[];
}

const PROFILES: Record<LodgingType, TypeProfile> = {
  HOTEL: {
    names: (area, rng) =>
      `${rng.pick(['라온', '더 스테이', '그랜드 쉼', '시그니처', '누리', '하늘채', '브릿지', '엘리시안'])} 호텔 ${area}`,
    star: [3, 5],
    rooms: [
      { name: '스탠다드 더블', capacity: 2, price: 110000, units: [8, 20] },
      { name: '디럭스 트윈', capacity: 2, price: 135000, units: [6, 15] },
      { name: '프리미어 킹', capacity: 2, price: 170000, units: [4, 10] },
      { name: '패밀리 트리플', capacity: 4, price: 210000, units: [2, 6] },
      { name: '이그제큐티브 스위트', capacity: 4, price: 380000, units: [1, 3] },
    ],
    roomCount: [3, 5],
    services: {
      always: ['무료 Wi-Fi', '24시간 프런트'],
      maybe: ['조식 제공', '피트니스', '레스토랑', '라운지', '주차 가능', '루프탑', '세탁 서비스', '수영장', '짐 보관'],
    },
    info: [
      '역에서 걸어서 5분 거리라 여행과 출장 모두 편리합니다.',
      '객실마다 고급 침구와 레인 샤워를 갖추었습니다.',
      '루프탑 라운지에서 도시의 야경을 즐길 수 있습니다.',
    ],
  },
  TOURIST_HOTEL: {
    names: (area, rng) => `${area} ${rng.pick(['코리아나', '아리랑', '한빛', '동방', '새한', '로얄'])} 관광호텔`,
    star: [2, 4],
    rooms: [
      { name: '스탠다드 더블', capacity: 2, price: 85000, units: [6, 14] },
      { name: '스탠다드 트윈', capacity: 2, price: 90000, units: [6, 14] },
      { name: '온돌 패밀리', capacity: 4, price: 130000, units: [2, 6] },
      { name: '디럭스 더블', capacity: 2, price: 115000, units: [3, 8] },
    ],
    roomCount: [2, 4],
    services: {
      always: ['무료 Wi-Fi', '주차 가능'],
      maybe: ['조식 제공', '레스토랑', '24시간 프런트', '짐 보관', '세탁 서비스'],
    },
    info: [
      '오랜 시간 여행객을 맞아 온 관광호텔로, 단체 여행에도 알맞습니다.',
      '가족 여행객을 위한 온돌 객실이 있습니다.',
      '주요 관광지로 가는 버스 정류장이 바로 앞에 있습니다.',
    ],
  },
  MOTEL: {
    names: (area, rng) => `${area} ${rng.pick(['루나', '스타', '블루', '시네마', '펄', '소울', '하이'])} 모텔`,
    star: null,
    rooms: [
      { name: '일반실', capacity: 2, price: 45000, units: [6, 12] },
      { name: '특실', capacity: 2, price: 60000, units: [4, 8] },
      { name: 'VIP 스위트', capacity: 2, price: 85000, units: [1, 3] },
      { name: '트윈룸', capacity: 3, price: 70000, units: [2, 5] },
    ],
    roomCount: [2, 4],
    services: { always: ['무료 Wi-Fi', '주차 가능'], maybe: ['24시간 프런트', '노래방', '세탁 서비스'] },
    info: [
      '무인 체크인으로 늦은 밤에도 편하게 들어올 수 있습니다.',
      '객실마다 대형 TV와 최신 PC를 갖추었습니다.',
      '깨끗하게 관리하는 합리적인 가격의 숙소입니다.',
    ],
  },
  HANOK: {
    names: (area, rng) =>
      `${area} ${rng.pick(['소담재', '여운재', '다온채', '청연당', '가온재', '휴안당', '락고재', '무송헌'])}`,
    star: null,
    rooms: [
      { name: '온돌방', capacity: 2, price: 120000, units: [2, 4] },
      { name: '사랑채', capacity: 4, price: 190000, units: [1, 2] },
      { name: '안채 독채', capacity: 6, price: 280000, units: [1, 1] },
      { name: '별채', capacity: 3, price: 150000, units: [1, 2] },
    ],
    roomCount: [2, 4],
    services: { always: ['무료 Wi-Fi', '전통차 제공'], maybe: ['조식 제공', '한복 체험', '주차 가능', '짐 보관'] },
    info: [
      '백 년 된 한옥을 고쳐 지은 한옥 스테이입니다.',
      '마당의 툇마루에서 차 한 잔의 여유를 즐겨 보세요.',
      '뜨끈한 온돌방에서 전통 이불을 덮고 쉬어 갈 수 있습니다.',
    ],
  },
  PENSION: {
    names: (area, rng) =>
      `${area} ${rng.pick(['바다정원', '솔바람', '별빛마을', '노을언덕', '숲속의 아침', '달빛정원', '파란대문'])} ${rng.pick(['펜션', '풀빌라'])}`,
    star: null,
    rooms: [
      { name: '커플룸', capacity: 2, price: 110000, units: [1, 3] },
      { name: '패밀리룸', capacity: 4, price: 170000, units: [1, 2] },
      { name: '독채 풀빌라', capacity: 6, price: 320000, units: [1, 1] },
      { name: '스파 스위트', capacity: 2, price: 190000, units: [1, 2] },
    ],
    roomCount: [2, 4],
    services: {
      always: ['무료 Wi-Fi', '주차 가능', '바비큐'],
      maybe: ['개별 수영장', '반려동물 동반', '스파', '공용 주방'],
    },
    info: [
      '객실마다 개별 테라스와 바비큐 그릴이 있습니다.',
      '온수 풀과 스파로 사계절 물놀이를 즐길 수 있습니다.',
      '아이와 반려동물과 함께하는 여행에 알맞은 독채입니다.',
    ],
  },
  GUESTHOUSE: {
    names: (area, rng) =>
      `${rng.pick(['여행자의 집', '쉼표', '골목길', '모모', '하루', '느린 우체통', '코지', '봄날'])} 게스트하우스 ${area}`,
    star: null,
    rooms: [
      { name: '4인 도미토리', capacity: 1, price: 28000, units: [4, 8] },
      { name: '여성 전용 도미토리', capacity: 1, price: 30000, units: [4, 6] },
      { name: '2인실 더블', capacity: 2, price: 65000, units: [2, 4] },
      { name: '3인실 트리플', capacity: 3, price: 85000, units: [1, 3] },
    ],
    roomCount: [2, 4],
    services: { always: ['무료 Wi-Fi', '공용 주방'], maybe: ['조식 제공', '짐 보관', '세탁 서비스', '라운지'] },
    info: [
      '여행자들이 모여 이야기를 나누는 아늑한 게스트하우스입니다.',
      '간단한 토스트 조식을 무료로 드립니다.',
      '호스트가 직접 만든 동네 지도를 나눠 드립니다.',
    ],
  },
  RESORT: {
    names: (area, rng) =>
      `${area} ${rng.pick(['오션', '씨사이드', '포레스트', '힐링', '블루마린', '선셋', '그린'])} 리조트`,
    star: null,
    rooms: [
      { name: '스탠다드', capacity: 2, price: 140000, units: [8, 16] },
      { name: '패밀리 스위트', capacity: 5, price: 260000, units: [3, 8] },
      { name: '로열 스위트', capacity: 6, price: 420000, units: [1, 2] },
      { name: '콘도형 객실', capacity: 4, price: 190000, units: [4, 10] },
    ],
    roomCount: [3, 4],
    services: {
      always: ['무료 Wi-Fi', '주차 가능', '수영장'],
      maybe: ['스파', '레스토랑', '피트니스', '조식 제공', '바비큐', '라운지', '노래방'],
    },
    info: [
      '실내외 수영장과 키즈 클럽을 갖춘 가족형 리조트입니다.',
      '객실 발코니에서 탁 트인 전망을 즐길 수 있습니다.',
      '리조트 안에서 식사와 휴식을 모두 해결할 수 있습니다.',
    ],
  },
};

const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    '정말 최고의 숙소였어요! 다음에도 꼭 다시 오고 싶어요.',
    '직원분들이 너무 친절하시고 객실도 깨끗했습니다.',
    '위치가 좋아서 어디든 걸어서 다니기 편했어요.',
    '침구가 포근해서 푹 잤습니다. 강력 추천합니다!',
    '사진보다 실제가 훨씬 예뻐요. 부모님도 만족하셨어요.',
  ],
  4: [
    '전반적으로 만족스러웠어요. 가격 대비 훌륭합니다.',
    '깔끔하고 조용해서 좋았어요. 주차가 조금 불편했어요.',
    '조식이 맛있었고 체크인이 빨랐어요.',
    '객실은 조금 작지만 청결하고 편안했습니다.',
  ],
  3: [
    '무난했어요. 하룻밤 묵기에는 괜찮습니다.',
    '위치는 좋은데 방음이 조금 아쉬웠어요.',
    '가격을 생각하면 보통이에요. 욕실이 조금 낡았어요.',
  ],
  2: ['사진과 달라서 조금 실망했어요.', '에어컨 소음 때문에 잠을 설쳤습니다.'],
  1: ['청결 상태가 좋지 않았어요. 개선이 필요합니다.'],
};

const TYPE_REVIEW_LINES: Partial<Record<LodgingType, string[]>> = {
  HANOK: ['온돌방이 뜨끈해서 좋았어요.', '마당에서 마신 전통차가 기억에 남아요.'],
  PENSION: ['저녁에 바비큐 파티를 즐겼어요.', '아이들이 수영장에서 신나게 놀았어요.'],
  GUESTHOUSE: ['혼자 여행 왔는데 다른 여행자들과 친해졌어요.', '호스트님이 맛집을 추천해 주셨어요.'],
  RESORT: ['수영장이 넓고 관리가 잘 되어 있어요.', '가족 여행으로 딱 좋은 곳이에요.'],
  MOTEL: ['가성비 최고예요.', '늦게 도착했는데 무인 체크인이라 편했어요.'],
};

const REPLIES = [
  '소중한 후기 감사합니다. 다음에도 편안한 휴식을 드릴 수 있도록 노력하겠습니다.',
  '불편을 드려 죄송합니다. 말씀해 주신 부분은 바로 개선하겠습니다.',
  '다시 찾아 주시길 기다리겠습니다. 감사합니다!',
];

/** Lodgings awaiting approval or hidden by an administrator: they never show in search. */
const HIDDEN: Array<{ destination: string; type: LodgingType; status: HotelStatus; active: boolean }> = [
  { destination: '서울', type: 'HOTEL', status: 'PENDING', active: true },
  { destination: '제주', type: 'PENSION', status: 'PENDING', active: true },
  { destination: '부산', type: 'MOTEL', status: 'APPROVED', active: false },
];

/** The demo lodgings, the same on every run (seeded PRNG): 63 searchable plus 3 hidden ones. */
export function demoHotels(seed = 20261121): DemoHotel[] {
  const rng = new Random(seed);
  const names = new Set<string>();
  const hotels: DemoHotel[] = [];
  for (const destination of DESTINATIONS) {
    destination.types.forEach((type, index) => {
      const spot = destination.spots[index % destination.spots.length]!;
      hotels.push(makeHotel(rng, names, destination, spot, type, hotels.length));
    });
  }
  for (const hidden of HIDDEN) {
    const destination = DESTINATIONS.find((d) => d.name === hidden.destination)!;
    const hotel = makeHotel(rng, names, destination, rng.pick(destination.spots), hidden.type, hotels.length);
    hotels.push({ ...hotel, status: hidden.status, active: hidden.active, reviews: [], owner: 0 });
  }
  return hotels;
}

function makeHotel(
  rng: Random,
  names: Set<string>,
  destination: Destination,
  spot: Spot,
  type: LodgingType,
  index: number,
): DemoHotel {
  const profile = PROFILES[type];
  let name = profile.names(spot.area, rng);
  while (names.has(name)) name = profile.names(spot.area, rng);
  names.add(name);
  const sideStreet = !/[길리]$/.test(spot.road) && rng.chance(0.3);
  const address = sideStreet
    ? `${spot.road}${rng.int(2, 40)}번길 ${rng.int(3, 60)}`
    : `${spot.road} ${rng.int(10, 320)}`;
  const rooms = rng
    .sample(profile.rooms, rng.int(...profile.roomCount))
    .map((room) => ({
      name: room.name,
      capacity: room.capacity,
      basePrice: Math.round((room.price * destination.priceFactor * (0.9 + rng.next() * 0.25)) / 1000) * 1000,
      unitCount: rng.int(...room.units),
      ...demoRoomFacts(room.name, room.capacity, destination.coastal),
    }))
    .sort((a, b) => a.basePrice - b.basePrice);
  const quality = 3.2 + rng.next() * 1.7;
  const reviewCount = rng.chance(0.08) ? 0 : rng.int(2, 14);
  const reviews = Array.from({ length: reviewCount }, () => makeReview(rng, type, quality, destination.coastal));
  return {
    name,
    type,
    star: profile.star ? rng.int(...profile.star) : null,
    address,
    phone: demoPhone(address, index),
    latitude: round(spot.lat + (rng.next() - 0.5) * 0.006, 6),
    longitude: round(spot.lng + (rng.next() - 0.5) * 0.006, 6),
    info: `${spot.area}에 자리한 ${name}입니다. ${rng.sample(profile.info, 2).join(' ')}`,
    coastal: destination.coastal,
    services: [...profile.services.always, ...rng.sample(profile.services.maybe, rng.int(1, 4))],
    rooms,
    reviews,
    status: 'APPROVED',
    active: true,
    // The documented demo manager owns every fifth lodging (13 of them, in several regions).
    owner: index % 5 === 0 ? 0 : 1 + (index % DEMO_OWNERS.length),
  };
}

function makeReview(rng: Random, type: LodgingType, quality: number, coastal: boolean): DemoReview {
  const score = Math.max(1, Math.min(5, Math.round(quality + (rng.next() - 0.5) * 2.2)));
  const lines = [rng.pick(REVIEW_TEXTS[score]!)];
  const extra = TYPE_REVIEW_LINES[type];
  if (score >= 4 && extra && rng.chance(0.6)) lines.push(rng.pick(extra));
  if (score >= 4 && coastal && rng.chance(0.3)) lines.push('창밖으로 보이는 바다 전망이 환상적이었어요.');
  return {
    reviewer: rng.int(0, DEMO_REVIEWERS.length - 1),
    score,
    content: lines.join(' '),
    daysAgo: rng.int(1, 360),
    reply: rng.chance(0.35) ? rng.pick(score <= 2 ? REPLIES.slice(1, 2) : [REPLIES[0]!, REPLIES[2]!]) : null,
  };
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/** Area codes by the address's province (its first word). */
const AREA_CODES: Array<[string, string]> = [
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
];

/**
 * A plausible landline for the lodging: the province's area code and digits derived from its index, so
 * the seeded data stays the same without drawing from the shared random sequence.
 */
export function demoPhone(address: string, index: number): string {
  const code = AREA_CODES.find(([province]) => address.startsWith(province))?.[1] ?? '02';
  const exchange = code === '02' ? 2000 + ((index * 379) % 8000) : 200 + ((index * 37) % 800);
  const line = (1000 + index * 7919) % 10000;
  return `${code}-${exchange}-${String(line).padStart(4, '0')}`;
}
