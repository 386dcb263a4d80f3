import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

export const INQUIRY_STATUSES = ['WAITING', 'ANSWERED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * A question to the site (spec §3 inquiry): from a member (`user` set) or a guest, who leaves an
 * e-mail for the answer and perhaps a phone. WAITING until an administrator answers.
 */
@Entity({ tableName: 'inquiries' })
@Index({ properties: ['user', 'createdAt'] })
@Index({ properties: ['createdAt'] })
export class Inquiry {
  [OptionalProps]?:
    'status' | 'secret' | 'user' | 'phoneNumber' | 'contactEmail' | 'answer' | 'answeredAt' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'string', length: 50 })
  authorName!: string;

  /** Where the answer goes; required of guests, the account's address by default for members. */
  @Property({ type: 'string', length: 254, nullable: true })
  contactEmail?: string | null;

  /** Only the author and an administrator may read a secret inquiry. */
  @Property({ type: 'boolean', default: false })
  secret: boolean = false;

  @Enum({ items: [...INQUIRY_STATUSES], type: 'string', default: 'WAITING' })
  status: InquiryStatus = 'WAITING';

  /** The member who wrote it; null for a guest (and once the account is deleted). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User | null;

  @Property({ type: 'string', length: 20, nullable: true })
  phoneNumber?: string | null;

  @Property({ type: 'text', nullable: true })
  answer?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  answeredAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
