import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser } from '../../../test/fixtures';
import { createHotel } from '../../../test/hotel-fixtures';
import { maskName } from '@shim/common/public-names';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Authors of every length the mask treats differently, and a Latin one. */
const AUTHORS = ['김', '김쉼', '송아린', '남궁민수', 'John Smith'];
const MASKED: Record<string, string> = {
  김: '김',
  김쉼: '김쉼',
  송아린: '송*린',
  남궁민수: '남**수',
  'John Smith': 'J********h',
};

interface Row {
  id: number;
  score: number;
  createdAt: number;
  photo: boolean;
  author: string | null;
}

type Sort = 'RECENT' | 'SCORE_HIGH' | 'SCORE_LOW';
const SORTS: Sort[] = ['RECENT', 'SCORE_HIGH', 'SCORE_LOW'];

/** The order each sort promises, worked out here from the rows: equal scores newest first, then the larger id. */
function expectedOrder(rows: Row[], sort: Sort, photoOnly: boolean): number[] {
  const recent = (a: Row, b: Row) => b.createdAt - a.createdAt || b.id - a.id;
  const compare =
    sort === 'RECENT'
      ? recent
      : sort === 'SCORE_HIGH'
        ? (a: Row, b: Row) => b.score - a.score || recent(a, b)
        : (a: Row, b: Row) => a.score - b.score || recent(a, b);
  return rows
    .filter((row) => !photoOnly || row.photo)
    .sort(compare)
    .map((row) => row.id);
}

const PAGE = `query ($id: Int!, $first: Int, $after: String, $sort: ReviewSort!, $photoOnly: Boolean!) {
  hotel(id: $id) {
    reviewCount photoReviewCount reviewScoreCounts { score count }
    reviews(first: $first, after: $after, sort: $sort, photoOnly: $photoOnly) {
      totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id score author { name } imageUrl } }
    }
  }
}`;

interface PageAnswer {
  hotel: {
    reviewCount: number;
    photoReviewCount: number;
    reviewScoreCounts: Array<{ score: number; count: number }>;
    reviews: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: Array<{ cursor: string; node: { id: number; score: number; author: { name: string } } }>;
    };
  };
}

interface RestPage {
  totalCount: number;
  reviewCount: number;
  photoReviewCount: number;
  scoreCounts: Array<{ score: number; count: number }>;
  hasNext: boolean;
  nextCursor: string | null;
  reviews: Array<{ reviewId: number; userName: string; score: number }>;
}

/** A lodging with 47 reviews by the five authors (and one whose account is gone), a third with a photo, some at one instant. */
async function reviewedLodging(): Promise<{ hotelId: number; rows: Row[] }> {
  const { hotel } = await createHotel(app.orm, { name: '리뷰 많은 숙소' });
  const users = await Promise.all(AUTHORS.map((name) => createUser(app.orm, 'ROLE_USER', { name })));
  const db = app.orm.em.getConnection();
  const base = Date.parse('2026-06-01T00:00:00.000Z');
  const rows: Row[] = [];
  for (let i = 0; i < 47; i += 1) {
    const authorIndex = i % 6;
    const user = authorIndex < users.length ? users[authorIndex]! : null;
    // Every fourth review shares its time with the one before: only the id orders them.
    const createdAt = base + (i - (i % 4 === 3 ? 1 : 0)) * 3_600_000;
    const score = ((i * 7) % 5) + 1;
    const photo = i % 3 === 0;
    const [inserted] = await db.execute<Array<{ id: number }>>(
      `insert into reviews (hotel_id, user_id, score, content, image_path, created_at)
       values (?, ?, ?, ?, ?, ?) returning id`,
      [hotel.id, user?.id ?? null, score, `리뷰 ${i}`, photo ? `/images/reviews/r${i}.jpg` : null, new Date(createdAt)],
    );
    rows.push({ id: inserted!.id, score, createdAt, photo, author: user ? AUTHORS[authorIndex]! : null });
  }
  return { hotelId: hotel.id, rows };
}

async function allGraphqlPages(hotelId: number, sort: Sort, photoOnly: boolean, first: number) {
  const ids: number[] = [];
  const names = new Map<number, string>();
  let after: string | null = null;
  let pages = 0;
  let last: PageAnswer | undefined;
  do {
    const answer: { data?: PageAnswer | null; errors?: unknown } = await app.graphql<PageAnswer>(PAGE, {
      id: hotelId,
      first,
      after,
      sort,
      photoOnly,
    });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const page: PageAnswer = answer.data!;
    for (const { node } of page.hotel.reviews.edges) {
      ids.push(node.id);
      names.set(node.id, node.author.name);
    }
    after = page.hotel.reviews.pageInfo.hasNextPage ? page.hotel.reviews.pageInfo.endCursor : null;
    last = page;
    pages += 1;
  } while (after && pages < 100);
  return { ids, names, last: last!, pages };
}

