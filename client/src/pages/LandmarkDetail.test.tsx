import { addDays, todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, gqlData, gqlError } from '../test/fake-server';
import { landmarkAnswer } from '../test/landmark-fixtures';
import { renderApp } from '../test/render-app';

const nearby = {
  nearbyStays: [
    {
      __typename: 'NearbyStay',
      distanceKm: 0.8,
      hotel: {
        __typename: 'Hotel',
        id: 7,
        name: '종로 한옥 스테이',
        romanizedName: 'Jongno Hanok Seutei',
        type: 'HANOK',
        address: '서울특별시 종로구 계동길 1',
        minPrice: 120_000,
        avgScore: 4.6,
        reviewCount: 12,
        imageUrl: '/images/hanok/7.jpg',
      },
    },
    {
      __typename: 'NearbyStay',
      distanceKm: 1.4,
      hotel: {
        __typename: 'Hotel',
        id: 8,
        name: '만실 호텔',
        romanizedName: 'Mansil Hotel',
        type: 'HOTEL',
        address: '서울특별시 중구 세종대로 1',
        minPrice: null,
        avgScore: null,
        reviewCount: 0,
        imageUrl: null,
      },
    },
  ],
};
const server = (landmark = landmarkAnswer()) =>
  fakeServer({
    graphql: {
      LandmarkDetail: () => gqlData({ landmark }),
      LandmarkNearbyStays: () => gqlData(nearby),
    },
  });

const shownPhoto = () => screen.getByRole('img', { name: /^경복궁 사진/ });

describe('landmark detail page', () => {
  it('asks the server with the id of the route, and shows breadcrumbs, #tags once each, name and location', async () => {
    const fake = server();
    renderApp('/landmark/abc', fake);
    expect(await screen.findByRole('heading', { level: 1, name: '경복궁' })).toBeTruthy();
    expect(fake.named('LandmarkDetail')[0]?.variables).toEqual({ id: 'abc' });
    const crumbs = within(screen.getByRole('navigation', { name: '경로' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent).filter((text) => text !== '›')).toEqual([
      '홈',
      '랜드마크',
      '경복궁',
    ]);
    const tags = within(screen.getByRole('list', { name: '태그' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['#궁궐', '#역사', '#조선']);
    expect(screen.getByText('서울 종로구')).toBeTruthy();
  });

  it('pages the gallery with the arrow keys and buttons, wrapping around both ends, and by thumbnail', async () => {
    renderApp('/landmark/1', server());
    await screen.findByRole('heading', { level: 1, name: '경복궁' });
    expect(shownPhoto().getAttribute('src')).toBe('/images/landmarks/1.jpg');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shownPhoto().getAttribute('src')).toBe('/images/landmarks/1_2.jpg');
    expect(shownPhoto().getAttribute('alt')).toBe('경복궁 사진 3/3');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shownPhoto().getAttribute('src')).toBe('/images/landmarks/1.jpg');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shownPhoto().getAttribute('src')).toBe('/images/landmarks/1_1.jpg');
    fireEvent.click(screen.getByRole('button', { name: '다음 사진' }));
    fireEvent.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(shownPhoto().getAttribute('src')).toBe('/images/landmarks/1.jpg');
    fireEvent.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(shownPhoto().getAttribute('src')).toBe('/images/landmarks/1_2.jpg');
    fireEvent.click(screen.getByRole('button', { name: '2번째 사진 보기' }));
    expect(shownPhoto().getAttribute('src')).toBe('/images/landmarks/1_1.jpg');
  });

  it('leaves arrow keys on the tabs to the tabs', async () => {
    renderApp('/landmark/1', server());
    await screen.findByRole('heading', { level: 1, name: '경복궁' });
    fireEvent.keyDown(screen.getByRole('tab', { name: '상세 정보' }), { key: 'ArrowLeft' });
    expect(shownPhoto().getAttribute('src')).toBe('/images/landmarks/1.jpg');
  });

  it('shows a placeholder for a broken photo', async () => {
    renderApp('/landmark/1', server());
    await screen.findByRole('heading', { level: 1, name: '경복궁' });
    fireEvent.error(shownPhoto());
    expect(screen.getByRole('img', { name: '경복궁 사진 1/3 (이미지 없음)' })).toBeTruthy();
    // The next photo loads afresh.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shownPhoto().getAttribute('src')).toBe('/images/landmarks/1_1.jpg');
  });

  it('opens on the detail tab when there is detail text, rendered as HTML', async () => {
    renderApp('/landmark/1', server());
    const tab = await screen.findByRole('tab', { name: '상세 정보' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('경회루').tagName).toBe('STRONG');
  });

  it('opens on the basic info tab without detail text; the guide tab lists the sheet’s guide rows', async () => {
    const { user } = renderApp('/landmark/1', server(landmarkAnswer({ detail: '  ' })));
    const basic = await screen.findByRole('tab', { name: '기본 정보' });
    expect(basic.getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByText('서울특별시 종로구 사직로 161')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '이용 안내' }));
    const guide = screen.getByRole('tabpanel');
    expect(within(guide).getByText('화요일')).toBeTruthy();
    expect(within(guide).getByText('주차')).toBeTruthy();
    expect(within(guide).getByText('공영 주차장')).toBeTruthy();
  });

  it('offers More / Fold only when the detail text overflows its box', async () => {
    const first = renderApp('/landmark/1', server());
    await screen.findByTestId('landmark-detail-text');
    expect(screen.queryByRole('button', { name: '더보기' })).toBeNull();
    first.unmount();

    const box = { scrollHeight: 900, clientHeight: 288 };
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => box.scrollHeight });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => box.clientHeight });
    try {
      const { user } = renderApp('/landmark/1', server());
      const more = await screen.findByRole('button', { name: '더보기' });
      await user.click(more);
      expect(screen.getByRole('button', { name: '접기' }).getAttribute('aria-expanded')).toBe('true');
      await user.click(screen.getByRole('button', { name: '접기' }));
      expect(screen.getByRole('button', { name: '더보기' })).toBeTruthy();
    } finally {
      // Back to jsdom's own (on Element.prototype).
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
      Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    }
  });

  it('finds nearby stays for the location with today, tomorrow, 1 room and 2 persons', async () => {
    renderApp('/landmark/1', server());
    const link = await screen.findByRole('link', { name: '근처 숙소 찾기' });
    const today = todayInSeoul();
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      destination: '서울 종로구',
      startDate: today,
      endDate: addDays(today, 1),
      rooms: '1',
      persons: '2',
    });
  });

  it('lists the nearest lodgings with tonight’s price, or sold out', async () => {
    renderApp('/landmark/1', server());
    const near = await screen.findByRole('link', { name: '종로 한옥 스테이' });
    expect(near.getAttribute('href')).toMatch(/^\/hotel\/7\?region=/);
    // Tonight's lowest room (120,000원) with the taxes and fees: what the guest pays.
    expect(near.textContent).toContain('125,000원');
    expect(near.textContent).toContain('세금·수수료 포함');
    expect(screen.getByRole('link', { name: '만실 호텔' }).textContent).toContain('오늘 밤 매진');
  });

  it('says the data is missing when there are no landmarks', async () => {
    renderApp(
      '/landmark/1',
      fakeServer({
        graphql: {
          LandmarkDetail: () => gqlError(MESSAGES.landmarkNotFound, 'NOT_FOUND'),
          LandmarkNearbyStays: () => gqlError(MESSAGES.landmarkNotFound, 'NOT_FOUND'),
        },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.landmarksMissing);
  });
});
