import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Hotel } from './hotel.entity';

/** A hotel photo: one MAIN and up to four SUB images (spec §9). `path` is root-relative. */
@Entity({ tableName: 'hotel_images' })
export class HotelImage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Hotel, { deleteRule: 'cascade', index: true })
  hotel!: Hotel;

  @Enum({ items: ['MAIN', 'SUB'], type: 'string' })
  kind!: 'MAIN' | 'SUB';

  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'string', length: 300 })
  path!: string;
}
