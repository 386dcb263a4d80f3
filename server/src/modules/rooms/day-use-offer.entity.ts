import { Check, Entity, ManyToOne, OptionalProps, PrimaryKeyProp, Property } from '@mikro-orm/core';
import type { DayUseDuration } from '@shim/common/day-use';
import { Room } from './room.entity';

/**
 * A room type's 대실 offer (migration DayUseOffers): the hours it runs (other hours on Fri, Sat and holidays
 * when set), the durations and their prices, the last start, the cleaning buffer and the rooms at once.
 */
@Entity({ tableName: 'day_use_offers' })
@Check({ name: 'day_use_offers_buffer_minutes_check', expression: 'buffer_minutes between 0 and 240' })
@Check({ name: 'day_use_offers_max_rooms_check', expression: 'max_rooms >= 0' })
export class DayUseOffer {
  [PrimaryKeyProp]?: 'room';
  [OptionalProps]?: 'enabled' | 'bufferMinutes' | 'updatedAt';

  @ManyToOne(() => Room, { primary: true, deleteRule: 'cascade' })
  room!: Room;

  @Property({ type: 'boolean', default: false })
  enabled: boolean = false;

  @Property({ type: 'time' })
  opens!: string;

  @Property({ type: 'time' })
  closes!: string;

  @Property({ type: 'time', nullable: true })
  weekendOpens?: string | null;

  @Property({ type: 'time', nullable: true })
  weekendCloses?: string | null;

  @Property({ type: 'time' })
  lastStart!: string;

  @Property({ type: 'smallint', default: 30 })
  bufferMinutes: number = 30;

  @Property({ type: 'smallint' })
  maxRooms!: number;

  @Property({ type: 'json' })
  durations!: DayUseDuration[];

  /** The room type's lodging, set by a trigger on every write (migration DayUseOfferLodging): search reads by it. */
  @Property({ type: 'integer', nullable: true })
  hotelId?: number | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}

/** A day's 대실 overrides in the rates calendar: prices by hours (null: the offer's), rooms at once, closed. */
@Entity({ tableName: 'day_use_days' })
@Check({ name: 'day_use_days_max_rooms_check', expression: 'max_rooms >= 0' })
export class DayUseDay {
  [PrimaryKeyProp]?: ['room', 'date'];
  [OptionalProps]?: 'closed';

  @ManyToOne(() => Room, { primary: true, deleteRule: 'cascade' })
  room!: Room;

  @Property({ type: 'date', primary: true })
  date!: string;

  @Property({ type: 'json', nullable: true })
  prices?: Record<string, number> | null;

  @Property({ type: 'smallint', nullable: true })
  maxRooms?: number | null;

  @Property({ type: 'boolean', default: false })
  closed: boolean = false;
}
