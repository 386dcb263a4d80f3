import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '@shim/common/content-messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel, stayFromToday } from '../../../test/hotel-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';

let app: TestApp;
let token: string;
let hotelId = 0;
let roomId = 0;
let plainId = 0;

const HOTEL = `query ($id: Int!, $locale: String) {
  hotel(id: $id) {
    name(locale: $locale) info(locale: $locale) romanizedName englishAddress
    translations { locale name description }
    rooms { id name(locale: $locale) description(locale: $locale) translations { locale name } }
  }
}`;

const UPDATE = `mutation ($input: UpdateManagerHotelInput!) {
  updateManagerHotel(input: $input) { hotel { id translations { locale name description } } }
}`;

/** A GraphQL operation as a visitor's browser sends it, in `language`. */
async function asVisitor<T>(language: string, query: string, variables: Record<string, unknown>) {
  const answer = await app.request('POST', '/graphql', {
    body: { query, variables },
    headers: { 'accept-language': language },
  });
  return answer.json<{ data: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> }>();
}

interface HotelAnswer {
  hotel: {
    name: string;
    info: string;
    romanizedName: string;
    englishAddress: string;
    translations: Array<{ locale: string; name: string | null; description: string | null }>;
    rooms: Array<{ id: number; name: string; description: string | null }>;
  };
}

beforeAll(async () => {
  app = await startTestApp();
  const manager = await createUser(app.orm, 'ROLE_MANAGER');
  token = (await loginAs(app, manager.email)).accessToken;
  const created = await createHotel(app.orm, {
    name: '해운대 바다 호텔',
    address: '부산광역시 해운대구 해운대해변로 264',
    manager,
    rooms: [{ name: '디럭스 더블' }],
    days: 5,
  });
  hotelId = created.hotel.id;
  roomId = created.rooms[0]!.id;
  plainId = (await createHotel(app.orm, { name: '경복궁 한옥', address: '서울특별시 종로구 사직로 161' })).hotel.id;
});
afterAll(() => app.close());

describe('translated lodgings', () => {
  it('saves the manager’s translations and answers them in the Accept-Language', async () => {
    const saved = await app.graphql<{ updateManagerHotel: { hotel: { translations: unknown[] } } }>(
      UPDATE,
      {
        input: {
          id: hotelId,
          translations: [
            { locale: 'en', name: 'Haeundae Sea Hotel', description: 'Steps from the beach.' },
            { locale: 'ja', name: '海雲台シーホテル' },
          ],
          rooms: [
            {
              id: roomId,
              name: '디럭스 더블',
              translations: [{ locale: 'en', name: 'Deluxe Double', description: 'Sea view.' }],
            },
          ],
        },
      },
      token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateManagerHotel.hotel.translations).toEqual([
      { locale: 'en', name: 'Haeundae Sea Hotel', description: 'Steps from the beach.' },
      { locale: 'ja', name: '海雲台シーホテル', description: null },
    ]);

    const english = await asVisitor<HotelAnswer>('en-US,en;q=0.9', HOTEL, { id: hotelId });
    expect(english.errors).toBeUndefined();
    expect(english.data!.hotel).toMatchObject({
      name: 'Haeundae Sea Hotel',
      info: 'Steps from the beach.',
      romanizedName: 'Haeundae Bada Hotel',
      englishAddress: '264 Haeundaehaebyeon-ro, Haeundae-gu, Busan',
      rooms: [{ id: roomId, name: 'Deluxe Double', description: 'Sea view.' }],
    });
    // Japanese has a name but no description: the Korean one stands in.
    const japanese = await asVisitor<HotelAnswer>('ja', HOTEL, { id: hotelId });
    expect(japanese.data!.hotel).toMatchObject({ name: '海雲台シーホテル', rooms: [{ name: '디럭스 더블' }] });
    // Korean stays Korean, and the argument overrides the header.
    const korean = await asVisitor<HotelAnswer>('en', HOTEL, { id: hotelId, locale: 'ko' });
    expect(korean.data!.hotel.name).toBe('해운대 바다 호텔');
  });

  it('falls back to the Korean name with its romanisation where nothing is translated', async () => {
    const answer = await asVisitor<HotelAnswer>('en', HOTEL, { id: plainId });
    expect(answer.data!.hotel).toMatchObject({
      name: '경복궁 한옥',
      romanizedName: 'Gyeongbokgung Hanok',
      englishAddress: '161 Sajik-ro, Jongno-gu, Seoul',
      translations: [],
    });
  });

  it('refuses an unknown locale argument with a Korean 400', async () => {
    const answer = await asVisitor<HotelAnswer>('en', HOTEL, { id: hotelId, locale: 'fr' });
    expect(answer.errors?.[0]).toMatchObject({
      message: CONTENT_MESSAGES.localeInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('checks translations: locale, length, control characters', async () => {
    const tryWith = (translations: unknown[]) => app.graphql(UPDATE, { input: { id: hotelId, translations } }, token);
    expect((await tryWith([{ locale: 'ko', name: '한국어' }])).errors?.[0]?.message).toBe(
      CONTENT_MESSAGES.translationLocaleUnknown,
    );
    expect((await tryWith([{ locale: 'en', name: 'x'.repeat(101) }])).errors?.[0]?.message).toBe(
      CONTENT_MESSAGES.translationTooLong,
    );
    expect((await tryWith([{ locale: 'en', name: 'Two\nlines' }])).errors?.[0]?.message).toBe(
      CONTENT_MESSAGES.translationControlChars,
    );
    expect(
      (
        await tryWith([
          { locale: 'en', name: 'A' },
          { locale: 'en', name: 'B' },
        ])
      ).errors?.[0]?.message,
    ).toBe(CONTENT_MESSAGES.translationInvalid);
    // Nothing of it was saved.
    const english = await asVisitor<HotelAnswer>('en', HOTEL, { id: hotelId });
    expect(english.data!.hotel.name).toBe('Haeundae Sea Hotel');
  });

  it('accepts translations over REST as an object by locale, and REST answers stay Korean', async () => {
    const put = await app.request('PUT', `/api/manager/hotels/${hotelId}`, {
      token,
      body: { translations: { en: { name: 'Haeundae Sea Hotel & Spa' } } },
    });
    expect(put.status).toBe(200);
    const english = await asVisitor<HotelAnswer>('en', HOTEL, { id: hotelId });
    expect(english.data!.hotel.name).toBe('Haeundae Sea Hotel & Spa');
    const rest = await app.request('GET', `/api/hotels/${hotelId}`, { headers: { 'accept-language': 'en' } });
    expect(rest.json<{ hName: string }>().hName).toBe('해운대 바다 호텔');
  });

  it('names search hits in the visitor’s language from the search row itself', async () => {
    const SEARCH = `query ($region: String!, $startDate: String!, $endDate: String!) {
      searchHotels(criteria: { region: $region, startDate: $startDate, endDate: $endDate, rooms: 1, persons: 2 }) {
        edges { node { id name romanizedName } }
      }
    }`;
    const answer = await asVisitor<{ searchHotels: { edges: Array<{ node: { id: number; name: string } }> } }>(
      'en',
      SEARCH,
      { region: '해운대', ...stayFromToday(1) },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.searchHotels.edges.map((edge) => edge.node)).toContainEqual(
      expect.objectContaining({ id: hotelId, name: 'Haeundae Sea Hotel & Spa' }),
    );
  });
});
