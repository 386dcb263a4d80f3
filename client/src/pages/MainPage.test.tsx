import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, NAMESPACES } from '../i18n/catalog';
import { fakeServer, gqlData } from '../test/fake-server';
import { renderApp } from '../test/render-app';

const landmarks = {
  landmarks: {
    __typename: 'LandmarkConnection',
    edges: [1, 2].map((id) => ({
      __typename: 'LandmarkEdge',
      node: {
        __typename: 'Landmark',
        id,
        name: `명소 ${id}`,
        romanizedName: `Myeongso ${id}`,
        location: '서울',
        category: '역사',
        images: [],
      },
    })),
  },
};
const server = () => fakeServer({ graphql: { LandmarkSlider: () => gqlData(landmarks) } });
const REGIONS = ['서울', '강릉', '인천', '부산', '속초', '제주'];

describe('main page and region list', () => {
  beforeEach(() => {
    // 23:30 on 9 March in UTC is already 10 March in Seoul.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-09T23:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('has the search bar in the hero and the six regions searching today to tomorrow (Asia/Seoul)', async () => {
    renderApp('/', server());
    expect(screen.getByRole('search', { name: '숙소 검색' })).toBeTruthy();
    const regions = within(screen.getByRole('region', { name: '인기 여행지' })).getAllByRole('link');
    expect(regions.map((link) => link.textContent)).toEqual(REGIONS.map((name) => expect.stringContaining(name)));
    expect(regions[0]?.getAttribute('href')).toBe(
      '/search?region=%EC%84%9C%EC%9A%B8&startDate=2030-03-10&endDate=2030-03-11&rooms=1&persons=2',
    );
    expect((await screen.findByRole('link', { name: /명소 2/ })).getAttribute('href')).toBe('/landmark/2');
    expect(screen.getByRole('link', { name: '전체 보기' }).getAttribute('href')).toBe('/landmarks');
  });

  it('reads in English for an English visitor: the words, the regions by their names, romanised landmarks', async () => {
    await loadMessages('en', NAMESPACES);
    renderApp('/', server(), { locale: 'en' });
    expect(screen.getByRole('search', { name: 'Search stays' })).toBeTruthy();
    const regions = within(screen.getByRole('region', { name: 'Popular destinations' })).getAllByRole('link');
    expect(regions[0]?.textContent).toContain('Seoul');
    // The search term stays the Korean name the server searches by.
    expect(new URLSearchParams(regions[0]?.getAttribute('href')?.split('?')[1]).get('region')).toBe('서울');
    expect(await screen.findByText('Myeongso 2')).toBeTruthy();
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(header.getByRole<HTMLSelectElement>('combobox', { name: 'Language' }).value).toBe('en');
  });

  it('lists the six regions on /accommodations, each with a search button', () => {
    renderApp('/accommodations', server());
    for (const name of REGIONS) {
      const link = screen.getByRole('link', { name: `${name} 숙소 검색` });
      expect(new URLSearchParams(link.getAttribute('href')?.split('?')[1]).get('region')).toBe(name);
    }
  });
});
