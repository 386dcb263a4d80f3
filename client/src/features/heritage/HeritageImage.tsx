import { useState } from 'react';

/** A heritage picture; a broken one becomes a placeholder. */
export function HeritageImage({ src, alt, className }: { src: string; alt: string; className: string }) {
  const [broken, setBroken] = useState(false);
  if (broken)
    return (
      <div
        role="img"
        aria-label={`${alt} (이미지 없음)`}
        className={`${className} grid place-items-center bg-stone-200 text-3xl`}
      >
        <span aria-hidden>🏯</span>
      </div>
    );
  return <img src={src} alt={alt} onError={() => setBroken(true)} className={`${className} object-cover`} />;
}
