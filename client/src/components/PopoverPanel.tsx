import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { POPOVER_ATTRIBUTE } from '../lib/outside-close';
import { usePanelPosition } from '../lib/popover';

interface PopoverPanelProps {
  id: string;
  label: string;
  anchor: RefObject<HTMLElement | null>;
  width: number;
  /** Move focus into the panel on open (the calendar and guest counter; the destination keeps the input). */
  takeFocus?: boolean;
  /** A listbox (the destination's suggestions) rather than the default dialog. */
  role?: 'dialog' | 'listbox';
  children: ReactNode;
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/**
 * Every picker's panel (docs/decisions/client.md "Pickers"): rendered in document.body, above the sticky header,
 * so no stacking context of the page (the main page's hero) can put it beneath; placed by panelPlacement.
 * Tab leaves it where it would have left it in place: the page's next field, or back before the panel.
 */
export function PopoverPanel({
  id,
  label,
  anchor,
  width,
  takeFocus = false,
  role = 'dialog',
  children,
}: PopoverPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const spot = useRef<HTMLSpanElement>(null);
  usePanelPosition(anchor, panel, width);

  useEffect(() => {
    const element = panel.current;
    if (!takeFocus || !element) return;
    const focusFirst = () => {
      // The calendar marks the day to start from; elsewhere the first enabled button.
      const first =
        element.querySelector<HTMLElement>('[data-autofocus]') ??
        element.querySelector<HTMLElement>('button:not([disabled])');
      first?.focus();
      return first !== null;
    };
    if (focusFirst()) return;
    // The panel's content loads on first open (SearchBar): focus it once it is there.
    const observer = new MutationObserver(() => {
      if (focusFirst()) observer.disconnect();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [takeFocus]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel.current || !spot.current) return;
    const inside = [...panel.current.querySelectorAll<HTMLElement>(TABBABLE)];
    const edge = event.shiftKey ? inside[0] : inside.at(-1);
    if (inside.length > 0 && document.activeElement !== edge) return;
    const outside = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
      (element) => !panel.current!.contains(element),
    );
    const before = (element: HTMLElement) =>
      (spot.current!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
    const next = event.shiftKey ? outside.filter(before).at(-1) : outside.find((element) => !before(element));
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <>
      <span ref={spot} hidden />
      {/* Panels open only in the browser (after a click or a key): the server never renders one. */}
      {typeof document !== 'undefined' &&
        createPortal(
          <div
            ref={panel}
            id={id}
            role={role}
            aria-label={label}
            {...{ [POPOVER_ATTRIBUTE]: '' }}
            onKeyDown={onKeyDown}
            style={{ visibility: 'hidden' }}
            className="fixed z-40 overflow-y-auto rounded-2xl border border-stone-200 bg-white p-4 text-stone-800 shadow-2xl"
          >
            {children}
          </div>,
          document.body,
        )}
    </>
  );
}
