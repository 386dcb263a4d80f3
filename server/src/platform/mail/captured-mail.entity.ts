import { Entity, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

/** A message kept by the local mail capture (no SMTP_URL): what the development mailbox page shows. */
@Entity({ tableName: 'captured_mails' })
export class CapturedMail {
  [OptionalProps]?: 'receivedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 300 })
  from!: string;

  @Index()
  @Property({ type: 'string', length: 1000 })
  to!: string;

  @Property({ type: 'string', length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  html!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  receivedAt: Date = new Date();
}
