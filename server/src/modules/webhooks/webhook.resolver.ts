import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { connectionOf, pageOf, type ConnectionShape } from '../../platform/pagination';
import * as service from './webhook.service';
import {
  DeleteWebhookInput,
  DeleteWebhookPayload,
  PauseWebhookInput,
  PauseWebhookPayload,
  PingWebhookInput,
  PingWebhookPayload,
  RegisterWebhookInput,
  RegisterWebhookPayload,
  ResendWebhookDeliveryInput,
  ResendWebhookDeliveryPayload,
  ResumeWebhookInput,
  ResumeWebhookPayload,
  UpdateWebhookInput,
  UpdateWebhookPayload,
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
    @Arg('deliveryStatus', () => String, {
      nullable: true,
      description: '전송 기록을 이 상태만: PENDING, SUCCEEDED, FAILED (없으면 전부)',
    })
    deliveryStatus: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<Webhook>> {
    const filter = { deliveryStatus: service.deliveryStatusOf(deliveryStatus) };
    const list = (await service.webhooks(ctx, filter)).map(webhookOf);
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
  @Mutation(() => UpdateWebhookPayload, { description: '매니저·관리자: 웹훅 주소·이벤트 수정' })
  async updateWebhook(
    @Arg('input', () => UpdateWebhookInput) input: UpdateWebhookInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UpdateWebhookPayload> {
    return { webhook: webhookOf(await service.updateWebhook(ctx, input.id, input)) };
  }

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @Mutation(() => PauseWebhookPayload, {
    description: '매니저·관리자: 웹훅 일시 중지 (이벤트는 기다렸다가 다시 켜면 순서대로 나감)',
  })
  async pauseWebhook(
    @Arg('input', () => PauseWebhookInput) input: PauseWebhookInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PauseWebhookPayload> {
    await service.pauseWebhook(ctx, input.id);
    return { id: input.id };
  }

  @Authorized('ROLE_MANAGER', 'ROLE_ADMIN')
  @Mutation(() => PingWebhookPayload, {
    description: '매니저·관리자: 시험 전송 (webhook.ping, 여느 전송처럼 서명해 같은 대기열로)',
  })
  pingWebhook(
    @Arg('input', () => PingWebhookInput) input: PingWebhookInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PingWebhookPayload> {
    return service.pingWebhook(ctx, input.id);
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
