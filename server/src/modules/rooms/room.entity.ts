import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Hotel } from '../hotels/hotel.entity';

/** A room type of a hotel: `unitCount` identical units, each for up to `capacity` persons. */
@Entity({ tableName: 'rooms' })
export class Room {
  [OptionalProps]?: 'active' | 'imagePath' | 'unitCount' | 'capacity' | 'basePrice' | 'checkinTime' | 'checkoutTime';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Hotel, { deleteRule: 'cascade', index: true })
  hotel!: Hotel;

  /** The room type's name (`디럭스 더블`), `type` in the REST shapes. */
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'smallint', default: 2 })
  capacity: number = 2;

  /** Weekday price in won; nights carry their own price (weekends, peak seasons). */
  @Property({ type: 'integer', default: 0 })
  basePrice: number = 0;

  @Property({ type: 'smallint', default: 1 })
  unitCount: number = 1;

  @Property({ type: 'string', length: 300, nullable: true })
  imagePath?: string | null;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  /** The room type's own check-in and check-out times (`15:00`); null: the lodging's. */
  @Property({ type: 'string', length: 5, nullable: true })
  checkinTime?: string | null;

  @Property({ type: 'string', length: 5, nullable: true })
  checkoutTime?: string | null;
}
