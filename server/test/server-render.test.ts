import { formatWon } from '@shim/common/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLandmarksIfEmpty } from '../src/modules/landmarks/landmark-sheet';
import { createUser, loginAs } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { createHotel } from './hotel-fixtures';
import { fillTemplate, routePreloads } from '../src/platform/server-render';
import { fetchPage, sourcePages } from './pages';
import { jsonLdProblems } from './support/schema-org';

let app: TestApp;
let hotelId: number;

beforeAll(async () => {
  app = await startTestApp({}, { pages: await sourcePages() });
  await importLandmarksIfEmpty(app.orm.em.fork());
  const { hotel } = await createHotel(app.orm, {
    name: '바다정원 호텔',
    address: '부산광역시 해운대구 해운대해변로 264',
    services: ['수영장', '무료 주차'],
    reviews: [5, 4],
    rooms: [{ name: '오션뷰 디럭스', basePrice: 128_000 }],
    days: 30,
  });
  hotelId = hotel.id;
});
afterAll(() => app?.close());

/** Each JSON-LD item is valid against the vendored schema.org vocabulary; returns them by @type. */
function validJsonLd(items: Array<Record<string, unknown>>): Map<string, Record<string, unknown>> {
  for (const item of items) {
    expect(item['@context']).toBe('https://schema.org');
    expect(jsonLdProblems(item)).toEqual([]);
  }
  return new Map(items.map((item) => [item['@type'] as string, item]));
}

