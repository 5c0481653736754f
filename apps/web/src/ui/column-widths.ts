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

/** How a table's header and longest cells set its widths. */
export interface WidthRules {
  /**
   * The header wraps at spaces: its longest word counts, not the whole of it, a tenth wider
   * (the report header's capitals and letter spacing are wider than the digit 0 that ch is).
   */
  headerWraps?: boolean;
  /** The widest a column gets (ch); a longer text is cut, its title showing it whole. */
  maxCh?: number;
}

/** Column widths in ch from the header and the first rows' texts, so that scrolling never shifts them. */
export function columnWidths<T>(
  columns: readonly DataTableColumn<T>[],
  rows: readonly T[],
  rules: WidthRules = {},
) {
  const sample = rows.slice(0, SAMPLE_ROWS);
  const maxCh = rules.maxCh ?? MAX_CH;
  return columns.map((c) => {
    let longest = rules.headerWraps
      ? Math.ceil(1.1 * Math.max(...c.header.split(/\s+/).map((word) => word.length)))
      : c.header.length;
    for (const row of sample) longest = Math.max(longest, c.text(row).length);
    return Math.min(maxCh, Math.max(MIN_CH, longest)) + 2;
  });
}
