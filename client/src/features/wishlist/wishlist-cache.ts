import type { ApolloCache, Reference } from '@apollo/client';
import {
  WishlistCard_HotelFragmentDoc,
  WishlistSource_HotelFragmentDoc,
  type WishlistCard_HotelFragment,
} from '../../gql/graphql';

/** The stay a price was asked for: search criteria or a wishlist / detail stay. */
export interface PricedStay {
  startDate: string;
  endDate: string;
  rooms: number;
  persons: number;
}

/** Every type that shows a lodging with its heart: search results, the detail, the wishlist. */
export const LODGING_TYPES = ['HotelSummary', 'Hotel', 'WishlistHotel'] as const;

const sameStay = (a: PricedStay, b: PricedStay) =>
  a.startDate === b.startDate && a.endDate === b.endDate && a.rooms === b.rooms && a.persons === b.persons;

/** The `stay` argument of a cached `myWishlist(...)` field, from its store name. */
function stayOfField(storeFieldName: string): PricedStay | null {
  const open = storeFieldName.indexOf('(');
  if (open < 0) return null;
  try {
    const args = JSON.parse(storeFieldName.slice(open + 1, -1)) as { stay?: PricedStay | null };
    return args.stay ?? null;
  } catch {
    return null;
  }
}

/**
 * After the server took a heart (or while it is asked, optimistically): the lodging's `wishlisted` wherever
 * it is cached, and the wishlist page's lists. A removal leaves every list; an addition joins the lists of
 * the stay it was priced for (the search's card has what the list shows), and the lists of other stays are
 * dropped, to be asked again when shown: their price is the server's to say. No query is sent.
 */
export function writeWishlisted(
  cache: ApolloCache,
  hotelId: number,
  wishlisted: boolean,
  stay: PricedStay | null,
): void {
  for (const __typename of LODGING_TYPES) {
    const id = cache.identify({ __typename, id: hotelId });
    if (id) cache.modify({ id, fields: { wishlisted: () => wishlisted } });
  }
  if (!wishlisted) {
    cache.modify<{ myWishlist: Reference[] }>({
      fields: {
        myWishlist: (existing, { readField }) =>
          (existing as readonly Reference[]).filter((ref) => readField('id', ref) !== hotelId),
      },
    });
    return;
  }
  const sourceId = cache.identify({ __typename: 'HotelSummary', id: hotelId });
  const source =
    stay && sourceId
      ? cache.readFragment({ id: sourceId, fragment: WishlistSource_HotelFragmentDoc, variables: { criteria: stay } })
      : null;
  const added =
    stay && source
      ? cache.writeFragment({
          fragment: WishlistCard_HotelFragmentDoc,
          data: { ...source, __typename: 'WishlistHotel', wishlisted: true } as WishlistCard_HotelFragment,
          variables: { stay },
        })
      : undefined;
  cache.modify<{ myWishlist: Reference[] }>({
    fields: {
      myWishlist: (existing, { readField, storeFieldName, DELETE }) => {
        const list = existing as readonly Reference[];
        if (list.some((ref) => readField('id', ref) === hotelId)) return list;
        const listStay = stayOfField(storeFieldName);
        if (!added || !stay || !listStay || !sameStay(listStay, stay)) return DELETE;
        return [added, ...list];
      },
    },
  });
}
