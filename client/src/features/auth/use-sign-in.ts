import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LoginDocument, type LoginInput } from '../../gql/graphql';
import { useSession, type SessionUser } from '../../lib/session-context';

/** Logs in (GraphQL `login`) and loads the session; rejects with the server's error on failure. */
export function useSignIn(): (input: LoginInput) => Promise<SessionUser> {
  const [login] = useMutation(LoginDocument);
  const { signIn } = useSession();
  return useCallback(
    async (input: LoginInput) => {
      const { data } = await login({ variables: { input } });
      if (!data) throw new Error('login returned no data');
      return signIn(data.login);
    },
    [login, signIn],
  );
}
