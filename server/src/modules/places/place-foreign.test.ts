import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel, stayFromToday } from '../../../test/hotel-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { importLandmarks, importLandmarksIfEmpty } from '../landmarks/landmark-sheet';
import { executeNamed } from '../../db/named';
import { latinStem } from './place.service';

let app: TestApp;
let haeundaeId = 0;

interface Suggestion {
  id: string;
  kind: string;
  name: string;
  label: string;
  romanizedName: string;
}

const SUGGEST = `query ($text: String!, $locale: String) {
  placeSuggestions(text: $text, first: 5, locale: $locale) { id kind name label romanizedName }
}`;

async function suggest(text: string, locale?: string): Promise<Suggestion[]> {
  const answer = await app.graphql<{ placeSuggestions: Suggestion[] }>(SUGGEST, { text, locale });
  expect(answer.errors).toBeUndefined();
  return answer.data!.placeSuggestions;
}

const SEARCH = `query ($region: String!, $startDate: String!, $endDate: String!) {
  searchHotels(criteria: { region: $region, startDate: $startDate, endDate: $endDate, rooms: 1, persons: 2 }) {
    edges { node { id } }
  }
}`;

async function searchIds(region: string): Promise<number[]> {
  const answer = await app.graphql<{ searchHotels: { edges: Array<{ node: { id: number } }> } }>(SEARCH, {
    region,
    ...stayFromToday(1),
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.searchHotels.edges.map((edge) => edge.node.id);
}

beforeAll(async () => {
  app = await startTestApp();
  await importLandmarksIfEmpty(app.orm.em.fork());
  haeundaeId = (
    await createHotel(app.orm, { name: '파도소리 호텔', address: '부산광역시 해운대구 해운대해변로 100', days: 5 })
  ).hotel.id;
});
afterAll(() => app.close());

describe('destinations in Latin letters and visitors’ scripts', () => {
  it.each(['haeundae', 'Haeundae', 'HAEUNDAE', 'Haeundae-gu', 'haeundae gu', 'Haeundae Beach', '海雲台'])(
    'suggests 해운대구 first for %s',
    async (text) => {
      const [first] = await suggest(text);
      expect(first).toMatchObject({ id: 'sigungu:26350', romanizedName: 'Haeundae-gu' });
    },
  );

  it.each([
    ['Busan', '부산광역시'],
    ['Seoul', '서울특별시'],
    ['Jeju', '제주특별자치도'],
    ['Gangnam', '강남구'],
  ])('suggests %s as %s', async (text, name) => {
    expect((await suggest(text, 'ko'))[0]?.name).toBe(name);
  });

  it('names suggestions in the visitor’s language, romanised where not translated', async () => {
    expect((await suggest('haeundae', 'en'))[0]).toMatchObject({ name: '해운대구', label: 'Haeundae-gu, Busan' });
    expect((await suggest('haeundae', 'ja'))[0]).toMatchObject({ name: '海雲台', label: 'Haeundae-gu, Busan' });
    expect((await suggest('해운대', 'ko'))[0]).toMatchObject({ name: '해운대구', label: '부산광역시 해운대구' });
  });

  it('searches the lodgings of a destination typed in Latin letters', async () => {
    for (const region of ['Haeundae', 'haeundae beach', '海雲台']) {
      expect(await searchIds(region)).toContain(haeundaeId);
    }
    expect(await searchIds('Seoul')).not.toContain(haeundaeId);
  });

  it('takes generic English words off a Latin text', () => {
    expect(latinStem('Haeundae Beach')).toBe('haeundae');
    expect(latinStem('Seoul Station')).toBe('seoul');
    expect(latinStem('Jeju-do')).toBe('jeju');
    expect(latinStem('do')).toBe('do');
  });
});

describe('landmark translations', () => {
  const LANDMARK = `query ($id: ID!) { landmark(id: $id) { id name description romanizedName translations { locale name } } }`;
  const SET = `mutation ($input: SetLandmarkTranslationsInput!) {
    setLandmarkTranslations(input: $input) { id translations { locale name description } }
  }`;

  it('the administrator saves them; visitors read them in their language', async () => {
    const [row] = await executeNamed<{ id: number; description: string }>(
      app.orm.em.getConnection(),
      `select id, description from landmarks where name = '경복궁'`,
      {},
    );
    const admin = (await loginAs(app, (await createUser(app.orm, 'ROLE_ADMIN')).email)).accessToken;
    const member = (await loginAs(app, (await createUser(app.orm, 'ROLE_USER')).email)).accessToken;
    const input = { id: row!.id, translations: [{ locale: 'en', name: 'Gyeongbokgung Palace' }] };
    expect((await app.graphql(SET, { input }, member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const saved = await app.graphql(SET, { input }, admin);
    expect(saved.errors).toBeUndefined();

    const english = await app.request('POST', '/graphql', {
      body: { query: LANDMARK, variables: { id: String(row!.id) } },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json<{ data: { landmark: unknown } }>().data.landmark).toMatchObject({
      name: 'Gyeongbokgung Palace',
      description: row!.description,
      romanizedName: 'Gyeongbokgung',
    });
    const korean = await app.graphql<{ landmark: { name: string } }>(LANDMARK, { id: String(row!.id) });
    expect(korean.data!.landmark.name).toBe('경복궁');

    // A new import of the sheet keeps them (they are not in the sheet).
    await importLandmarks(app.orm.em.fork());
    const again = await app.graphql<{ landmark: { translations: unknown[] } }>(LANDMARK, { id: String(row!.id) });
    expect(again.data!.landmark.translations).toEqual([{ locale: 'en', name: 'Gyeongbokgung Palace' }]);
  });
});

describe('place translations', () => {
  const SET = `mutation ($input: SetPlaceTranslationsInput!) {
    setPlaceTranslations(input: $input) { id name romanizedName }
  }`;

  it('the administrator names a place in other languages, and the search box finds it by them', async () => {
    const admin = (await loginAs(app, (await createUser(app.orm, 'ROLE_ADMIN')).email)).accessToken;
    const input = {
      id: 'sigungu:26350',
      translations: [
        { locale: 'ja', name: 'ヘウンデ' },
        { locale: 'zh-Hans', name: '海云台' },
      ],
    };
    expect((await app.graphql(SET, { input })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const saved = await app.graphql(SET, { input }, admin);
    expect(saved.errors).toBeUndefined();
    expect((await suggest('ヘウンデ'))[0]).toMatchObject({ id: 'sigungu:26350' });
    expect((await suggest('haeundae', 'ja'))[0]).toMatchObject({ name: 'ヘウンデ' });
    // The romanised keys stay.
    expect((await suggest('Haeundae'))[0]).toMatchObject({ id: 'sigungu:26350' });
    const unknown = await app.graphql(SET, { input: { ...input, id: 'lodging:1' } }, admin);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
