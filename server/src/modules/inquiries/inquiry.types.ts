import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType } from '../../platform/pagination';
import { INQUIRY_STATUSES, type InquiryStatus } from './inquiry.entity';

export const InquiryStatusEnum = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, status])) as {
  [S in InquiryStatus]: S;
};
registerEnumType(InquiryStatusEnum, {
  name: 'InquiryStatus',
  description: 'WAITING (대기중) 또는 ANSWERED (답변완료)',
});

@ObjectType('Inquiry', { description: '문의 (spec §3 inquiry)', simpleResolvers: true })
export class InquiryType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  content!: string;

  @Field(() => String)
  authorName!: string;

  @Field(() => String, { nullable: true, description: '답변을 받을 이메일' })
  contactEmail!: string | null;

  @Field(() => Boolean, { description: '비밀글: 작성자와 관리자만 볼 수 있음' })
  secret!: boolean;

  @Field(() => InquiryStatusEnum)
  status!: InquiryStatus;

  @Field(() => Boolean, { description: '회원이 쓴 문의' })
  isMember!: boolean;

  @Field(() => String, { nullable: true, description: '회원 계정의 이메일 (회원 문의만)' })
  userEmail!: string | null;

  @Field(() => String, { nullable: true, description: '비회원이 남긴 휴대폰 번호' })
  phoneNumber!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { nullable: true })
  answer!: string | null;

  @Field(() => Date, { nullable: true })
  answeredAt!: Date | null;
}

@InputType({ description: '문의 작성: 제목, 내용, 작성자 이름은 필수; 비회원은 답변 받을 이메일도 필수' })
export class InquiryInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  content!: string;

  @Field(() => String, { nullable: true, description: '비회원만; 회원은 계정 이름' })
  authorName?: string | null;

  @Field(() => String, { nullable: true, description: '비회원만 (답변 받을 이메일); 회원의 답변은 계정 이메일로' })
  contactEmail?: string | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  secret?: boolean | null;

  @Field(() => String, { nullable: true, description: '비회원만, 010 + 8자리' })
  phoneNumber?: string | null;
}

export const InquiryConnection = connectionType('Inquiry', InquiryType);

@ObjectType({ description: '쓴 문의' })
export class CreateInquiryPayload {
  @Field(() => InquiryType)
  inquiry!: InquiryType;
}
