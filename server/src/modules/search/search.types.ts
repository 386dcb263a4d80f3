import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { LodgingType } from '@shim/common/lodging';
import { LodgingTypeEnum } from '../hotels/hotel-summary.types';
import { Hotel, type HotelSource } from '../hotels/hotel.types';
import { PageInfo } from '../../platform/pagination';
import { DayUseInput, DayUseSlot } from '../stays/day-use.types';
import { SEARCH_SORTS, type SearchSort } from './search.repository';

export const SearchSortEnum = Object.fromEntries(SEARCH_SORTS.map((sort) => [sort, sort])) as {
  [S in SearchSort]: S;
};
registerEnumType(SearchSortEnum, {
  name: 'SearchSort',
  description:
    '추천순 (하루 동안 고정된 무작위 순서), 낮은 요금순, 사용자 평점순, 가까운순 (DISTANCE: 역·명소 같은 지점 장소로 찾을 때만)',
});

@InputType({ description: '지도 영역: 남·서·북·동 경계 (위도 -90–90, 경도 -180–180; 남 ≤ 북, 서 ≤ 동)' })
export class MapBoundsInput {
  @Field(() => Float)
  south!: number;

  @Field(() => Float)
  west!: number;

  @Field(() => Float)
  north!: number;

  @Field(() => Float)
  east!: number;
}

@InputType({ description: '검색 조건 (spec §3): 목적지, 체크인·체크아웃 날짜 (YYYY-MM-DD), 객실 수, 인원 수' })
export class SearchInput {
  @Field(() => String, {
    description:
      '지역, 주소 또는 숙소 이름; 앞 두 단어만 씁니다 (place나 bounds가 있으면 쓰지 않으며 빈 문자열이어도 됩니다)',
  })
  region!: string;

  @Field(() => ID, {
    nullable: true,
    description:
      '장소 id (placeSuggestions): 지역이면 그 지역 주소의 숙소, 역·명소면 반경 3km 안의 숙소; region보다 우선합니다',
  })
  place?: string | null;

  @Field(() => MapBoundsInput, {
    nullable: true,
    description: '지도 영역 (이 지역에서 재검색): 이 영역 안의 숙소만; place와 region보다 우선합니다',
  })
  bounds?: MapBoundsInput | null;

  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => Int, { description: '1–10' })
  rooms!: number;

  @Field(() => Int, { description: '1–20' })
  persons!: number;

  @Field(() => DayUseInput, {
    nullable: true,
    description:
      '대실 검색: 그 날짜에 hours시간 대실을 start(없으면 가장 빠른 시간) 이후에 시작할 수 있는 숙소 (startDate·endDate는 쓰지 않음; 가격 필터·정렬은 객실 1개의 대실 요금)',
  })
  dayUse?: DayUseInput | null;
}

@InputType({ description: '검색 결과 필터' })
export class SearchFilter {
  @Field(() => Int, {
    nullable: true,
    description: '객실 1개의 숙박 요금(Hotel.stayPrice: 세금·수수료 제외, 1박이면 1박 요금)의 하한 (원)',
  })
  minPrice?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: '객실 1개의 숙박 요금(Hotel.stayPrice: 세금·수수료 제외, 1박이면 1박 요금)의 상한 (원)',
  })
  maxPrice?: number | null;

  @Field(() => Float, { nullable: true, description: '최소 평균 평점 (0–5)' })
  minRating?: number | null;

  @Field(() => [LodgingTypeEnum], { nullable: true })
  types?: LodgingType[] | null;

  @Field(() => [String], { nullable: true, description: '모두 갖춘 숙소만: 편의시설 이름' })
  services?: string[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      '무료 취소: 오늘 예약해 전액 환불로 취소할 수 있는 숙박만 (환불 규정은 모든 숙소가 같아 날짜로 정해짐)',
  })
  freeCancellation?: boolean | null;
}

@ObjectType({
  description:
    '가격 필터를 뺀 조건에 맞는 숙소들의 최저·최고 숙박 요금 (Hotel.stayPrice: 객실 1개, 세금·수수료 제외; 가격 슬라이더의 범위)',
  simpleResolvers: true,
})
export class PriceRange {
  @Field(() => Int)
  lowest!: number;

  @Field(() => Int)
  highest!: number;
}

