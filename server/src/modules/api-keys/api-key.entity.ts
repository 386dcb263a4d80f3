import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export const API_KEY_KINDS = ['PARTNER', 'MANAGER'] as const;
/** PARTNER: issued by an administrator to a partner; MANAGER: issued by a manager for its own lodgings. */
export type ApiKeyKind = (typeof API_KEY_KINDS)[number];

/** An integrator's key: only its hash is kept (the key itself is shown once), with a visible prefix. */
@Entity({ tableName: 'api_keys' })
@Index({ properties: ['ownerId'] })
export class ApiKey {
  [OptionalProps]?:
    'createdAt' | 'lastUsedAt' | 'revokedAt' | 'rotatedAt' | 'operationIds' | 'expiresAt' | 'returnOrigins';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Who issued it: an administrator (PARTNER) or the manager whose lodgings it reaches (MANAGER). */
  @Property({ type: 'integer' })
  ownerId!: number;

  @Property({ type: 'string', length: 10 })
  kind!: ApiKeyKind;

  @Property({ type: 'string', length: 50 })
  name!: string;

  @Property({ type: 'string', length: 24 })
  prefix!: string;

  @Property({ type: 'string', length: 64, unique: true })
  keyHash!: string;

  @Property({ type: 'text[]' })
  scopes!: string[];

  /** The safelist: sha256 of the only documents the key may run; null for any. */
  @Property({ type: 'text[]', nullable: true })
  operationIds?: string[] | null;

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  /** The partner's own sites the payment window may send a guest back to (`https://partner.example`). */
  @Property({ type: 'text[]', default: '{}' })
  returnOrigins: string[] = [];

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  rotatedAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
