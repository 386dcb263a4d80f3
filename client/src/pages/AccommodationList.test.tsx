import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, gqlData } from '../test/fake-server';
import { renderApp } from '../test/render-app';
import { loadAllMessages } from '../test/search-words';

const district = (name: string, label: string, placeId: string | null, lodgingCount: number) => ({
  __typename: 'LodgingDistrict',
  name,
  label,
  placeId,
  lodgingCount,
});
const areas = {
  lodgingAreas: [
    {
      __typename: 'LodgingArea',
      name: '강원특별자치도',
      placeId: 'sido:51',
      lodgingCount: 5,
      districts: [
        district('강릉시', '강원특별자치도 강릉시', 'sigungu:51150', 3),
        district('양양군', '강원특별자치도 양양군', null, 2),
      ],
    },
    {
      __typename: 'LodgingArea',
      name: '부산광역시',
      placeId: 'sido:26',
      lodgingCount: 7,
      districts: [district('해운대구', '부산광역시 해운대구', 'sigungu:26350', 7)],
    },
  ],
};

describe('/accommodations', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-09T23:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists every destination with lodgings by 시·도, each linking to the search of the place', async () => {
    const server = fakeServer({ graphql: { LodgingAreas: () => gqlData(areas) } });
    renderApp('/accommodations', server);
    const busan = await screen.findByRole('region', { name: '부산광역시' });
    expect(within(busan).getByRole('link', { name: '부산광역시' }).getAttribute('href')).toBe(
      `/search?${new URLSearchParams({ region: '부산광역시', startDate: '2030-03-10', endDate: '2030-03-11', rooms: '1', persons: '2', place: 'sido:26' })}`,
    );
    const haeundae = within(busan).getByRole('link', { name: '부산광역시 해운대구 숙소 7곳' });
    expect(new URLSearchParams(haeundae.getAttribute('href')!.split('?')[1]).get('place')).toBe('sigungu:26350');
    expect(new URLSearchParams(haeundae.getAttribute('href')!.split('?')[1]).get('region')).toBe('부산광역시 해운대구');

    // An area the places list does not know is searched by its name.
    const yangyang = screen.getByRole('link', { name: '강원특별자치도 양양군 숙소 2곳' });
    const params = new URLSearchParams(yangyang.getAttribute('href')!.split('?')[1]);
    expect([params.get('region'), params.get('place')]).toEqual(['강원특별자치도 양양군', null]);
    expect(screen.getAllByRole('region').map((section) => section.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(['강원특별자치도', '부산광역시']),
    );
  });

  it('reads in English: romanised areas and districts, the popular regions in English, the same Korean searches', async () => {
    loadAllMessages('en');
    const server = fakeServer({ graphql: { LodgingAreas: () => gqlData(areas) } });
    renderApp('/accommodations', server, { locale: 'en' });
    const busan = await screen.findByRole('region', { name: 'Busan' });
    const haeundae = within(busan).getByRole('link', { name: 'Busan Haeundae-gu: 7 stays' });
    expect(new URLSearchParams(haeundae.getAttribute('href')!.split('?')[1]).get('region')).toBe('부산광역시 해운대구');
    expect(within(busan).getByText('Haeundae-gu')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Stays by region' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search stays in Jeju' })).toBeTruthy();
    expect(screen.getByText('An island of slow walks along stone walls')).toBeTruthy();
  });
});
