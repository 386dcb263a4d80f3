import { MESSAGES } from '@shim/common/messages';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import { AuthPayload } from '../auth/auth.types';
import { MessagePayload } from '../verification/verification.types';
import * as registration from './registration.service';
import { ManagerApplicationInput, RegisterInput } from './registration.types';

@Resolver()
export class RegistrationResolver {
  @Public()
  @Mutation(() => AuthPayload, { description: '인증된 이메일로 가입하고 토큰을 받습니다 (10% 가입 쿠폰 지급)' })
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    return registration.register(ctx, input);
  }

  @Public()
  @Mutation(() => MessagePayload, { description: '관리자 가입 신청' })
  async applyAsManager(
    @Arg('input', () => ManagerApplicationInput) input: ManagerApplicationInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await registration.applyAsManager(ctx, input);
    return { message: MESSAGES.managerApplied };
  }
}
