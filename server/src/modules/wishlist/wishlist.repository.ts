import type { AbstractSqlConnection, EntityManager } from '@mikro-orm/postgresql';
import type { LodgingType } from '@shim/common/lodging';
import { executeNamed } from '../../db/named';
import { mainImagePathSql } from '../hotels/image-paths';
import { lodgingBasePriceSql, reviewScoreSql } from '../stays/stay-offer.repository';

/** The SQL of wishlists, with named parameters. */

/** A wishlisted lodging with its lowest base price, as one row of the wishlist. */
export interface WishlistRow {
  id: number;
  name: string;
  type: LodgingType;
  star: number | null;
  address: string;
  region: string;
  addedAt: Date;
  basePrice: number | null;
  avgScore: number | null;
  reviewCount: number;
  imagePath: string | null;
}

/** A member's wishlisted lodgings that anyone may see (approved and active), newest first. */
export function findWishlistRows(em: EntityManager, criteria: { userId: number }): Promise<WishlistRow[]> {
  return executeNamed<WishlistRow>(
    em,
    `select h.id, h.name, h.type, h.star, h.address, h.region, w.created_at as "addedAt",
            ${lodgingBasePriceSql('h.id')} as "basePrice",
            ${reviewScoreSql('h')} as "avgScore", h.review_count as "reviewCount",
            ${mainImagePathSql('h.id')} as "imagePath"
       from wishlist_items w
       join hotels h on h.id = w.hotel_id
      where w.user_id = :userId and h.status = 'APPROVED' and h.active
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
