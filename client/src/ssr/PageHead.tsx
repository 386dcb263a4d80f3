import type { Thing, WithContext } from 'schema-dts';
import { htmlSafeJson } from './state';
import { SITE_DESCRIPTION, SITE_NAME, useAbsoluteUrl } from './site';

export interface PageHeadProps {
  /** The page's own name; the site's name follows it. */
  title?: string;
  description?: string;
  /** The canonical path (and query), e.g. `/hotel/3`. */
  path: string;
  /** The main photo, for link previews (KakaoTalk, Slack). */
  image?: string | null;
  type?: 'website' | 'place' | 'article';
  noindex?: boolean;
  /** Structured data, rendered in place (the same markup on server and client, so it hydrates). */
  jsonLd?: ReadonlyArray<WithContext<Thing>>;
}

/**
 * A page's head: React 19 hoists <title>, <meta> and <link> into <head> (the server render puts them in the
 * document's head; the browser adopts them when it hydrates and replaces them on navigation).
 */
export function PageHead({
  title,
  description = SITE_DESCRIPTION,
  path,
  image,
  type = 'website',
  noindex,
  jsonLd,
}: PageHeadProps) {
  const absolute = useAbsoluteUrl();
  const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  const url = absolute(path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="ko_KR" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={absolute(image)} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={absolute(image)} /> : null}
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </>
  );
}

/** Structured data as data blocks (not run, so the script policy allows them), the same on server and client. */
export function JsonLd({ data }: { data: ReadonlyArray<WithContext<Thing>> }) {
  return data.map((item, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: htmlSafeJson(item) }} />
  ));
}
