import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { importLandmarksIfEmpty } from './landmark-sheet';

let app: TestApp;
let imported = 0;
beforeAll(async () => {
  app = await startTestApp();
  imported = await importLandmarksIfEmpty(app.orm.em.fork());
});
afterAll(() => app.close());

interface Page {
  landmarks: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{ node: { id: number; name: string; tags: string[]; extras: Array<{ label: string }> } }>;
  };
}
const list = `query ($first: Int, $after: String) {
  landmarks(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id name tags extras { label value } } }
  }
}`;

describe('landmarks', () => {
  it('imports the spreadsheet once into an empty table', async () => {
    expect(imported).toBeGreaterThanOrEqual(40);
    expect(await importLandmarksIfEmpty(app.orm.em.fork())).toBe(0);
  });

  it('pages through the landmarks in id order', async () => {
    const first = await app.graphql<Page>(list, { first: 30 });
    expect(first.data?.landmarks.totalCount).toBe(imported);
    expect(first.data?.landmarks.edges[0]?.node).toMatchObject({ id: 1, name: '경복궁' });
    expect(first.data?.landmarks.pageInfo.hasNextPage).toBe(true);
    const rest = await app.graphql<Page>(list, { first: 100, after: first.data?.landmarks.pageInfo.endCursor });
    const ids = [...first.data!.landmarks.edges, ...rest.data!.landmarks.edges].map((edge) => edge.node.id);
    expect(ids).toEqual(Array.from({ length: imported }, (_, i) => i + 1));
    expect(rest.data?.landmarks.pageInfo.hasNextPage).toBe(false);
  });

  it('gives one landmark by id, and 404 in words for an unknown one', async () => {
    const one = await app.graphql<{ landmark: { name: string; guideClosed: string } }>(
      '{ landmark(id: 1) { name guideClosed } }',
    );
    expect(one.data?.landmark).toEqual({ name: '경복궁', guideClosed: '화요일' });
    const missing = await app.graphql('{ landmark(id: 9999) { name } }');
    expect(missing.errors?.[0]).toMatchObject({
      message: MESSAGES.landmarkNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('serves the spreadsheet file (spec §7 static data)', async () => {
    const response = await fetch(`${app.url}/data/landmarks.xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
