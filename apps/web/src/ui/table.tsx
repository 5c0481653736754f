import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Numbers are right-aligned (UI.md). */
  align?: 'left' | 'right';
  className?: string;
}

export interface TableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Shown in a single row when there are no rows. */
  empty: string;
  /** Show the caption as a visible heading. */
  showCaption?: boolean;
}

/** A compact ledger-style table that scrolls sideways on narrow screens. */
export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  showCaption = false,
}: TableProps<T>) {
  return (
    <div className="overflow-x-auto rounded-md border border-line bg-surface">
      <table className="w-full border-collapse text-sm">
        <caption
          className={
            showCaption ? 'border-b border-line px-3 py-2 text-left font-semibold' : 'sr-only'
          }
        >
          {caption}
        </caption>
        <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={`px-3 py-2 font-medium ${c.align === 'right' ? 'text-right' : ''}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-3 text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-line">
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={`px-3 py-1.5 align-middle ${c.align === 'right' ? 'text-right tabular-nums' : ''} ${c.className ?? ''}`}
                  >
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
