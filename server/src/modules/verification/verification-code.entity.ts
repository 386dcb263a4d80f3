import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** What a code proves: an address for sign-up, or the owner for a password reset or change. */
export const CODE_PURPOSES = ['SIGNUP', 'PASSWORD_RESET', 'PASSWORD_CHANGE'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * One e-mailed 6-digit code, stored only as an HMAC. It works once, for 3 minutes, for a few attempts;
 * a new code for the same address and purpose supersedes it. A verified password code carries the
 * hash of the reset token it was exchanged for.
 */
@Entity({ tableName: 'verification_codes' })
@Index({ properties: ['email', 'purpose', 'createdAt'] })
@Index({ properties: ['ip', 'createdAt'] })
export class VerificationCode {
  [OptionalProps]?:
    | 'createdAt'
    | 'attempts'
    | 'user'
    | 'ip'
    | 'verifiedAt'
    | 'usedAt'
    | 'supersededAt'
    | 'tokenHash'
    | 'tokenExpiresAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Enum({ items: [...CODE_PURPOSES], type: 'string' })
  purpose!: CodePurpose;

  /** Lower-cased. */
  @Property({ type: 'string', length: 254 })
  email!: string;

  /** The account, for reset and change; null for sign-up and for a reset asked for an unknown address. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade', index: true })
  user?: User | null;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  verifiedAt?: Date | null;

  /** Set when the verification was spent: the account registered, or the password reset. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  supersededAt?: Date | null;

  @Unique()
  @Property({ type: 'string', length: 64, nullable: true })
  tokenHash?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  tokenExpiresAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
