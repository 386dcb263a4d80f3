import type { ContentTranslations } from '@shim/common/content-translations';
import {
  Collection,
  Entity,
  Enum,
  Index,
  ManyToMany,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { LODGING_TYPE_KEYS, type LodgingType } from '@shim/common/lodging';
import { User } from '../users/user.entity';
import { Room } from '../rooms/room.entity';
import { HotelImage } from './hotel-image.entity';
import { Service } from './service.entity';

/** REJECTED: refused by an administrator (its manager sees 거절); DELETED: removed by its manager, hidden everywhere, its reservations and payments kept. */
export const HOTEL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'DELETED'] as const;
export type HotelStatus = (typeof HOTEL_STATUSES)[number];

@Entity({ tableName: 'hotels' })
@Index({ properties: ['status', 'active'] })
// The destination's two-character pieces (migration SearchBigrams; search.query.ts).
@Index({
  name: 'hotels_search_bigrams',
  expression: 'create index "hotels_search_bigrams" on "hotels" using gin (text_bigrams(search_text))',
})
export class Hotel {
  [OptionalProps]?:
    | 'translations'
    | 'status'
    | 'active'
    | 'star'
    | 'info'
    | 'checkinTime'
    | 'checkoutTime'
    | 'dayUseFreeCancelMinutes'
    | 'createdAt'
    | 'updatedAt'
    | 'reviewCount'
    | 'reviewScoreSum'
    | 'serviceNames';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Enum({ items: [...LODGING_TYPE_KEYS], type: 'string' })
  type!: LodgingType;

  /** 1–5 stars; hotels and tourist hotels only (spec §2 manager console). */
  @Property({ type: 'smallint', nullable: true })
  star?: number | null;

  @Property({ type: 'string', length: 200 })
  address!: string;

  /** First two words of the address (`서울특별시 강남구`), kept for search. */
  @Index()
  @Property({ type: 'string', length: 100 })
  region!: string;

  @Property({ type: 'text', default: '' })
  info: string = '';

  /** The name and description (`info`) in en, ja, zh-Hans (common/content-translations.ts); Korean stays in its own columns. */
  @Property({ type: 'json', columnType: 'jsonb', default: '{}', lazy: true })
  translations?: ContentTranslations;

  /**
   * Region, address and name lower-cased, kept by the database for the search's substring match: a
   * plain LIKE on it is about four times cheaper than ILIKE on the three columns (Korean case folding).
   */
  @Property({
    type: 'text',
    generated: `(lower((region || ' ' || address || ' ' || name))) stored`,
    lazy: true,
    hidden: true,
    nullable: true,
  })
  searchText?: string;

  /** The front desk's landline (`02-1234-5678`), shown in the booking detail drawer. */
  @Property({ type: 'string', length: 20, nullable: true })
  phone?: string | null;

  @Property({ type: 'double' })
  latitude!: number;

  @Property({ type: 'double' })
  longitude!: number;

  @Property({ type: 'string', length: 5, default: '15:00' })
  checkinTime: string = '15:00';

  @Property({ type: 'string', length: 5, default: '11:00' })
  checkoutTime: string = '11:00';

  /** How long before a 대실's start it may still be cancelled free, in minutes (common/src/day-use.ts). */
  @Property({ type: 'smallint', default: 60 })
  dayUseFreeCancelMinutes: number = 60;

  /** New lodgings wait for an administrator's approval before they are searchable (spec §9). */
  @Enum({ items: [...HOTEL_STATUSES], type: 'string', default: 'PENDING' })
  status: HotelStatus = 'PENDING';

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  /** Why an administrator rejected it (optional), shown to its manager with `거절`. */
  @Property({ type: 'string', length: 500, nullable: true })
  rejectionReason?: string | null;

  /**
   * Review figures kept by triggers on `reviews` (migration HotelReviewSummary), so search reads two
   * columns instead of aggregating every matching lodging's reviews. Never written by the application.
   */
  @Property({ type: 'integer', default: 0 })
  reviewCount: number = 0;

  @Property({ type: 'integer', default: 0 })
  reviewScoreSum: number = 0;

  /**
   * The names of the lodging's services in service id order, kept by triggers on `hotel_services` and
   * `services` (migration HotelServiceNames), so search reads one column instead of a join per result.
   * Never written by the application; the `services` collection stays the source.
   */
  @Property({ type: 'array', columnType: 'text[]', default: '{}', lazy: true, hidden: true })
  serviceNames?: string[];

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  manager?: User | null;

  @OneToMany(() => HotelImage, (image) => image.hotel, { orderBy: { position: 'asc' } })
  images = new Collection<HotelImage>(this);

  @OneToMany(() => Room, (room) => room.hotel, { orderBy: { id: 'asc' } })
  rooms = new Collection<Room>(this);

  @ManyToMany(() => Service, undefined, { pivotTable: 'hotel_services', owner: true })
  services = new Collection<Service>(this);

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  /** Set by the database on every real change of the row (migration HotelUpdatedAt): the sitemap's lastmod. */
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', lazy: true, hidden: true })
  updatedAt?: Date;
}
