import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import * as inquiries from './inquiry.service';
import { InquiryInput, InquiryType } from './inquiry.types';

@Resolver()
export class InquiryResolver {
  @Authorized()
  @Query(() => [InquiryType], { description: '내 문의 내역 (최근 순)' })
  myInquiries(@Ctx() ctx: RequestContext): Promise<InquiryType[]> {
    return inquiries.myInquiries(ctx);
  }

  @Authorized()
  @Mutation(() => InquiryType, { description: '회원 문의 작성 (작성자 이름은 계정 이름)' })
  createMemberInquiry(
    @Arg('input', () => InquiryInput) input: InquiryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<InquiryType> {
    return inquiries.createMemberInquiry(ctx, input);
  }

  @Public()
  @Mutation(() => InquiryType, { description: '비회원 문의 작성 (답변 받을 이메일 필수)' })
  createGuestInquiry(
    @Arg('input', () => InquiryInput) input: InquiryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<InquiryType> {
    return inquiries.createGuestInquiry(ctx, input);
  }
}
