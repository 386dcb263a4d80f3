import { createContext, useContext } from 'react';

export const SITE_NAME = '쉼, 한국';

/**
 * The site's public origin (PUBLIC_URL) for canonical and Open Graph URLs, which must be absolute. The server
 * render passes its own and the browser gets the same one with the state, so the head hydrates unchanged.
 */
export const SiteOriginContext = createContext<string>('');

export function useAbsoluteUrl(): (pathOrUrl: string) => string {
  const origin = useContext(SiteOriginContext) || (typeof window === 'undefined' ? '' : window.location.origin);
  return (pathOrUrl) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);
}
