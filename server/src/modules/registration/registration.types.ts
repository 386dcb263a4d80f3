import { Field, InputType } from 'type-graphql';

@InputType({ description: '회원가입 (인증된 이메일만)' })
export class RegisterInput {
  @Field(() => String, { description: '2자 이상의 한글 또는 영문' })
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: '8자 이상, 영문·숫자·특수문자(@$!%*#?&) 포함' })
  password!: string;
}

@InputType({ description: '관리자 가입 신청 (관리자 승인 전까지 ROLE_PENDING)' })
export class ManagerApplicationInput extends RegisterInput {
  @Field(() => String)
  companyName!: string;

  @Field(() => String, { description: '사업자 등록번호 (숫자 10자리, 하이픈 허용)' })
  businessNumber!: string;
}
