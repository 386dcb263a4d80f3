import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import * as landmarks from './landmark.service';
import {
  LandmarkConnection,
  LandmarkFacets,
  LandmarkFilterInput,
  LandmarkSortEnum,
  LandmarkType,
} from './landmark.types';

@Resolver()
export class LandmarkResolver {
  @Public()
  @Query(() => LandmarkConnection, { description: '명소 목록: 지역·분류 필터, id·인기·이름 순' })
  async landmarks(
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('filter', () => LandmarkFilterInput, { nullable: true }) filter: LandmarkFilterInput | null,
    @Arg('sort', () => LandmarkSortEnum, { defaultValue: 'ID' }) sort: landmarks.LandmarkSort,
    @Ctx() ctx: RequestContext,
  ): Promise<LandmarkConnection> {
    const page = await landmarks.listLandmarks(ctx, { first, after }, filter ?? {}, sort);
    return {
      edges: page.items.map(({ cursor, landmark }) => ({ cursor, node: toLandmarkType(landmark) })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
    };
  }

  @Public()
  @Query(() => LandmarkType, {
    description: '명소 하나 (spec §2): id가 같은 행, 없으면 1부터 센 스프레드시트 행 번호, 그것도 없으면 첫 행',
  })
  async landmark(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<LandmarkType> {
    return toLandmarkType(await landmarks.landmarkForRoute(ctx, String(id)));
  }

  @Public()
  @Query(() => LandmarkFacets, { description: '명소 목록의 지역·분류 선택지와 각 명소 수' })
  landmarkFacets(@Ctx() ctx: RequestContext): Promise<LandmarkFacets> {
    return landmarks.landmarkFacets(ctx);
  }
}

export const toLandmarkType = (landmark: landmarks.LandmarkRecord): LandmarkType => ({
  ...landmark,
  extras: Object.entries(landmark.extra).map(([label, value]) => ({ label, value })),
});
