import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';

/** A heritage picture; a broken one becomes a placeholder. */
export function HeritageImage({ src, alt, className }: { src: string; alt: string; className: string }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  if (broken)
    return (
      <div
        role="img"
        aria-label={t('places.image.missingOf', { alt })}
        className={`${className} grid place-items-center bg-stone-200 text-3xl`}
      >
        <span aria-hidden>🏯</span>
      </div>
    );
  return <img src={src} alt={alt} onError={() => setBroken(true)} className={`${className} object-cover`} />;
}
