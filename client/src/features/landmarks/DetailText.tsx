import { useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';

/**
 * The detail tab's text (spec §2): collapsed with a More / Fold toggle only when it is taller than the
 * collapsed box. The HTML comes sanitized from the server (an allow-list: no scripts, no event handlers).
 */
export function DetailText({ html }: { html: string }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || open) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [html, open]);

  return (
    <div>
      <div
        ref={box}
        data-testid="landmark-detail-text"
        className={`landmark-detail space-y-3 leading-relaxed text-stone-700 [&_a]:text-brand-700 [&_a]:underline [&_img]:my-3 [&_img]:rounded-xl [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc ${open ? '' : 'max-h-72 overflow-hidden'}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {(overflows || open) && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
          className="mt-3 rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-stone-700 hover:bg-stone-100"
        >
          {open ? t('places.detail.fold') : t('places.detail.more')}
        </button>
      )}
    </div>
  );
}
