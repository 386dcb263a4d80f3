import { Arg, Authorized, Ctx, Field, FieldResolver, InputType, Int, Mutation, Resolver, Root } from 'type-graphql';
import { localized, translationEntries, type TranslationField } from '@shim/common/content-translations';
import { romanizePlace } from '@shim/common/romanize';
import type { RequestContext } from '../../platform/context';
import { contentLocale } from '../../platform/content-locale';
import { ContentTranslation, ContentTranslationInput, translationRows } from '../../platform/content-translation.types';
import { setLandmarkTranslations, type LandmarkRecord } from './landmark.service';
import { LandmarkType } from './landmark.types';
import { toLandmarkType } from './landmark.resolver';

const LOCALE_ARG = {
  nullable: true,
  description: 'ko, en, ja, zh-Hans; 없으면 Accept-Language (번역이 없으면 한국어)',
};

@InputType({ description: '명소의 번역 (관리자): 보낸 목록이 번역 전체가 됩니다' })
export class SetLandmarkTranslationsInput {
  @Field(() => Int)
  id!: number;

  @Field(() => [ContentTranslationInput])
  translations!: ContentTranslationInput[];
}

type LandmarkSource = LandmarkType & Pick<LandmarkRecord, 'translations'>;

const field = (landmark: LandmarkSource, name: TranslationField, ctx: RequestContext, locale: string | null) =>
  localized(landmark[name], landmark.translations, contentLocale(ctx, locale), name);

/** A landmark's texts in the visitor's language (Korean where not translated), and the administrator's edit. */
@Resolver(() => LandmarkType)
export class LandmarkContentResolver {
  @FieldResolver(() => String, { description: '이름: locale(없으면 Accept-Language)의 번역, 없으면 한국어' })
  name(
    @Root() landmark: LandmarkSource,
    @Arg('locale', () => String, LOCALE_ARG) locale: string | null,
    @Ctx() ctx: RequestContext,
  ): string {
    return field(landmark, 'name', ctx, locale);
  }

  @FieldResolver(() => String, { description: '소개: locale의 번역, 없으면 한국어' })
  description(
    @Root() landmark: LandmarkSource,
    @Arg('locale', () => String, LOCALE_ARG) locale: string | null,
    @Ctx() ctx: RequestContext,
  ): string {
    return field(landmark, 'description', ctx, locale);
  }

  @FieldResolver(() => String, { description: '개요: locale의 번역, 없으면 한국어' })
  overview(
    @Root() landmark: LandmarkSource,
    @Arg('locale', () => String, LOCALE_ARG) locale: string | null,
    @Ctx() ctx: RequestContext,
  ): string {
    return field(landmark, 'overview', ctx, locale);
  }

  @FieldResolver(() => String, { description: '한국어 이름의 로마자 표기 (국어의 로마자 표기법)' })
  romanizedName(@Root() landmark: LandmarkSource): string {
    return romanizePlace(landmark.name);
  }

  @FieldResolver(() => [ContentTranslation], { description: '번역한 이름·소개·개요 (en, ja, zh-Hans; 편집 화면용)' })
  translations(@Root() landmark: LandmarkSource): ContentTranslation[] {
    return translationRows(translationEntries(landmark.translations));
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => LandmarkType, { description: '관리자: 명소의 이름·소개·개요 번역을 저장 (보낸 목록이 전체)' })
  async setLandmarkTranslations(
    @Arg('input', () => SetLandmarkTranslationsInput) input: SetLandmarkTranslationsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<LandmarkType> {
    return toLandmarkType(await setLandmarkTranslations(ctx, input.id, input.translations));
  }
}
