/** Webhooks: the events a partner can subscribe to, and the consoles' and server's words. */

export const WEBHOOK_EVENTS = [
  'reservation.confirmed',
  'reservation.cancelled',
  'reservation.refunded',
  'calendar.changed',
  'review.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'reservation.confirmed': '예약 확정',
  'reservation.cancelled': '예약 취소',
  'reservation.refunded': '환불',
  'calendar.changed': '요금·재고 변경',
  'review.created': '리뷰 등록',
};

/** The test event a webhook's owner sends to its receiver (never subscribed to: it goes to that webhook only). */
export const WEBHOOK_PING_EVENT = 'webhook.ping';
export const WEBHOOK_PING_LABEL = '시험 전송';

/** The delivery log's filter: every status, or one. */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** PENDING: waiting for its (next) attempt; SUCCEEDED: a 2xx came back; FAILED: 24 h of attempts without one. */
export const WEBHOOK_DELIVERY_LABELS: Record<string, string> = {
  PENDING: '전송 대기',
  SUCCEEDED: '전송 완료',
  FAILED: '전송 실패',
};

/** Attempts failing in a row that pause an endpoint (its circuit opens) until its owner resumes it. */
export const WEBHOOK_PAUSE_AFTER_FAILURES = 5;

/** An endpoint's state: delivering, paused by its circuit (deliveries wait), or off after 24 h of failures. */
export const WEBHOOK_STATE_LABELS: Record<string, string> = {
  ACTIVE: '켜짐',
  PAUSED: '일시 중지',
  DISABLED: '꺼짐',
};

/** Endpoints one owner may keep (enough for a staging and a production receiver per event family). */
export const WEBHOOKS_PER_OWNER = 10;
export const WEBHOOK_URL_MAX = 2000;

export const WEBHOOK_MESSAGES = {
  urlInvalid: '웹훅 주소가 올바르지 않습니다.',
  httpsRequired:
    '웹훅 주소는 https:// 로 시작해야 합니다. (내부 주소를 허용한 개발 서버에서는 http://localhost 도 쓸 수 있어요)',
  privateAddress: '내부 네트워크 주소로는 웹훅을 보낼 수 없습니다.',
  eventsRequired: '받을 이벤트를 하나 이상 골라주세요.',
  eventUnknown: '알 수 없는 이벤트입니다.',
  tooMany: `웹훅은 ${WEBHOOKS_PER_OWNER}개까지 등록할 수 있습니다.`,
  notFound: '웹훅을 찾을 수 없습니다.',
  deliveryNotFound: '전송 기록을 찾을 수 없습니다.',
  deleted: '웹훅이 삭제되었습니다.',
  resent: '다시 보내기를 예약했습니다.',
  secretOnce: '서명 비밀키는 지금 한 번만 보여드립니다. 안전한 곳에 보관하세요.',
  loadFailed: '웹훅 목록을 불러오지 못했습니다.',
  registerFailed: '웹훅을 등록하지 못했습니다.',
  confirmDelete: '이 웹훅을 삭제하시겠습니까? 더 이상 이벤트를 보내지 않습니다.',
  disabledMailSubject: '[쉼, 한국] 웹훅 전송이 24시간 동안 실패해 꺼졌습니다',
  pausedMailSubject: '[쉼, 한국] 웹훅 전송이 연속으로 실패해 일시 중지되었습니다',
  pausedNote: `전송이 ${WEBHOOK_PAUSE_AFTER_FAILURES}번 연속 실패해 일시 중지되었습니다. 수신 서버를 고친 뒤 다시 켜 주세요. 그동안의 이벤트는 기다리고 있습니다.`,
  resumed: '웹훅을 다시 켰습니다. 밀린 이벤트를 순서대로 보냅니다.',
  resumeFailed: '웹훅을 다시 켜지 못했습니다.',
  paused: '웹훅을 일시 중지했습니다. 그동안의 이벤트는 다시 켤 때까지 기다립니다.',
  pauseFailed: '웹훅을 일시 중지하지 못했습니다.',
  pauseDisabled: '꺼진 웹훅은 일시 중지할 수 없습니다. 다시 켜 주세요.',
  pausedByOwnerNote: '일시 중지한 웹훅입니다. 다시 켜면 그동안의 이벤트가 순서대로 나갑니다.',
  updated: '웹훅을 수정했습니다.',
  updateFailed: '웹훅을 수정하지 못했습니다.',
  changeRequired: '바꿀 주소나 이벤트를 보내주세요.',
  pingQueued: '시험 전송을 보냈습니다. 전송 기록에서 결과를 확인하세요.',
  pingFailed: '시험 전송을 보내지 못했습니다.',
  pingNotActive: '켜져 있는 웹훅에만 시험 전송을 보낼 수 있습니다. 먼저 다시 켜 주세요.',
  pingMessage: '쉼, 한국 웹훅 시험 전송입니다.',
  deliveryStatusInvalid: '전송 상태는 PENDING, SUCCEEDED, FAILED 중 하나입니다.',
  noDeliveriesOfStatus: '이 상태의 전송 기록이 없습니다.',
  /** An attempt's error in the delivery log when the receiver never answered. */
  noAnswerTimeout: '응답 시간 초과',
  noAnswerConnection: '연결 실패',
} as const;

export interface WebhookDisabledFacts {
  url: string;
  failingSince: string;
  lastError: string | null;
}

/** The owner's mail when an endpoint failing for 24 h is switched off. */
export function webhookDisabledMail(f: WebhookDisabledFacts): { subject: string; text: string } {
  return {
    subject: WEBHOOK_MESSAGES.disabledMailSubject,
    text: [
      '안녕하세요. 쉼, 한국입니다.',
      '',
      '아래 웹훅 주소로의 전송이 24시간 동안 계속 실패해 웹훅을 껐습니다.',
      '',
      `주소: ${f.url}`,
      `실패 시작: ${f.failingSince}`,
      ...(f.lastError ? [`마지막 오류: ${f.lastError}`] : []),
      '',
      '수신 서버를 고친 뒤 콘솔의 웹훅 화면에서 "다시 보내기"를 누르면 웹훅이 다시 켜지고, 밀린 이벤트가 순서대로 전송됩니다.',
      '',
      '쉼, 한국 드림',
    ].join('\n'),
  };
}

export interface WebhookPausedFacts {
  url: string;
  lastError: string | null;
}

/** The owner's mail when an endpoint's circuit opens: its deliveries wait until it is resumed. */
export function webhookPausedMail(f: WebhookPausedFacts): { subject: string; text: string } {
  return {
    subject: WEBHOOK_MESSAGES.pausedMailSubject,
    text: [
      '안녕하세요. 쉼, 한국입니다.',
      '',
      `아래 웹훅 주소로의 전송이 ${WEBHOOK_PAUSE_AFTER_FAILURES}번 연속 실패해 웹훅을 일시 중지했습니다.`,
      '',
      `주소: ${f.url}`,
      ...(f.lastError ? [`마지막 오류: ${f.lastError}`] : []),
      '',
      '그동안 생긴 이벤트는 지워지지 않고 기다립니다. 수신 서버를 고친 뒤 콘솔의 웹훅 화면에서 "다시 켜기"를 누르면 밀린 이벤트가 순서대로 전송됩니다.',
      '',
      '쉼, 한국 드림',
    ].join('\n'),
  };
}
