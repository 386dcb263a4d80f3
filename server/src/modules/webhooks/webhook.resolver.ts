import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { connectionOf, pageOf, type ConnectionShape } from '../../platform/pagination';
import * as service from './webhook.service';
import {
  DeleteWebhookInput,
  DeleteWebhookPayload,
  RegisterWebhookInput,
  RegisterWebhookPayload,
  ResendWebhookDeliveryInput,
  ResendWebhookDeliveryPayload,
  ResumeWebhookInput,
  ResumeWebhookPayload,
  Webhook,
  WebhookConnection,
  webhookOf,
} from './webhook.types';

/** A manager's webhooks for its own lodgings, an administrator's (partner) webhooks for all. */
@Resolver()
export class WebhookResolver {
  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @Query(() => WebhookConnection, { description: '매니저·관리자: 내 웹훅과 최근 전송 기록' })
  async webhooks(
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<Webhook>> {
    const list = (await service.webhooks(ctx)).map(webhookOf);
    return connectionOf(pageOf(list, (w) => w.id, { first, after }));
  }

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @Mutation(() => RegisterWebhookPayload, { description: '매니저·관리자: 웹훅 등록 (서명 비밀키는 이 응답에서만)' })
  registerWebhook(
    @Arg('input', () => RegisterWebhookInput) input: RegisterWebhookInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RegisterWebhookPayload> {
    return service.registerWebhook(ctx, input);
  }

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @Mutation(() => DeleteWebhookPayload, { description: '매니저·관리자: 웹훅 삭제' })
  async deleteWebhook(
    @Arg('input', () => DeleteWebhookInput) input: DeleteWebhookInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DeleteWebhookPayload> {
    await service.deleteWebhook(ctx, input.id);
    return { id: input.id };
  }

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @Mutation(() => ResendWebhookDeliveryPayload, {
    description: '매니저·관리자: 전송 다시 보내기 (꺼진 웹훅은 다시 켜짐)',
  })
  async resendWebhookDelivery(
    @Arg('input', () => ResendWebhookDeliveryInput) input: ResendWebhookDeliveryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ResendWebhookDeliveryPayload> {
    await service.resendDelivery(ctx, input.webhookId, input.deliveryId);
    return { deliveryId: input.deliveryId };
  }

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @Mutation(() => ResumeWebhookPayload, {
    description: '매니저·관리자: 일시 중지(또는 꺼진) 웹훅 다시 켜기, 기다리던 전송이 순서대로 나감',
  })
  async resumeWebhook(
    @Arg('input', () => ResumeWebhookInput) input: ResumeWebhookInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ResumeWebhookPayload> {
    await service.resumeWebhook(ctx, input.id);
    return { id: input.id };
  }
}
