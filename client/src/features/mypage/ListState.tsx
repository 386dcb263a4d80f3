import type { ReactNode } from 'react';

/** Loading, failure and empty states shared by the my page lists. */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
  children,
}: {
  loading: boolean;
  error: string | null;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (loading) return <p className="py-10 text-center text-sm text-stone-500">불러오는 중…</p>;
  if (error)
    return (
      <p role="alert" className="py-10 text-center text-sm text-red-700">
        {error}
      </p>
    );
  if (empty) return <p className="py-10 text-center text-sm text-stone-500">{emptyText}</p>;
  return <>{children}</>;
}
