import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs } from '../../../test/fixtures';

let app: TestApp;
let admin = '';

interface AdminPlacesAnswer {
  adminPlaces: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{ node: { id: string; kind: string; name: string; label: string; translations: unknown[] } }>;
  };
}

const LIST = `query ($text: String, $kind: PlaceKind, $first: Int, $after: String) {
  adminPlaces(text: $text, kind: $kind, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id kind name label translations { locale name } } }
  }
}`;

const SET = `mutation ($input: SetPlaceTranslationsInput!) { setPlaceTranslations(input: $input) { id } }`;

async function list(variables: Record<string, unknown>, token = admin) {
  const answer = await app.graphql<AdminPlacesAnswer>(LIST, variables, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.adminPlaces;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = (await loginAs(app, (await createUser(app.orm, 'ROLE_ADMIN')).email)).accessToken;
});
afterAll(() => app.close());

describe('the administrator’s list of places to translate', () => {
  it('is the administrator’s alone', async () => {
    const member = (await loginAs(app, (await createUser(app.orm, 'ROLE_USER')).email)).accessToken;
    expect((await app.graphql(LIST, {}, member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.graphql(LIST, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('finds a place by its Korean name and shows its saved translations', async () => {
    const saved = await app.graphql(
      SET,
      { input: { id: 'sigungu:26350', translations: [{ locale: 'en', name: 'Haeundae District' }] } },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    const found = await list({ text: '해운대', kind: 'SIGUNGU' });
    expect(found.totalCount).toBe(1);
    expect(found.edges[0]!.node).toEqual({
      id: 'sigungu:26350',
      kind: 'SIGUNGU',
      name: '해운대구',
      label: '부산광역시 해운대구',
      translations: [{ locale: 'en', name: 'Haeundae District' }],
    });
  });

  it('pages through every area and station once, provinces first', async () => {
    const first = await list({ kind: null, first: 5 });
    expect(first.edges.map(({ node }) => node.kind)).toEqual(['SIDO', 'SIDO', 'SIDO', 'SIDO', 'SIDO']);
    const ids = new Set<string>();
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page = await list({ text: '부산', first: 100, after });
      page.edges.forEach(({ node }) => ids.add(node.id));
      pages += 1;
      if (!page.pageInfo.hasNextPage) {
        expect(ids.size).toBe(page.totalCount);
        break;
      }
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBeGreaterThan(1);
  });

  it('refuses a forged cursor', async () => {
    const answer = await app.graphql(LIST, { after: 'nonsense' }, admin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
