import { MESSAGES } from '@shim/common/messages';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import * as verification from './verification.service';
import { EmailCodeInput, EmailInput, MessagePayload } from './verification.types';

@Resolver()
export class VerificationResolver {
  @Public()
  @Query(() => Boolean, { description: '이미 가입된 이메일인지' })
  emailTaken(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return verification.isEmailTaken(ctx, email);
  }

  @Public()
  @Mutation(() => MessagePayload, { description: '회원가입 인증번호를 메일로 보냅니다 (3분 유효)' })
  async sendSignupCode(
    @Arg('input', () => EmailInput) input: EmailInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await verification.sendSignupCode(ctx, input.email);
    return { message: MESSAGES.codeSent };
  }

  @Public()
  @Mutation(() => MessagePayload, { description: '회원가입 인증번호를 확인합니다' })
  async verifySignupCode(
    @Arg('input', () => EmailCodeInput) input: EmailCodeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await verification.verifySignupCode(ctx, input.email, input.code);
    return { message: MESSAGES.codeVerified };
  }
}
