import type { ReactNode } from 'react';

/** Loading, failure and empty states of a console list; the list itself shows only once there are rows. */
export function ConsoleListState({
  loading,
  error,
  empty,
  errorText,
  emptyText,
  children,
}: {
  loading: boolean;
  error: boolean;
  empty: boolean;
  errorText: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (loading)
    return (
      <p role="status" className="py-16 text-center text-sm text-stone-500">
        불러오는 중…
      </p>
    );
  if (error)
    return (
      <p role="alert" className="py-16 text-center text-sm text-red-700">
        {errorText}
      </p>
    );
  if (empty) return <p className="py-16 text-center text-sm text-stone-500">{emptyText}</p>;
  return <>{children}</>;
}
