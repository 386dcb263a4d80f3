import { useState } from 'react';

/** The main photo large, the sub photos as thumbnails that take its place when chosen. */
export function HotelGallery({ name, images }: { name: string; images: ReadonlyArray<{ kind: string; url: string }> }) {
  const ordered = [...images].sort((a, b) => Number(b.kind === 'MAIN') - Number(a.kind === 'MAIN'));
  const [shown, setShown] = useState(0);
  const current = ordered[shown] ?? ordered[0];
  if (!current) return <div className="aspect-[16/9] rounded-3xl bg-stone-200" />;

  return (
    <div className="grid gap-2 md:grid-cols-[3fr_1fr]">
      <img src={current.url} alt={`${name} 사진`} className="aspect-[16/10] w-full rounded-3xl object-cover" />
      <ul className="grid grid-cols-4 gap-2 md:grid-cols-1 md:grid-rows-4">
        {ordered.map((image, i) => (
          <li key={image.url}>
            <button
              type="button"
              aria-label={`${i + 1}번째 사진 보기`}
              aria-pressed={i === shown}
              onClick={() => setShown(i)}
              className={`block size-full overflow-hidden rounded-xl ring-2 transition ${i === shown ? 'ring-brand-600' : 'ring-transparent hover:opacity-80'}`}
            >
              <img src={image.url} alt="" loading="lazy" className="aspect-[4/3] size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
