import { Entity, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

/** One failed login, counted per e-mail (and kept per IP) to decide when a captcha is needed. */
@Entity({ tableName: 'login_failures' })
@Index({ properties: ['email', 'createdAt'] })
export class LoginFailure {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
