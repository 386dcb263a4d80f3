import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESTINATIONS } from '@shim/common/destinations';
import { startTestApp, type TestApp } from '../../../test/harness';
import { bulkLoad } from '../../../test/bulk-load';
import { tokensByRole } from '../../../test/fixtures';
import { createHotel } from '../../../test/hotel-fixtures';
import { Landmark } from '../landmarks/landmark.entity';
import { LOCALES, localePath } from '@shim/common/locales';
import { SITEMAP_PAGE_LIMIT, SITEMAP_URL_LIMIT, STATIC_PATHS } from './sitemap.service';

const SITE = 'https://shim.example';
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: SITE });
  admin = (await tokensByRole(app)).ROLE_ADMIN;
});
afterAll(() => app.close());

const get = (path: string, url = app.url) => fetch(url + path, { headers: { accept: 'text/html,*/*' } });

/** A sitemap document read by a strict XML parser (a malformed one throws): its root and its texts. */
function readXml(text: string) {
  const parser = new SaxesParser({ xmlns: true });
  const found = {
    root: '',
    namespace: '',
    allLocs: [] as string[],
    lastmods: [] as string[],
    alternates: [] as Array<{ hreflang: string; href: string }>,
    /** The Korean pages' URLs: each page is also listed in every other language. */
    get locs() {
      return this.allLocs.filter((loc) => !/^https?:\/\/[^/]+\/(en|ja|zh)(\/|$)/.test(loc));
    },
  };
  let open = '';
  parser.on('opentag', (tag) => {
    if (!found.root) [found.root, found.namespace] = [tag.local, tag.uri];
    open = tag.local;
    if (tag.local === 'link' && tag.uri === 'http://www.w3.org/1999/xhtml')
      found.alternates.push({
        hreflang: String(tag.attributes.hreflang?.value),
        href: String(tag.attributes.href?.value),
      });
  });
  parser.on('text', (value) => {
    if (open === 'loc') found.allLocs.push(value);
    if (open === 'lastmod') found.lastmods.push(value);
  });
  parser.on('closetag', () => {
    open = '';
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(text).close();
  return found;
}

/** The XML of `path`, with its answer. */
async function xmlAt(path: string) {
  const answer = await get(path);
  return { answer, ...readXml(await answer.text()) };
}

const lodgingLocs = async () => (await xmlAt('/sitemaps/lodgings-1.xml')).locs;
const lodgingUrl = (id: number) => `${SITE}/hotel/${id}`;
/** The row's change time, to the second in UTC. */
const updatedAt = async (id: number) =>
  (
    await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ at: string }>>(
        `select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at from hotels where id = ?`,
        [id],
      )
  )[0]!.at;

describe('robots.txt', () => {
  it('is plain text closing the private paths to crawlers and naming the sitemap absolutely', async () => {
    const answer = await get('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await answer.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/api', '/graphql', '/manager', '/admin', '/mypage', '/checkout']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith('Disallow: /hotel') || line === 'Disallow: /')).toEqual([]);
  });
});

