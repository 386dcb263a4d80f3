import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import * as auth from './auth.service';
import { AuthPayload, CaptchaConfig, LoginInput, LogoutPayload, RefreshTokenInput } from './auth.types';

@Resolver()
export class AuthResolver {
  @Public()
  @Query(() => Boolean, { description: '이 이메일의 로그인에 reCAPTCHA가 필요한지' })
  recaptchaNeeded(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return auth.recaptchaNeeded(ctx, email);
  }

  @Public()
  @Query(() => CaptchaConfig, { description: '캡차 위젯 설정 (reCAPTCHA 사이트 키 또는 로컬 대역)' })
  captchaConfig(@Ctx() ctx: RequestContext): CaptchaConfig {
    return ctx.app.adapters.captcha.settings;
  }

  @Public()
  @Mutation(() => AuthPayload)
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    return auth.login(ctx, input);
  }

  @Public()
  @Mutation(() => AuthPayload, { description: '리프레시 토큰을 새 토큰 쌍으로 교환합니다 (한 번만 쓸 수 있음)' })
  refreshToken(
    @Arg('input', () => RefreshTokenInput) input: RefreshTokenInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    return auth.refresh(ctx, input.refreshToken);
  }

  @Public()
  @Mutation(() => LogoutPayload, { description: '리프레시 토큰의 세션을 끝냅니다' })
  async logout(
    @Arg('input', () => RefreshTokenInput) input: RefreshTokenInput,
    @Ctx() ctx: RequestContext,
  ): Promise<LogoutPayload> {
    await auth.logout(ctx, input.refreshToken);
    return { loggedOut: true };
  }
}
