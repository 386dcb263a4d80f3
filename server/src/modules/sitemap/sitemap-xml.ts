/** The sitemaps.org XML: a `urlset` of pages, or a `sitemapindex` of sitemap files. */

export interface SitemapUrl {
  /** Absolute and percent-encoded. */
  loc: string;
  /** W3C Datetime. */
  lastmod?: string | null;
}

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data (the protocol asks for the five entities escaped in `loc`). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

function document(root: 'urlset' | 'sitemapindex', tag: 'url' | 'sitemap', items: SitemapUrl[]): string {
  const lines = items.map((item) => entry(tag, item));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NAMESPACE}">\n${lines.join('\n')}\n</${root}>\n`;
}

export const urlSetXml = (urls: SitemapUrl[]): string => document('urlset', 'url', urls);

export const sitemapIndexXml = (files: SitemapUrl[]): string => document('sitemapindex', 'sitemap', files);
