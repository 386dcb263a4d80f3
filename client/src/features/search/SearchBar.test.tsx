import { MESSAGES } from '@shim/common/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
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
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

// The panels load on first open (SearchBar): open each once, so the tests below see them at once.
beforeAll(async () => {
  const { user } = renderBar();
  await user.click(screen.getByLabelText('목적지'));
  await screen.findByRole('tab', { name: '인기 여행지' });
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
    expect(screen.getByText(/조건에 맞는 여행지가 없어요/)).toBeTruthy();
  });

  it('is keyboard usable: down arrow into the destination list, Enter picks', async () => {
    const { user } = renderBar();
    await user.click(screen.getByLabelText('목적지'));
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
