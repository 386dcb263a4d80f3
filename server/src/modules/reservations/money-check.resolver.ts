import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { dailyCheck, retrySettlement, unsettledPayments } from './money-check.service';
import { DailyMoneyCheck, RetrySettlementInput, RetrySettlementPayload, UnsettledPayment } from './money-check.types';

@Resolver()
export class MoneyCheckResolver {
  @Authorized('ROLE_ADMIN')
  @Query(() => [UnsettledPayment], { description: '관리자: 정산 확인 필요 (자동 재시도를 멈춘 결제 시도, 최대 500건)' })
  async unsettledPayments(@Ctx() ctx: RequestContext): Promise<UnsettledPayment[]> {
    return (await unsettledPayments(ctx)).map((attempt) => ({ ...attempt, attemptId: attempt.id }));
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => RetrySettlementPayload, { description: '관리자: 정산 확인 필요 항목을 지금 다시 Toss와 맞춥니다' })
  async retrySettlement(
    @Arg('input', () => RetrySettlementInput) input: RetrySettlementInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RetrySettlementPayload> {
    return { settled: await retrySettlement(ctx, input.attemptId) };
  }

  @Authorized('ROLE_ADMIN')
  @Query(() => DailyMoneyCheck, {
    description: '관리자: 하루(기본 오늘, Asia/Seoul)의 결제·환불을 Toss 거래 내역과 비교',
  })
  dailyMoneyCheck(
    @Arg('date', () => String, { nullable: true, description: 'YYYY-MM-DD' }) date: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<DailyMoneyCheck> {
    return dailyCheck(ctx.app, ctx.selfUrl, date ?? ctx.clock.today());
  }
}
