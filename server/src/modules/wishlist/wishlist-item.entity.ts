import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Hotel } from '../hotels/hotel.entity';
import { User } from '../users/user.entity';

/** A lodging a member keeps on the wishlist (spec §3 wishlist item); once per member and lodging. */
@Entity({ tableName: 'wishlist_items' })
@Unique({ properties: ['user', 'hotel'] })
export class WishlistItem {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Hotel, { deleteRule: 'cascade', index: true })
  hotel!: Hotel;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
