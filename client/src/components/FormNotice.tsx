/** A short result line under a form step: errors are alerts, successes are statuses. */
export function FormNotice({ notice }: { notice: { text: string; tone: 'error' | 'success' } | null }) {
  if (!notice) return null;
  return notice.tone === 'error' ? (
    <p role="alert" className="text-sm text-red-700">
      {notice.text}
    </p>
  ) : (
    <p role="status" className="text-sm text-emerald-700">
      {notice.text}
    </p>
  );
}

export const secondaryButton =
  'shrink-0 rounded-lg border border-brand-700 px-3.5 py-2.5 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-400 disabled:hover:bg-transparent';
