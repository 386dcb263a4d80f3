import { Arg, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { localized, translationEntries, type ContentTranslations } from '@shim/common/content-translations';
import { englishAddress } from '@shim/common/english-address';
import { DEFAULT_LOCALE } from '@shim/common/locales';
import { romanizePlace } from '@shim/common/romanize';
import type { RequestContext } from '../../platform/context';
import { contentLocale } from '../../platform/content-locale';
import { ContentTranslation, translationRows } from '../../platform/content-translation.types';
import { hotelsById, roomsById } from './hotel.loaders';
import { Hotel, Room, type HotelSource, type RoomSource } from './hotel.types';

const LOCALE_ARG = {
  nullable: true,
  description: 'ko, en, ja, zh-Hans; 없으면 Accept-Language (번역이 없으면 한국어)',
};

/** A lodging's translations: the row's when its statement read them, else one batched read for the list. */
async function hotelTranslations(ctx: RequestContext, hotel: HotelSource): Promise<ContentTranslations> {
  return hotel.translations ?? (await hotelsById(ctx).load(hotel.id)).translations ?? {};
}

async function roomTranslations(ctx: RequestContext, room: RoomSource): Promise<ContentTranslations> {
  return room.translations ?? (await roomsById(ctx).load(room.id)).translations ?? {};
}

/** A lodging's names and text in the visitor's language; Korean (the source of truth) where not translated. */
@Resolver(() => Hotel)
export class HotelContentResolver {
  @FieldResolver(() => String, { description: '숙소 이름: locale(없으면 Accept-Language)의 번역, 없으면 한국어' })
  // Not async: a list's names (search, pins) resolve without a promise each when the row carries its translations.
  name(
    @Root() hotel: HotelSource,
    @Arg('locale', () => String, LOCALE_ARG) locale: string | null,
    @Ctx() ctx: RequestContext,
  ): string | Promise<string> {
    const language = contentLocale(ctx, locale);
    if (language === DEFAULT_LOCALE) return hotel.name;
    if (hotel.translations) return localized(hotel.name, hotel.translations, language, 'name');
    return hotelTranslations(ctx, hotel).then((translations) => localized(hotel.name, translations, language, 'name'));
  }

  @FieldResolver(() => String, { description: '한국어 이름의 로마자 표기 (국어의 로마자 표기법)' })
  romanizedName(@Root() hotel: HotelSource): string {
    return romanizePlace(hotel.name);
  }

  @FieldResolver(() => String, { description: '영문 주소 (264 Haeundaehaebyeon-ro, Haeundae-gu, Busan)' })
  englishAddress(@Root() hotel: HotelSource): string {
    return englishAddress(hotel.address);
  }

  @FieldResolver(() => [ContentTranslation], { description: '번역한 이름·소개 (en, ja, zh-Hans; 편집 화면용)' })
  async translations(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<ContentTranslation[]> {
    return translationRows(translationEntries(await hotelTranslations(ctx, hotel)));
  }
}

/** A room type's name and description in the visitor's language. */
@Resolver(() => Room)
export class RoomContentResolver {
  @FieldResolver(() => String, { description: '객실 유형 이름: locale의 번역, 없으면 한국어' })
  async name(
    @Root() room: RoomSource,
    @Arg('locale', () => String, LOCALE_ARG) locale: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    const language = contentLocale(ctx, locale);
    if (language === DEFAULT_LOCALE) return room.name;
    return localized(room.name, await roomTranslations(ctx, room), language, 'name');
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: '객실 설명 (최대 1,000자): locale의 번역, 없으면 한국어; 없으면 null',
  })
  async description(
    @Root() room: RoomSource,
    @Arg('locale', () => String, LOCALE_ARG) locale: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<string | null> {
    const language = contentLocale(ctx, locale);
    if (language === DEFAULT_LOCALE) return room.description;
    return localized(room.description ?? '', await roomTranslations(ctx, room), language, 'description') || null;
  }

  @FieldResolver(() => [ContentTranslation], { description: '번역한 이름·설명 (en, ja, zh-Hans; 편집 화면용)' })
  async translations(@Root() room: RoomSource, @Ctx() ctx: RequestContext): Promise<ContentTranslation[]> {
    return translationRows(translationEntries(await roomTranslations(ctx, room)));
  }
}
