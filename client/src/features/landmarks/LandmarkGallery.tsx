import { useEffect, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { LandmarkImage } from './LandmarkImage';

/** The next index from `index` by `step`, wrapping around both ends. */
export const wrapIndex = (index: number, step: number, count: number): number =>
  count === 0 ? 0 : (((index + step) % count) + count) % count;

/** Keys typed into a field or meant for a tab list are not the gallery's. */
function keyBelongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [role="tablist"]') !== null;
}

/**
 * The landmark's photos (spec §2): previous / next buttons and the left / right arrow keys, wrapping
 * around, and thumbnails; a broken photo shows a placeholder.
 */
export function LandmarkGallery({ name, images }: { name: string; images: readonly string[] }) {
  const t = useT();
  const [shown, setShown] = useState(0);
  const count = images.length;

  useEffect(() => {
    if (count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || keyBelongsElsewhere(event.target)) return;
      const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setShown((index) => wrapIndex(index, step, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  const current = images[shown];
  return (
    <section
      aria-label={t('places.gallery.label')}
      aria-roledescription={t('places.gallery.role')}
      className="space-y-3"
    >
      <div className="relative">
        <LandmarkImage
          key={current ?? 'none'}
          src={current}
          alt={count > 0 ? t('places.gallery.photo', { name, index: shown + 1, count }) : name}
          className="aspect-[16/9] w-full rounded-3xl"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={t('places.gallery.previous')}
              onClick={() => setShown((index) => wrapIndex(index, -1, count))}
              className={`${arrow} left-3`}
            >
              ‹
            </button>
            <button
              type="button"
              aria-label={t('places.gallery.next')}
              onClick={() => setShown((index) => wrapIndex(index, 1, count))}
              className={`${arrow} right-3`}
            >
              ›
            </button>
            <p
              aria-live="polite"
              className="absolute bottom-3 right-3 rounded-full bg-black/55 px-3 py-1 text-xs text-white"
            >
              {`${shown + 1} / ${count}`}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul aria-label={t('places.gallery.list')} className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={`${image}-${i}`} className="w-24 shrink-0">
              <button
                type="button"
                aria-label={t('places.gallery.show', { index: i + 1 })}
                aria-pressed={i === shown}
                onClick={() => setShown(i)}
                className={`block w-full overflow-hidden rounded-xl ring-2 transition ${i === shown ? 'ring-brand-600' : 'ring-transparent hover:opacity-80'}`}
              >
                <LandmarkImage src={image} alt="" className="aspect-[4/3] w-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const arrow =
  'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-2xl text-stone-800 shadow hover:bg-white';
