import { HERITAGE } from '@shim/common/heritage';
import { LOCALES } from '@shim/common/locales';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addMessages, type Messages } from '../i18n/catalog';
import korean from '../i18n/messages/places/ko.json';
import { fakeServer, gqlData } from '../test/fake-server';
import { landmarkAnswer } from '../test/landmark-fixtures';
import { renderApp } from '../test/render-app';

// The place routes' namespaces (router.tsx) in every language, as the browser loads them for the page.
const NAMESPACES = ['common', 'places', 'lodging', 'search'] as const;
const catalogues = import.meta.glob<Messages>('../i18n/messages/{common,places,lodging,search}/*.json', {
  query: '?icu',
  import: 'default',
  eager: true,
});
for (const locale of LOCALES)
  addMessages(
    locale,
    Object.assign(
      {},
      ...NAMESPACES.map((namespace) => catalogues[`../i18n/messages/${namespace}/${locale}.json`]),
    ) as Messages,
    NAMESPACES,
  );

const server = () =>
  fakeServer({
    graphql: {
      LandmarkDetail: () => gqlData({ landmark: landmarkAnswer({ detail: '' }) }),
      LandmarkNearbyStays: () => gqlData({ nearbyStays: [] }),
    },
  });

describe('place pages for a visitor from abroad', () => {
  it('shows a landmark with its romanised name, location and English address, in English words', async () => {
    renderApp('/landmark/1', server(), { locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: '경복궁' });
    expect(screen.getByText('Gyeongbokgung').getAttribute('lang')).toBe('ko-Latn');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent).filter((text) => text !== '›')).toEqual([
      'Home',
      'Landmarks',
      '경복궁',
    ]);
    expect(screen.getAllByText('Seoul Jongno-gu').length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByText('161 Sajik-ro, Jongno-gu, Seoul')).toBeTruthy();
    // The search still takes the stored Korean location.
    const find = screen.getByRole('link', { name: 'Find stays nearby' });
    expect(new URL(find.getAttribute('href')!, 'http://x').searchParams.get('destination')).toBe('서울 종로구');
  });

  it('shows a heritage site in Japanese, its nearby search in Korean', async () => {
    renderApp('/heritage/3', fakeServer({}), { locale: 'ja' });
    expect(await screen.findByRole('heading', { level: 1, name: '宗廟' })).toBeTruthy();
    expect(screen.getByText('ソウル 鍾路区')).toBeTruthy();
    const find = screen.getByRole('link', { name: '近くの宿を探す' });
    expect(new URL(find.getAttribute('href')!, 'http://x').searchParams.get('destination')).toBe('서울 종로구');
  });

  it('keeps the Korean heritage words of the catalogue those of the site’s fixed content', () => {
    const words = korean as Record<string, string>;
    for (const item of HERITAGE) {
      expect(words[`places.heritage.${item.id}.name`]).toBe(item.name);
      expect(words[`places.heritage.${item.id}.location`]).toBe(item.location);
      expect(words[`places.heritage.${item.id}.description`]).toBe(item.description);
    }
  });
});
