import { MESSAGES } from '@shim/common/messages';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import { EmailCodeInput, EmailInput, MessagePayload } from '../verification/verification.types';
import * as passwords from './password.service';
import {
  ChangePasswordInput,
  CodeInput,
  NewPasswordInput,
  OldPasswordInput,
  ResetTokenPayload,
} from './password.types';

const changed = (): MessagePayload => ({ message: MESSAGES.passwordChanged });

@Resolver()
export class PasswordResolver {
  @Public()
  @Mutation(() => MessagePayload, { description: '비밀번호 재설정 인증번호 요청 (가입 여부와 관계없이 같은 응답)' })
  async requestPasswordReset(
    @Arg('input', () => EmailInput) input: EmailInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await passwords.requestPasswordReset(ctx, input.email);
    return { message: MESSAGES.codeSent };
  }

  @Public()
  @Mutation(() => ResetTokenPayload, { description: '재설정 인증번호 확인 → resetToken' })
  verifyPasswordResetCode(
    @Arg('input', () => EmailCodeInput) input: EmailCodeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ResetTokenPayload> {
    return passwords.verifyPasswordResetCode(ctx, input.email, input.code);
  }

  @Public()
  @Mutation(() => MessagePayload, { description: 'resetToken으로 새 비밀번호 설정 (모든 세션 종료)' })
  async resetPassword(
    @Arg('input', () => NewPasswordInput) input: NewPasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await passwords.resetPassword(ctx, input.resetToken, input.newPassword);
    return changed();
  }

  @Authorized()
  @Mutation(() => MessagePayload, { description: '비밀번호 변경 1단계: 현재 비밀번호 확인, 인증번호 발송' })
  async verifyOldPasswordAndSendCode(
    @Arg('input', () => OldPasswordInput) input: OldPasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await passwords.verifyOldPasswordAndSendCode(ctx, input.oldPassword);
    return { message: MESSAGES.codeSent };
  }

  @Authorized()
  @Mutation(() => ResetTokenPayload, { description: '비밀번호 변경 2단계: 인증번호 확인 → resetToken' })
  verifyPasswordChangeCode(
    @Arg('input', () => CodeInput) input: CodeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ResetTokenPayload> {
    return passwords.verifyPasswordChangeCode(ctx, input.code);
  }

  @Authorized()
  @Mutation(() => MessagePayload, { description: '비밀번호 변경 3단계: 새 비밀번호 설정 (모든 세션 종료)' })
  async completePasswordChange(
    @Arg('input', () => NewPasswordInput) input: NewPasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await passwords.completePasswordChange(ctx, input.resetToken, input.newPassword);
    return changed();
  }

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @Mutation(() => MessagePayload, { description: '관리자·사이트 관리자 비밀번호 변경 (현재 비밀번호 확인)' })
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MessagePayload> {
    await passwords.changePassword(ctx, ['ROLE_MANAGER', 'ROLE_ADMIN'], input.currentPassword, input.newPassword);
    return changed();
  }
}
