import { useLayoutEffect, type RefObject } from 'react';

export const PANEL_MARGIN = 8;
/** Below this width a panel spans the screen (Tailwind's `sm`). */
export const PHONE_MAX_WIDTH = 640;
const MIN_HEIGHT = 360;

export interface AnchorBox {
  top: number;
  bottom: number;
  left: number;
}

export interface Viewport {
  width: number;
  height: number;
  /** Where the page's own space starts: the bottom of the sticky header (0 when there is none). */
  topEdge: number;
}

export interface PanelPlacement {
  left: number;
  width: number;
  /** One of top and bottom is set: under the anchor, or above it. */
  top: number | null;
  bottom: number | null;
  maxHeight: number;
  /** How far to scroll the page first so the panel gets room under its field (phones only). */
  scrollBy: number;
}

/**
 * The one placement rule of every picker's panel (search bar destination, dates, guests; the lodging page's
 * dates): fixed, never beneath the sticky header nor past the screen, never over its own field. On a wide screen
 * it is anchored at the field's left; on a phone it spans the screen, and when there is too little room under
 * the field the page first scrolls the field up under the header, so month arrows and counters stay tappable.
 */
export function panelPlacement(
  anchor: AnchorBox,
  viewport: Viewport,
  panelWidth: number,
  page: { scrollable: number } = { scrollable: 0 },
): PanelPlacement {
  const phone = viewport.width < PHONE_MAX_WIDTH;
  const width = phone ? viewport.width - 2 * PANEL_MARGIN : Math.min(panelWidth, viewport.width - 2 * PANEL_MARGIN);
  const left = phone
    ? PANEL_MARGIN
    : Math.max(PANEL_MARGIN, Math.min(anchor.left, viewport.width - width - PANEL_MARGIN));
  const ceiling = viewport.topEdge + PANEL_MARGIN;
  let scrollBy = 0;
  let { top: anchorTop, bottom: anchorBottom } = anchor;
  if (phone && viewport.height - anchorBottom - 2 * PANEL_MARGIN < MIN_HEIGHT && anchorTop > ceiling) {
    // As far as the page can scroll: the field goes up to just under the header.
    scrollBy = Math.min(anchorTop - ceiling, Math.max(0, page.scrollable));
    anchorTop -= scrollBy;
    anchorBottom -= scrollBy;
  }
  const below = viewport.height - anchorBottom - 2 * PANEL_MARGIN;
  const above = anchorTop - PANEL_MARGIN - ceiling;
  // Below the field unless there is clearly more room above; the panel scrolls inside what it gets.
  const down = below >= MIN_HEIGHT || below >= above;
  if (down) {
    const top = Math.max(anchorBottom + PANEL_MARGIN, ceiling);
    return { left, width, top, bottom: null, maxHeight: Math.max(160, viewport.height - PANEL_MARGIN - top), scrollBy };
  }
  return {
    left,
    width,
    top: null,
    bottom: viewport.height - anchorTop + PANEL_MARGIN,
    maxHeight: Math.max(160, above),
    scrollBy,
  };
}

/** The bottom of the page's sticky or fixed header, where panels stop. */
function stickyHeaderBottom(): number {
  const header = document.querySelector('body header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  if (position !== 'sticky' && position !== 'fixed') return 0;
  return Math.max(0, header.getBoundingClientRect().bottom);
}

/**
 * Keeps a fixed panel where panelPlacement says while the page scrolls or the window resizes (spec §2). It
 * writes the panel's style directly: the position is the DOM's business, not React state.
 */
export function usePanelPosition(
  anchor: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  panelWidth: number,
): void {
  useLayoutEffect(() => {
    let first = true;
    const place = () => {
      const element = panel.current;
      if (!anchor.current || !element) return;
      const viewport = { width: window.innerWidth, height: window.innerHeight, topEdge: stickyHeaderBottom() };
      const scrollable = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
      let placement = panelPlacement(anchor.current.getBoundingClientRect(), viewport, panelWidth, { scrollable });
      if (first && placement.scrollBy > 0) {
        // Only when it opens: later the visitor scrolls as they like and the panel follows.
        window.scrollBy({ top: placement.scrollBy, behavior: 'instant' });
        placement = panelPlacement(anchor.current.getBoundingClientRect(), viewport, panelWidth);
      }
      first = false;
      const px = (value: number | null) => (value === null ? 'auto' : `${value}px`);
      element.style.setProperty('width', px(placement.width));
      element.style.setProperty('left', px(placement.left));
      element.style.setProperty('top', px(placement.top));
      element.style.setProperty('bottom', px(placement.bottom));
      element.style.setProperty('max-height', px(placement.maxHeight));
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
