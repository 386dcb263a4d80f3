import { MESSAGES } from '@shim/common/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData, gqlError, type RecordedCall } from '../test/fake-server';
import { resultHotel, searchAnswer } from '../test/hotel-fixtures';
import { renderApp, storeSession } from '../test/render-app';
import { loadAllMessages } from '../test/search-words';

const QUERY = 'region=서울&startDate=2030-03-10&endDate=2030-03-11&rooms=1&persons=2';
const HOTELS = [
  resultHotel(1, { name: '가 호텔', minPrice: 123_456, stayTotal: 128_456, avgScore: 4.6, reviewCount: 12 }),
  resultHotel(2, { name: '나 모텔', type: 'MOTEL', star: null, minPrice: 60_000, avgScore: 3.2 }),
  resultHotel(3, { name: '다 한옥', type: 'HANOK', star: null, minPrice: 180_000, avgScore: null, reviewCount: 0 }),
];

const server = (hotels = HOTELS, extra: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    graphql: {
      SearchHotels: () => gqlData(searchAnswer(hotels)),
      SearchServices: () => gqlData({ searchServices: ['수영장', '무료 Wi-Fi'] }),
      Me: () => gqlData({ me: account('ROLE_USER') }),
      ...extra.graphql,
    },
    rest: extra.rest,
  });

/** The heart the server answers: the lodging of the mutation's input. */
const heart = (call: RecordedCall, wishlisted: boolean) => ({
  __typename: 'Hotel',
  id: (call.variables?.input as { hotelId: number }).hotelId,
  wishlisted,
});

