import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { RecaptchaNeededDocument } from '../../gql/graphql';

/**
 * Whether the server demands a captcha for this e-mail (after repeated failures, spec §4), and the
 * token once solved. `resetKey` remounts the captcha slot after a failed attempt.
 */
export function useCaptchaRequirement() {
  const [ask] = useLazyQuery(RecaptchaNeededDocument, { fetchPolicy: 'no-cache' }); // a live check, never kept
  const [required, setRequired] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);

  const check = useCallback(
    async (email: string): Promise<void> => {
      if (!email.trim()) return;
      try {
        const { data } = await ask({ variables: { email: email.trim() } });
        setRequired(data?.recaptchaNeeded ?? false);
      } catch {
        // Unknown need: the login answer will say if a captcha was missing, and we ask again then.
      }
    },
    [ask],
  );

  const reset = useCallback(() => {
    setToken(null);
    setResetKey((key) => key + 1);
  }, []);

  return { required, token, setToken, resetKey, check, reset, blocked: required && !token };
}
