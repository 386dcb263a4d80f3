import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/pagination';
import { InquiryStatusEnum, InquiryType } from './inquiry.types';
import type { InquiryStatus } from './inquiry.entity';

@ObjectType({
  description: '공개 문의 게시판의 문의: 작성자 마스킹, 연락처 없음; 내용과 답변은 열어 볼 수 있는 사람에게만',
  simpleResolvers: true,
})
export class BoardInquiry {
  @Field(() => Int, { description: '문의 번호' })
  id!: number;

  @Field(() => String, { description: '제목 (비밀글도 제목은 보임; 내용은 작성자·관리자만)' })
  title!: string;

  @Field(() => Boolean)
  secret!: boolean;

  @Field(() => InquiryStatusEnum)
  status!: InquiryStatus;

  @Field(() => String, { description: '마스킹된 작성자 이름 (홍*동)' })
  authorName!: string;

  @Field(() => Boolean)
  isMember!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Boolean, { description: '호출자가 열어 볼 수 있음 (공개글, 또는 비밀글의 작성자·관리자)' })
  readable!: boolean;

  @Field(() => String, { nullable: true, description: '내용: readable일 때만, 아니면 null' })
  content!: string | null;

  @Field(() => String, { nullable: true, description: '답변: readable이고 답변했을 때만' })
  answer!: string | null;

  @Field(() => Date, { nullable: true })
  answeredAt!: Date | null;
}

@ObjectType({ simpleResolvers: true })
export class BoardInquiryEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => BoardInquiry)
  node!: BoardInquiry;
}

@ObjectType({ simpleResolvers: true })
export class BoardInquiryConnection {
  @Field(() => [BoardInquiryEdge])
  edges!: BoardInquiryEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int)
  totalCount!: number;
}

@InputType({ description: '문의 답변: 비어 있으면 안 됨' })
export class AnswerInquiryInput {
  @Field(() => Int)
  inquiryId!: number;

  @Field(() => String)
  answer!: string;
}

@ObjectType({ description: '답변한 문의' })
export class AnswerInquiryPayload {
  @Field(() => InquiryType)
  inquiry!: InquiryType;
}
