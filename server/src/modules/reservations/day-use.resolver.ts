import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import { checkedReturnUrls, paymentWindowOf } from '../payments/payment-window';
import { PreparedReservation } from './booking.types';
import * as dayUse from './day-use.service';
import { DayUseQuote, DayUseQuoteInput, PrepareDayUseInput } from './day-use.types';

/** 대실 checkout for members, guests and partner keys: the nights' checkout with hours (day-use.service.ts). */
@Resolver()
export class DayUseResolver {
  @Public()
  @Query(() => DayUseQuote, {
    description: '대실 가격 미리보기 (쿠폰은 로그인한 회원 본인 것, 대실에 쓸 수 있는 것만)',
  })
  dayUseQuote(
    @Arg('input', () => DayUseQuoteInput) input: DayUseQuoteInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DayUseQuote> {
    return dayUse.previewDayUse(ctx, input);
  }

  @Public()
  @Mutation(() => PreparedReservation, {
    description: '대실 예약 준비: 그 시간의 객실을 10분간 잡고 결제 대기 예약을 만듦',
  })
  async prepareDayUse(
    @Arg('input', () => PrepareDayUseInput) input: PrepareDayUseInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PreparedReservation> {
    // As prepareReservation: the return URLs are checked before anything is held.
    const returns = checkedReturnUrls(ctx, input);
    const prepared = await dayUse.prepareDayUse(ctx, input);
    return { ...prepared, ...paymentWindowOf(ctx, prepared, returns) };
  }
}
