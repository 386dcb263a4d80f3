import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { Role } from '@shim/common/roles';
import { connectionOf, pageOf, type ConnectionShape } from '../../platform/pagination';
import * as users from './user.service';
import {
  DecideManagersInput,
  DecisionPayload,
  DeleteUserPayload,
  RoleEnum,
  UpdateMyPhoneInput,
  UserConnection,
  UserIdInput,
  UserInfo,
  UserPayload,
  WithdrawMyAccountInput,
  WithdrawMyAccountPayload,
} from './user.types';
import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { withdrawMyAccount } from './account-deletion.service';

@Resolver()
export class UserResolver {
  @Authorized()
  @Query(() => UserInfo, { description: '로그인한 계정' })
  me(@Ctx() ctx: RequestContext): Promise<UserInfo> {
    return users.myInfo(ctx);
  }

  @Authorized()
  @Mutation(() => UserPayload, { description: '휴대폰 번호 저장 (010 + 8자리)' })
  async updateMyPhone(
    @Arg('input', () => UpdateMyPhoneInput) input: UpdateMyPhoneInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UserPayload> {
    return { user: await users.updateMyPhone(ctx, input.phone) };
  }

  @Authorized('ROLE_USER')
  @Mutation(() => WithdrawMyAccountPayload, {
    description: '회원 탈퇴: 이용 예정인 예약이 있으면 거절(CONFLICT, 예약 목록), 예약·결제 기록은 5년 보관',
  })
  async withdrawMyAccount(
    @Arg('input', () => WithdrawMyAccountInput) input: WithdrawMyAccountInput,
    @Ctx() ctx: RequestContext,
  ): Promise<WithdrawMyAccountPayload> {
    await withdrawMyAccount(ctx, input);
    return { message: ACCOUNT_MESSAGES.withdrawn };
  }

  @Authorized('ROLE_ADMIN')
  @Query(() => UserConnection, { description: '회원 목록 (역할, 이름·이메일·회사명 검색)' })
  async adminUsers(
    @Ctx() ctx: RequestContext,
    @Arg('role', () => RoleEnum, { nullable: true }) role?: Role,
    @Arg('searchQuery', () => String, { nullable: true }) searchQuery?: string,
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ConnectionShape<UserInfo>> {
    const list = await users.listUsers(ctx, { role, searchQuery });
    return connectionOf(pageOf(list, (user) => user.id, { first, after }));
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
  @Mutation(() => UserPayload, { description: '관리자 신청 승인 (ROLE_PENDING → ROLE_MANAGER)' })
  async approveManager(
    @Arg('input', () => UserIdInput) input: UserIdInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UserPayload> {
    await users.approveManager(ctx, input.userId);
    return { user: await users.userForAdmin(ctx, input.userId) };
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => DeleteUserPayload, { description: '회원 삭제 (관리자 신청 거절 포함)' })
  async deleteUser(
    @Arg('input', () => UserIdInput) input: UserIdInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DeleteUserPayload> {
    await users.deleteUser(ctx, input.userId);
    return { deletedUserId: input.userId };
  }
}

/** What only the account itself and administrators read of a `User`, however it was reached. */
@Resolver(() => UserInfo)
export class UserContactResolver {
  @Authorized()
  @FieldResolver(() => String, { description: '본인과 사이트 관리자만' })
  email(@Root() user: { id: number; email: string }, @Ctx() ctx: RequestContext): string {
    users.assertMayReadContact(ctx, user.id);
    return user.email;
  }

  @Authorized()
  @FieldResolver(() => Boolean, { description: '본인과 사이트 관리자만: 비밀번호로 로그인할 수 있는 계정인지' })
  hasPassword(@Root() user: { id: number }, @Ctx() ctx: RequestContext): Promise<boolean> {
    users.assertMayReadContact(ctx, user.id);
    return users.hasPassword(ctx, user.id);
  }

  @Authorized()
  @FieldResolver(() => String, { nullable: true, description: '본인과 사이트 관리자만' })
  phone(@Root() user: { id: number; phone: string | null }, @Ctx() ctx: RequestContext): string | null {
    users.assertMayReadContact(ctx, user.id);
    return user.phone;
  }
}