describe('sitemap index', () => {
  it('is XML naming the static, region, lodging and landmark sitemaps, each a real XML file', async () => {
    const { answer, root, namespace, locs } = await xmlAt('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(root).toBe('sitemapindex');
    expect(namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(locs).toEqual([
      `${SITE}/sitemaps/static.xml`,
      `${SITE}/sitemaps/regions.xml`,
      `${SITE}/sitemaps/lodgings-1.xml`,
      `${SITE}/sitemaps/landmarks-1.xml`,
    ]);
    // The reader is strict: an unescaped ampersand would fail the files below.
    expect(() => readXml('<urlset><url><loc>/a?b=1&c=2</loc></url></urlset>')).toThrow();
    for (const loc of locs) {
      const file = await xmlAt(loc.slice(SITE.length));
      expect(file.answer.status, loc).toBe(200);
      expect(file.answer.headers.get('content-type'), loc).toBe('application/xml; charset=utf-8');
      expect(file.root, loc).toBe('urlset');
      expect(file.namespace, loc).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    }
  });

  it('lists the static pages and each destination’s search page, percent-encoded', async () => {
    expect((await xmlAt('/sitemaps/static.xml')).locs).toEqual(STATIC_PATHS.map((path) => `${SITE}${path}`));
    const regions = (await xmlAt('/sitemaps/regions.xml')).locs;
    expect(regions).toHaveLength(DESTINATIONS.length);
    expect(regions[0]).toBe(`${SITE}/search?region=%EC%84%9C%EC%9A%B8`);
    expect(new URL(regions[0]!).searchParams.get('region')).toBe('서울');
  });

  it('answers 404, not the app shell, for a file it does not name', async () => {
    for (const path of [
      '/sitemaps/lodgings-2.xml',
      '/sitemaps/hotels-1.xml',
      '/sitemaps/static',
      '/sitemaps/lodgings-0.xml',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain('<div id="root">');
    }
  });
});

describe('lodging sitemap', () => {
  it('lists a pending lodging only once approved, with the row’s change time as lastmod', async () => {
    const { hotel } = await createHotel(app.orm, { status: 'PENDING' });
    expect(await lodgingLocs()).not.toContain(lodgingUrl(hotel.id));

    const db = app.orm.em.fork().getConnection();
    await db.execute(`update hotels set updated_at = '2026-01-02T03:04:05Z' where id = ?`, [hotel.id]);
    const approved = await app.request('POST', `/api/admin/hotels/approve/${hotel.id}`, { token: admin });
    expect(approved.status).toBeLessThan(300);

    const { locs, lastmods } = await xmlAt('/sitemaps/lodgings-1.xml');
    expect(locs.filter((loc) => loc === lodgingUrl(hotel.id))).toHaveLength(1);
    const lastmod = lastmods[locs.indexOf(lodgingUrl(hotel.id))];
    // The approval changed the row, so its time moved on from the one set above, to the second.
    expect(lastmod).not.toBe('2026-01-02T03:04:05Z');
    expect(lastmod).toBe(await updatedAt(hotel.id));
  });

  it('drops a lodging an administrator hides; never lists a rejected or a deleted one', async () => {
    const hidden = (await createHotel(app.orm)).hotel;
    const rejected = (await createHotel(app.orm, { status: 'REJECTED' })).hotel;
    const deleted = (await createHotel(app.orm, { status: 'DELETED' })).hotel;
    expect(await lodgingLocs()).toContain(lodgingUrl(hidden.id));

    const answer = await app.request('PUT', `/api/admin/hotels/${hidden.id}/status`, {
      token: admin,
      body: { active: false },
    });
    expect(answer.status).toBeLessThan(300);
    const locs = await lodgingLocs();
    for (const hotel of [hidden, rejected, deleted]) expect(locs).not.toContain(lodgingUrl(hotel.id));
  });

  it('keeps a lodging’s lastmod when an update changes nothing', async () => {
    const { hotel } = await createHotel(app.orm);
    const db = app.orm.em.fork().getConnection();
    await db.execute(`update hotels set updated_at = '2026-01-02T03:04:05Z' where id = ?`, [hotel.id]);
    await db.execute(`update hotels set active = true where id = ?`, [hotel.id]);
    expect(await updatedAt(hotel.id)).toBe('2026-01-02T03:04:05Z');
  });
});

describe('landmark sitemap', () => {
  it('lists every landmark’s page', async () => {
    const em = app.orm.em.fork();
    for (const id of [901, 902]) {
      em.create(Landmark, {
        id,
        sheetRow: id,
        name: `랜드마크 ${id}`,
        location: '서울 종로구',
        latitude: 37.5,
        longitude: 127,
      });
    }
    await em.flush();
    const ids = await em.getConnection().execute<Array<{ id: number }>>('select id from landmarks order by id');
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect((await xmlAt('/sitemaps/landmarks-1.xml')).locs).toEqual(ids.map(({ id }) => `${SITE}/landmark/${id}`));
  });
});

describe('a sitemap over the protocol’s limit', () => {
  it(`splits the lodgings at ${SITEMAP_URL_LIMIT} URLs a file (${SITEMAP_PAGE_LIMIT} pages in every language)`, async () => {
    // One more than a file holds, whatever the other tests added; loaded without the requests' deadline.
    await bulkLoad(
      app,
      `insert into hotels (name, type, address, region, latitude, longitude, status, active, created_at)
       select '대량 ' || n, 'HOTEL', '서울특별시 중구 ' || n, '서울특별시 중구', 37.5, 127, 'APPROVED', true, now()
         from generate_series(1, ${SITEMAP_PAGE_LIMIT + 1}) n`,
    );
    const index = await xmlAt('/sitemap.xml');
    expect(index.locs).toContain(`${SITE}/sitemaps/lodgings-2.xml`);
    expect(index.locs).not.toContain(`${SITE}/sitemaps/lodgings-3.xml`);
    const first = await lodgingLocs();
    const second = (await xmlAt('/sitemaps/lodgings-2.xml')).locs;
    expect(first).toHaveLength(SITEMAP_PAGE_LIMIT);
    expect((await xmlAt('/sitemaps/lodgings-1.xml')).allLocs).toHaveLength(SITEMAP_URL_LIMIT);
    expect(second.length).toBeGreaterThan(0);
    expect(new Set([...first, ...second]).size).toBe(first.length + second.length);
  }, 120_000);
});

describe('every language', () => {
  it('lists each page in every language, each naming all of them and Korean as the default', async () => {
    const { allLocs, alternates } = await xmlAt('/sitemaps/static.xml');
    expect(allLocs).toEqual(
      STATIC_PATHS.flatMap((path) => LOCALES.map((locale) => `${SITE}${localePath(locale, path)}`)),
    );
    const terms = [
      { hreflang: 'ko', href: `${SITE}/terms` },
      { hreflang: 'en', href: `${SITE}/en/terms` },
      { hreflang: 'ja', href: `${SITE}/ja/terms` },
      { hreflang: 'zh-Hans', href: `${SITE}/zh/terms` },
      { hreflang: 'x-default', href: `${SITE}/terms` },
    ];
    expect(alternates.filter(({ href }) => href.endsWith('/terms'))).toEqual(
      LOCALES.flatMap(() => terms.filter(({ href }) => href.endsWith('/terms'))),
    );
  });

  it('closes the private pages to crawlers in every language', async () => {
    const lines = (await (await get('/robots.txt')).text()).split('\n');
    for (const path of ['/en/mypage', '/ja/checkout', '/zh/guest/booking', '/mypage'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /en/api');
  });
});
