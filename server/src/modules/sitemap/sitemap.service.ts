import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { DESTINATIONS } from '@shim/common/destinations';
import { HERITAGE } from '@shim/common/heritage';
import { LOCALE_TAG, LOCALES, localePath } from '@shim/common/locales';
import { sitemapChunks, sitemapEntries, type SitemapSource } from './sitemap.repository';
import { sitemapIndexXml, urlSetXml, type SitemapUrl } from './sitemap-xml';

/**
 * The sitemaps (sitemaps.org protocol): an index at /sitemap.xml naming one file per kind of public page,
 * the lodgings and landmarks split into numbered files of at most `SITEMAP_URL_LIMIT` URLs.
 */

/** Where the sitemap reads its rows (statements outside any transaction). */
export type SitemapConnection = AbstractSqlConnection;

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Pages a file holds: each is listed once per language, within the protocol's limit of URLs. */
export const SITEMAP_PAGE_LIMIT = Math.floor(SITEMAP_URL_LIMIT / LOCALES.length);

/** Where the sitemap files are served (`/sitemaps/lodgings-1.xml`, `/sitemaps/static.xml`). */
export const SITEMAP_DIR = '/sitemaps';

/** Fixed-content public pages (spec §2); the heritage sites are fixed content too. */
export const STATIC_PATHS: readonly string[] = [
  '/',
  '/landmarks',
  '/heritage',
  ...HERITAGE.map((item) => `/heritage/${item.id}`),
  '/accommodations',
  '/terms',
  '/privacy',
  '/inquiries/board',
];

/** Region pages: a destination's search without dates (the page takes today to tomorrow, spec §9). */
export const regionPath = (region: string): string => `/search?${new URLSearchParams({ region })}`;

const PAGE_PATHS: Record<SitemapSource, (id: number) => string> = {
  lodgings: (id) => `/hotel/${id}`,
  landmarks: (id) => `/landmark/${id}`,
};

/** Paths reach the XML absolute on `origin` and percent-encoded (a region's Korean name). */
const absolute = (origin: string, path: string): string => new URL(path, `${origin}/`).href;

/** A page in every language (`/hotel/3`, `/en/hotel/3`, …), each naming all of them as alternates. */
function inEveryLanguage(origin: string, path: string, lastmod?: string | null): SitemapUrl[] {
  const alternates = [
    ...LOCALES.map((locale) => ({ hreflang: LOCALE_TAG[locale], href: absolute(origin, localePath(locale, path)) })),
    { hreflang: 'x-default', href: absolute(origin, path) },
  ];
  return LOCALES.map((locale) => ({ loc: absolute(origin, localePath(locale, path)), lastmod, alternates }));
}

/** The index: the static and region files, then every numbered file of the lodgings and the landmarks. */
export async function sitemapIndex(on: SitemapConnection, origin: string): Promise<string> {
  const files: SitemapUrl[] = [
    { loc: absolute(origin, `${SITEMAP_DIR}/static.xml`) },
    { loc: absolute(origin, `${SITEMAP_DIR}/regions.xml`) },
  ];
  for (const source of ['lodgings', 'landmarks'] as const) {
    const chunks = await sitemapChunks(on, source, SITEMAP_PAGE_LIMIT);
    // A kind without pages still has its (empty) first file, so the index names the same files every day.
    if (!chunks.length) chunks.push({ chunk: 0, lastmod: null });
    for (const { chunk, lastmod } of chunks) {
      files.push({ loc: absolute(origin, `${SITEMAP_DIR}/${source}-${chunk + 1}.xml`), lastmod });
    }
  }
  return sitemapIndexXml(files);
}

/** The file `name` of the index (`static`, `regions`, `lodgings-2`), or null when there is no such file. */
export async function sitemapFile(on: SitemapConnection, origin: string, name: string): Promise<string | null> {
  if (name === 'static') return urlSetXml(STATIC_PATHS.flatMap((path) => inEveryLanguage(origin, path)));
  if (name === 'regions') {
    return urlSetXml(DESTINATIONS.flatMap((destination) => inEveryLanguage(origin, regionPath(destination.name))));
  }
  const numbered = /^(lodgings|landmarks)-([1-9]\d{0,5})$/.exec(name);
  if (!numbered) return null;
  const source = numbered[1] as SitemapSource;
  const chunk = Number(numbered[2]) - 1;
  const entries = await sitemapEntries(on, source, chunk, SITEMAP_PAGE_LIMIT);
  // Past the last file is no file, but the first always exists (the index names it).
  if (!entries.length && chunk > 0) return null;
  return urlSetXml(entries.flatMap(({ id, lastmod }) => inEveryLanguage(origin, PAGE_PATHS[source](id), lastmod)));
}

/**
 * Paths no crawler should index: the APIs and the private pages (consoles, my page, checkout, a booking's
 * payment result and guest booking page: their HTML also says noindex, platform/server-render.ts).
 */
export const DISALLOWED_PATHS: readonly string[] = [
  '/api',
  '/graphql',
  '/manager',
  '/admin',
  '/mypage',
  '/checkout',
  '/payment-success',
  '/payment',
  '/guest/booking',
];

/** /robots.txt: the private paths closed to every crawler, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // The private pages in every language (`/en/mypage` as `/mypage`); the APIs have no language.
    ...DISALLOWED_PATHS.flatMap((path) =>
      path === '/api' || path === '/graphql'
        ? [`Disallow: ${path}`]
        : LOCALES.map((locale) => `Disallow: ${localePath(locale, path)}`),
    ),
    '',
    `Sitemap: ${absolute(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
