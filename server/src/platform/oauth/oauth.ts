import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import type { Logger } from '../logger';
import { callOutside, type OutsideService } from '../outside-call';

export const OAUTH_PROVIDERS = ['kakao', 'google'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const LOCAL_OAUTH_PATH = '/local/oauth';

/** The person as the provider knows them, in one shape for both providers. */
export interface OAuthProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

interface Endpoints {
  clientId: string;
  clientSecret: string;
  /** Where the browser goes: an absolute URL, or a path on this site for the local stand-in. */
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
}

const SCOPES: Record<OAuthProvider, string> = {
  kakao: 'account_email profile_nickname',
  google: 'openid email profile',
};

/**
 * An OAuth 2.0 authorization-code client for Kakao and Google (ARCHITECTURE §6). With no client id the
 * provider is played by the local stand-in this app serves; the adapter calls it over HTTP all the same.
 */
export class OAuthClient {
  private readonly outside: OutsideService;

  constructor(
    private readonly config: Config,
    logger: Logger,
  ) {
    this.outside = { name: 'OAuth', logger, timeoutMs: 10_000, noAnswer: (why) => new Error(`OAuth provider: ${why}`) };
  }

  isLocal(provider: OAuthProvider): boolean {
    return !this.clientIdOf(provider);
  }

  /** A provider works with its client id, or through the local stand-in where that is allowed. */
  isAvailable(provider: OAuthProvider): boolean {
    return !this.isLocal(provider) || this.config.standIns[provider];
  }

  /** The stand-in's client secret: derived from the server secret, so nothing needs configuring. */
  localSecret(provider: OAuthProvider): string {
    return createHmac('sha256', this.config.jwtSecret).update(`local-oauth-${provider}`).digest('base64url');
  }

  localClientId = (provider: OAuthProvider): string => `local-${provider}`;

  /** The provider's consent page for this login, to redirect the browser to. */
  authorizeUrl(provider: OAuthProvider, origin: string, redirectUri: string, state: string): string {
    const endpoints = this.endpoints(provider, origin);
    const url = new URL(endpoints.authorizeUrl, origin);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: endpoints.clientId,
      redirect_uri: redirectUri,
      scope: endpoints.scope,
      state,
    }).toString();
    return url.toString();
  }

  /** Exchanges the code for an access token and reads the profile with it. */
  async profile(provider: OAuthProvider, selfUrl: string, code: string, redirectUri: string): Promise<OAuthProfile> {
    const endpoints = this.endpoints(provider, selfUrl);
    const token = await callOutside(this.outside, endpoints.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
      form: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: endpoints.clientId,
        client_secret: endpoints.clientSecret,
        redirect_uri: redirectUri,
        code,
      }),
    });
    if (!token.ok) throw new Error(`${provider} token endpoint answered ${token.status}`);
    const accessToken = token.body?.access_token;
    if (typeof accessToken !== 'string') throw new Error(`${provider} token endpoint sent no access_token`);

    const user = await callOutside(this.outside, endpoints.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (!user.ok || !user.body) throw new Error(`${provider} userinfo answered ${user.status}`);
    return toProfile(provider, user.body);
  }

  private clientIdOf(provider: OAuthProvider): string | undefined {
    return provider === 'kakao' ? this.config.KAKAO_CLIENT_ID : this.config.GOOGLE_CLIENT_ID;
  }

  /** Server-to-server endpoints resolve against `base` (selfUrl); the authorize page against the origin. */
  private endpoints(provider: OAuthProvider, base: string): Endpoints {
    const clientId = this.clientIdOf(provider);
    if (!clientId) {
      const root = `${LOCAL_OAUTH_PATH}/${provider}`;
      return {
        clientId: this.localClientId(provider),
        clientSecret: this.localSecret(provider),
        authorizeUrl: `${root}/authorize`,
        tokenUrl: `${base}${root}/token`,
        userinfoUrl: `${base}${root}/userinfo`,
        scope: SCOPES[provider],
      };
    }
    const c = this.config;
    return provider === 'kakao'
      ? {
          clientId,
          clientSecret: c.KAKAO_CLIENT_SECRET ?? '',
          authorizeUrl: c.KAKAO_AUTHORIZE_URL,
          tokenUrl: c.KAKAO_TOKEN_URL,
          userinfoUrl: c.KAKAO_USERINFO_URL,
          scope: SCOPES.kakao,
        }
      : {
          clientId,
          clientSecret: c.GOOGLE_CLIENT_SECRET ?? '',
          authorizeUrl: c.GOOGLE_AUTHORIZE_URL,
          tokenUrl: c.GOOGLE_TOKEN_URL,
          userinfoUrl: c.GOOGLE_USERINFO_URL,
          scope: SCOPES.google,
        };
  }
}

/** Kakao's `/v2/user/me` and Google's OpenID userinfo, in one shape. */
function toProfile(provider: OAuthProvider, body: Record<string, unknown>): OAuthProfile {
  if (provider === 'kakao') {
    const account = (body.kakao_account ?? {}) as Record<string, unknown>;
    const profile = (account.profile ?? {}) as Record<string, unknown>;
    const properties = (body.properties ?? {}) as Record<string, unknown>;
    return {
      subject: String(body.id ?? ''),
      email: typeof account.email === 'string' ? account.email : null,
      emailVerified: account.is_email_valid !== false && account.is_email_verified === true,
      name: stringOrNull(profile.nickname) ?? stringOrNull(properties.nickname),
    };
  }
  return {
    subject: String(body.sub ?? ''),
    email: typeof body.email === 'string' ? body.email : null,
    emailVerified: body.email_verified === true || body.email_verified === 'true',
    name: stringOrNull(body.name),
  };
}

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
