// A table column's text and how wide it needs to be: shared by the report tables (data-table.tsx,
// TanStack Table) and the dashboard's list, which must not load TanStack Table for it.
import type { ReactNode } from 'react';

/** One column: its text (also used for the width and the cell's title), optionally richer cell. */
export interface DataTableColumn<T> {
  id: string;
  header: string;
  text: (row: T) => string;
  /** What the cell shows when it is more than its text (a link). */
  cell?: (row: T) => ReactNode;
  /** Numbers are right-aligned with tabular figures (UI.md). */
  align?: 'left' | 'right';
}

/** Spec section 9: widths (like columns) come from the first 1000 rows. */
const SAMPLE_ROWS = 1000;
const MIN_CH = 6;
const MAX_CH = 40;

/** Column widths in ch from the header and the first rows' texts, so that scrolling never shifts them. */
export function columnWidths<T>(columns: readonly DataTableColumn<T>[], rows: readonly T[]) {
  const sample = rows.slice(0, SAMPLE_ROWS);
  return columns.map((c) => {
    let longest = c.header.length;
    for (const row of sample) longest = Math.max(longest, c.text(row).length);
    return Math.min(MAX_CH, Math.max(MIN_CH, longest)) + 2;
  });
}
