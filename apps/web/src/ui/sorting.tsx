import { useMemo, useState, type ReactNode } from 'react';

/** A value a column sorts by: numbers by value, text naturally ("GST 5%" before "GST 12%"). */
export type SortValue = number | string | null;

const COLLATOR = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

/** Compares by value: numbers as numbers, text with numbers inside by their value; blanks last. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (a === null || a === '') return b === null || b === '' ? 0 : 1;
  if (b === null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return COLLATOR.compare(String(a), String(b));
}

export interface SortState<K extends string> {
  key: K;
  direction: 'ascending' | 'descending';
}

/**
 * Rows sorted by the chosen column (none: as given). `valueOf` gives each column's sort value;
 * the sort is stable, so equal values keep their original order.
 */
export function useSortedRows<T, K extends string>(
  rows: readonly T[],
  valueOf: (row: T, key: K) => SortValue,
) {
  const [sort, setSort] = useState<SortState<K> | null>(null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort(
      (a, b) => sign * compareSortValues(valueOf(a, sort.key), valueOf(b, sort.key)),
    );
  }, [rows, sort, valueOf]);
  function toggle(key: K) {
    setSort((s) =>
      s?.key === key && s.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );
  }
  return { sorted, sort, toggle };
}

/** A header cell's sort button: the whole label is the button; the arrow shows the direction. */
export function SortButton<K extends string>({
  column,
  sort,
  onSort,
  children,
}: {
  column: K;
  sort: SortState<K> | null;
  onSort: (key: K) => void;
  children: ReactNode;
}) {
  const active = sort?.key === column;
  const arrow = !active ? '↕' : sort.direction === 'ascending' ? '↑' : '↓';
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 uppercase tracking-wide hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
      onClick={() => onSort(column)}
    >
      {children}
      <span aria-hidden="true" className={active ? 'text-ink' : 'text-muted/50'}>
        {arrow}
      </span>
    </button>
  );
}

/** aria-sort for a header cell. */
export function ariaSort<K extends string>(column: K, sort: SortState<K> | null) {
  return sort?.key === column ? sort.direction : undefined;
}
