const TONES = {
  success: { mark: '✓', className: 'bg-emerald-100 text-emerald-700' },
  waiting: { mark: '!', className: 'bg-amber-100 text-amber-700' },
  failure: { mark: '✕', className: 'bg-red-100 text-red-700' },
  info: { mark: 'i', className: 'bg-stone-100 text-stone-600' },
} as const;

export type ResultTone = keyof typeof TONES;

/** The round mark above a payment result (text glyphs: no emoji font is needed). */
export function ResultIcon({ tone }: { tone: ResultTone }) {
  const { mark, className } = TONES[tone];
  return (
    <span
      aria-hidden
      className={`mx-auto grid size-14 place-items-center rounded-full text-2xl font-bold ${className}`}
    >
      {mark}
    </span>
  );
}
