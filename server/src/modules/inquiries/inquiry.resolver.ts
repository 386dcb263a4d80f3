import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import * as admin from './inquiry-admin.service';
import * as board from './inquiry-board.service';
import { AnswerInquiryInput, AnswerInquiryPayload, BoardInquiry, BoardInquiryConnection } from './inquiry-board.types';
import * as inquiries from './inquiry.service';
import type { InquiryStatus } from './inquiry.entity';
import { CreateInquiryPayload, InquiryConnection, InquiryInput, InquiryStatusEnum, InquiryType } from './inquiry.types';
import { connectionOf, pageOf, type ConnectionShape } from '../../platform/pagination';

@Resolver()
export class InquiryResolver {
  @Authorized()
  @Query(() => InquiryConnection, { description: '내 문의 내역 (최근 순)' })
  async myInquiries(
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<InquiryType>> {
    return connectionOf(pageOf(await inquiries.myInquiries(ctx), (inquiry) => inquiry.id, { first, after }));
  }

  @Authorized()
  @Mutation(() => CreateInquiryPayload, { description: '회원 문의 작성 (작성자 이름은 계정 이름)' })
  async createMemberInquiry(
    @Arg('input', () => InquiryInput) input: InquiryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreateInquiryPayload> {
    return { inquiry: await inquiries.createMemberInquiry(ctx, input) };
  }

  @Public()
  @Mutation(() => CreateInquiryPayload, { description: '비회원 문의 작성 (답변 받을 이메일 필수)' })
  async createGuestInquiry(
    @Arg('input', () => InquiryInput) input: InquiryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreateInquiryPayload> {
    return { inquiry: await inquiries.createGuestInquiry(ctx, input) };
  }

  @Public()
  @Query(() => BoardInquiryConnection, { description: '공개 문의 게시판 (최근 순)' })
  async inquiryBoard(
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<BoardInquiryConnection> {
    const page = await board.boardConnection(ctx, { first, after });
    return {
      edges: page.items.map(({ cursor, row }) => ({ cursor, node: row })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
    };
  }

  @Public()
  @Query(() => BoardInquiry, { description: '게시판 문의 하나: 비밀글은 작성자(회원)와 관리자만' })
  inquiryBoardPost(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<BoardInquiry> {
    return board.boardPost(ctx, id);
  }

  @Authorized('ROLE_ADMIN')
  @Query(() => InquiryConnection, {
    description: '관리자: 전체 문의 (최근 순), 상태와 검색어(제목·작성자·내용)로 거름',
  })
  async adminInquiries(
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
    @Arg('status', () => InquiryStatusEnum, { nullable: true, description: '없으면 전체' })
    status?: InquiryStatus | null,
    @Arg('searchQuery', () => String, { nullable: true, description: '제목, 작성자 이름, 내용' })
    searchQuery?: string | null,
  ): Promise<ConnectionShape<InquiryType>> {
    const page = await admin.adminInquiryConnection(ctx, { first, after }, { status, searchQuery });
    return {
      edges: page.items.map(({ cursor, view }) => ({ cursor, node: view })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
    };
  }

  @Authorized('ROLE_ADMIN')
  @Query(() => InquiryType, { description: '관리자: 문의 하나' })
  adminInquiry(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<InquiryType> {
    return admin.adminInquiry(ctx, id);
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => AnswerInquiryPayload, { description: '관리자: 문의 답변 (작성자에게 메일 발송)' })
  async answerInquiry(
    @Arg('input', () => AnswerInquiryInput) input: AnswerInquiryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AnswerInquiryPayload> {
    return { inquiry: await admin.answerInquiry(ctx, input.inquiryId, input.answer) };
  }
}

/** What only the administrator reads of an `Inquiry`. */
@Resolver(() => InquiryType)
export class InquiryAdminFieldsResolver {
  @Authorized('ROLE_ADMIN')
  @FieldResolver(() => String, {
    nullable: true,
    description: '사이트 관리자 전용: 답변이 닿을 이메일 (회원은 계정 이메일, 비회원은 답변 받을 이메일)',
  })
  email(@Root() inquiry: inquiries.InquiryView): string | null {
    return admin.answerAddress(inquiry);
  }
}
