import { ApolloProvider } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApolloClient } from '../../apollo';
import { fakeServer, gqlData, type RecordedCall } from '../../test/fake-server';
import { KoreanPage } from '../../test/i18n';
import { SearchBar } from './SearchBar';

const TODAY = '2030-03-10';

function renderBar(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SearchBar today={TODAY} />
            <p>바깥 영역</p>
          </>
        ),
      },
      { path: '/search', element: <p>검색 페이지</p> },
      { path: '/hotel/:id', element: <p>숙소 페이지</p> },
    ],
    { initialEntries: [path] },
  );
  const server = fakeServer({ graphql: { PlaceSuggestions: suggestionsFor } });
  render(
    <ApolloProvider client={createApolloClient({ fetch: server.fetch })}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { router, user: userEvent.setup(), server };
}

const place = (id: string, kind: string, name: string, label: string) => ({
  __typename: 'PlaceSuggestion',
  id,
  kind,
  name,
  romanizedName: name,
  label,
  latitude: 35.16,
  longitude: 129.16,
});

/** The server's suggestions, ranked as it ranks them: only 해운대 has any here. */
function suggestionsFor(call: RecordedCall) {
  const text = String(call.variables?.text ?? '');
  const list = text.startsWith('해운')
    ? [
        place('sigungu:26350', 'SIGUNGU', '해운대구', '부산광역시 해운대구'),
        place('station:S2602-0203', 'STATION', '해운대역', '해운대역 (부산 2호선)'),
        place('landmark:17', 'LANDMARK', '해운대해수욕장', '해운대해수욕장 · 부산 해운대구'),
        place('lodging:7', 'LODGING', '하늘채 호텔 해운대', '하늘채 호텔 해운대 · 부산광역시 해운대구'),
      ]
    : [];
  return gqlData({ placeSuggestions: list });
}

// The panels load on first open (SearchBar): open each once, so the tests below see them at once.
beforeAll(async () => {
  // jsdom has no ResizeObserver; the combobox's list watches its input's size with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const { user } = renderBar();
  await user.click(screen.getByLabelText('목적지'));
  await screen.findByRole('tab', { name: '인기 여행지' });
  await screen.findByRole('combobox', { name: '목적지' });
  await user.click(screen.getByRole('button', { name: /체크인 – 체크아웃/ }));
  await screen.findByRole('button', { name: '다음 달' });
  await user.click(screen.getByRole('button', { name: /객실 · 인원/ }));
  await screen.findByRole('button', { name: '객실 늘리기' });
  cleanup();
}, 30_000);

const openPanels = () => screen.queryAllByRole('dialog').map((d) => d.getAttribute('aria-label'));
const day = (label: string) => screen.getByRole('button', { name: label });

