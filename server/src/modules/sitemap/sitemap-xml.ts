/** The sitemaps.org XML: a `urlset` of pages, or a `sitemapindex` of sitemap files. */

export interface SitemapUrl {
  /** Absolute and percent-encoded. */
  loc: string;
  /** W3C Datetime. */
  lastmod?: string | null;
  /** The same page in every language, itself included (Google's `xhtml:link` alternates). */
  alternates?: ReadonlyArray<{ hreflang: string; href: string }>;
}

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data (the protocol asks for the five entities escaped in `loc`). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

function entry(tag: 'url' | 'sitemap', { loc, lastmod, alternates = [] }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  const links = alternates
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}${links}</${tag}>`;
}

function document(root: 'urlset' | 'sitemapindex', tag: 'url' | 'sitemap', items: SitemapUrl[]): string {
  const lines = items.map((item) => entry(tag, item));
  const namespaces = root === 'urlset' ? `xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML}"` : `xmlns="${NAMESPACE}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} ${namespaces}>\n${lines.join('\n')}\n</${root}>\n`;
}

export const urlSetXml = (urls: SitemapUrl[]): string => document('urlset', 'url', urls);

export const sitemapIndexXml = (files: SitemapUrl[]): string => document('sitemapindex', 'sitemap', files);
