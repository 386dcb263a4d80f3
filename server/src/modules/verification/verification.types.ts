import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: '처리 결과 안내 문구' })
export class MessagePayload {
  @Field(() => String)
  message!: string;
}

@InputType({ description: '이메일 주소' })
export class EmailInput {
  @Field(() => String)
  email!: string;
}

@InputType({ description: '이메일 주소와 메일로 받은 인증번호' })
export class EmailCodeInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  code!: string;
}