describe('search result page', () => {
  it('asks the server with the criteria of the URL and shows the cards', async () => {
    const fake = server();
    renderApp(`/search?${QUERY}`, fake);

    expect(await screen.findByText('가 호텔')).toBeTruthy();
    expect(fake.named('SearchHotels')[0]?.variables).toMatchObject({
      criteria: { region: '서울', startDate: '2030-03-10', endDate: '2030-03-11', rooms: 1, persons: 2 },
    });
    const link = screen.getByRole('link', { name: '가 호텔' });
    expect(link.getAttribute('href')).toBe(`/hotel/1?${new URLSearchParams(QUERY).toString()}`);
    const card = link.closest('li')!;
    expect(within(card).getByText('128,456원')).toBeTruthy();
    expect(within(card).getByText('최고에요')).toBeTruthy();
    expect(within(card).getByText('리뷰 12개')).toBeTruthy();
    expect(within(card).getByText('서울특별시 강남구')).toBeTruthy();
    expect(within(card).getByText('4성')).toBeTruthy();
  });

  it('searches 대실 from the URL (its day alone is enough) and shows each card’s duration, price paid and earliest start', async () => {
    const answer = searchAnswer(HOTELS.slice(0, 2));
    answer.searchHotels.edges[0]!.dayUse = {
      __typename: 'DayUseSlot',
      hours: 4,
      price: 35_000,
      label: '대실 4시간',
      starts: ['14:00'],
      freeCancellationUntil: '2030-03-10T04:00:00.000Z',
    } as never;
    const fake = fakeServer({
      graphql: {
        SearchHotels: () => gqlData(answer),
        SearchServices: () => gqlData({ searchServices: [] }),
      },
    });
    renderApp(
      '/search?region=서울&startDate=2030-03-10&endDate=2030-03-10&rooms=1&persons=2&kind=DAY_USE&hours=4',
      fake,
    );

    expect(await screen.findByText('가 호텔')).toBeTruthy();
    expect(fake.named('SearchHotels')[0]?.variables).toMatchObject({
      criteria: {
        startDate: '2030-03-10',
        endDate: '2030-03-11',
        dayUse: { date: '2030-03-10', start: null, hours: 4 },
      },
    });
    const card = screen.getByRole('link', { name: '가 호텔' }).closest('li')!;
    expect(within(card).getByText('대실 4시간 35,000원')).toBeTruthy();
    expect(within(card).getByText('14:00부터')).toBeTruthy();
    expect(within(card).getByText('12:59까지 무료 취소')).toBeTruthy();
    expect(screen.getByRole('link', { name: '가 호텔' }).getAttribute('href')).toContain('kind=DAY_USE');
    // A lodging with no 대실 left for the criteria says so rather than a night's price.
    expect(within(screen.getByRole('link', { name: '나 모텔' }).closest('li')!).getByText('대실 마감')).toBeTruthy();
  });

  it('asks the server for the sort and filters of the URL, and writes each choice to the URL', async () => {
    const fake = server();
    const { user, router } = renderApp(`/search?${QUERY}`, fake);
    await screen.findByText('가 호텔');
    const last = () => fake.named('SearchHotels').at(-1)?.variables;
    expect(last()).toMatchObject({ sort: 'RECOMMENDED', first: 20 });
    const url = () => new URLSearchParams(router.state.location.search);

    await user.click(screen.getByRole('button', { name: '낮은 요금순' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'PRICE_ASC' }));
    expect(url().get('sort')).toBe('PRICE_ASC');
    expect(url().get('region')).toBe('서울');

    await user.click(screen.getByRole('checkbox', { name: '모텔 (1)' }));
    await waitFor(() => expect(last()).toMatchObject({ filter: { types: ['MOTEL'] } }));
    await user.click(screen.getByRole('button', { name: '★ 4점 이상' }));
    await waitFor(() =>
      expect(last()).toMatchObject({ sort: 'PRICE_ASC', filter: { types: ['MOTEL'], minRating: 4 } }),
    );
    expect(url().get('rating')).toBe('4');

    // The slider's ends come from the server's price range: 60,000 to 180,000 -> 60,000 to 190,000.
    const slider = screen.getByLabelText<HTMLInputElement>('최고 요금');
    expect([slider.min, slider.max, slider.value]).toEqual(['60000', '190000', '190000']);
    fireEvent.change(slider, { target: { value: '100000' } });
    await waitFor(() => expect(last()).toMatchObject({ filter: { maxPrice: 100_000 } }));
    expect(url().get('maxPrice')).toBe('100000');

    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() =>
      expect(last()).toMatchObject({ sort: 'PRICE_ASC', filter: { maxPrice: 150_000, types: null, minRating: null } }),
    );

    // Back steps through the choices; that page is the cache's (prices kept per stay): no new request.
    const asked = fake.named('SearchHotels').length;
    await router.navigate(-1);
    await waitFor(() => expect(url().get('maxPrice')).toBe('100000'));
    expect(url().get('types')).toBe('MOTEL');
    expect(fake.named('SearchHotels')).toHaveLength(asked);
  });

  it('shows the stay total and free cancellation on a card, says what the filter compares, and filters on 무료 취소', async () => {
    const twoNights = 'region=서울&startDate=2030-03-10&endDate=2030-03-12&rooms=1&persons=2';
    const fake = server([
      resultHotel(1, {
        name: '가 호텔',
        minPrice: 163_000,
        stayPrice: 326_000,
        stayTotal: 331_000,
        freeCancellationUntil: '2030-03-03',
      }),
      resultHotel(2, { name: '나 모텔', minPrice: 60_000, stayPrice: 120_000, stayTotal: 125_000 }),
    ]);
    const { user, router } = renderApp(`/search?${twoNights}`, fake);
    const card = (await screen.findByRole('link', { name: '가 호텔' })).closest('li')!;
    // The stay total the server answers (taxes and fees in it), for the nights and rooms searched.
    expect(within(card).getByText('2박 · 객실 1개 총액')).toBeTruthy();
    expect(within(card).getByText('331,000원')).toBeTruthy();
    expect(within(card).getByText('세금·수수료 포함')).toBeTruthy();
    expect(within(card).getByText('3월 3일까지 무료 취소')).toBeTruthy();
    const other = screen.getByRole('link', { name: '나 모텔' }).closest('li')!;
    expect(within(other).queryByText(/무료 취소/)).toBeNull();
    const filters = screen.getByRole('complementary', { name: '필터' });
    // The slider compares one room's price for the nights, not the cards' totals: it says so.
    expect(within(filters).getByText('객실 요금 (2박, 객실 1개)')).toBeTruthy();
    expect(within(filters).getByText('세금·수수료 제외')).toBeTruthy();

    await user.click(within(filters).getByRole('checkbox', { name: '무료 취소' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('freeCancellation')).toBe('1'));
    await waitFor(() =>
      expect(fake.named('SearchHotels').at(-1)?.variables).toMatchObject({ filter: { freeCancellation: true } }),
    );
  });

  it('opens at the view of a shared URL and shows the count the server reports', async () => {
    const fake = server();
    renderApp(`/search?${QUERY}&sort=RATING_DESC&types=HANOK,HOTEL&services=수영장&minPrice=70000`, fake);
    await screen.findByText('가 호텔');
    expect(fake.named('SearchHotels')[0]?.variables).toMatchObject({
      sort: 'RATING_DESC',
      filter: { types: ['HANOK', 'HOTEL'], services: ['수영장'], minPrice: 70_000, maxPrice: null },
    });
    expect(screen.getByText('숙소 3곳')).toBeTruthy();
    expect(screen.getByRole('button', { name: '사용자 평점순' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the exact empty text when nothing matches', async () => {
    renderApp(`/search?${QUERY}`, server([]));
    expect(await screen.findByText('죄송합니다, 검색 조건에 맞는 결과를 찾을 수 없습니다.')).toBeTruthy();
  });

  it('shows the search failure message when the server fails', async () => {
    renderApp(
      `/search?${QUERY}`,
      server(HOTELS, { graphql: { SearchHotels: () => gqlError('boom', 'INTERNAL_SERVER_ERROR') } }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.searchFailed);
  });

  it('checks the criteria before asking: a region over 50 characters', async () => {
    const fake = server();
    renderApp(`/search?${QUERY.replace('서울', 'ㄱ'.repeat(51))}`, fake);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.regionTooLong);
    expect(fake.named('SearchHotels')).toHaveLength(0);
  });

  it('sends a visitor who taps a heart to /login', async () => {
    const { user, router } = renderApp(`/search?${QUERY}`, server());
    await user.click(await screen.findByRole('button', { name: '가 호텔 찜하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('adds and removes for a member over GraphQL, and puts the heart back with the message when the server refuses', async () => {
    storeSession();
    let fail = false;
    const fake = server([...HOTELS.slice(0, 1), { ...HOTELS[1]!, wishlisted: true }, HOTELS[2]!], {
      graphql: {
        AddToWishlist: (call) =>
          gqlData({ addToWishlist: { __typename: 'WishlistPayload', hotel: heart(call, true) } }),
        RemoveFromWishlist: (call) =>
          fail
            ? gqlError('x', 'INTERNAL_SERVER_ERROR')
            : gqlData({ removeFromWishlist: { __typename: 'WishlistPayload', hotel: heart(call, false) } }),
      },
    });
    const { user } = renderApp(`/search?${QUERY}`, fake);
    expect(await screen.findByRole('button', { name: '나 모텔 찜 해제' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '가 호텔 찜하기' }));
    expect(await screen.findByRole('button', { name: '가 호텔 찜 해제' })).toBeTruthy();
    expect(fake.named('AddToWishlist').map((call) => call.variables)).toEqual([{ input: { hotelId: 1 } }]);

    fail = true;
    await user.click(screen.getByRole('button', { name: '가 호텔 찜 해제' }));
    expect(await screen.findByText(MESSAGES.wishlistRemoveFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: '가 호텔 찜 해제' })).toBeTruthy();
    // The hearts were the cache's to change: the page was asked for once.
    expect(fake.named('SearchHotels')).toHaveLength(1);
    expect(fake.calls.filter((call) => call.path.startsWith('/api/'))).toEqual([]);
  });
});

describe('search result page for a visitor from abroad', () => {
  it('reads in English: the header, sorts, filters and cards, each price with its approximate amount', async () => {
    loadAllMessages('en');
    const fake = server(HOTELS, {
      graphql: {
        ExchangeRates: () =>
          gqlData({
            exchangeRates: {
              __typename: 'ExchangeRateTable',
              effectiveDate: '2030-03-01',
              stale: false,
              rates: [{ __typename: 'ExchangeRate', currency: 'USD', wonPerUnit: 1380.5, effectiveDate: '2030-03-01' }],
            },
          }),
      },
    });
    renderApp(`/search?${QUERY}`, fake, { locale: 'en' });

    const link = await screen.findByRole('link', { name: /^가 호텔/ });
    const card = link.closest('li')!;
    expect(within(card).getByText('Teseuteu Hotel 1')).toBeTruthy();
    expect(within(card).getByText('₩128,456')).toBeTruthy();
    expect(await within(card).findByText('≈ US$93.05')).toBeTruthy();
    expect(within(card).getByText('Exceptional')).toBeTruthy();
    expect(within(card).getByText('12 reviews')).toBeTruthy();
    expect(within(card).getByText('Total for 1 night · 1 room')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “서울”' })).toBeTruthy();
    expect(screen.getAllByText('Sun, Mar 10 – Mon, Mar 11 · 1 night · 1 room · 2 guests').length).toBeGreaterThan(0);
    expect(screen.getAllByText('3 stays').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Lowest price' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('checkbox', { name: /^Hanok/ }).length).toBeGreaterThan(0);
    expect(document.title).toBe('Stays in 서울 | 쉼, 한국');
  });
});
