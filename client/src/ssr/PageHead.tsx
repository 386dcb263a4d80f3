import type { Thing, WebPage, WithContext } from 'schema-dts';
import { LOCALE_TAG, LOCALES, OG_LOCALE, localePath } from '@shim/common/locales';
import { useLocale, useT } from '../i18n/I18nProvider';
import { htmlSafeJson } from './state';
import { SITE_NAME, useAbsoluteUrl } from './site';

export interface PageHeadProps {
  /** The page's own name; the site's name follows it. */
  title?: string;
  description?: string;
  /** The canonical path (and query) of the Korean page, e.g. `/hotel/3`: each language's is made from it. */
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
export function PageHead({ title, description, path, image, type = 'website', noindex, jsonLd }: PageHeadProps) {
  const absolute = useAbsoluteUrl();
  const locale = useLocale();
  const t = useT();
  const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  const url = absolute(localePath(locale, path));
  const summary = description ?? t('common.site.description');
  // Every language's page names the others, and Korean is the default for any other reader.
  const alternates = noindex
    ? []
    : [
        ...LOCALES.map((other) => ({ hreflang: LOCALE_TAG[other], href: absolute(localePath(other, path)) })),
        { hreflang: 'x-default', href: absolute(path) },
      ];
  const page: WithContext<WebPage> = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: fullTitle,
    url,
    inLanguage: LOCALE_TAG[locale],
  };
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={url} />
      {alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALE[other]} />
      ))}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={absolute(image)} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={summary} />
      {image ? <meta name="twitter:image" content={absolute(image)} /> : null}
      <JsonLd data={[page, ...(jsonLd ?? [])]} />
    </>
  );
}

/** Structured data as data blocks (not run, so the script policy allows them), the same on server and client. */
export function JsonLd({ data }: { data: ReadonlyArray<WithContext<Thing>> }) {
  return data.map((item, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: htmlSafeJson(item) }} />
  ));
}
