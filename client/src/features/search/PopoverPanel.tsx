import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { usePanelPosition } from './use-popover';

interface PopoverPanelProps {
  id: string;
  label: string;
  anchor: RefObject<HTMLElement | null>;
  width: number;
  /** Move focus into the panel on open (the calendar and guest counter; the destination keeps the input). */
  takeFocus?: boolean;
  children: ReactNode;
}

/** One search bar popover: fixed under its trigger, repositioned on scroll and resize. */
export function PopoverPanel({ id, label, anchor, width, takeFocus = false, children }: PopoverPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
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

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label={label}
      style={{ visibility: 'hidden' }}
      className="fixed z-40 overflow-y-auto rounded-2xl border border-stone-200 bg-white p-4 text-stone-800 shadow-2xl"
    >
      {children}
    </div>
  );
}
