import type { Request } from 'express';
import { field, type RestRouter } from '../../platform/rest';
import * as inquiries from './inquiry.service';
import type { InquiryInput, InquiryView } from './inquiry.service';

/** The member's inquiries and writing one (spec §7 Member, Inquiries); `member` mirrors `isMember` (REST-NOTES). */
export function inquiryRoutes(api: RestRouter): void {
  api.get('/inquiries/my', 'authenticated', async (ctx) => (await inquiries.myInquiries(ctx)).map(toRest));

  api.post('/inquiries/member', 'authenticated', async (ctx, req) =>
    toRest(await inquiries.createMemberInquiry(ctx, inputOf(req))),
  );

  api.post('/inquiries/non-member', 'public', async (ctx, req) =>
    toRest(await inquiries.createGuestInquiry(ctx, inputOf(req))),
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

const toRest = (inquiry: InquiryView) => ({
  ...inquiry,
  member: inquiry.isMember,
  createdAt: inquiry.createdAt.toISOString(),
  answeredAt: inquiry.answeredAt?.toISOString() ?? null,
});
