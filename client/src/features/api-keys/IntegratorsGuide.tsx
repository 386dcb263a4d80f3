import { useState } from 'react';
import { button } from './ui';

/**
 * The integrators' guide (docs/integrators.md), read here as it is in the repository: fetched only when opened, so
 * the consoles' first load does not carry it.
 */
export function IntegratorsGuide() {
  const [guide, setGuide] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  function toggle() {
    setOpen(!open);
    if (guide !== null) return;
    import('../../../../docs/integrators.md?raw')
      .then((module) => setGuide(module.default))
      .catch(() => setFailed(true));
  }

  return (
    <section className="mt-4">
      <button
        type="button"
        className={button.secondary}
        aria-expanded={open}
        aria-controls="integrators-guide"
        onClick={toggle}
      >
        {open ? '연동 안내서 닫기' : '연동 안내서 보기'}
      </button>
      {open && (
        <div
          id="integrators-guide"
          className="mt-3 max-h-[70vh] overflow-auto rounded-xl border border-stone-200 bg-white p-4"
          role="region"
          aria-label="연동 안내서"
        >
          {failed ? (
            <p role="alert" className="text-sm text-red-700">
              연동 안내서를 불러오지 못했습니다.
            </p>
          ) : (
            <pre className="whitespace-pre-wrap break-words font-sans text-sm leading-6 text-stone-800">
              {guide ?? '불러오는 중…'}
            </pre>
          )}
        </div>
      )}
    </section>
  );
}
