import type { AbstractSqlConnection, EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import { guestVisibleSql, mainImagePathSql, type HotelRow } from '../hotels/hotel.repository';
import { lodgingBasePriceSql, reviewScoreSql } from '../stays/stay-offer.repository';

/** The SQL of wishlists, with named parameters. */

/** A wishlisted lodging with its lowest base price, as one row of the wishlist. */
export interface WishlistRow extends HotelRow {
  addedAt: Date;
  /** The lowest base price of an active room type. */
  basePrice: number | null;
}

/** A member's wishlisted lodgings that anyone may see (approved and active), newest first. */
export function findWishlistRows(em: EntityManager, criteria: { userId: number }): Promise<WishlistRow[]> {
  return executeNamed<WishlistRow>(
    em,
    `select h.id, h.name, h.type, h.star, h.address, h.region, h.latitude, h.longitude, w.created_at as "addedAt",
            ${lodgingBasePriceSql('h.id')} as "basePrice",
            ${reviewScoreSql('h')} as "avgScore", h.review_count as "reviewCount",
            ${mainImagePathSql('h.id')} as "imagePath"
       from wishlist_items w
       join hotels h on h.id = w.hotel_id
      where w.user_id = :userId and ${guestVisibleSql('h')}
      order by w.created_at desc, w.id desc`,
    criteria,
  );
}

/** Which of `hotelIds` the member has wishlisted. */
export async function wishlistedHotelIds(
  connection: AbstractSqlConnection,
  criteria: { userId: number; hotelIds: readonly number[] },
): Promise<number[]> {
  const rows = await executeNamed<{ hotelId: number }>(
    connection,
    'select hotel_id as "hotelId" from wishlist_items where user_id = :userId and hotel_id = any(:hotelIds::int[])',
    { userId: criteria.userId, hotelIds: `{${criteria.hotelIds.join(',')}}` },
  );
  return rows.map((row) => row.hotelId);
}

/** Adds a lodging to a member's wishlist at `addedAt`; adding it twice changes nothing. */
export async function insertWishlistItem(
  em: EntityManager,
  values: { userId: number; hotelId: number; addedAt: Date },
): Promise<void> {
  await executeNamed(
    em,
    `insert into wishlist_items (user_id, hotel_id, created_at) values (:userId, :hotelId, :addedAt)
     on conflict (user_id, hotel_id) do nothing`,
    values,
  );
}
