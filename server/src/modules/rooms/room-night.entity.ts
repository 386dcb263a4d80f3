import { Check, Entity, Index, ManyToOne, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Hotel } from '../hotels/hotel.entity';
import { Room } from './room.entity';

/**
 * Inventory of one room type for one night (ARCHITECTURE §3). Availability for a stay is the minimum of
 * `total - held - sold` over its nights; the check constraint is the last guard against overselling.
 */
@Entity({ tableName: 'room_nights' })
@Check({ name: 'room_nights_not_oversold', expression: 'held >= 0 and sold >= 0 and held + sold <= total' })
@Check({ name: 'room_nights_min_stay_range', expression: 'min_stay between 1 and 30' })
@Check({
  name: 'room_nights_day_use_fits',
  expression:
    'day_use_night_peak >= 0 and held + sold + day_use_night_peak <= total and (day_use is null or day_use_slots_fit(day_use, total))',
})
// Search reads a lodging's nights of a date in one lookup (migration RoomNightLodging).
@Index({ name: 'room_nights_date_hotel_id_index', properties: ['date', 'hotel'] })
export class RoomNight {
  [PrimaryKeyProp]?: ['room', 'date'];

  @ManyToOne(() => Room, { primary: true, deleteRule: 'cascade' })
  room!: Room;

  @Property({ type: 'date', primary: true })
  date!: string;

  /** The room type's lodging, kept on the night so search finds a lodging's nights together. */
  @ManyToOne(() => Hotel, { deleteRule: 'cascade' })
  hotel!: Hotel;

  @Property({ type: 'smallint' })
  total!: number;

  @Property({ type: 'smallint', default: 0 })
  held: number = 0;

  @Property({ type: 'smallint', default: 0 })
  sold: number = 0;

  /**
   * The room type's capacity and active flag, so search reads nights alone (migration RoomNightFit): set
   * by whoever inserts nights (not null, so none can forget), kept by a trigger when `rooms` changes.
   */
  @Property({ type: 'smallint' })
  roomCapacity!: number;

  @Property({ type: 'boolean' })
  roomActive!: boolean;

  /** Price of this night in won. */
  @Property({ type: 'integer' })
  price!: number;

  /** Closed by the manager: not open for sale, as a night beyond the inventory (stay-offer module). */
  @Property({ type: 'boolean', default: false })
  closed: boolean = false;

  /** Rooms in 대실 use in each half hour of this date, buffers included (null: none); reservations/day-use-slots.ts. */
  @Property({ type: 'array', columnType: 'smallint[]', nullable: true })
  dayUse?: number[] | null;

  /** The most rooms in 대실 use from this night's check-in to the next morning's check-out: not free for the night. */
  @Property({ type: 'smallint', default: 0 })
  dayUseNightPeak: number = 0;

  /** The fewest nights of a stay arriving on this night. */
  @Property({ type: 'smallint', default: 1 })
  minStay: number = 1;
}
