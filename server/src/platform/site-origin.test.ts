import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createHotel } from '../../test/hotel-fixtures';
import { sourcePages } from '../../test/pages';

/** What the site's links are built on without PUBLIC_URL: this machine at the configured port. */
const LOCAL_ORIGIN = 'http://localhost:4000';
/** A forged Host, and the proxy headers that would carry one. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

let app: TestApp;
let hotelId: number;
beforeAll(async () => {
  // No PUBLIC_URL (an empty value is unset): the origin the old code took from the request's Host.
  app = await startTestApp({ PUBLIC_URL: '' }, { pages: await sourcePages() });
  hotelId = (await createHotel(app.orm, { name: '포구 민박', rooms: [{ name: '온돌방', basePrice: 60_000 }] })).hotel
    .id;
});
afterAll(() => app?.close());

/** GET `path` with the forged headers (fetch would not send a Host of our choosing). */
function getForged(path: string, accept: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, headers: { ...FORGED, accept } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject).end();
  });
}

describe('a request with a forged Host header', () => {
  it('puts no foreign address into the sitemaps or robots.txt', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/lodgings-1.xml']) {
      const answer = await getForged(path, '*/*');
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain('evil.example');
    }
    expect((await getForged('/sitemaps/lodgings-1.xml', '*/*')).body).toContain(`${LOCAL_ORIGIN}/hotel/${hotelId}`);
  });

  it('puts no foreign address into a lodging page’s canonical link or og:url', async () => {
    const page = await getForged(`/hotel/${hotelId}`, 'text/html');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${LOCAL_ORIGIN}/hotel/${hotelId}"/>`);
    expect(page.body).toContain(`<meta property="og:url" content="${LOCAL_ORIGIN}/hotel/${hotelId}"/>`);
    expect(page.body).not.toContain('evil.example');
  });

  it('puts no foreign address into an API answer’s absolute image URLs', async () => {
    const answer = await getForged(`/api/hotels/${hotelId}`, 'application/json');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`${LOCAL_ORIGIN}/images/`);
    expect(answer.body).not.toContain('evil.example');
  });
});