describe('server-rendered public pages', () => {
  it('sends a lodging page with its name, address, price, rating, preview tags and structured data', async () => {
    const page = await fetchPage(`${app.url}/hotel/${hotelId}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/^<!doctype html>\s*<html lang="ko">/i);
    expect(page.head).toContain('<title>바다정원 호텔 | 쉼, 한국</title>');
    const body = page.html.slice(page.html.indexOf('<div id="root">'));
    for (const shown of [
      '바다정원 호텔',
      '부산광역시 해운대구 해운대해변로 264',
      formatWon(128_000),
      '오션뷰 디럭스',
      '4.5',
    ])
      expect(body).toContain(shown);
    expect(page.meta('og:title')).toBe('바다정원 호텔 | 쉼, 한국');
    // One night of one room with the taxes and fees: what a guest would pay, not a room rate alone.
    expect(page.meta('og:description')).toContain(`1박 기준 ${formatWon(133_000)}~ (세금·수수료 포함)`);
    expect(page.meta('og:locale')).toBe('ko_KR');
    expect(page.meta('og:type')).toBe('place');
    expect(page.meta('og:image')).toMatch(/^https?:\/\/[^/]+\//);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.head).toContain(`<link rel="canonical" href="${app.url}/hotel/${hotelId}"/>`);
    // The cache the browser hydrates from, as a data block the script policy lets through.
    expect(page.html).toMatch(/<script type="application\/json" id="apollo-state">/);

    const items = validJsonLd(page.jsonLd);
    const hotel = items.get('Hotel')!;
    expect(hotel).toMatchObject({
      name: '바다정원 호텔',
      address: { '@type': 'PostalAddress', streetAddress: '부산광역시 해운대구 해운대해변로 264' },
      geo: { '@type': 'GeoCoordinates' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      priceRange: `₩128,000 - ₩128,000`,
    });
    expect(hotel.amenityFeature).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: '수영장', value: true })]),
    );
    expect(hotel.makesOffer).toEqual([
      expect.objectContaining({ '@type': 'Offer', price: 128_000, priceCurrency: 'KRW', name: '오션뷰 디럭스' }),
    ]);
    expect(items.get('BreadcrumbList')?.itemListElement).toHaveLength(3);
  });

  it('asks for the lodging’s main photo first, from the head, and names map tiles of this server', async () => {
    const page = await fetchPage(`${app.url}/hotel/${hotelId}`);
    const photo = `/images/hotel/${hotelId}.jpg`;
    // The largest paint on a phone (bench:web): preloaded at high priority before any script asks for it.
    const link = new RegExp(`<link rel="preload"[^>]* href="${photo}"[^>]*>`).exec(page.head)?.[0];
    expect(link).toMatch(/ as="image"/);
    expect(link).toMatch(/ fetchPriority="high"/i);
    const img = new RegExp(`<img src="${photo}"[^>]*>`).exec(page.html)?.[0];
    expect(img).toMatch(/fetchPriority="high"/i);
    expect(img).not.toMatch(/loading="lazy"/);
    // The map's tiles come from the stand-in (nothing outside in tests and the demo), which draws them.
    expect(page.meta('map-tiles')).toBe('/local/tiles/{z}/{x}/{y}.svg');
    const tile = await fetch(`${app.url}/local/tiles/15/27941/12700.svg`);
    expect([tile.status, tile.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(await tile.text()).toMatch(/^<svg [^>]*width="256" height="256"/);
    expect((await fetch(`${app.url}/local/tiles/2/4/0.svg`)).status).toBe(404);
    // The browser-rendered shell names them too.
    expect((await fetchPage(`${app.url}/mypage`)).meta('map-tiles')).toBe('/local/tiles/{z}/{x}/{y}.svg');
  });

  it('preloads the rendered route’s own chunks in place of the main page’s', () => {
    const manifest = {
      'src/main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_common.js': { file: 'assets/common.js', imports: ['_react.js'] },
      'src/pages/MainPage.tsx': { file: 'assets/MainPage.js', imports: ['_common.js'] },
      'src/pages/HotelDetail.tsx': { file: 'assets/HotelDetail.js', imports: ['_common.js', '_react.js'] },
    };
    const preloadsOf = routePreloads(manifest);
    const hotel = preloadsOf('HotelDetail');
    expect(hotel).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/HotelDetail.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/common.js">',
    );
    const template =
      '<html><head><meta name="viewport" content="width=device-width" /><title>쉼</title>' +
      '<script type="module" src="/assets/main.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/MainPage.js" data-route-preload>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/common.js" data-route-preload>\n' +
      '</head><body><div id="root"></div></body></html>';
    const filled = fillTemplate(template, { head: '<title>호텔</title>', body: 'x', stateScript: '', preloads: hotel });
    expect(filled).not.toContain('MainPage.js');
    expect(filled.match(/common\.js/g)).toHaveLength(1);
    expect(filled).toContain(`${hotel}</head>`);
    // The page's head (its photo's preload) before the scripts, which would hold a phone's few connections.
    expect(filled).toContain('<meta name="viewport" content="width=device-width" /><title>호텔</title><script');
    // Without the page's (a renderer that names none), the template's stay.
    expect(fillTemplate(template, { head: '', body: 'x', stateScript: '' })).toContain('MainPage.js');
  });

  it('sends a search page with its results as an ItemList, and keeps later pages out of indexes', async () => {
    const first = await fetchPage(`${app.url}/search?region=${encodeURIComponent('부산')}`);
    expect(first.status).toBe(200);
    expect(first.html).toContain('바다정원 호텔');
    expect(first.meta('robots')).toBeUndefined();
    const list = validJsonLd(first.jsonLd).get('ItemList')!;
    expect(list.itemListElement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ url: expect.stringMatching(new RegExp(`/hotel/${hotelId}$`)) }),
      ]),
    );
    const later = await fetchPage(`${app.url}/search?region=${encodeURIComponent('부산')}&page=2`);
    expect(later.meta('robots')).toBe('noindex');
  });

  it('sends a landmark page as a TouristAttraction with breadcrumbs', async () => {
    const page = await fetchPage(`${app.url}/landmark/1`);
    expect(page.status).toBe(200);
    const items = validJsonLd(page.jsonLd);
    const place = items.get('TouristAttraction')!;
    expect(page.head).toContain(`<title>${place.name as string} | 쉼, 한국</title>`);
    expect(page.html).toContain(place.name as string);
    expect(items.get('BreadcrumbList')).toBeDefined();
  });

  it('sends every other public page rendered, with its title and preview tags', async () => {
    const pages: Array<[string, string]> = [
      ['/', '쉼, 한국'],
      ['/landmarks', '랜드마크'],
      ['/heritage', '문화유산'],
      ['/heritage/1', '| 쉼, 한국'],
      ['/accommodations', '지역별 숙소'],
      ['/terms', '이용약관'],
      ['/privacy', '개인정보처리방침'],
      ['/inquiries/board', '문의 게시판'],
    ];
    for (const [path, title] of pages) {
      const page = await fetchPage(app.url + path);
      expect(page.status, path).toBe(200);
      expect(page.head, path).toMatch(new RegExp(`<title>[^<]*${title.replace(/[|]/g, '\\|')}[^<]*</title>`));
      expect(page.meta('og:locale'), path).toBe('ko_KR');
      expect(page.html, path).not.toContain('<div id="root"></div>');
      validJsonLd(page.jsonLd);
    }
  });

  it('answers 404 with the site’s not-found page for an unknown path, lodging or heritage item', async () => {
    const unknown = await fetchPage(`${app.url}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('페이지를 찾을 수 없습니다.');
    expect((await fetchPage(`${app.url}/hotel/987654`)).status).toBe(404);
    expect((await fetchPage(`${app.url}/heritage/987654`)).status).toBe(404);
    const { hotel: hidden } = await createHotel(app.orm, { active: false });
    expect((await fetchPage(`${app.url}/hotel/${hidden.id}`)).status).toBe(404);
    const { hotel: pending } = await createHotel(app.orm, { status: 'PENDING' });
    expect((await fetchPage(`${app.url}/hotel/${pending.id}`)).status).toBe(404);
  });

  it('answers 410 for a lodging its manager deleted', async () => {
    const { hotel } = await createHotel(app.orm, { name: '문 닫은 호텔', status: 'DELETED' });
    const page = await fetchPage(`${app.url}/hotel/${hotel.id}`);
    expect(page.status).toBe(410);
    expect(page.html).not.toContain('문 닫은 호텔');
  });

  it('puts no personal data in any HTML, whatever credentials the request carries', async () => {
    const member = await createUser(app.orm, 'ROLE_USER', { name: '김비밀', email: 'secret-member@example.com' });
    const { accessToken, refreshToken } = await loginAs(app, member.email);
    const credentials = { authorization: `Bearer ${accessToken}`, cookie: `refreshToken=${refreshToken}` };
    for (const path of ['/', `/hotel/${hotelId}`, '/mypage', '/checkout', '/manager/hotels', '/admin/dashboard']) {
      const page = await fetchPage(app.url + path, credentials);
      expect(page.html, path).not.toContain('김비밀');
      expect(page.html, path).not.toContain('secret-member@example.com');
    }
    // Consoles, my page and checkout stay the browser's: the shell, no data at all.
    const mypage = await fetchPage(`${app.url}/mypage`, credentials);
    expect(mypage.html).toContain('<div id="root"></div>');
    expect(mypage.html).not.toContain('apollo-state');
  });
});
