import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A message the local Solapi stand-in accepted: what `/dev/sms` shows (ARCHITECTURE §6). */
@Entity({ tableName: 'local_sms' })
export class LocalSms {
  [OptionalProps]?: 'sentAt' | 'subject' | 'country';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 40, unique: true })
  messageId!: string;

  @Property({ type: 'string', length: 40 })
  groupId!: string;

  @Property({ type: 'string', length: 20, index: true })
  to!: string;

  /** Solapi's `country`: the calling code the message went to (82 when a request leaves it out). */
  @Property({ type: 'string', length: 4, default: '82' })
  country: string = '82';

  @Property({ type: 'string', length: 20 })
  from!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  subject?: string | null;

  @Property({ type: 'string', length: 10 })
  type!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  sentAt: Date = new Date();
}
