import type { ApolloCache, Reference } from '@apollo/client';
import { WishlistCard_HotelFragmentDoc } from '../../gql/graphql';

/** The stay a price was asked for: search criteria or a wishlist / detail stay. */
export interface PricedStay {
  startDate: string;
  endDate: string;
  rooms: number;
  persons: number;
}

interface WishlistEdge {
  __typename: 'WishlistEdge';
  cursor: string;
  addedAt: string;
  node: Reference;
}

interface WishlistList {
  totalCount: number;
  edges: readonly WishlistEdge[];
}

/** Every type that shows a lodging with its heart: one `Hotel` in the graph. */
export const LODGING_TYPES = ['Hotel'] as const;

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
 * After the server took a heart (or while it is asked, optimistically). The heart itself is the mutation's
 * answer: one `Hotel` in the cache, shown by search, detail and wishlist alike. Here the wishlist page's
 * lists: a removal leaves every list; an addition joins the lists of the stay it was priced for when the
 * cache holds what the card shows for that stay (the search asks `WishlistCard_hotel`), and lists of other
 * stays are dropped, to be asked again when shown: their price is the server's to say. No query is sent.
 */
export function writeWishlisted(
  cache: ApolloCache,
  hotelId: number,
  wishlisted: boolean,
  stay: PricedStay | null,
): void {
  const id = cache.identify({ __typename: 'Hotel', id: hotelId });
  // Only the stay's own fields: a page's stay may carry more (the search's region), the price's key does not.
  const priced = stay && { startDate: stay.startDate, endDate: stay.endDate, rooms: stay.rooms, persons: stay.persons };
  const card =
    wishlisted && priced && id
      ? cache.readFragment({ id, fragment: WishlistCard_HotelFragmentDoc, variables: { stay: priced } })
      : null;
  cache.modify<{ myWishlist: WishlistList }>({
    fields: {
      myWishlist: (existing, { readField, storeFieldName, toReference, DELETE }) => {
        const list = existing as WishlistList;
        const listed = list.edges.some((edge) => readField('id', edge.node) === hotelId);
        if (!wishlisted) {
          if (!listed) return list;
          return {
            ...list,
            totalCount: list.totalCount - 1,
            edges: list.edges.filter((edge) => readField('id', edge.node) !== hotelId),
          };
        }
        if (listed) return list;
        const listStay = stayOfField(storeFieldName);
        const node = card ? toReference({ __typename: 'Hotel', id: hotelId }) : undefined;
        if (!node || !stay || !listStay || !sameStay(listStay, stay)) return DELETE;
        const edge: WishlistEdge = { __typename: 'WishlistEdge', cursor: '', addedAt: new Date().toISOString(), node };
        return { ...list, totalCount: list.totalCount + 1, edges: [edge, ...list.edges] };
      },
    },
  });
}
