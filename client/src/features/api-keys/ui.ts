/** The consoles' look for this page (the admin feature keeps its own; features do not share files). */
export const button = {
  primary: 'rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-50',
  secondary:
    'rounded-lg border border-stone-300 px-3 py-1.5 text-sm text-stone-700 hover:bg-stone-100 disabled:opacity-50',
  danger: 'rounded-lg border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50',
};

export const table = {
  wrap: 'mt-6 overflow-x-auto rounded-xl border border-stone-200 bg-white',
  table: 'w-full min-w-[720px] text-left text-sm',
  head: 'border-b border-stone-200 bg-stone-50 text-xs text-stone-500',
  th: 'px-4 py-3 font-medium',
  td: 'px-4 py-3',
};
