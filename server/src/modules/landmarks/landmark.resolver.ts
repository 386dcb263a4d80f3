import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import type { Landmark } from './landmark.entity';
import * as landmarks from './landmark.service';
import { LandmarkConnection, LandmarkType } from './landmark.types';

@Resolver()
export class LandmarkResolver {
  @Public()
  @Query(() => LandmarkConnection, { description: '명소 목록 (id 순)' })
  async landmarks(
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<LandmarkConnection> {
    const page = await landmarks.listLandmarks(ctx, { first, after });
    return {
      edges: page.items.map(({ cursor, landmark }) => ({ cursor, node: toType(landmark) })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
    };
  }

  @Public()
  @Query(() => LandmarkType, { description: '명소 하나' })
  async landmark(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<LandmarkType> {
    return toType(await landmarks.landmarkById(ctx, id));
  }
}

const toType = (landmark: Landmark): LandmarkType => ({
  ...landmark,
  basicAddress: landmark.basicAddress ?? null,
  basicHomepage: landmark.basicHomepage ?? null,
  guidePhone: landmark.guidePhone ?? null,
  guideClosed: landmark.guideClosed ?? null,
  guideHours: landmark.guideHours ?? null,
  extras: Object.entries(landmark.extra).map(([label, value]) => ({ label, value })),
});