@ObjectType({ description: '숙소 유형별 숙소 수', simpleResolvers: true })
export class SearchTypeCount {
  @Field(() => LodgingTypeEnum)
  type!: LodgingType;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: '편의시설별 숙소 수', simpleResolvers: true })
export class SearchServiceCount {
  @Field(() => String)
  name!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({
  description:
    '조건에 맞는 숙소 수를 유형·편의시설별로 (유형·편의시설 필터도 적용한 수; totalCount와 같은 숙소들에서 셉니다)',
  simpleResolvers: true,
})
export class SearchFacets {
  @Field(() => [SearchTypeCount], { description: '모든 숙소 유형 (0곳 포함)' })
  types!: SearchTypeCount[];

  @Field(() => [SearchServiceCount], { description: '맞는 숙소가 있는 편의시설만, 많은 순' })
  services!: SearchServiceCount[];

  @Field(() => Boolean, { description: 'true: 셈이 1,000곳에서 멈춰 각 수는 하한입니다 (totalAtLeast와 같음)' })
  atLeast!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class HotelSearchEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => Hotel)
  node!: Hotel;

  @Field(() => Float, {
    nullable: true,
    description: '검색한 역·명소에서의 직선거리 (km, 소수 첫째 자리); 지점 장소로 찾지 않았으면 null',
  })
  distanceKm!: number | null;

  @Field(() => DayUseSlot, {
    nullable: true,
    description:
      '대실 검색이면 그 숙소의 대실: 가장 싼 객실 유형의 요금(객실 수만큼, 세금·수수료 포함)과 가장 이른 시작 시간 (starts는 한 개); 숙박 검색이면 null',
  })
  dayUse!: DayUseSlot | null;
}

@ObjectType({ description: '검색 결과 한 페이지', simpleResolvers: true })
export class HotelSearchConnection {
  @Field(() => [HotelSearchEdge])
  edges!: HotelSearchEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: '조건에 맞는 숙소 수; 1,000곳까지 셉니다 (넘으면 totalAtLeast)' })
  totalCount!: number;

  @Field(() => Boolean, { description: 'true: totalCount보다 많은 숙소가 맞습니다 (화면에는 "1,000+ 곳")' })
  totalAtLeast!: boolean;

  @Field(() => PriceRange, { nullable: true, description: '가격 필터를 뺀 조건에 맞는 숙소가 없으면 null' })
  priceRange!: PriceRange | null;

  @Field(() => SearchFacets)
  facets!: SearchFacets;
}

@ObjectType({ description: '명소 근처 숙소: 가까운 순', simpleResolvers: true })
export class NearbyStay {
  @Field(() => Float, { description: '명소에서의 직선거리 (km, 소수 첫째 자리)' })
  distanceKm!: number;

  @Field(() => Hotel, { description: '숙소; 오늘 밤 최저가는 hotel.minPrice(stay: 오늘–내일, 객실 1, 2명)' })
  hotel!: Hotel;
}

@ObjectType({
  description: '지도의 숙소 묶음: 격자 한 칸에 있는, 날짜를 뺀 조건에 맞는 숙소들 (수, 평균 위치, 칸의 경계)',
  simpleResolvers: true,
})
export class MapCluster {
  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  south!: number;

  @Field(() => Float)
  west!: number;

  @Field(() => Float)
  north!: number;

  @Field(() => Float)
  east!: number;
}

@ObjectType({
  description:
    '지도 영역의 숙소: 숙소가 많으면 묶음(clusters; 날짜를 뺀 조건으로 셈), 적으면 그 숙박에 예약할 수 있는 숙소의 핀(pins)',
  simpleResolvers: true,
})
export class SearchMap {
  @Field(() => [Hotel], {
    description:
      '핀: 그 숙박에 예약할 수 있는 숙소 (묶음으로 답하면 빈 목록); stayTotal(stay:)은 검색 조건의 숙박으로 미리 계산됨',
  })
  pins!: HotelSource[];

  @Field(() => [MapCluster])
  clusters!: MapCluster[];

  @Field(() => Int, {
    description: '묶음이면 영역 안의 날짜를 뺀 조건에 맞는 숙소 수, 핀이면 핀 수',
  })
  totalCount!: number;

  @Field(() => Boolean, { description: 'true: 묶음(clusters)으로 답했습니다; false: 핀(pins)으로' })
  clustered!: boolean;
}
