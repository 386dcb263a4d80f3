import type { ReactNode } from 'react';
import { useT } from '../i18n/I18nProvider';

/** Loading, failure and empty states of a list; the list itself shows only once there are rows. */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
  children,
}: {
  loading: boolean;
  /** The failure's words, or null when the list loaded. */
  error: string | null;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const t = useT();
  if (loading)
    return (
      <p role="status" className="py-12 text-center text-sm text-stone-500">
        {t('common.loading')}
      </p>
    );
  if (error)
    return (
      <p role="alert" className="py-12 text-center text-sm text-red-700">
        {error}
      </p>
    );
  if (empty) return <p className="py-12 text-center text-sm text-stone-500">{emptyText}</p>;
  return <>{children}</>;
}
