import {
  WEBHOOK_DELIVERY_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_PAUSE_AFTER_FAILURES,
  WEBHOOK_PING_EVENT,
  WEBHOOK_PING_LABEL,
  WEBHOOK_STATE_LABELS,
  type WebhookEventType,
} from '@shim/common/webhooks';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../platform/pagination';
import type { DeliveryRow, EndpointState } from './webhook.repository';
import type { WebhookView } from './webhook.service';

@ObjectType({
  description: '웹훅 전송 한 건 (이벤트 하나를 엔드포인트 하나로): 마지막 시도의 결과',
  simpleResolvers: true,
})
export class WebhookDelivery {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: '이벤트 id (X-Shim-Event-Id, 중복 제거용)' })
  eventId!: string;

  @Field(() => String, { description: 'reservation.confirmed, ..., webhook.ping (시험 전송)' })
  type!: string;

  @Field(() => String, { description: '예약 확정, ..., 시험 전송' })
  typeLabel!: string;

  @Field(() => String, { description: 'PENDING, SUCCEEDED, FAILED' })
  status!: string;

  @Field(() => String, { description: '전송 대기, 전송 완료, 전송 실패' })
  statusLabel!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => Int, { nullable: true, description: '마지막 시도의 HTTP 상태 코드' })
  lastStatusCode!: number | null;

  @Field(() => String, { nullable: true })
  lastError!: string | null;

  @Field(() => Date, { nullable: true })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true })
  deliveredAt!: Date | null;

  @Field(() => Date, { nullable: true, description: '다음 시도 예정 (전송 대기일 때)' })
  nextAttemptAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({
  description: '매니저: 내 숙소의 이벤트를, 관리자: 모든 숙소의 이벤트를 받는 웹훅',
  simpleResolvers: true,
})
export class Webhook {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  url!: string;

  @Field(() => [String])
  events!: string[];

  @Field(() => Boolean, { description: '지금 전송 중인지 (state가 ACTIVE)' })
  active!: boolean;

  @Field(() => String, {
    description: `ACTIVE, PAUSED (소유자가 pauseWebhook으로, 또는 ${WEBHOOK_PAUSE_AFTER_FAILURES}번 연속 실패로 일시 중지: 전송은 기다림, resumeWebhook으로 다시 켬), DISABLED (24시간 실패로 꺼짐)`,
  })
  state!: string;

  @Field(() => String, { nullable: true, description: 'PAUSED일 때 누가: OWNER (소유자), FAILURES (연속 실패)' })
  pausedBy!: string | null;

  @Field(() => String, { description: '켜짐, 일시 중지, 꺼짐 (콘솔의 배지)' })
  stateLabel!: string;

  @Field(() => Int, { description: '연속으로 실패한 시도 수' })
  consecutiveFailures!: number;

  @Field(() => Date, { nullable: true })
  failingSince!: Date | null;

  @Field(() => Date, { nullable: true })
  pausedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  disabledAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [WebhookDelivery], {
    description: '최근 전송 20건 (최신순; webhooks(deliveryStatus)가 있으면 그 상태만)',
  })
  deliveries!: WebhookDelivery[];
}

export const WebhookConnection = connectionType('Webhook', Webhook);

@InputType()
export class RegisterWebhookInput {
  @Field(() => String, { description: 'https:// 주소 (개발 환경에서는 http://localhost 도)' })
  url!: string;

  @Field(() => [String], {
    description: 'reservation.confirmed, reservation.cancelled, reservation.refunded, calendar.changed, review.created',
  })
  events!: string[];
}

@ObjectType({ simpleResolvers: true })
export class RegisterWebhookPayload {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: '서명 비밀키: 이 응답에서 한 번만 보입니다' })
  secret!: string;
}

@InputType()
export class DeleteWebhookInput {
  @Field(() => Int)
  id!: number;
}

@ObjectType({ simpleResolvers: true })
export class DeleteWebhookPayload {
  @Field(() => ID)
  id!: number;
}

@InputType()
export class ResendWebhookDeliveryInput {
  @Field(() => Int)
  webhookId!: number;

  @Field(() => Int)
  deliveryId!: number;
}

@ObjectType({ simpleResolvers: true })
export class ResendWebhookDeliveryPayload {
  @Field(() => ID)
  deliveryId!: number;
}

@InputType({ description: '웹훅 수정: 보낸 항목만 바뀜 (주소·이벤트는 등록할 때와 같은 검사)' })
export class UpdateWebhookInput {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => [String], { nullable: true })
  events?: string[] | null;
}

@ObjectType({ simpleResolvers: true })
export class UpdateWebhookPayload {
  @Field(() => Webhook)
  webhook!: Webhook;
}

@InputType()
export class PauseWebhookInput {
  @Field(() => Int)
  id!: number;
}

@ObjectType({ simpleResolvers: true })
export class PauseWebhookPayload {
  @Field(() => ID)
  id!: number;
}

@InputType()
export class PingWebhookInput {
  @Field(() => Int)
  id!: number;
}

@ObjectType({ simpleResolvers: true })
export class PingWebhookPayload {
  @Field(() => ID, { description: '시험 전송의 전송 기록 id (전송 기록에서 결과 확인)' })
  deliveryId!: number;

  @Field(() => String, { description: '이벤트 id (X-Shim-Event-Id)' })
  eventId!: string;
}

@InputType()
export class ResumeWebhookInput {
  @Field(() => Int)
  id!: number;
}

@ObjectType({ simpleResolvers: true })
export class ResumeWebhookPayload {
  @Field(() => ID)
  id!: number;
}

const dateOrNull = (value: Date | null) => (value ? new Date(value) : null);

export const deliveryOf = (row: DeliveryRow): WebhookDelivery => ({
  ...row,
  typeLabel:
    row.type === WEBHOOK_PING_EVENT
      ? WEBHOOK_PING_LABEL
      : (WEBHOOK_EVENT_LABELS[row.type as WebhookEventType] ?? row.type),
  statusLabel: WEBHOOK_DELIVERY_LABELS[row.status] ?? row.status,
  lastAttemptAt: dateOrNull(row.lastAttemptAt),
  deliveredAt: dateOrNull(row.deliveredAt),
  nextAttemptAt: row.status === 'PENDING' ? new Date(row.nextAttemptAt) : null,
  createdAt: new Date(row.createdAt),
});

/** What an endpoint's state reads as on both faces: on or not, and the console's badge. */
export const stateFieldsOf = (state: EndpointState): { active: boolean; stateLabel: string } => ({
  active: state === 'ACTIVE',
  stateLabel: WEBHOOK_STATE_LABELS[state] ?? state,
});

export const webhookOf = (view: WebhookView): Webhook => ({
  id: view.id,
  url: view.url,
  events: view.events,
  state: view.state,
  pausedBy: view.pausedBy,
  ...stateFieldsOf(view.state),
  consecutiveFailures: view.consecutiveFailures,
  failingSince: dateOrNull(view.failingSince),
  pausedAt: dateOrNull(view.pausedAt),
  disabledAt: dateOrNull(view.disabledAt),
  createdAt: new Date(view.createdAt),
  deliveries: view.deliveries.map(deliveryOf),
});
