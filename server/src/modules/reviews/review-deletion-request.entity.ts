import { Entity, Enum, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { REVIEW_DELETION_STATUSES, type ReviewDeletionStatus } from '@shim/common/review-moderation';
import { User } from '../users/user.entity';
import { Review } from './review.entity';

/**
 * A manager's request that an administrator delete a review of its lodging (spec §3 deletion request,
 * §4): one per review. Approval deletes the review and this row with it; rejection keeps it, with the reason.
 */
@Entity({ tableName: 'review_deletion_requests' })
@Index({ properties: ['status', 'createdAt'] })
export class ReviewDeletionRequest {
  [OptionalProps]?: 'status' | 'rejectionReason' | 'createdAt' | 'decidedAt' | 'requestedBy';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @OneToOne(() => Review, { owner: true, unique: true, deleteRule: 'cascade' })
  review!: Review;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  requestedBy?: User | null;

  @Property({ type: 'text' })
  reason!: string;

  @Enum({ items: [...REVIEW_DELETION_STATUSES], type: 'string', default: 'PENDING' })
  status: ReviewDeletionStatus = 'PENDING';

  @Property({ type: 'text', nullable: true })
  rejectionReason?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  decidedAt?: Date | null;
}
