import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import { lodgingAreas, type LodgingAreaView } from './lodging-areas.service';
import { LodgingArea } from './lodging-areas.types';

@Resolver()
export class LodgingAreaResolver {
  @Public()
  @Query(() => [LodgingArea], { description: '숙소가 있는 모든 지역: 시·도별 시·군·구와 숙소 수 (가나다순)' })
  lodgingAreas(@Ctx() ctx: RequestContext): Promise<LodgingAreaView[]> {
    return lodgingAreas(ctx);
  }
}
