import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@shim/common/locales';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './catalog';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '..');
const catalogue = (namespace: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(here, 'messages', namespace, `${locale}.json`), 'utf8')) as Record<string, string>;

/** The argument names a message uses (plural, select and tag arguments included). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

describe('message catalogues', () => {
  it('has one folder per namespace with one file per locale', () => {
    expect(readdirSync(path.join(here, 'messages')).sort()).toEqual([...NAMESPACES].sort());
    for (const namespace of NAMESPACES)
      expect(readdirSync(path.join(here, 'messages', namespace)).sort()).toEqual(
        LOCALES.map((locale) => `${locale}.json`).sort(),
      );
  });

  for (const namespace of NAMESPACES)
    it(`${namespace}: every key in every locale, parsing, with no argument Korean lacks`, () => {
      const korean = catalogue(namespace, 'ko');
      for (const key of Object.keys(korean)) expect(key.startsWith(`${namespace}.`), key).toBe(true);
      for (const locale of LOCALES) {
        const messages = catalogue(namespace, locale);
        expect(Object.keys(messages).sort(), `${namespace}/${locale}.json keys`).toEqual(Object.keys(korean).sort());
        for (const [key, message] of Object.entries(messages)) {
          expect(message.trim(), `${locale} ${key} is empty`).not.toBe('');
          const used = argumentsOf(parse(message, { requiresOtherClause: true }));
          const known = argumentsOf(parse(korean[key]!, { requiresOtherClause: true }));
          // A translation may drop an argument (a Korean particle), never invent one the page does not pass.
          for (const name of used) expect(known.has(name), `${locale} ${key} uses {${name}}`).toBe(true);
          // Only the brand stays in Hangul in a translation.
          if (locale !== 'ko')
            expect(message.replaceAll('쉼, 한국', ''), `${locale} ${key}`).not.toMatch(/[\uac00-\ud7a3]/);
        }
      }
    });
});

/**
 * The guests' screens: every word they show comes from a catalogue. The consoles (manager, admin) stay Korean
 * and are not listed; a console-only file inside a guest folder is named in CONSOLE_FILES.
 */
const GUEST_PATHS = [
  'app',
  'components',
  'lib',
  'i18n',
  'features/search',
  'features/hotels',
  'features/landmarks',
  'features/heritage',
  'features/checkout',
  'features/payments',
  'features/guest-booking',
  'features/wishlist',
  'features/mypage',
  'features/auth',
  'features/registration',
  'features/password-reset',
  'features/inquiries',
  'features/exchange-rates',
  ...[
    'AccommodationList',
    'BookingCheck',
    'Checkout',
    'CheckoutGuest',
    'GoogleCallback',
    'GuestBookingDetail',
    'HeritageDetail',
    'HeritageList',
    'HotelDetail',
    'InquiryBoard',
    'InquiryCreate',
    'InquiryDetail',
    'InquiryList',
    'KakaoCallback',
    'LandmarkDetail',
    'LandmarkList',
    'Login',
    'MainPage',
    'NotFound',
    'PasswordReset',
    'PaymentCallback',
    'PaymentFail',
    'PaymentSuccess',
    'PrivacyPolicy',
    'Register',
    'RegisterSuccess',
    'SearchResult',
    'TermsOfService',
    'UserMypage',
    'Wishlist',
  ].map((page) => `pages/${page}.tsx`),
];

/** Console screens that live beside guest ones; they stay Korean. */
const CONSOLE_FILES = new Set([
  'lib/download-xlsx.ts',
  'features/inquiries/ConsoleInquiries.tsx',
  'features/inquiries/AnswerForm.tsx',
  'features/registration/ManagerRegisterForm.tsx',
  // The administrator's preview of a lodging before approving it (pages/AdminHotelPreview.tsx).
  'features/hotels/LodgingPreview.tsx',
]);

function sourcesOf(relative: string): string[] {
  const absolute = path.join(src, relative);
  if (statSync(absolute).isFile()) return [relative];
  return readdirSync(absolute).flatMap((name) => {
    const child = path.join(relative, name);
    if (statSync(path.join(src, child)).isDirectory()) return name === 'messages' ? [] : sourcesOf(child);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [child] : [];
  });
}

/** The Hangul string literals and JSX texts of a file (comments are not read). */
function koreanLiterals(file: string): string[] {
  const text = readFileSync(path.join(src, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node)) &&
      /[\uac00-\ud7a3\u3131-\u318e]/.test(node.text)
    )
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text.trim()}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('guest screens', () => {
  it('show no Korean literal outside the message catalogues', () => {
    const files = GUEST_PATHS.flatMap(sourcesOf).filter((file) => !CONSOLE_FILES.has(file));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(koreanLiterals)).toEqual([]);
  });
});
