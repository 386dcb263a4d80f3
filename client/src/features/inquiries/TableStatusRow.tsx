import { useT } from '../../i18n/I18nProvider';

/** The one row a table of inquiries shows while its page loads, or when it has none. */
export function TableStatusRow({ loading, empty, columns }: { loading: boolean; empty: boolean; columns: number }) {
  const t = useT();
  if (!loading && !empty) return null;
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-12 text-center text-stone-500">
        {loading ? t('account.inquiries.loading') : t('account.inquiries.none')}
      </td>
    </tr>
  );
}
