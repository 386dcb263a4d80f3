import { Entity, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { Coupon } from './coupon.entity';

/** A coupon issued to a member; used once at checkout, or deleted (hidden) by the member. */
@Entity({ tableName: 'user_coupons' })
@Index({ properties: ['user', 'deletedAt'] })
export class UserCoupon {
  [OptionalProps]?: 'issuedAt' | 'usedAt' | 'usedByReservationId' | 'deletedAt' | 'expiresOn';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Coupon, { deleteRule: 'cascade', index: true })
  coupon!: Coupon;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  issuedAt: Date = new Date();

  /**
   * This coupon's own last day (`YYYY-MM-DD`, Asia/Seoul), before its type's `expiryDate`: the sign-up
   * coupon's year from sign-up (docs/decisions/coupons.md). Null: the type's date alone.
   */
  @Property({ type: 'date', nullable: true })
  expiresOn?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  /** The reservation that spent it (plain id: reservations reference coupons, not the other way). */
  @Property({ type: 'integer', nullable: true })
  usedByReservationId?: number | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deletedAt?: Date | null;
}
