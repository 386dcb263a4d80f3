import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../platform/pagination';
import { LANDMARK_SORTS, POPULARITY_RADIUS_KM, type LandmarkSort } from './landmark.repository';

export const LandmarkSortEnum = Object.fromEntries(LANDMARK_SORTS.map((sort) => [sort, sort])) as {
  [S in LandmarkSort]: S;
};
registerEnumType(LandmarkSortEnum, {
  name: 'LandmarkSort',
  description: `ID: 스프레드시트 id 순; POPULARITY: 인기순 (반경 ${POPULARITY_RADIUS_KM}km 안 숙소의 리뷰 수 합, 많은 순); NAME: 이름순`,
});

@InputType({ description: '명소 목록 필터' })
export class LandmarkFilterInput {
  @Field(() => String, { nullable: true, description: '지역: 위치의 첫 단어 (서울, 강원, 경북 …)' })
  region?: string | null;

  @Field(() => String, { nullable: true, description: '분류 (역사, 해변 …)' })
  category?: string | null;
}

@ObjectType('Landmark', {
  description: '명소 (spec §3 Landmark, 스프레드시트 server/data/landmarks.xlsx)',
  simpleResolvers: true,
})
export class LandmarkType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  location!: string;

  @Field(() => String, { description: '지역: 위치의 첫 단어 (서울, 강원, 경북 …)' })
  region!: string;

  @Field(() => Int, { description: `인기: 반경 ${POPULARITY_RADIUS_KM}km 안 승인·노출된 숙소의 리뷰 수 합` })
  popularity!: number;

  @Field(() => String)
  category!: string;

  @Field(() => [String])
  tags!: string[];

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => [String], { description: '사진 경로, 갤러리 순서' })
  images!: string[];

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: '상세 탭 본문: 허용 목록으로 정리된 HTML (script, 이벤트 속성 제거)' })
  detail!: string;

  @Field(() => String)
  overview!: string;

  @Field(() => String, { nullable: true })
  basicAddress!: string | null;

  @Field(() => String, { nullable: true })
  basicHomepage!: string | null;

  @Field(() => String, { nullable: true })
  guidePhone!: string | null;

  @Field(() => String, { nullable: true })
  guideClosed!: string | null;

  @Field(() => String, { nullable: true })
  guideHours!: string | null;

  @Field(() => [LandmarkExtra], { description: '스프레드시트의 그 밖의 basic:/guide: 열' })
  extras!: LandmarkExtra[];
}

@ObjectType({ simpleResolvers: true })
export class LandmarkExtra {
  @Field(() => String)
  label!: string;

  @Field(() => String)
  value!: string;
}

@ObjectType({ simpleResolvers: true })
export class LandmarkEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => LandmarkType)
  node!: LandmarkType;
}

@ObjectType({ simpleResolvers: true })
export class LandmarkConnection {
  @Field(() => [LandmarkEdge])
  edges!: LandmarkEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int)
  totalCount!: number;
}

@ObjectType({ simpleResolvers: true })
export class LandmarkFacet {
  @Field(() => String)
  value!: string;

  @Field(() => Int, { description: '이 값을 가진 명소 수' })
  count!: number;
}

@ObjectType({ description: '명소 목록의 필터 선택지', simpleResolvers: true })
export class LandmarkFacets {
  @Field(() => [LandmarkFacet], { description: '지역 (이름순)' })
  regions!: LandmarkFacet[];

  @Field(() => [LandmarkFacet], { description: '분류 (이름순)' })
  categories!: LandmarkFacet[];
}
