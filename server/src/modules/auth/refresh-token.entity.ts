import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * An opaque refresh token, stored only as its SHA-256. Tokens rotate on use; all tokens minted from one
 * login share a family, so presenting a token that was already used revokes the whole family.
 */
@Entity({ tableName: 'refresh_tokens' })
export class RefreshToken {
  [OptionalProps]?: 'createdAt' | 'usedAt' | 'revokedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Index()
  @Property({ type: 'uuid' })
  familyId!: string;

  @Unique()
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  /** Set when the token was exchanged for a new one. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
