import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: '숙소가 있는 시·군·구 하나' })
export class LodgingDistrict {
  @Field(() => String, { description: '시·군·구 이름 (해운대구)' })
  name!: string;

  @Field(() => String, { description: '시·도를 붙인 전체 이름 (부산광역시 해운대구): 지역 검색어' })
  label!: string;

  @Field(() => ID, { nullable: true, description: '장소 id (sigungu:26350), 장소 목록에 없는 지역이면 null' })
  placeId!: string | null;

  @Field(() => Int, { description: '손님이 찾을 수 있는 숙소 수' })
  lodgingCount!: number;
}

@ObjectType({ description: '숙소가 있는 시·도 하나와 그 안의 시·군·구' })
export class LodgingArea {
  @Field(() => String, { description: '시·도 이름 (부산광역시)' })
  name!: string;

  @Field(() => ID, { nullable: true, description: '장소 id (sido:26), 장소 목록에 없으면 null' })
  placeId!: string | null;

  @Field(() => Int, { description: '손님이 찾을 수 있는 숙소 수' })
  lodgingCount!: number;

  @Field(() => [LodgingDistrict], { description: '가나다순' })
  districts!: LodgingDistrict[];
}
