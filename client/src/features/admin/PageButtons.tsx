import { buttonClass } from './admin-ui';

/**
 * 이전/다음 buttons of a cursor-paged list: `cursors` holds the cursors of the pages before the one shown (the
 * first is null), `unit` names a page's size (`100곳`).
 */
export function PageButtons({
  cursors,
  onChange,
  pageInfo,
  unit,
}: {
  cursors: Array<string | null>;
  onChange(cursors: Array<string | null>): void;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  unit: string;
}) {
  return (
    <>
      {cursors.length > 1 && (
        <button type="button" className={buttonClass.secondary} onClick={() => onChange(cursors.slice(0, -1))}>
          {`이전 ${unit}`}
        </button>
      )}
      {pageInfo.hasNextPage && (
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => onChange([...cursors, pageInfo.endCursor])}
        >
          {`다음 ${unit}`}
        </button>
      )}
    </>
  );
}
