import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: '인증번호 확인 후 받는 비밀번호 재설정 토큰 (한 번만, 10분 동안 유효)' })
export class ResetTokenPayload {
  @Field(() => String)
  message!: string;

  @Field(() => String)
  resetToken!: string;
}
