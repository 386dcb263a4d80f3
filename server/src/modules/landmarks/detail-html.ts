import sanitizeHtml from 'sanitize-html';

/**
 * The detail text of the sheet may hold HTML (spec §2). Only this allow-list reaches a browser: text
 * formatting, lists, links (http, https, mailto; opened apart) and images (http, https or a site path).
 * Scripts, styles, event handlers (`onerror`, `onclick`) and `javascript:` URLs are dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export const safeDetailHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
