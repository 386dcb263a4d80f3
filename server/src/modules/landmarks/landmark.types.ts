import { Field, Float, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/pagination';

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

  @Field(() => String, { description: '상세 탭 본문 (HTML일 수 있음)' })
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
