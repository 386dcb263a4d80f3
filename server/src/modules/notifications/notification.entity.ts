import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export const NOTIFICATION_CHANNELS = ['SMS', 'EMAIL'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * PENDING: waiting for its (next) attempt; SENDING: an attempt started and its outcome is not known yet
 * (a crash or timeout: the next attempt asks the provider first); SENT; FAILED: out of attempts;
 * SUPPRESSED: never sent, its recipient had reached a daily cap (the reason in `lastError`).
 */
export const NOTIFICATION_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'SUPPRESSED'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** One message to one recipient on one channel: the intent before the send and the answer after it. */
@Entity({ tableName: 'notifications' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['recipient', 'createdAt'] })
export class Notification {
  [OptionalProps]?: 'status' | 'attempts' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** `{event}:{reservation or inquiry id}:{recipient role}:{channel}`: one message per event, recipient and channel. */
  @Property({ type: 'string', length: 200, unique: true })
  key!: string;

  @Property({ type: 'string', length: 40 })
  event!: string;

  @Property({ type: 'string', length: 10 })
  channel!: NotificationChannel;

  @Property({ type: 'string', length: 320 })
  recipient!: string;

  @Property({ type: 'string', length: 300, nullable: true })
  subject?: string | null;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'integer', nullable: true, index: true })
  reservationId?: number | null;

  @Property({ type: 'string', length: 10 })
  status: NotificationStatus = 'PENDING';

  @Property({ type: 'smallint' })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** Solapi's messageId, or the SMTP server's message id. */
  @Property({ type: 'string', length: 200, nullable: true })
  providerId?: string | null;

  /** When the latest attempt began: a provider lookup after an unknown outcome searches from here. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  attemptedAt?: Date | null;

  /** An SMS not settled yet: when it is due again (a retry, or a lookup of an unknown outcome); null: now, or in flight. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  retryAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
