import { useEffect, type RefObject } from 'react';

// Apart from the panels' placement (lib/popover.ts), which loads with the panels: the search bar needs only this.
/** Marks a picker's panel: it is rendered in document.body, so "inside the bar" also means inside one of these. */
export const POPOVER_ATTRIBUTE = 'data-popover-panel';

/** Closes the open panel when the pointer goes down outside `container` and outside its panel (spec §2). */
export function useOutsideClose(container: RefObject<HTMLElement | null>, active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return close();
      if (container.current?.contains(target) || target.closest(`[${POPOVER_ATTRIBUTE}]`)) return;
      close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [container, active, close]);
}