describe('search bar', () => {
  it('defaults to today → tomorrow, 1 room and 2 persons', () => {
    renderBar();
    expect(screen.getByRole('button', { name: /체크인 – 체크아웃/ }).textContent).toContain(
      '체크인 – 체크아웃 · 1박3월 10일 (일) – 3월 11일 (월)',
    );
    expect(screen.getByRole('button', { name: /객실 · 인원/ }).textContent).toContain('객실 1개 · 인원 2명');
  });

  it('prefills region, dates, rooms and persons from the query', () => {
    renderBar('/?region=부산&startDate=2030-04-01&endDate=2030-04-03&rooms=2&persons=4');
    expect(screen.getByLabelText<HTMLInputElement>('목적지').value).toBe('부산');
    expect(screen.getByRole('button', { name: /체크인 – 체크아웃/ }).textContent).toContain(
      '체크인 – 체크아웃 · 2박4월 1일 (월) – 4월 3일 (수)',
    );
    expect(screen.getByRole('button', { name: /객실 · 인원/ }).textContent).toContain('객실 2개 · 인원 4명');
  });

  it('switches to 대실: one day, a start and hours, kept in the URL and read back from it', async () => {
    const { router, user } = renderBar();
    await user.type(screen.getByLabelText('목적지'), '부산');
    // Native radios: the browser gives them arrow keys and their names to screen readers.
    await user.click(screen.getByRole('radio', { name: '대실' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '대실' }).checked).toBe(true);
    expect(screen.getByRole('button', { name: /이용일/ }).textContent).toContain('3월 10일 (일)');

    await user.click(await screen.findByRole('button', { name: /입실 시간 · 이용 시간/ }));
    const panel = await screen.findByRole('dialog', { name: '대실 시간 선택' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: '입실 시간' }), '14:00');
    await user.click(within(panel).getByRole('radio', { name: '5시간' }));
    await user.click(within(panel).getByRole('button', { name: '확인' }));
    expect(screen.getByRole('button', { name: /입실 시간 · 이용 시간/ }).textContent).toContain('14:00 · 5시간');

    await user.click(screen.getByRole('button', { name: '검색' }));
    const query = Object.fromEntries(new URLSearchParams(router.state.location.search));
    expect(query).toEqual({
      region: '부산',
      startDate: '2030-03-10',
      endDate: '2030-03-11',
      rooms: '1',
      persons: '2',
      kind: 'DAY_USE',
      start: '14:00',
      hours: '5',
    });
    cleanup();
    renderBar(`/?${new URLSearchParams(query)}`);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '대실' }).checked).toBe(true);
    expect((await screen.findByRole('button', { name: /입실 시간 · 이용 시간/ })).textContent).toContain(
      '14:00 · 5시간',
    );
  });

  it('asks for a destination before searching', async () => {
    const { router, user } = renderBar();
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.destinationRequired);
    expect(router.state.location.pathname).toBe('/');
  });

  it('selecting a destination sets the region and closes the list; the search goes to /search', async () => {
    const { router, user } = renderBar();
    await user.click(screen.getByLabelText('목적지'));
    const panel = screen.getByRole('dialog', { name: '목적지 선택' });
    expect(within(panel).getByRole('tab', { name: '인기 여행지' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: /서울/ }));
    expect(screen.getByLabelText<HTMLInputElement>('목적지').value).toBe('서울');
    expect(openPanels()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(router.state.location.pathname).toBe('/search');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      region: '서울',
      startDate: '2030-03-10',
      endDate: '2030-03-11',
      rooms: '1',
      persons: '2',
    });
  });

  it('filters destinations by tag chip and typing, with an empty-state message', async () => {
    const { user } = renderBar();
    await user.click(screen.getByLabelText('목적지'));
    await user.click(screen.getByRole('tab', { name: '전통·자연' }));
    await user.click(screen.getByRole('button', { name: '#한옥' }));
    const names = screen.getAllByRole('button', { name: /숙소 \d+곳/ }).map((b) => b.textContent);
    expect(names.join()).toContain('경주');
    expect(names.join()).not.toContain('가평');
    await user.type(screen.getByLabelText('목적지'), '없는곳');
    expect(await screen.findByText(/추천할 장소가 없어요/)).toBeTruthy();
    expect(openPanels()).toEqual([]);
  });

  it('suggests places grouped 지역 · 역 · 명소 · 숙소 as one types; the choice travels in the URL', async () => {
    const { router, user, server } = renderBar();
    await user.type(screen.getByLabelText('목적지'), '해운대');
    await screen.findByRole('option', { name: /하늘채 호텔 해운대/ });
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-labelledby') && g.textContent),
    ).toEqual([
      expect.stringMatching(/^지역해운대구/),
      expect.stringMatching(/^역해운대역/),
      expect.stringMatching(/^명소해운대해수욕장/),
      expect.stringMatching(/^숙소하늘채 호텔 해운대/),
    ]);
    // Typing settles before asking: one request for the word, not one per key.
    expect(server.calls.filter((c) => c.operationName === 'PlaceSuggestions').length).toBeLessThanOrEqual(2);
    // The best suggestion is the active one: Enter takes it; the arrows move to the others.
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(screen.getByLabelText<HTMLInputElement>('목적지').value).toBe('부산광역시 해운대구');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /체크인 – 체크아웃/ }));
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      region: '부산광역시 해운대구',
      place: 'sigungu:26350',
    });
  });

  it('typing after a choice forgets the place; Enter without a choice searches the text', async () => {
    const { router, user } = renderBar('/?region=부산광역시 해운대구&place=sigungu:26350');
    const input = await screen.findByRole('combobox', { name: '목적지' });
    await user.clear(input);
    await user.type(input, '바다 마을');
    expect(await screen.findByText(/추천할 장소가 없어요/)).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    const query = Object.fromEntries(new URLSearchParams(router.state.location.search));
    expect(query.region).toBe('바다 마을');
    expect(query.place).toBeUndefined();
  });

  it("a lodging suggestion opens that lodging for the bar's stay", async () => {
    const { router, user } = renderBar();
    await user.type(screen.getByLabelText('목적지'), '해운대');
    await user.click(await screen.findByRole('option', { name: /하늘채 호텔 해운대/ }));
    expect(router.state.location.pathname).toBe('/hotel/7');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      startDate: '2030-03-10',
      endDate: '2030-03-11',
      rooms: '1',
      persons: '2',
    });
  });

  it('is keyboard usable: down arrow into the destination list, Enter picks', async () => {
    const { user } = renderBar();
    await user.click(screen.getByLabelText('목적지'));
    expect(screen.getByLabelText('목적지').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('목적지').getAttribute('aria-haspopup')).toBe('dialog');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('서울');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText<HTMLInputElement>('목적지').value).toBe('서울');
    expect(openPanels()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /체크인 – 체크아웃/ }));
  });

  it('the clear action empties the region and refocuses the input', async () => {
    const { user } = renderBar('/?region=제주');
    await user.click(screen.getByRole('button', { name: '목적지 지우기' }));
    const input = screen.getByLabelText<HTMLInputElement>('목적지');
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
  });

  it('disables past days and applies the range rules; an open range cannot be searched', async () => {
    const { user } = renderBar('/?region=서울');
    await user.click(screen.getByRole('button', { name: /체크인 – 체크아웃/ }));
    expect(
      screen
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .slice(0, 7),
    ).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(day('2030년 3월 9일').hasAttribute('disabled')).toBe(true);
    expect(day('2030년 3월 10일').hasAttribute('disabled')).toBe(false);

    await user.click(day('2030년 3월 20일'));
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.datesRequired);

    await user.click(day('2030년 3월 15일'));
    expect(screen.getByRole('button', { name: /체크인 – 체크아웃/ }).textContent).toContain(
      '체크인 – 체크아웃 · 5박3월 15일 (금) – 3월 20일 (수)',
    );
  });

  it('moves between months; the previous month of today is not offered', async () => {
    const { user } = renderBar();
    await user.click(screen.getByRole('button', { name: /체크인 – 체크아웃/ }));
    expect(screen.getByRole('button', { name: '이전 달' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('2030년 3월')).toBeTruthy();
    expect(screen.getByText('2030년 4월')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(screen.queryByText('2030년 3월')).toBeNull();
    expect(screen.getByText('2030년 5월')).toBeTruthy();
  });

  it('counts rooms 1–5 and persons 1–20 with buttons disabled at the bounds', async () => {
    const { user } = renderBar('/?rooms=5&persons=1');
    await user.click(screen.getByRole('button', { name: /객실 · 인원/ }));
    expect(screen.getByRole('button', { name: '객실 늘리기' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '인원 줄이기' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: '객실 줄이기' }));
    expect(screen.getByLabelText('객실 수').textContent).toBe('4개');
    for (let i = 0; i < 25; i += 1) {
      const more = screen.getByRole('button', { name: '인원 늘리기' });
      if (more.hasAttribute('disabled')) break;
      await user.click(more);
    }
    expect(screen.getByLabelText('인원 수').textContent).toBe('20명');
  });

  it('opens one popover at a time; the calendar button toggles; outside click and Escape close', async () => {
    const { user } = renderBar();
    const calendar = screen.getByRole('button', { name: /체크인 – 체크아웃/ });
    await user.click(screen.getByLabelText('목적지'));
    expect(openPanels()).toEqual(['목적지 선택']);
    await user.click(calendar);
    expect(openPanels()).toEqual(['날짜 선택']);
    await user.click(calendar);
    expect(openPanels()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /객실 · 인원/ }));
    expect(openPanels()).toEqual(['객실 및 인원 선택']);
    await user.click(screen.getByText('바깥 영역'));
    expect(openPanels()).toEqual([]);
    await user.click(calendar);
    await user.keyboard('{Escape}');
    expect(openPanels()).toEqual([]);
    expect(document.activeElement).toBe(calendar);
  });
});

describe('destination box, rendered on the server', () => {
  it('hydrates a prefilled box without a mismatch and asks for no suggestions until one types', async () => {
    // Loaded as the bar loads it (a static import would change how the bar's own tests first meet it).
    const { DestinationCombobox } = await import('./DestinationCombobox');
    const server = fakeServer({ graphql: { PlaceSuggestions: suggestionsFor } });
    const box = (client: ReturnType<typeof createApolloClient>) => (
      <KoreanPage>
        <ApolloProvider client={client}>
          <DestinationCombobox
            inputRef={createRef<HTMLInputElement>()}
            fieldRef={createRef<HTMLElement>()}
            region="해운대"
            popularOpen={false}
            onType={() => {}}
            onOpen={() => {}}
            onChoose={() => {}}
          />
        </ApolloProvider>
      </KoreanPage>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(box(createApolloClient({ fetch: server.fetch })));
    document.body.append(container);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('');
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, box(createApolloClient({ fetch: server.fetch })), {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(errors).toEqual([]);
    expect(server.calls.filter((c) => c.operationName === 'PlaceSuggestions')).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
