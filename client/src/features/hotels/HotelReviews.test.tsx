import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../apollo';
import { fakeServer, gqlData } from '../../test/fake-server';
import { pageReview, reviewPageAnswer } from '../../test/hotel-fixtures';
import { HotelReviews } from './HotelReviews';

/** 45 reviews, newest first: scores cycling 5…1, every fifth with a photo. */
const ALL = Array.from({ length: 45 }, (_, i) =>
  pageReview(i + 1, 5 - (i % 5), i % 5 === 0 ? { imageUrl: `/images/reviews/r${i + 1}.jpg` } : {}),
);
const lowFirst = [...ALL].sort((a, b) => a.score - b.score || a.id - b.id);

function setup() {
  const fake = fakeServer({
    graphql: {
      HotelReviewPage: ({ variables = {} }) => {
        const inOrder = variables.sort === 'SCORE_LOW' ? lowFirst : ALL;
        const shown = variables.photoOnly ? inOrder.filter((review) => review.imageUrl) : inOrder;
        return gqlData(reviewPageAnswer(shown, variables, ALL));
      },
    },
  });
  const client = createApolloClient({ fetch: fake.fetch });
  render(
    <ApolloProvider client={client}>
      <HotelReviews hotelId={7} avgScore={3} reviewCount={ALL.length} reviews={ALL.slice(0, 20)} />
    </ApolloProvider>,
  );
  return { fake, user: userEvent.setup() };
}

const list = () => screen.getByRole('list', { name: '리뷰 목록' });
const shownIds = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => Number(/리뷰 내용 (\d+)/.exec(item.textContent ?? '')?.[1]));

describe('a lodging’s reviews', () => {
  it('shows the count of each score, then every review page by page with 더 보기', async () => {
    const { fake, user } = setup();
    expect(shownIds()).toEqual(ALL.slice(0, 20).map((review) => review.id));
    const bars = await screen.findByRole('list', { name: '별점별 리뷰 수' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['5점 리뷰 9개', '4점 리뷰 9개', '3점 리뷰 9개', '2점 리뷰 9개', '1점 리뷰 9개']);
    expect(screen.getByText('45개 중 20개')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '리뷰 더 보기' }));
    await waitFor(() => expect(shownIds()).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: '리뷰 더 보기' }));
    await waitFor(() => expect(shownIds()).toEqual(ALL.map((review) => review.id)));
    expect(screen.queryByRole('button', { name: '리뷰 더 보기' })).toBeNull();
    expect(fake.named('HotelReviewPage').map((call) => call.variables?.after ?? null)).toEqual([null, '19', '39']);
  });

  it('asks again in the order chosen, and for reviews with a photo only', async () => {
    const { fake, user } = setup();
    await screen.findByRole('list', { name: '별점별 리뷰 수' });
    const low = screen.getByRole('button', { name: '평점 낮은순' });
    await user.click(low);
    expect(low.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(shownIds()).toEqual(lowFirst.slice(0, 20).map((review) => review.id)));
    expect(fake.named('HotelReviewPage').at(-1)?.variables).toMatchObject({
      sort: 'SCORE_LOW',
      photoOnly: false,
      first: 20,
    });

    await user.click(screen.getByRole('checkbox', { name: '사진 리뷰만 보기 (9)' }));
    await waitFor(() => expect(shownIds()).toHaveLength(9));
    expect(fake.named('HotelReviewPage').at(-1)?.variables).toMatchObject({ sort: 'SCORE_LOW', photoOnly: true });
    expect(within(list()).getAllByRole('img')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: '리뷰 더 보기' })).toBeNull();
  });
});
