import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { Role } from '@shim/common/roles';
import * as users from './user.service';
import { MESSAGES } from '@shim/common/messages';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pageSize } from '../../platform/pagination';
import { AdminUserConnection, DecideManagersInput, DecisionPayload, RoleEnum, UserInfo } from './user.types';

@Resolver()
export class UserResolver {
  @Authorized()
  @Query(() => UserInfo, { description: '내 계정 정보' })
  myInfo(@Ctx() ctx: RequestContext): Promise<UserInfo> {
    return users.myInfo(ctx);
  }

  @Authorized()
  @Mutation(() => UserInfo, { description: '휴대폰 번호 저장 (010 + 8자리)' })
  updateMyPhone(@Arg('phone', () => String) phone: string, @Ctx() ctx: RequestContext): Promise<UserInfo> {
    return users.updateMyPhone(ctx, phone);
  }

  @Authorized('ROLE_ADMIN')
  @Query(() => AdminUserConnection, { description: '회원 목록 (역할, 이름·이메일·회사명 검색, 최근 가입 순)' })
  async adminUsers(
    @Ctx() ctx: RequestContext,
    @Arg('role', () => RoleEnum, { nullable: true }) role?: Role,
    @Arg('searchQuery', () => String, { nullable: true }) searchQuery?: string,
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<AdminUserConnection> {
    const size = pageSize(first);
    const beforeId = after ? Number(decodeCursor(after)[0]) : undefined;
    if (beforeId !== undefined && !Number.isSafeInteger(beforeId)) throw AppError.badInput(MESSAGES.invalidCursor);
    const rows = await users.listUsers(ctx, { role, searchQuery, beforeId, limit: size + 1 });
    const edges = rows.slice(0, size).map((node) => ({ cursor: encodeCursor([node.id]), node }));
    return { edges, pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => DecisionPayload, { description: '관리자 신청 일괄 승인·거절 (전부 또는 아무것도)' })
  async decideManagers(
    @Arg('input', () => DecideManagersInput) input: DecideManagersInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DecisionPayload> {
    return { count: await users.decideManagers(ctx, input.decision, input.userIds) };
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => Boolean, { description: '관리자 신청 승인 (ROLE_PENDING → ROLE_MANAGER)' })
  async approveManager(@Arg('userId', () => Int) userId: number, @Ctx() ctx: RequestContext): Promise<boolean> {
    await users.approveManager(ctx, userId);
    return true;
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => Boolean, { description: '회원 삭제 (관리자 신청 거절 포함)' })
  async deleteUser(@Arg('userId', () => Int) userId: number, @Ctx() ctx: RequestContext): Promise<boolean> {
    await users.deleteUser(ctx, userId);
    return true;
  }
}
