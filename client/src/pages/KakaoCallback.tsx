import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SocialCallbackStatus } from '../features/auth/SocialCallbackStatus';
import { useSession } from '../lib/session-context';
import { useSpecMessages } from '../i18n/spec-messages';
import { apiFetch } from '../lib/api';
import type { TokenPair } from '../lib/session';
import { afterLoginPath } from '../lib/login-return';

/** Kakao returns here with a code, which the server exchanges for our tokens (spec §7, §8). */
export function KakaoCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const messages = useSpecMessages();
  const started = useRef(false);

  useEffect(() => {
    // A code works once: StrictMode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    if (!code) {
      window.alert(messages.socialInvalidAccess);
      void navigate('/', { replace: true });
      return;
    }
    const query = { code, state: params.get('state') ?? undefined };
    apiFetch<TokenPair>('/api/kakao/callback', { query, anonymous: true })
      .then(signIn)
      .then((user) => navigate(afterLoginPath(user.role), { replace: true }))
      .catch(() => {
        window.alert(messages.socialLoginFailed);
        void navigate('/login', { replace: true });
      });
  }, [params, navigate, signIn, messages]);

  return <SocialCallbackStatus provider="kakao" />;
}
