import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SocialCallbackStatus } from '../features/auth/SocialCallbackStatus';
import { useSession } from '../lib/session-context';
import { useSpecMessages } from '../i18n/spec-messages';
import { afterLoginPath } from '../lib/login-return';

/** The server finished Google's flow and hands the tokens over in the query (spec §7, §8). */
export function GoogleCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const messages = useSpecMessages();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const accessToken = params.get('access_token');
    const refreshToken = params.get('refresh_token');
    const fail = (message: string) => {
      window.alert(message);
      void navigate('/login', { replace: true });
    };
    if (!accessToken || !refreshToken || params.has('error')) return fail(messages.socialLoginFailed);
    // `replace` drops the tokens from the history as the person moves on.
    signIn({ accessToken, refreshToken })
      .then((user) => navigate(afterLoginPath(user.role), { replace: true }))
      .catch(() => fail(messages.socialLoginFailed));
  }, [params, navigate, signIn, messages]);

  return <SocialCallbackStatus provider="google" />;
}
