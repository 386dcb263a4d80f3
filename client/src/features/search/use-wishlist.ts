import { MESSAGES } from '@shim/common/messages';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../lib/api';
import { useSession } from '../auth/session-context';

interface WishlistItem {
  hId: number;
}

/**
 * The hearts of the result list (spec §4): logged out a click goes to /login; logged in it adds or
 * removes over REST, shown at once and put back with the spec's message when the server refuses.
 */
export function useWishlist() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    let live = true;
    apiFetch<WishlistItem[] | undefined>('/api/wishlist')
      .then((items) => {
        if (live && Array.isArray(items)) setSaved(new Set(items.map((item) => item.hId)));
      })
      // Hearts start empty when the list cannot be read; toggling still reports its own failure.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [user]);

  const toggle = useCallback(
    async (hotelId: number) => {
      if (!user) {
        void navigate('/login');
        return;
      }
      const adding = !saved.has(hotelId);
      const flip = (add: boolean) =>
        setSaved((current) => {
          const next = new Set(current);
          if (add) next.add(hotelId);
          else next.delete(hotelId);
          return next;
        });
      flip(adding);
      setMessage(null);
      try {
        await apiFetch(`/api/wishlist/${hotelId}`, { method: adding ? 'POST' : 'DELETE' });
      } catch {
        flip(!adding);
        setMessage(adding ? MESSAGES.wishlistAddFailed : MESSAGES.wishlistRemoveFailed);
      }
    },
    [user, saved, navigate],
  );

  return { saved, toggle, message };
}
