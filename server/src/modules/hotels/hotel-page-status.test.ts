import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { fetchPage, sourcePages } from '../../../test/pages';

/* A lodging page's address that no lodging can have is the site's not-found page with a real 404, not a soft one. */
let app: TestApp;
let hotelId: number;
beforeAll(async () => {
  app = await startTestApp({}, { pages: await sourcePages() });
  hotelId = (await createHotel(app.orm, { name: '바닷가 민박', rooms: [{ name: '온돌방', basePrice: 60_000 }] })).hotel
    .id;
});
afterAll(() => app?.close());

describe('the lodging page of an impossible id', () => {
  it.each(['abc', '0', '-1', '1.5', '007', '99999999999'])(
    '/hotel/%s answers 404 with the not-found page',
    async (id) => {
      const page = await fetchPage(`${app.url}/hotel/${id}`);
      expect(page.status).toBe(404);
      expect(page.html).toContain('페이지를 찾을 수 없습니다.');
      expect(page.html).toContain(MESSAGES.invalidHotel);
      expect(page.head).toMatch(/<meta name="robots" content="noindex/);
    },
  );

  it('keeps a lodging that is there at 200, and one that is not at 404', async () => {
    const page = await fetchPage(`${app.url}/hotel/${hotelId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('바닷가 민박');
    // The shown page, not the words the browser receives with it (the state block carries the layout's catalogue).
    const shown = page.html.replace(/<script type="application\/json"[\s\S]*?<\/script>/g, '');
    expect(shown).not.toContain('페이지를 찾을 수 없습니다.');
    expect((await fetchPage(`${app.url}/hotel/${hotelId + 1000}`)).status).toBe(404);
  });
});
