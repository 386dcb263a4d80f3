import { Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';
import { PLACE_KINDS, type PlaceKind } from '@shim/common/places';
import { connectionType } from '../../platform/pagination';

export const PlaceKindEnum = Object.fromEntries(PLACE_KINDS.map((k) => [k, k])) as { [K in PlaceKind]: K };
registerEnumType(PlaceKindEnum, {
  name: 'PlaceKind',
  description: 'SIDO(시·도), SIGUNGU(시·군·구), EMD(읍·면·동), STATION(역), LANDMARK(명소), LODGING(숙소)',
});

@ObjectType({ description: '검색창의 추천 장소: 지역·역·명소·숙소 (id는 `<kind>:<key>`)', simpleResolvers: true })
export class PlaceSuggestion {
  @Field(() => ID, { description: '`sido:26`, `sigungu:26350`, `station:S2602-0203`, `landmark:1`, `lodging:42`' })
  id!: string;

  @Field(() => PlaceKindEnum)
  kind!: PlaceKind;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: '표시용 전체 이름 (`부산광역시 해운대구`, `강남역 (2호선·신분당선)`)' })
  label!: string;

  @Field(() => Float, { nullable: true })
  latitude!: number | null;

  @Field(() => Float, { nullable: true })
  longitude!: number | null;

  @Field(() => String, { description: '한국어 이름의 로마자 표기 (Haeundae-gu, Seoul Station)' })
  romanizedName!: string;
}

/** The administrator's list of areas and stations to translate (`adminPlaces`). */
export const PlaceSuggestionConnection = connectionType('PlaceSuggestion', PlaceSuggestion);
