import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { AddToWishlistDocument, RemoveFromWishlistDocument } from '../../gql/graphql';
import { useSpecMessages } from '../../i18n/spec-messages';
import { useSession } from '../../lib/session-context';
import { writeWishlisted, type PricedStay } from './wishlist-cache';

/**
 * The heart of a lodging (spec §4), over GraphQL like the wishlist page: logged out a click goes to
 * /login; logged in it adds or removes, shown at once everywhere the lodging is cached (optimistic), and
 * put back with the spec's message when the server refuses. `stay` is the stay the shown price is for.
 */
export function useWishlistToggle(stay: PricedStay | null) {
  const { user } = useSession();
  const messages = useSpecMessages();
  const navigate = useNavigate();
  const [add] = useMutation(AddToWishlistDocument);
  const [remove] = useMutation(RemoveFromWishlistDocument);
  const [message, setMessage] = useState<string | null>(null);

  const toggle = useCallback(
    async (hotel: { id: number; wishlisted: boolean }) => {
      if (!user) {
        void navigate('/login');
        return;
      }
      const adding = !hotel.wishlisted;
      setMessage(null);
      const variables = { input: { hotelId: hotel.id } };
      // The answer's `hotel { id wishlisted }` sets the one cached Hotel: every heart shows it.
      const answer = {
        __typename: 'WishlistPayload' as const,
        hotel: { __typename: 'Hotel' as const, id: hotel.id, wishlisted: adding },
      };
      const update = (cache: Parameters<typeof writeWishlisted>[0]) => writeWishlisted(cache, hotel.id, adding, stay);
      try {
        if (adding) await add({ variables, optimisticResponse: { addToWishlist: answer }, update });
        else await remove({ variables, optimisticResponse: { removeFromWishlist: answer }, update });
      } catch {
        setMessage(adding ? messages.wishlistAddFailed : messages.wishlistRemoveFailed);
      }
    },
    [user, navigate, add, remove, stay, messages],
  );

  return { toggle, message };
}
