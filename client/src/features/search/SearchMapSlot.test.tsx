import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@shim/common/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData } from '../../test/fake-server';
import { resultHotel, searchAnswer } from '../../test/hotel-fixtures';
import { renderApp } from '../../test/render-app';
import type { SearchMapProps } from './SearchMap';

// Leaflet needs a real browser (e2e covers it): here the map is a stand-in that moves and taps a pin on demand.
const mapProps: SearchMapProps[] = [];
const map = { fails: false };
vi.mock('./SearchMap', () => ({
  SearchMap: (props: SearchMapProps) => {
    if (map.fails) throw new Error('no canvas');
    mapProps.push(props);
    return (
      <div>
        <button type="button" onClick={() => props.onMoved({ south: 37.49, west: 127.01, north: 37.52, east: 127.05 })}>
          지도 옮기기
        </button>
        <button
          type="button"
          onClick={() =>
            props.onSelect({
              id: 1,
              name: '가 호텔',
              romanizedName: 'Ga Hotel',
              latitude: 37.5,
              longitude: 127.03,
              stayTotal: 128_456,
            })
          }
        >
          핀 누르기
        </button>
      </div>
    );
  },
}));

const STAY = 'startDate=2030-03-10&endDate=2030-03-11&rooms=1&persons=2';
const QUERY = `region=서울&${STAY}`;
const HOTELS = [
  resultHotel(1, { name: '가 호텔', stayTotal: 128_456 }),
  resultHotel(2, { name: '나 모텔', type: 'MOTEL', star: null, minPrice: 60_000 }),
];

const server = (hotels = HOTELS, distances: Record<number, number> = {}) =>
  fakeServer({
    graphql: {
      SearchHotels: () => gqlData(searchAnswer(hotels, distances)),
      SearchServices: () => gqlData({ searchServices: ['수영장'] }),
      Me: () => gqlData({ me: account('ROLE_USER') }),
    },
  });

afterEach(() => {
  map.fails = false;
});

const urlOf = (router: ReturnType<typeof renderApp>['router']) => new URLSearchParams(router.state.location.search);

