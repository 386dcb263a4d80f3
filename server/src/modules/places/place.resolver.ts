import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import { suggestPlaces } from './place.service';
import { PlaceSuggestion } from './place.types';

@Resolver()
export class PlaceResolver {
  @Public()
  @Query(() => [PlaceSuggestion], {
    description:
      '검색창 추천: 지역(시·도, 시·군·구, 읍·면·동)·역·명소·숙소, 잘 맞는 것부터 (초성, 입력 중인 글자, 오타 허용)',
  })
  placeSuggestions(
    @Arg('text', () => String) text: string,
    @Arg('first', () => Int, { nullable: true, description: '1–20, 기본 10' }) first: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<PlaceSuggestion[]> {
    return suggestPlaces(ctx, text, first ?? 10);
  }
}
