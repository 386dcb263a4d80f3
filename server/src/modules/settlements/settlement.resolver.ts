import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { monthlySettlementCheck, type MonthlySettlementCheck as CheckData } from './settlement-check.service';
import * as settlements from './settlement.service';
import type { SettlementStatement as StatementData } from './settlement.statement';
import {
  MarkSettlementPaidInput,
  MonthlySettlementCheck,
  SettlementAdjustment,
  SettlementLine,
  SettlementStatement,
} from './settlement.types';

/** The manager's and the administrator's 정산 (the REST facade's twins). */
@Resolver(() => SettlementStatement)
export class SettlementResolver {
  @Authorized('ROLE_MANAGER')
  @Query(() => [SettlementStatement], {
    description: '내 숙소들의 정산서 (최근 달 먼저): 진행 중인 달은 정산 예정(OPEN)으로 함께',
  })
  managerSettlements(
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<StatementData[]> {
    return settlements.managerSettlements(ctx, hotelId ?? null);
  }

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @Query(() => SettlementStatement, {
    nullable: true,
    description: '확정된 정산서 하나 (관리자는 모두, 숙소 관리자는 자기 숙소만)',
  })
  settlementStatement(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<StatementData> {
    return settlements.settlementStatement(ctx, id);
  }

  @Authorized('ROLE_ADMIN')
  @Query(() => [SettlementStatement], { description: '관리자: 한 달의 모든 숙소 정산서 (YYYY-MM)' })
  adminSettlements(@Arg('month', () => String) month: string, @Ctx() ctx: RequestContext): Promise<StatementData[]> {
    return settlements.adminSettlements(ctx, month);
  }

  @Authorized('ROLE_ADMIN')
  @Query(() => MonthlySettlementCheck, {
    nullable: true,
    description: '관리자: 한 달 정산서의 (총 결제 − 환불)을 Toss 거래 내역과 대조',
  })
  monthlySettlementCheck(@Arg('month', () => String) month: string, @Ctx() ctx: RequestContext): Promise<CheckData> {
    return monthlySettlementCheck(ctx, month);
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => SettlementStatement, { description: '관리자: 확정된 정산서를 지급 완료로 표시 (한 번만)' })
  markSettlementPaid(
    @Arg('input', () => MarkSettlementPaidInput) input: MarkSettlementPaidInput,
    @Ctx() ctx: RequestContext,
  ): Promise<StatementData> {
    return settlements.markSettlementPaid(ctx, input.statementId, input.paidOn);
  }

  @FieldResolver(() => [SettlementLine])
  lines(@Root() statement: StatementData, @Ctx() ctx: RequestContext) {
    return settlements.statementLines(ctx, statement);
  }

  @FieldResolver(() => [SettlementAdjustment])
  adjustments(@Root() statement: StatementData, @Ctx() ctx: RequestContext) {
    return settlements.statementAdjustments(ctx, statement);
  }
}
