import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import * as exchangeRates from './exchange-rate.service';
import { ExchangeRateInput, ExchangeRateTable, SetExchangeRatesPayload } from './exchange-rate.types';

@Resolver()
export class ExchangeRateResolver {
  @Public()
  @Query(() => ExchangeRateTable, { description: '환율표 (공개): 손님 화면의 어림 금액용, 결제는 원화' })
  exchangeRates(@Ctx() ctx: RequestContext): Promise<ExchangeRateTable> {
    return exchangeRates.exchangeRateTable(ctx);
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => SetExchangeRatesPayload, { description: '관리자: 보낸 통화의 환율 저장 (나머지 통화는 그대로)' })
  async setExchangeRates(
    @Arg('input', () => [ExchangeRateInput]) input: ExchangeRateInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<SetExchangeRatesPayload> {
    return { exchangeRates: await exchangeRates.setExchangeRates(ctx, input) };
  }
}