describe('a lodging’s reviews, page by page', () => {
  let hotelId: number;
  let rows: Row[];
  beforeAll(async () => {
    ({ hotelId, rows } = await reviewedLodging());
  });

  it.each(SORTS.flatMap((sort) => [false, true].map((photoOnly) => [sort, photoOnly] as const)))(
    'GraphQL %s (photo only: %s) reads every review exactly once, in order',
    async (sort, photoOnly) => {
      const { ids, last, pages } = await allGraphqlPages(hotelId, sort, photoOnly, 7);
      const expected = expectedOrder(rows, sort, photoOnly);
      expect(ids).toEqual(expected);
      expect(new Set(ids).size).toBe(ids.length);
      expect(pages).toBe(Math.ceil(expected.length / 7));
      expect(last.hotel.reviews.totalCount).toBe(expected.length);
    },
  );

  it('counts each score and the photos; the counts add up to the total', async () => {
    const { last } = await allGraphqlPages(hotelId, 'RECENT', false, 100);
    const counts = last.hotel.reviewScoreCounts;
    expect(counts.map((count) => count.score)).toEqual([5, 4, 3, 2, 1]);
    for (const { score, count } of counts) expect(count).toBe(rows.filter((row) => row.score === score).length);
    expect(counts.reduce((sum, count) => sum + count.count, 0)).toBe(last.hotel.reviewCount);
    expect(last.hotel.reviewCount).toBe(rows.length);
    expect(last.hotel.photoReviewCount).toBe(rows.filter((row) => row.photo).length);
  });

  it('masks every author as the inquiry board does, 1 to 4 characters and Latin alike', async () => {
    expect(Object.entries(MASKED).every(([name, masked]) => maskName(name) === masked)).toBe(true);
    const { names } = await allGraphqlPages(hotelId, 'SCORE_LOW', false, 50);
    for (const row of rows) expect(names.get(row.id)).toBe(row.author ? MASKED[row.author] : MESSAGES.reviewAuthorGone);

    const detail = await app.request('GET', `/api/hotels/${hotelId}`);
    const restNames = new Map(
      detail
        .json<{ reviews: Array<{ reviewId: number; userName: string }> }>()
        .reviews.map((review) => [review.reviewId, review.userName]),
    );
    expect(restNames.size).toBe(rows.length);
    for (const row of rows)
      expect(restNames.get(row.id)).toBe(row.author ? MASKED[row.author] : MESSAGES.reviewAuthorGone);
    // The detail's own first page (from the detail statement) masks too.
    const first = await app.graphql<PageAnswer>(
      'query ($id: Int!) { hotel(id: $id) { reviews(first: 20) { edges { node { id author { name } } } } } }',
      { id: hotelId },
    );
    for (const { node } of first.data!.hotel.reviews.edges) {
      const row = rows.find((candidate) => candidate.id === node.id)!;
      expect(node.author.name).toBe(row.author ? MASKED[row.author] : MESSAGES.reviewAuthorGone);
    }
    for (const name of ['송아린', '남궁민수', 'John Smith']) {
      expect(JSON.stringify(detail.body)).not.toContain(name);
      expect(JSON.stringify(first.data)).not.toContain(name);
    }
  });

  it('continues the detail’s first page with its cursor', async () => {
    const first = await app.graphql<PageAnswer>(
      'query ($id: Int!) { hotel(id: $id) { reviews(first: 20) { pageInfo { hasNextPage endCursor } edges { node { id } } } } }',
      { id: hotelId },
    );
    const head = first.data!.hotel.reviews;
    expect(head.pageInfo.hasNextPage).toBe(true);
    const rest = await app.graphql<PageAnswer>(PAGE, {
      id: hotelId,
      first: 100,
      after: head.pageInfo.endCursor,
      sort: 'RECENT',
      photoOnly: false,
    });
    expect(rest.errors).toBeUndefined();
    expect([...head.edges, ...rest.data!.hotel.reviews.edges].map((edge) => edge.node.id)).toEqual(
      expectedOrder(rows, 'RECENT', false),
    );
  });

  it.each(SORTS)('REST twin gives the same answer as GraphQL (%s), by cursor and by page', async (sort) => {
    for (const photoOnly of [false, true]) {
      const graph = await allGraphqlPages(hotelId, sort, photoOnly, 9);
      const byCursor: RestPage['reviews'] = [];
      let cursor: string | null = null;
      let first: RestPage | undefined;
      do {
        const query: string = `sort=${sort.toLowerCase()}&photoOnly=${photoOnly}&size=9${cursor ? `&cursor=${cursor}` : ''}`;
        const answer = await app.request('GET', `/api/hotels/${hotelId}/reviews?${query}`);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const page = answer.json<RestPage>();
        first ??= page;
        byCursor.push(...page.reviews);
        cursor = page.nextCursor;
      } while (cursor);
      expect(byCursor.map((review) => review.reviewId)).toEqual(graph.ids);
      expect(byCursor.map((review) => review.userName)).toEqual(graph.ids.map((id) => graph.names.get(id)));
      expect(first!.totalCount).toBe(graph.last.hotel.reviews.totalCount);
      expect(first!.scoreCounts).toEqual(graph.last.hotel.reviewScoreCounts);
      expect(first!.photoReviewCount).toBe(graph.last.hotel.photoReviewCount);

      const byPage: number[] = [];
      for (let page = 0; page * 9 < graph.ids.length; page += 1) {
        const answer = await app.request(
          'GET',
          `/api/hotels/${hotelId}/reviews?sort=${sort}&photoOnly=${photoOnly}&size=9&page=${page}`,
        );
        byPage.push(...answer.json<RestPage>().reviews.map((review) => review.reviewId));
      }
      expect(byPage).toEqual(graph.ids);
    }
  });

  it('refuses a bad cursor, size, sort or flag with a Korean message (400)', async () => {
    const path = `/api/hotels/${hotelId}/reviews`;
    const recent = await app.request('GET', `${path}?size=2`);
    const recentCursor = recent.json<RestPage>().nextCursor!;
    const cases: Array<[string, string]> = [
      [`${path}?cursor=not-a-cursor`, MESSAGES.invalidCursor],
      [`${path}?cursor=${Buffer.from('[1,2]').toString('base64url')}`, MESSAGES.invalidCursor],
      // A cursor of another order or filter is not read in the wrong one.
      [`${path}?sort=SCORE_HIGH&cursor=${recentCursor}`, MESSAGES.invalidCursor],
      [`${path}?photoOnly=true&cursor=${recentCursor}`, MESSAGES.invalidCursor],
      [`${path}?size=0`, MESSAGES.reviewPageInvalid],
      [`${path}?size=101`, MESSAGES.reviewPageInvalid],
      [`${path}?size=abc`, MESSAGES.reviewPageInvalid],
      [`${path}?page=-1`, MESSAGES.reviewPageInvalid],
      [`${path}?sort=best`, MESSAGES.reviewSortInvalid],
      [`${path}?photoOnly=maybe`, MESSAGES.booleanFieldInvalid('photoOnly')],
      [`${path}?page=1&cursor=${recentCursor}`, MESSAGES.reviewPageWithCursor],
    ];
    for (const [url, message] of cases) {
      const answer = await app.request('GET', url);
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toEqual({ message });
    }

    for (const [variables, message] of [
      [{ first: 0 }, MESSAGES.reviewPageInvalid],
      [{ first: 101 }, MESSAGES.reviewPageInvalid],
      [{ first: 5, after: 'garbage' }, MESSAGES.invalidCursor],
      [{ first: 5, after: recentCursor, sort: 'SCORE_LOW' }, MESSAGES.invalidCursor],
    ] as const) {
      const answer = await app.graphql(PAGE, { id: hotelId, sort: 'RECENT', photoOnly: false, ...variables });
      expect(answer.errors?.[0]?.message).toBe(message);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers only for a lodging a visitor may see', async () => {
    const { hotel: pending } = await createHotel(app.orm, { name: '승인 대기', status: 'PENDING', reviews: [4] });
    expect((await app.request('GET', `/api/hotels/${pending.id}/reviews`)).status).toBe(404);
    expect((await app.request('GET', '/api/hotels/99999999/reviews')).status).toBe(404);
    expect((await app.request('GET', '/api/hotels/abc/reviews')).status).toBe(400);
    const empty = await createHotel(app.orm, { name: '리뷰 없는 숙소' });
    const answer = await app.request('GET', `/api/hotels/${empty.hotel.id}/reviews`);
    expect(answer.json<RestPage>()).toMatchObject({
      totalCount: 0,
      reviews: [],
      hasNext: false,
      nextCursor: null,
      scoreCounts: [5, 4, 3, 2, 1].map((score) => ({ score, count: 0 })),
    });
  });
});
