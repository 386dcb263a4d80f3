import { Field, InputType, ObjectType } from 'type-graphql';

/** One language's text of a lodging, room type, landmark or place, as editors read it (Korean is the content's own). */
@ObjectType({ description: '번역한 이름과 설명 (en, ja, zh-Hans); 한국어는 본래 필드', simpleResolvers: true })
export class ContentTranslation {
  @Field(() => String, { description: 'en, ja, zh-Hans' })
  locale!: string;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true, description: '명소만: 개요' })
  overview!: string | null;
}

@InputType({ description: '한 언어의 번역 (빈 값은 번역 없음: 한국어로 보임)' })
export class ContentTranslationInput {
  @Field(() => String, { description: 'en, ja, zh-Hans' })
  locale!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: '명소만: 개요' })
  overview?: string | null;
}

/** The stored translations as `ContentTranslation` rows, in the locales' order. */
export function translationRows(
  entries: Array<{ locale: string; name?: string; description?: string; overview?: string }>,
): ContentTranslation[] {
  return entries.map((entry) => ({
    locale: entry.locale,
    name: entry.name ?? null,
    description: entry.description ?? null,
    overview: entry.overview ?? null,
  }));
}
