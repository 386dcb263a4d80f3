import type { ContentTranslations } from '@shim/common/content-translations';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Hotel } from '../hotels/hotel.entity';

/** A room type of a hotel: `unitCount` identical units, each for up to `capacity` persons. */
@Entity({ tableName: 'rooms' })
export class Room {
  [OptionalProps]?:
    | 'translations'
    | 'active'
    | 'imagePath'
    | 'unitCount'
    | 'capacity'
    | 'basePrice'
    | 'checkinTime'
    | 'checkoutTime'
    | 'bedType'
    | 'sizeSqm'
    | 'amenities'
    | 'description';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Hotel, { deleteRule: 'cascade', index: true })
  hotel!: Hotel;

  /** The room type's name (`디럭스 더블`), `type` in the REST shapes. */
  @Property({ type: 'string', length: 100 })
  name!: string;

  /** The name and description in en, ja, zh-Hans (common/content-translations.ts); Korean stays in its own columns. */
  @Property({ type: 'json', columnType: 'jsonb', default: '{}', lazy: true })
  translations?: ContentTranslations;

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

  /** Bed type from common/room-facts.ts's list (`퀸`); null: not given. */
  @Property({ type: 'string', length: 10, nullable: true })
  bedType?: string | null;

  /** Floor area in ㎡ (1–1,000); null: not given. */
  @Property({ type: 'smallint', nullable: true })
  sizeSqm?: number | null;

  /** Amenity tags (at most 20 of 20 characters), in the manager's order. */
  @Property({ type: 'array', columnType: 'text[]', default: '{}' })
  amenities: string[] = [];

  @Property({ type: 'string', length: 1000, nullable: true })
  description?: string | null;
}
