import { addDays, todayInSeoul } from '@shim/common/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

const hotel = {
  __typename: 'Hotel',
  id: 12,
  name: '쉼 한옥',
  romanizedName: 'Swim Hanok',
  type: 'HANOK',
  star: null,
  region: '서울특별시 종로구',
  address: '서울특별시 종로구 북촌로 1',
  minPrice: 150_000,
  stayPrice: 300_000,
  stayTotal: 305_000,
  avgScore: 4.6,
  reviewCount: 8,
  imageUrl: null,
  wishlisted: true,
};

describe('Wishlist page', () => {
  it('prices the wishlist for the bar’s stay and links each card to the hotel with that stay', async () => {
    storeSession();
    let wished = [hotel];
    const server = fakeServer({
      graphql: {
        Me: () => gqlData({ me: account('ROLE_USER') }),
        MyWishlist: () =>
          gqlData({
            myWishlist: {
              __typename: 'WishlistConnection',
              totalCount: wished.length,
              edges: wished.map((node) => ({
                __typename: 'WishlistEdge',
                cursor: `c${node.id}`,
                addedAt: '2026-11-01T00:00:00.000Z',
                node,
              })),
            },
          }),
        RemoveFromWishlist: () => {
          wished = [];
          return gqlData({
            removeFromWishlist: {
              __typename: 'WishlistPayload',
              hotel: { __typename: 'Hotel', id: 12, wishlisted: false },
            },
          });
        },
      },
    });
    const start = addDays(todayInSeoul(), 3);
    const end = addDays(start, 2);
    const { user } = renderApp(`/wishlist?startDate=${start}&endDate=${end}&rooms=1&persons=3`, server);

    const card = (await screen.findByText('쉼 한옥')).closest('li')!;
    // The stay total, taxes and fees in it, as the search card and checkout show it.
    expect(within(card).getByText('2박 총 305,000원')).toBeTruthy();
    expect(within(card).getByText('한옥 · 서울특별시 종로구')).toBeTruthy();
    const href = within(card).getByRole('link').getAttribute('href')!;
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/hotel/12');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      region: '서울특별시 종로구',
      startDate: start,
      endDate: end,
      rooms: '1',
      persons: '3',
    });
    expect(server.named('MyWishlist')[0]?.variables).toEqual({
      stay: { startDate: start, endDate: end, rooms: 1, persons: 3 },
      first: 100,
    });

    await user.selectOptions(screen.getByLabelText('인원'), '4');
    await waitFor(() => expect(server.named('MyWishlist').at(-1)?.variables).toMatchObject({ stay: { persons: 4 } }));

    const asked = server.named('MyWishlist').length;
    await user.click(await screen.findByRole('button', { name: '찜 해제' }));
    expect(await screen.findByText('찜한 숙소가 없습니다.')).toBeTruthy();
    // The card left the cached list: nothing was asked again.
    expect(server.named('MyWishlist')).toHaveLength(asked);
  });
});
