import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';

/**
 * A landmark photo; a missing or broken one becomes a placeholder (spec §9). Keyed by `src` by its users,
 * so a new photo gets a fresh chance to load.
 */
export function LandmarkImage({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className: string;
}) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  if (!src || broken)
    return (
      <div
        role="img"
        aria-label={alt ? t('places.image.missingOf', { alt }) : t('places.image.missing')}
        className={`${className} grid place-items-center bg-gradient-to-br from-stone-200 to-stone-300 text-stone-500`}
      >
        <span aria-hidden className="text-3xl">
          🏞️
        </span>
      </div>
    );
  return (
    <img src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} className={`${className} object-cover`} />
  );
}
