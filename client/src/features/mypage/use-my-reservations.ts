import { MESSAGES } from '@shim/common/messages';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiFetch } from '../../lib/api';
import type { MyReservation } from './my-reservation';

/** The member's reservations (REST: no GraphQL twin yet), reloadable after a cancel or delete. */
export function useMyReservations() {
  const [reservations, setReservations] = useState<MyReservation[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    apiFetch<MyReservation[] | undefined>('/api/mypage/reservations')
      .then((list) => {
        if (!current) return;
        setReservations(list ?? []);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!current) return;
        // A 401 is the session's to report (it logs out with its own message).
        setError(failure instanceof ApiError && failure.status === 401 ? null : MESSAGES.reservationsLoadFailed);
        setReservations([]);
      });
    return () => {
      current = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { reservations, error, reload };
}
