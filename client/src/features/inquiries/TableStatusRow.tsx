/** The one row a table of inquiries shows while its page loads, or when it has none. */
export function TableStatusRow({ loading, empty, columns }: { loading: boolean; empty: boolean; columns: number }) {
  if (!loading && !empty) return null;
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-12 text-center text-stone-500">
        {loading ? '불러오는 중…' : '등록된 문의가 없습니다.'}
      </td>
    </tr>
  );
}
