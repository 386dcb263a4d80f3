import { createContext, useContext } from 'react';
import type { MeQuery } from '../gql/graphql';
import type { TokenPair } from './session';

export type SessionUser = MeQuery['me'];

export interface Session {
  /** The signed-in person as the server last confirmed them, or null. */
  user: SessionUser | null;
  /** True while a stored token from an earlier visit is being checked for the first time. */
  checking: boolean;
  /** A message for the person (session expiry), shown by the layout until dismissed. */
  notice: string | null;
  dismissNotice(): void;
  /** Re-checks the stored token with the server (`me`); clears the session when it is not valid. */
  verify(): Promise<SessionUser | null>;
  /** Stores a fresh token pair and loads who it belongs to. */
  signIn(tokens: TokenPair): Promise<SessionUser>;
  /** Ends the session on the server (best effort) and here. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
