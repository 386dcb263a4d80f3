import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** Closes the open panel when the pointer goes down outside `container` (spec §2: a click outside closes all). */
export function useOutsideClose(container: RefObject<HTMLElement | null>, active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (event.target instanceof Node && container.current?.contains(event.target)) return;
      close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [container, active, close]);
}

const MARGIN = 8;
const MIN_HEIGHT = 360;

/**
 * Places a fixed panel under its anchor (fixed, so the hero's clipping cannot cut it) and keeps it
 * there while the page scrolls or the window resizes (spec §2). It writes the panel's style
 * directly: the position is the DOM's business, not React state.
 */
export function usePanelPosition(
  anchor: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  panelWidth: number,
): void {
  useLayoutEffect(() => {
    const place = () => {
      const rect = anchor.current?.getBoundingClientRect();
      const element = panel.current;
      if (!rect || !element) return;
      const width = Math.min(panelWidth, window.innerWidth - 2 * MARGIN);
      const below = window.innerHeight - rect.bottom - 2 * MARGIN;
      const above = rect.top - 2 * MARGIN;
      // Below the trigger unless there is clearly more room above; the panel scrolls inside what it gets.
      const down = below >= MIN_HEIGHT || below >= above;
      element.style.setProperty('width', `${width}px`);
      element.style.setProperty(
        'left',
        `${Math.max(MARGIN, Math.min(rect.left, window.innerWidth - width - MARGIN))}px`,
      );
      element.style.setProperty('top', down ? `${rect.bottom + MARGIN}px` : 'auto');
      element.style.setProperty('bottom', down ? 'auto' : `${window.innerHeight - rect.top + MARGIN}px`);
      element.style.setProperty('max-height', `${Math.max(160, down ? below : above)}px`);
      element.style.setProperty('visibility', 'visible');
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchor, panel, panelWidth]);
}
