import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: '인증번호 확인 후 받는 비밀번호 재설정 토큰 (한 번만, 10분 동안 유효)' })
export class ResetTokenPayload {
  @Field(() => String)
  message!: string;

  @Field(() => String)
  resetToken!: string;
}

@InputType({ description: '재설정 토큰과 새 비밀번호 (8자 이상, 영문·숫자·특수문자 포함)' })
export class NewPasswordInput {
  @Field(() => String)
  resetToken!: string;

  @Field(() => String)
  newPassword!: string;
}

@InputType({ description: '지금 비밀번호' })
export class OldPasswordInput {
  @Field(() => String)
  oldPassword!: string;
}

@InputType({ description: '메일로 받은 인증번호' })
export class CodeInput {
  @Field(() => String)
  code!: string;
}

@InputType({ description: '지금 비밀번호와 새 비밀번호' })
export class ChangePasswordInput {
  @Field(() => String)
  currentPassword!: string;

  @Field(() => String)
  newPassword!: string;
}
