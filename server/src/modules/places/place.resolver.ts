import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { translationEntries } from '@shim/common/content-translations';
import type { PlaceKind } from '@shim/common/places';
import { ContentTranslation, ContentTranslationInput, translationRows } from '../../platform/content-translation.types';
import { connectionOf, type ConnectionShape } from '../../platform/pagination';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import { contentLocale } from '../../platform/content-locale';
import {
  listAdminPlaces,
  setPlaceTranslations,
  suggestPlaces,
  type PlaceSuggestion as SuggestionSource,
} from './place.service';
import { PlaceKindEnum, PlaceSuggestion, PlaceSuggestionConnection } from './place.types';

@InputType({ description: '지역·역의 번역 이름 (관리자): 보낸 목록이 번역 전체가 됩니다; 검색어로도 쓰입니다' })
export class SetPlaceTranslationsInput {
  @Field(() => ID, { description: '`sido:26`, `sigungu:26350`, `station:…`' })
  id!: string;

  @Field(() => [ContentTranslationInput], { description: '이름만 (name)' })
  translations!: ContentTranslationInput[];
}

@Resolver(() => PlaceSuggestion)
export class PlaceResolver {
  @FieldResolver(() => [ContentTranslation], {
    description: '번역한 이름 (en, ja, zh-Hans; 번역이 없는 언어는 빠짐)',
  })
  translations(@Root() place: SuggestionSource): ContentTranslation[] {
    // Names only: a suggestion is a name (lodgings' and landmarks' descriptions have their own fields).
    return translationRows(translationEntries(place.translations).map(({ locale, name }) => ({ locale, name })));
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => PlaceSuggestion, { description: '관리자: 지역·역의 외국어 이름 저장 (검색창이 그 이름으로도 찾음)' })
  setPlaceTranslations(
    @Arg('input', () => SetPlaceTranslationsInput) input: SetPlaceTranslationsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PlaceSuggestion> {
    return setPlaceTranslations(ctx, input.id, input.translations);
  }

  @Authorized('ROLE_ADMIN')
  @Query(() => PlaceSuggestionConnection, {
    description: '관리자: 번역할 지역·역 목록 (시·도, 시·군·구, 읍·면·동, 역 순, 그 안은 표시 이름 순)',
  })
  async adminPlaces(
    @Arg('text', () => String, { nullable: true, description: '한국어 이름·표시 이름에 든 글자' }) text: string | null,
    @Arg('kind', () => PlaceKindEnum, { nullable: true, description: 'SIDO, SIGUNGU, EMD, STATION 중 하나만' })
    kind: PlaceKind | null,
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<PlaceSuggestion>> {
    return connectionOf(await listAdminPlaces(ctx, { text, kind, first, after }));
  }

  @Public()
  @Query(() => [PlaceSuggestion], {
    description:
      '검색창 추천: 지역(시·도, 시·군·구, 읍·면·동)·역·명소·숙소, 잘 맞는 것부터 (초성, 입력 중인 글자, 오타 허용)',
  })
  placeSuggestions(
    @Arg('text', () => String) text: string,
    @Arg('first', () => Int, { nullable: true, description: '1–20, 기본 10' }) first: number | null,
    @Arg('locale', () => String, {
      nullable: true,
      description: '이름·표시 이름의 언어: ko, en, ja, zh-Hans; 없으면 Accept-Language',
    })
    locale: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<PlaceSuggestion[]> {
    return suggestPlaces(ctx, text, first ?? 10, contentLocale(ctx, locale));
  }
}
