import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { createHotel } from './hotel-fixtures';
import { fetchPage } from './pages';
import { sourcePages } from './pages';

let app: TestApp;
let hotelId: number;

beforeAll(async () => {
  app = await startTestApp({}, { pages: await sourcePages() });
  const { hotel } = await createHotel(app.orm, {
    name: '바다정원 호텔',
    address: '부산광역시 해운대구 해운대해변로 264',
    rooms: [{ name: '오션뷰 디럭스', basePrice: 128_000 }],
    days: 30,
  });
  hotelId = hotel.id;
});
afterAll(() => app?.close());

const LANGUAGES = [
  { prefix: '', lang: 'ko', og: 'ko_KR' },
  { prefix: '/en', lang: 'en', og: 'en_US' },
  { prefix: '/ja', lang: 'ja', og: 'ja_JP' },
  { prefix: '/zh', lang: 'zh-Hans', og: 'zh_CN' },
];

describe('public pages in every language', () => {
  for (const { prefix, lang, og } of LANGUAGES)
    it(`renders ${prefix || '/'}… in ${lang} with its lang, canonical, alternates and og:locale`, async () => {
      for (const path of [`/hotel/${hotelId}`, '/terms', '/landmarks']) {
        const page = await fetchPage(`${app.url}${prefix}${path}`);
        expect(page.status, path).toBe(200);
        expect(page.html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}">`, 'i'));
        expect(page.head).toContain(`<link rel="canonical" href="${app.url}${prefix}${path}"/>`);
        for (const [hreflang, other] of [
          ['ko', ''],
          ['en', '/en'],
          ['ja', '/ja'],
          ['zh-Hans', '/zh'],
          ['x-default', ''],
        ])
          expect(page.head).toContain(
            `<link rel="alternate" hrefLang="${hreflang}" href="${app.url}${other}${path}"/>`,
          );
        expect(page.meta('og:locale')).toBe(og);
        expect(page.jsonLd.find((item) => item['@type'] === 'WebPage')?.inLanguage).toBe(lang);
      }
    });

  it('answers a translated page’s GraphQL in its language whatever the browser’s Accept-Language', async () => {
    const page = await fetchPage(`${app.url}/en/hotel/${hotelId}`, { 'accept-language': 'ko-KR,ko;q=0.9' });
    expect(page.html).toMatch(/<html lang="en">/);
    expect(page.html).toContain('"messages":{');
  });

  it('sends a visitor who chose a language there from the Korean page, but never a crawler', async () => {
    const chosen = await fetch(`${app.url}/hotel/${hotelId}?startDate=2026-12-04`, {
      headers: { accept: 'text/html', cookie: 'other=1; shim_locale=ja' },
      redirect: 'manual',
    });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('location')).toBe(`/ja/hotel/${hotelId}?startDate=2026-12-04`);
    const crawler = await fetch(`${app.url}/hotel/${hotelId}`, {
      headers: {
        accept: 'text/html',
        cookie: 'shim_locale=ja',
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)',
      },
      redirect: 'manual',
    });
    expect(crawler.status).toBe(200);
    const korean = await fetch(`${app.url}/hotel/${hotelId}`, {
      headers: { accept: 'text/html', cookie: 'shim_locale=ko' },
      redirect: 'manual',
    });
    expect(korean.status).toBe(200);
    // Without a choice, the browser's language never redirects: each URL keeps one language.
    const browser = await fetch(`${app.url}/hotel/${hotelId}`, {
      headers: { accept: 'text/html', 'accept-language': 'en-US,en;q=0.9' },
      redirect: 'manual',
    });
    expect(browser.status).toBe(200);
  });

  it('serves the private pages’ shell in the path’s language', async () => {
    const page = await fetchPage(`${app.url}/en/checkout`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<html lang="en">/);
  });
});
