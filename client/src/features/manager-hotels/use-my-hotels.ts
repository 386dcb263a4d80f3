import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@shim/common/limits';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { ManagerHotelsDocument } from '../../gql/graphql';
import { codeOf } from '../../lib/errors';

/** The manager's lodgings, loaded on entry (spec §4: manager sections load their data on entry). */
export function useMyHotels() {
  // The console lists every lodging of one manager on one screen: the largest page the API gives.
  const { data, loading, error, refetch } = useQuery(ManagerHotelsDocument, {
    variables: { first: LIMITS.pageSizeMax },
    fetchPolicy: 'network-only',
  });
  // A 401 is the session's to report (it logs out with its own message).
  const loadError = error && codeOf(error) !== 'UNAUTHENTICATED' ? LODGING_MESSAGES.managerHotelsLoadFailed : null;
  return {
    hotels: data?.managerHotels.edges.map((edge) => edge.node) ?? [],
    loading: loading && !data,
    error: loadError,
    refetch,
  };
}
