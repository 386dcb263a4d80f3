import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: '처리 결과 안내 문구' })
export class MessagePayload {
  @Field(() => String)
  message!: string;
}