describe('the results page', () => {
  it('says the stay in Korean dates under the destination', async () => {
    renderApp(`/search?${QUERY}`, server());
    await screen.findByText('가 호텔');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('‘서울’ 검색 결과');
    expect(screen.getAllByText('3월 10일 (일) – 3월 11일 (월) · 1박 · 객실 1 · 2명')).not.toHaveLength(0);
    // The phones' one-line summary of the criteria says the same.
    screen.getByRole('button', { name: '서울 · 3월 10일 (일) – 3월 11일 (월) · 1박 · 객실 1 · 2명' });
  });

  it('shows the filters in force as chips, counts them on the filter button, and removes one at a time', async () => {
    const fake = server();
    const { user, router } = renderApp(`/search?${QUERY}&sort=PRICE_ASC&types=HOTEL,MOTEL&rating=4`, fake);
    await screen.findByText('가 호텔');
    const chips = screen.getByRole('list', { name: '적용된 필터' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['★ 4점 이상✕', '호텔✕', '모텔✕']);
    screen.getByRole('button', { name: '필터 · 정렬 3' });

    await user.click(screen.getByRole('button', { name: '호텔 필터 해제' }));
    await waitFor(() => expect(urlOf(router).get('types')).toBe('MOTEL'));
    expect(urlOf(router).get('rating')).toBe('4');
    expect(urlOf(router).get('sort')).toBe('PRICE_ASC');
    await waitFor(() =>
      expect(fake.named('SearchHotels').at(-1)?.variables).toMatchObject({
        sort: 'PRICE_ASC',
        filter: { types: ['MOTEL'], minRating: 4 },
      }),
    );
    screen.getByRole('button', { name: '필터 · 정렬 2' });
  });

  it('offers 필터 초기화 when filters leave nothing, and turns them all off', async () => {
    const { user, router } = renderApp(`/search?${QUERY}&sort=PRICE_ASC&freeCancellation=1&maxPrice=50000`, server([]));
    await screen.findByText('죄송합니다, 검색 조건에 맞는 결과를 찾을 수 없습니다.');
    await user.click(screen.getByRole('button', { name: '필터 초기화' }));
    await waitFor(() => expect(urlOf(router).has('freeCancellation')).toBe(false));
    expect(urlOf(router).has('maxPrice')).toBe(false);
    expect(urlOf(router).get('sort')).toBe('PRICE_ASC');
    expect(urlOf(router).get('region')).toBe('서울');
  });

  it('has no 필터 초기화 when nothing matches without filters', async () => {
    renderApp(`/search?${QUERY}`, server([]));
    await screen.findByText('죄송합니다, 검색 조건에 맞는 결과를 찾을 수 없습니다.');
    expect(screen.queryByRole('button', { name: '필터 초기화' })).toBeNull();
    screen.getByRole('button', { name: '필터 · 정렬' });
  });

  it('toggles between the list and the map on a phone, in the URL', async () => {
    const { user, router } = renderApp(`/search?${QUERY}`, server());
    await screen.findByText('가 호텔');
    // No map (nor its chunk) until asked for on a narrow screen.
    expect(screen.queryByRole('region', { name: '지도' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '지도' }));
    await waitFor(() => expect(urlOf(router).get('view')).toBe('map'));
    expect(await screen.findByRole('region', { name: '지도' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '검색 결과', hidden: true }).className).toContain('hidden');
    // The map opens around the page's lodgings.
    const initial = mapProps.at(-1)!.initial!;
    expect((initial.south + initial.north) / 2).toBeCloseTo(37.5015);
    expect((initial.west + initial.east) / 2).toBeCloseTo(127.0315);

    await user.click(screen.getByRole('button', { name: '목록' }));
    await waitFor(() => expect(urlOf(router).has('view')).toBe(false));
    expect(urlOf(router).get('region')).toBe('서울');
  });

  it('re-searches the map area with the sort and filters kept, and names the destination 지도 영역', async () => {
    const fake = server();
    const { user, router } = renderApp(`/search?${QUERY}&view=map&sort=RATING_DESC&services=수영장`, fake);
    await user.click(await screen.findByRole('button', { name: '지도 옮기기' }));
    await user.click(screen.getByRole('button', { name: '이 지역에서 재검색' }));

    await waitFor(() => expect(urlOf(router).get('bounds')).toBe('37.49,127.01,37.52,127.05'));
    expect(urlOf(router).get('sort')).toBe('RATING_DESC');
    expect(urlOf(router).get('services')).toBe('수영장');
    expect(urlOf(router).get('view')).toBe('map');
    await waitFor(() =>
      expect(fake.named('SearchHotels').at(-1)?.variables).toMatchObject({
        criteria: { bounds: { south: 37.49, west: 127.01, north: 37.52, east: 127.05 } },
        sort: 'RATING_DESC',
        filter: { services: ['수영장'] },
      }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('‘지도 영역’ 검색 결과');
    // The button goes until the map moves again.
    expect(screen.queryByRole('button', { name: '이 지역에서 재검색' })).toBeNull();
  });

  it("shows a tapped pin's card with its stay total and a link to book it", async () => {
    const { user } = renderApp(`/search?${QUERY}&view=map`, server());
    await user.click(await screen.findByRole('button', { name: '핀 누르기' }));
    const card = screen.getByRole('group', { name: '가 호텔' });
    expect(within(card).getByText('128,456원')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '예약하기' }).getAttribute('href')).toBe(
      `/hotel/1?${new URLSearchParams(QUERY)}`,
    );
    await user.click(within(card).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('group', { name: '가 호텔' })).toBeNull();
  });

  it('searches around a station nearest first and says each distance', async () => {
    const fake = server(HOTELS, { 1: 0.8, 2: 2.4 });
    const { user, router } = renderApp(
      `/search?region=${encodeURIComponent('강남역 (2호선·신분당선)')}&place=station:222&${STAY}`,
      fake,
    );
    await screen.findByText('가 호텔');
    expect(fake.named('SearchHotels')[0]?.variables).toMatchObject({
      criteria: { place: 'station:222', bounds: null },
      sort: 'DISTANCE',
    });
    expect(screen.getByText('강남역에서 0.8km')).toBeTruthy();
    expect(screen.getByText('강남역에서 2.4km')).toBeTruthy();
    const sorts = screen.getAllByRole('group', { name: '정렬' })[0]!;
    expect(
      within(sorts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['가까운순', '추천순', '낮은 요금순', '사용자 평점순']);
    expect(within(sorts).getByRole('button', { name: '가까운순' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(sorts).getByRole('button', { name: '낮은 요금순' }));
    await waitFor(() => expect(urlOf(router).get('sort')).toBe('PRICE_ASC'));
  });

  it('offers no 가까운순 and no distance for an area search', async () => {
    // Even were the server to send a distance, an area has no point to measure from.
    renderApp(`/search?${QUERY}&place=sido:11`, server(HOTELS, { 1: 0.8 }));
    await screen.findByText('가 호텔');
    expect(screen.queryByRole('button', { name: '가까운순' })).toBeNull();
    expect(screen.queryByText(/에서 \d/)).toBeNull();
  });

  it('keeps the page when the map cannot load, and says so where the map would be', async () => {
    map.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(`/search?${QUERY}&view=map`, server());
    const area = await screen.findByRole('region', { name: '지도' });
    expect(within(area).getByText(MESSAGES.searchMapFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: '가 호텔' })).toBeTruthy();
  });
});
