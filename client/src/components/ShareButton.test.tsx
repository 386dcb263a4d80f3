import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, gqlData } from '../test/fake-server';
import { landmarkAnswer } from '../test/landmark-fixtures';
import { renderApp } from '../test/render-app';
import { SHARE_TOAST_MS, ShareButton } from './ShareButton';

const COPIED = '링크를 복사했어요';
const COPY_FAILED = '링크를 복사하지 못했어요. 주소창의 링크를 복사해 주세요';

/** Gives the page a Web Share API (a phone) and a clipboard; either may be left out. */
function stubBrowser({ share, writeText }: { share?: unknown; writeText?: unknown }) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

afterEach(() => stubBrowser({}));

describe('share button', () => {
  it('opens the phone’s share sheet with the page’s absolute address, and copies nothing', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubBrowser({ share, writeText });
    render(<ShareButton title="바다 호텔" text="호텔 · 부산" url="/hotel/7?startDate=2030-03-10" />);
    await click('바다 호텔 공유하기');
    expect(share).toHaveBeenCalledWith({
      title: '바다 호텔',
      text: '호텔 · 부산',
      url: `${window.location.origin}/hotel/7?startDate=2030-03-10`,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing when the guest closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubBrowser({ share, writeText });
    render(<ShareButton title="바다 호텔" />);
    await click('바다 호텔 공유하기');
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('copies the link with a Korean toast for two seconds without the Web Share API', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubBrowser({ writeText });
    try {
      render(<ShareButton title="바다 호텔" />);
      await click('바다 호텔 공유하기');
      expect(writeText).toHaveBeenCalledWith(window.location.href);
      expect(screen.getByRole('status').textContent).toBe(COPIED);
      act(() => vi.advanceTimersByTime(SHARE_TOAST_MS - 1));
      expect(screen.queryByRole('status')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to copying when sharing fails, and says so when copying fails too', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubBrowser({ share, writeText });
    const { unmount } = render(<ShareButton title="바다 호텔" url="/hotel/7" />);
    await click('바다 호텔 공유하기');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/hotel/7`);
    expect(screen.getByRole('status').textContent).toBe(COPIED);
    unmount();

    stubBrowser({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    render(<ShareButton title="바다 호텔" />);
    await click('바다 호텔 공유하기');
    expect(screen.getByRole('status').textContent).toBe(COPY_FAILED);
  });

  it('shares a landmark by its id’s address, whichever spelling opened the page', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const fake = fakeServer({
      graphql: {
        LandmarkDetail: () => gqlData({ landmark: landmarkAnswer() }),
        LandmarkNearbyStays: () => gqlData({ nearbyStays: [] }),
      },
    });
    renderApp('/landmark/abc', fake);
    // After the render: user-event's setup puts a clipboard of its own on the navigator.
    stubBrowser({ writeText });
    await screen.findByRole('heading', { level: 1, name: '경복궁' });
    await click('경복궁 공유하기');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/landmark/1`);
    expect((await screen.findByRole('status')).textContent).toBe(COPIED);
  });
});
