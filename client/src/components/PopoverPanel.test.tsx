import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOutsideClose } from '../lib/outside-close';
import { panelPlacement } from '../lib/popover';
import { PopoverPanel } from './PopoverPanel';

const PHONE = { width: 390, height: 844, topEdge: 64 };
const WIDE = { width: 1440, height: 900, topEdge: 64 };
/** The main page's date field on a phone, half way down the screen (the hero). */
const PHONE_FIELD = { top: 428, bottom: 488, left: 24 };

describe('the pickers’ placement rule', () => {
  it('on a phone spans the screen and first scrolls the field up under the header when the room below is short', () => {
    const placement = panelPlacement(PHONE_FIELD, PHONE, 640, { scrollable: 2_000 });
    expect(placement.scrollBy).toBe(428 - 72);
    expect(placement).toMatchObject({ left: 8, width: 374, bottom: null });
    // Under the field once it has moved up, down to the screen's bottom edge.
    expect(placement.top).toBe(488 - placement.scrollBy + 8);
    expect(placement.top! + placement.maxHeight).toBe(844 - 8);
  });

  it('on a phone that cannot scroll opens above the field but never beneath the sticky header', () => {
    const placement = panelPlacement(PHONE_FIELD, PHONE, 640, { scrollable: 0 });
    expect(placement.scrollBy).toBe(0);
    expect(placement.top).toBeNull();
    expect(placement.bottom).toBe(844 - 428 + 8);
    // Its top edge (bottom + height measured from the screen's bottom) stays below the header.
    expect(844 - placement.bottom! - placement.maxHeight).toBeGreaterThanOrEqual(PHONE.topEdge);
  });

  it('under a field that has scrolled beneath the header it starts at the header’s bottom', () => {
    const placement = panelPlacement({ top: 10, bottom: 50, left: 24 }, PHONE, 320);
    expect(placement.top).toBe(72);
  });

  it('on a wide screen is anchored at the field’s left, in its own width, and kept inside the screen', () => {
    expect(panelPlacement({ top: 330, bottom: 390, left: 354 }, WIDE, 640)).toMatchObject({
      left: 354,
      width: 640,
      top: 398,
      scrollBy: 0,
    });
    expect(panelPlacement({ top: 330, bottom: 390, left: 1300 }, WIDE, 640).left).toBe(1440 - 640 - 8);
  });
});

function Picker() {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClose(box, open, close);
  return (
    <div>
      <header style={{ position: 'sticky' }}>
        <a href="/register">회원가입</a>
      </header>
      <div ref={box}>
        <button ref={trigger} type="button" onClick={() => setOpen(true)}>
          날짜
        </button>
        {open && (
          <PopoverPanel id="dates" label="날짜 선택" anchor={trigger} width={640} takeFocus>
            <button type="button">이전 달</button>
            <button type="button">다음 달</button>
          </PopoverPanel>
        )}
        <button type="button">인원</button>
      </div>
      <p>바깥</p>
    </div>
  );
}

function box(top: number, bottom: number, left = 0): DOMRect {
  return { top, bottom, left, right: left + 100, width: 100, height: bottom - top, x: left, y: top } as DOMRect;
}

describe('PopoverPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a phone opens in the page’s body above the header, full width, scrolled under the header, and Tab goes on to the next field', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(3_000);
    let scrolled = 0;
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(((options: ScrollToOptions) => {
      scrolled += options.top ?? 0;
    }) as typeof window.scrollBy);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.tagName === 'HEADER') return box(0, 64);
      if (this.textContent === '날짜') return box(428 - scrolled, 488 - scrolled, 24);
      return box(0, 0);
    });
    const user = userEvent.setup();
    const { container } = render(<Picker />);
    await user.click(screen.getByRole('button', { name: '날짜' }));

    const panel = screen.getByRole('dialog', { name: '날짜 선택' });
    // Out of the page's stacking contexts (the main page's hero isolates its own), above the header's z-30.
    expect(container.contains(panel)).toBe(false);
    expect(panel.parentElement).toBe(document.body);
    expect(panel.className).toMatch(/\bz-40\b/);
    expect(scrollBy).toHaveBeenCalledWith({ top: 428 - 72, behavior: 'instant' });
    expect(panel.style.left).toBe('8px');
    expect(panel.style.width).toBe('374px');
    expect(panel.style.top).toBe(`${488 - (428 - 72) + 8}px`);
    expect(panel.style.visibility).toBe('visible');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '이전 달' }));

    // A tap inside the panel keeps it; Tab from its last button goes to the field after the trigger.
    fireEvent.mouseDown(screen.getByRole('button', { name: '다음 달' }));
    expect(screen.getByRole('dialog', { name: '날짜 선택' })).toBeTruthy();
    screen.getByRole('button', { name: '다음 달' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '인원' }));
    await user.click(screen.getByText('바깥'));
    expect(screen.queryByRole('dialog', { name: '날짜 선택' })).toBeNull();
  });

  it('on a wide screen stays under its field at the field’s left without scrolling the page', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1440);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.tagName === 'HEADER') return box(0, 64);
      if (this.textContent === '날짜') return box(330, 390, 354);
      return box(0, 0);
    });
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: '날짜' }));
    const panel = screen.getByRole('dialog', { name: '날짜 선택' });
    expect(scrollBy).not.toHaveBeenCalled();
    expect([panel.style.left, panel.style.width, panel.style.top]).toEqual(['354px', '640px', '398px']);
  });
});
