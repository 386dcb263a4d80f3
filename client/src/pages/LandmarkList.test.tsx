import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, gqlData, gqlError } from '../test/fake-server';
import { facetsAnswer, listAnswer, listNode } from '../test/landmark-fixtures';
import { renderApp } from '../test/render-app';

const server = (list = () => gqlData(listAnswer([listNode(1, '경복궁'), listNode(33, '불국사')]))) =>
  fakeServer({ graphql: { LandmarkList: list, LandmarkFacets: () => gqlData(facetsAnswer) } });

describe('landmark list page', () => {
  it('lists the landmarks by popularity, each card opening its page', async () => {
    const fake = server();
    renderApp('/landmarks', fake);
    const card = await screen.findByRole('link', { name: '불국사' });
    expect(card.getAttribute('href')).toBe('/landmark/33');
    expect(fake.named('LandmarkList')[0]?.variables).toEqual({
      first: 24,
      after: null,
      filter: { region: null, category: null },
      sort: 'POPULARITY',
    });
    expect(screen.getByRole('button', { name: '인기순' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by region and category and sorts by name, keeping the choices in the URL', async () => {
    const fake = server();
    const { user, router } = renderApp('/landmarks', fake);
    await screen.findByRole('link', { name: '불국사' });
    await user.selectOptions(await screen.findByRole('combobox', { name: '지역' }), '경북');
    await user.selectOptions(screen.getByRole('combobox', { name: '분류' }), '사찰');
    await user.click(screen.getByRole('button', { name: '이름순' }));
    await waitFor(() =>
      expect(fake.named('LandmarkList').at(-1)?.variables).toEqual({
        first: 24,
        after: null,
        filter: { region: '경북', category: '사찰' },
        sort: 'NAME',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      region: '경북',
      category: '사찰',
      sort: 'NAME',
    });
  });

  it('adds the next page after the last cursor', async () => {
    let calls = 0;
    const fake = server(() =>
      gqlData(calls++ === 0 ? listAnswer([listNode(1, '경복궁')], true) : listAnswer([listNode(2, '창덕궁')])),
    );
    const { user } = renderApp('/landmarks', fake);
    await user.click(await screen.findByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('link', { name: '창덕궁' })).toBeTruthy();
    expect(fake.named('LandmarkList').at(-1)?.variables).toMatchObject({ after: 'next' });
    const list = screen.getByRole('list', { name: '랜드마크 목록' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['경복궁', '창덕궁']);
  });

  it('says the data is missing, and to check the file path or columns, when there are none', async () => {
    renderApp(
      '/landmarks',
      server(() => gqlData(listAnswer([]))),
    );
    expect(await screen.findByText(MESSAGES.landmarksMissing)).toBeTruthy();
  });

  it('treats a failed load as an empty list', async () => {
    renderApp(
      '/landmarks',
      server(() => gqlError('서버 오류가 발생했습니다.', 'INTERNAL_SERVER_ERROR')),
    );
    expect(await screen.findByText(MESSAGES.landmarksMissing)).toBeTruthy();
  });

  it('says nothing matches when filters leave no landmark', async () => {
    renderApp(
      '/landmarks?region=경북',
      server(() => gqlData(listAnswer([]))),
    );
    expect(await screen.findByText(MESSAGES.landmarksNoMatch)).toBeTruthy();
  });
});

describe('heritage pages', () => {
  it('lists the three heritage sites', async () => {
    renderApp('/heritage', fakeServer({}));
    const list = await screen.findByRole('list', { name: '문화유산 목록' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['석굴암과 불국사', '/heritage/1'],
      ['해인사 장경판전', '/heritage/2'],
      ['종묘', '/heritage/3'],
    ]);
  });

  it('shows a heritage site with its picture, location, intro and the nearby stays link', async () => {
    renderApp('/heritage/2', fakeServer({}));
    expect(await screen.findByRole('heading', { level: 1, name: '해인사 장경판전' })).toBeTruthy();
    expect(screen.getByText('경남 합천군')).toBeTruthy();
    expect(screen.getByRole('img', { name: '해인사 장경판전 그림' }).getAttribute('src')).toBe('/heritage-art/2.svg');
    const link = screen.getByRole('link', { name: '근처 숙소 찾기' });
    expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('destination')).toBe('경남 합천군');
  });

  it('says so for an unknown heritage id', async () => {
    renderApp('/heritage/9', fakeServer({}));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.heritageNotFound);
  });
});
