import { NOTICE_EVENT_LABELS, NOTIFICATION_VIEWS } from '@shim/common/notices';
import { Authorized, Field, InputType, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../platform/pagination';

// No simpleResolvers: they skip the field guards below.
@ObjectType({
  description: '예약 알림 한 건 (문자 또는 메일)의 발송 상태: 사이트 관리자의 발송 현황, 숙소 관리자의 예약 상세',
})
export class NotificationDelivery {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: 'CONFIRMED, CANCELED, CANCELED_BY_MANAGER, REMINDER' })
  event!: string;

  @Field(() => String, { description: '예약 완료, 예약 취소, ...' })
  eventLabel!: string;

  @Field(() => String, { description: 'SMS 또는 EMAIL' })
  channel!: string;

  // The contents and the provider's error are the site's to see; a lodging's manager sees what went out and when.
  @Authorized('ROLE_ADMIN')
  @Field(() => String, { nullable: true, description: '사이트 관리자 전용: 받는 전화번호 또는 메일 주소' })
  recipient!: string | null;

  @Authorized('ROLE_ADMIN')
  @Field(() => String, { nullable: true, description: '사이트 관리자 전용: 메일 제목 (문자는 null)' })
  subject!: string | null;

  @Authorized('ROLE_ADMIN')
  @Field(() => String, { nullable: true, description: '사이트 관리자 전용: 보낸 내용' })
  body!: string | null;

  @Field(() => String, { nullable: true, description: '예약번호' })
  orderId!: string | null;

  @Field(() => String, { description: 'SENT, RETRYING, FAILED, SUPPRESSED' })
  view!: string;

  @Field(() => String, { description: '발송 완료, 재시도 중, 발송 실패, 발송 제한' })
  viewLabel!: string;

  @Field(() => Int, { description: '지금까지의 시도 횟수' })
  attempts!: number;

  @Authorized('ROLE_ADMIN')
  @Field(() => String, { nullable: true, description: '사이트 관리자 전용: 마지막 오류, 또는 발송 제한의 이유' })
  lastError!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  sentAt!: Date | null;
}

export const NotificationDeliveryConnection = connectionType('NotificationDelivery', NotificationDelivery);

@ObjectType({ description: '관리자: 알림 발송 현황 건수', simpleResolvers: true })
export class NotificationCounts {
  @Field(() => Int)
  sent!: number;

  @Field(() => Int)
  retrying!: number;

  @Field(() => Int)
  failed!: number;

  @Field(() => Int, { description: '하루 발송 한도에 걸려 보내지 않은 알림' })
  suppressed!: number;
}

@InputType()
export class RetryNotificationInput {
  @Field(() => Int)
  id!: number;
}

/** A row as the graph shows it: the state in the administrator's four views. */
export function deliveryOf(row: {
  id: number;
  event: string;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  orderId: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}): NotificationDelivery {
  const view =
    row.status === 'SENT' || row.status === 'FAILED' || row.status === 'SUPPRESSED' ? row.status : 'RETRYING';
  return {
    ...row,
    eventLabel: NOTICE_EVENT_LABELS[row.event] ?? row.event,
    view,
    viewLabel: NOTIFICATION_VIEWS[view],
    createdAt: new Date(row.createdAt),
    sentAt: row.sentAt ? new Date(row.sentAt) : null,
  };
}
