import type { LodgingType } from '@shim/common/lodging';

/** A street where demo lodgings stand: the address up to the road name, a short area name, coordinates. */
export interface Spot {
  road: string;
  area: string;
  lat: number;
  lng: number;
}

/** A destination of the demo set: its streets and the lodgings (one per type listed) it gets. */
export interface Destination {
  name: string;
  /** By the sea: resorts and pensions get sea artwork, reviews may mention the view. */
  coastal: boolean;
  /** Prices here relative to the national template prices. */
  priceFactor: number;
  types: LodgingType[];
  spots: Spot[];
}

/** The six popular regions of spec §2 first, then other destinations. Coordinates are the real streets'. */
export const DESTINATIONS: Destination[] = [
  {
    name: '서울',
    coastal: false,
    priceFactor: 1.2,
    types: ['HOTEL', 'HOTEL', 'TOURIST_HOTEL', 'HANOK', 'HANOK', 'MOTEL', 'MOTEL', 'GUESTHOUSE', 'GUESTHOUSE', 'HOTEL'],
    spots: [
      { road: '서울특별시 강남구 테헤란로', area: '강남', lat: 37.5006, lng: 127.0366 },
      { road: '서울특별시 중구 소공로', area: '명동', lat: 37.5617, lng: 126.981 },
      { road: '서울특별시 종로구 삼일대로', area: '인사동', lat: 37.5735, lng: 126.9869 },
      { road: '서울특별시 종로구 북촌로', area: '북촌', lat: 37.5826, lng: 126.9836 },
      { road: '서울특별시 종로구 계동길', area: '계동', lat: 37.5808, lng: 126.9871 },
      { road: '서울특별시 마포구 양화로', area: '홍대', lat: 37.5563, lng: 126.9236 },
      { road: '서울특별시 송파구 올림픽로', area: '잠실', lat: 37.5133, lng: 127.1001 },
      { road: '서울특별시 용산구 이태원로', area: '이태원', lat: 37.5345, lng: 126.9946 },
      { road: '서울특별시 마포구 와우산로', area: '연남', lat: 37.5509, lng: 126.9227 },
      { road: '서울특별시 영등포구 여의대로', area: '여의도', lat: 37.5251, lng: 126.9255 },
    ],
  },
  {
    name: '강릉',
    coastal: true,
    priceFactor: 1.0,
    types: ['RESORT', 'HANOK', 'PENSION', 'GUESTHOUSE', 'HOTEL', 'MOTEL'],
    spots: [
      { road: '강원특별자치도 강릉시 창해로', area: '경포', lat: 37.7985, lng: 128.9103 },
      { road: '강원특별자치도 강릉시 율곡로', area: '오죽헌', lat: 37.7797, lng: 128.8785 },
      { road: '강원특별자치도 강릉시 해안로', area: '사천', lat: 37.8265, lng: 128.8741 },
      { road: '강원특별자치도 강릉시 창해로14번길', area: '안목', lat: 37.7723, lng: 128.9477 },
      { road: '강원특별자치도 강릉시 경강로', area: '강릉역', lat: 37.7637, lng: 128.8995 },
      { road: '강원특별자치도 강릉시 경포로', area: '교동', lat: 37.7684, lng: 128.9041 },
    ],
  },
  {
    name: '인천',
    coastal: true,
    priceFactor: 1.0,
    types: ['HOTEL', 'RESORT', 'TOURIST_HOTEL', 'MOTEL', 'GUESTHOUSE'],
    spots: [
      { road: '인천광역시 연수구 센트럴로', area: '송도', lat: 37.3925, lng: 126.6393 },
      { road: '인천광역시 중구 영종해안남로', area: '영종도', lat: 37.4474, lng: 126.4522 },
      { road: '인천광역시 중구 차이나타운로', area: '차이나타운', lat: 37.4753, lng: 126.618 },
      { road: '인천광역시 미추홀구 인하로', area: '주안', lat: 37.4646, lng: 126.6813 },
      { road: '인천광역시 중구 신포로', area: '신포', lat: 37.4717, lng: 126.6252 },
    ],
  },
  {
    name: '부산',
    coastal: true,
    priceFactor: 1.15,
    types: ['HOTEL', 'RESORT', 'TOURIST_HOTEL', 'MOTEL', 'GUESTHOUSE', 'PENSION', 'HOTEL', 'MOTEL'],
    spots: [
      { road: '부산광역시 해운대구 해운대해변로', area: '해운대', lat: 35.1587, lng: 129.1604 },
      { road: '부산광역시 기장군 기장읍 기장해안로', area: '기장', lat: 35.1884, lng: 129.2233 },
      { road: '부산광역시 중구 광복로', area: '남포', lat: 35.0988, lng: 129.0305 },
      { road: '부산광역시 부산진구 중앙대로', area: '서면', lat: 35.1577, lng: 129.0594 },
      { road: '부산광역시 수영구 광안해변로', area: '광안리', lat: 35.1532, lng: 129.1186 },
      { road: '부산광역시 영도구 절영로', area: '영도', lat: 35.0781, lng: 129.0461 },
      { road: '부산광역시 해운대구 달맞이길', area: '달맞이', lat: 35.1583, lng: 129.1782 },
      { road: '부산광역시 동구 중앙대로', area: '부산역', lat: 35.1152, lng: 129.0403 },
    ],
  },
  {
    name: '속초',
    coastal: true,
    priceFactor: 0.95,
    types: ['RESORT', 'HOTEL', 'PENSION', 'MOTEL', 'GUESTHOUSE'],
    spots: [
      { road: '강원특별자치도 속초시 해오름로', area: '속초해변', lat: 38.1903, lng: 128.6031 },
      { road: '강원특별자치도 속초시 설악산로', area: '설악', lat: 38.1729, lng: 128.5204 },
      { road: '강원특별자치도 속초시 영랑해안길', area: '영랑호', lat: 38.2176, lng: 128.5998 },
      { road: '강원특별자치도 속초시 중앙로', area: '중앙시장', lat: 38.2042, lng: 128.5911 },
      { road: '강원특별자치도 속초시 청초호반로', area: '청초호', lat: 38.1961, lng: 128.5858 },
    ],
  },
  {
    name: '제주',
    coastal: true,
    priceFactor: 1.1,
    types: ['RESORT', 'PENSION', 'PENSION', 'HOTEL', 'GUESTHOUSE', 'GUESTHOUSE', 'HOTEL', 'MOTEL'],
    spots: [
      { road: '제주특별자치도 서귀포시 중문관광로', area: '중문', lat: 33.2485, lng: 126.4122 },
      { road: '제주특별자치도 제주시 애월읍 애월해안로', area: '애월', lat: 33.4628, lng: 126.3094 },
      { road: '제주특별자치도 제주시 구좌읍 해맞이해안로', area: '월정리', lat: 33.5562, lng: 126.7958 },
      { road: '제주특별자치도 제주시 노연로', area: '연동', lat: 33.4886, lng: 126.4895 },
      { road: '제주특별자치도 서귀포시 성산읍 일출로', area: '성산', lat: 33.4597, lng: 126.9304 },
      { road: '제주특별자치도 제주시 한림읍 협재리', area: '협재', lat: 33.3943, lng: 126.2396 },
      { road: '제주특별자치도 서귀포시 태평로', area: '서귀포', lat: 33.2463, lng: 126.5632 },
      { road: '제주특별자치도 제주시 관덕로', area: '제주시내', lat: 33.5132, lng: 126.5219 },
    ],
  },
  {
    name: '경주',
    coastal: false,
    priceFactor: 0.95,
    types: ['HANOK', 'RESORT', 'HOTEL', 'GUESTHOUSE'],
    spots: [
      { road: '경상북도 경주시 포석로', area: '황리단길', lat: 35.8353, lng: 129.2108 },
      { road: '경상북도 경주시 보문로', area: '보문', lat: 35.8424, lng: 129.2823 },
      { road: '경상북도 경주시 보문로', area: '보문호', lat: 35.8391, lng: 129.2901 },
      { road: '경상북도 경주시 첨성로', area: '첨성대', lat: 35.8347, lng: 129.2193 },
    ],
  },
  {
    name: '전주',
    coastal: false,
    priceFactor: 0.9,
    types: ['HANOK', 'HANOK', 'GUESTHOUSE', 'TOURIST_HOTEL'],
    spots: [
      { road: '전북특별자치도 전주시 완산구 은행로', area: '한옥마을', lat: 35.8158, lng: 127.1532 },
      { road: '전북특별자치도 전주시 완산구 향교길', area: '향교', lat: 35.8127, lng: 127.1558 },
      { road: '전북특별자치도 전주시 완산구 태조로', area: '경기전', lat: 35.8151, lng: 127.1497 },
      { road: '전북특별자치도 전주시 완산구 기린대로', area: '전주', lat: 35.8203, lng: 127.1455 },
    ],
  },
  {
    name: '여수',
    coastal: true,
    priceFactor: 1.0,
    types: ['RESORT', 'HOTEL', 'PENSION', 'MOTEL'],
    spots: [
      { road: '전라남도 여수시 돌산읍 돌산로', area: '돌산', lat: 34.7251, lng: 127.7453 },
      { road: '전라남도 여수시 오동도로', area: '오동도', lat: 34.7431, lng: 127.7583 },
      { road: '전라남도 여수시 돌산읍 무술목길', area: '무술목', lat: 34.7133, lng: 127.7627 },
      { road: '전라남도 여수시 이순신광장로', area: '여수항', lat: 34.7383, lng: 127.7375 },
    ],
  },
  {
    name: '가평',
    coastal: false,
    priceFactor: 1.0,
    types: ['PENSION', 'PENSION', 'RESORT', 'GUESTHOUSE'],
    spots: [
      { road: '경기도 가평군 가평읍 북한강변로', area: '남이섬', lat: 37.8138, lng: 127.5179 },
      { road: '경기도 가평군 청평면 경춘로', area: '청평', lat: 37.7372, lng: 127.4234 },
      { road: '경기도 가평군 설악면 유명로', area: '설악면', lat: 37.6767, lng: 127.4935 },
      { road: '경기도 가평군 상면 수목원로', area: '아침고요', lat: 37.7439, lng: 127.3531 },
    ],
  },
  {
    name: '통영',
    coastal: true,
    priceFactor: 0.95,
    types: ['RESORT', 'GUESTHOUSE', 'PENSION'],
    spots: [
      { road: '경상남도 통영시 도남로', area: '도남', lat: 34.8271, lng: 128.4302 },
      { road: '경상남도 통영시 동피랑1길', area: '동피랑', lat: 34.8453, lng: 128.4273 },
      { road: '경상남도 통영시 산양읍 산양일주로', area: '산양', lat: 34.7939, lng: 128.4043 },
    ],
  },
  {
    name: '양양',
    coastal: true,
    priceFactor: 1.0,
    types: ['GUESTHOUSE', 'HOTEL'],
    spots: [
      { road: '강원특별자치도 양양군 현남면 인구길', area: '죽도해변', lat: 37.9711, lng: 128.7609 },
      { road: '강원특별자치도 양양군 손양면 새나루길', area: '서피비치', lat: 38.0297, lng: 128.7198 },
    ],
  },
];
