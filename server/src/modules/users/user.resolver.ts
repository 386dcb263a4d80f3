import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { Role } from '@shim/common/roles';
import * as users from './user.service';
import { AdminUser, RoleEnum, UserInfo } from './user.types';

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
  @Query(() => [AdminUser], { description: '회원 목록 (역할, 이름·이메일·회사명 검색)' })
  adminUsers(
    @Ctx() ctx: RequestContext,
    @Arg('role', () => RoleEnum, { nullable: true }) role?: Role,
    @Arg('searchQuery', () => String, { nullable: true }) searchQuery?: string,
  ): Promise<AdminUser[]> {
    return users.listUsers(ctx, { role, searchQuery });
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
