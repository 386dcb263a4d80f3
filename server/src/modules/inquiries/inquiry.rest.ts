import type { Request, Response } from 'express';
import { LIMITS } from '@shim/common/limits';
import { field, type RestRouter } from '../../platform/rest';
import * as admin from './inquiry-admin.service';
import * as board from './inquiry-board.service';
import * as inquiries from './inquiry.service';
import type { InquiryInput, InquiryView } from './inquiry.service';

/**
 * The inquiry calls of spec §7: the member's own and writing one, the public board, and the
 * administrator's list, detail and answer. Lists are plain arrays paged by `page` (from 0) and `size`;
 * the total is in `X-Total-Count`. `member` mirrors `isMember` (REST-NOTES).
 */
export function inquiryRoutes(api: RestRouter): void {
  api.get('/inquiries/my', 'authenticated', async (ctx) => (await inquiries.myInquiries(ctx)).map(toRest));

  api.post('/inquiries/member', 'authenticated', async (ctx, req) =>
    toRest(await inquiries.createMemberInquiry(ctx, inputOf(req))),
  );

  api.post('/inquiries/non-member', 'public', async (ctx, req) =>
    toRest(await inquiries.createGuestInquiry(ctx, inputOf(req))),
  );

  // Before `/inquiries/:id`, which would otherwise take `board` for an id.
  api.get('/inquiries/board', 'public', async (ctx, req, res) => {
    const { rows, totalCount } = await board.boardPage(ctx, pageOf(req, LIMITS.inquiryBoardPageSize));
    setTotal(res, totalCount);
    return rows.map(boardRest);
  });

  api.get('/inquiries/board/:id', 'public', async (ctx, req) => {
    const post = await board.boardPost(ctx, Number(req.params.id));
    return { ...boardRest(post), content: post.content };
  });

  api.get('/inquiries', ['ROLE_ADMIN'], async (ctx, req, res) => {
    const filter = {
      status: field.optionalString(req.query.status),
      searchQuery: field.optionalString(req.query.searchQuery),
    };
    const { rows, totalCount } = await admin.adminInquiryPage(ctx, pageOf(req, LIMITS.pageSizeDefault), filter);
    setTotal(res, totalCount);
    return rows.map(toRest);
  });

  api.get('/inquiries/:id', ['ROLE_ADMIN'], async (ctx, req) =>
    toRest(await admin.adminInquiry(ctx, Number(req.params.id))),
  );

  api.post('/inquiries/:id/answer', ['ROLE_ADMIN'], async (ctx, req) =>
    toRest(await admin.answerInquiry(ctx, Number(req.params.id), field.string(req.body?.answer))),
  );
}

function inputOf(req: Request): InquiryInput {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return {
    title: field.string(body.title),
    content: field.string(body.content),
    authorName: field.string(body.authorName),
    contactEmail: field.string(body.contactEmail),
    secret: body.secret === true || body.secret === 'true',
    phoneNumber: field.string(body.phoneNumber),
  };
}

const pageOf = (req: Request, defaultSize: number) => ({
  page: field.optionalInteger(req.query.page) ?? 0,
  size: field.optionalInteger(req.query.size) ?? defaultSize,
});

const setTotal = (res: Response, total: number) => res.setHeader('X-Total-Count', String(total));

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The original service sent `PENDING` for a waiting inquiry and its clients style that value; GraphQL keeps WAITING. */
const restStatus = (status: InquiryView['status']) => (status === 'WAITING' ? 'PENDING' : status);

const toRest = <T extends InquiryView>(inquiry: T) => ({
  ...inquiry,
  status: restStatus(inquiry.status),
  member: inquiry.isMember,
  createdAt: inquiry.createdAt.toISOString(),
  answeredAt: iso(inquiry.answeredAt),
});

const boardRest = (row: board.BoardRow) => ({
  id: row.id,
  title: row.title,
  secret: row.secret,
  status: restStatus(row.status),
  authorName: row.authorName,
  isMember: row.isMember,
  member: row.isMember,
  createdAt: row.createdAt.toISOString(),
  readable: row.readable,
  // The original client shows a post straight from its row: content and answer ride along when readable.
  content: row.content,
  answer: row.answer,
  answeredAt: iso(row.answeredAt),
});
