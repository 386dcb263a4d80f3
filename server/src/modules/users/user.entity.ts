import { Entity, Enum, Index, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';
import { ROLES, type Role } from '@shim/common/roles';

@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'role' | 'phone' | 'companyName' | 'businessNumber';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Stored lower-cased; one account per address. */
  @Unique()
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 50 })
  name!: string;

  /** argon2id hash; hidden from serialisation and loaded only when asked for. Null for social-only accounts. */
  @Property({ type: 'string', hidden: true, lazy: true, nullable: true })
  passwordHash?: string | null;

  @Index()
  @Enum({ items: [...ROLES], type: 'string', default: 'ROLE_USER' })
  role: Role = 'ROLE_USER';

  @Property({ type: 'string', length: 20, nullable: true })
  phone?: string | null;

  /** Manager applications only (spec §3 manager application). */
  @Property({ type: 'string', length: 100, nullable: true })
  companyName?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  businessNumber?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
