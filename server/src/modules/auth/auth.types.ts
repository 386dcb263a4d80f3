import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { Role } from '@shim/common/roles';
import { RoleEnum } from '../users/user.types';

@ObjectType({ description: '로그인, 토큰 갱신의 응답' })
export class AuthPayload {
  @Field(() => String, { description: '항상 Bearer' })
  grantType!: string;

  @Field(() => String)
  accessToken!: string;

  @Field(() => Int, { description: '액세스 토큰 유효 시간 (밀리초)' })
  accessTokenExpiresIn!: number;

  @Field(() => String)
  refreshToken!: string;
}

@InputType({ description: '로그인 때 받은 리프레시 토큰' })
export class RefreshTokenInput {
  @Field(() => String)
  refreshToken!: string;
}

@ObjectType({ description: '로그아웃 결과' })
export class LogoutPayload {
  @Field(() => Boolean, { description: '세션을 끝냈으면 true (이미 끝난 세션도 true)' })
  loggedOut!: boolean;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String, { nullable: true, description: '서버가 요구할 때의 reCAPTCHA 토큰' })
  recaptchaToken?: string;

  @Field(() => RoleEnum, { nullable: true, description: '관리자 로그인은 ROLE_MANAGER를 보냅니다' })
  role?: Role;
}

@ObjectType({ description: '로그인 화면의 캡차 위젯 설정' })
export class CaptchaConfig {
  @Field(() => String, {
    description: 'recaptcha (Google reCAPTCHA v2) 또는 local (로컬 대역 위젯: POST /local/recaptcha/solve)',
  })
  mode!: string;

  @Field(() => String)
  siteKey!: string;
}
