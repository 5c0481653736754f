import { useMemo, useRef } from 'react';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { columnWidths, type DataTableColumn } from './column-widths.ts';

export type { DataTableColumn } from './column-widths.ts';

export interface DataTableProps<T> {
  /** The table's accessible name (also labels its scroll region). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  empty: string;
  /** Spec section 9: report tables are at most 480 px high. */
  maxHeight?: number;
}

const ROW_HEIGHT = 30;
/** The widest a text column of a report gets (ch): a longer name is cut, its title whole. */
const REPORT_TEXT_CH = 14;

const features = tableFeatures({});

/**
 * A read-only table of any length: TanStack Table builds the rows, TanStack Virtual renders
 * only those in view (spacer rows keep the native table layout), the header stays put, and
 * the region scrolls both ways (sideways on phones). Fixed widths keep columns steady.
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  rows,
  empty,
  maxHeight = 480,
}: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        cell: ({ row }) => (c.cell ? c.cell(row.original) : c.text(row.original)),
      })),
    [columns],
  );
  const data = useMemo(() => rows as T[], [rows]);
  // Headers wrap and a name is cut at REPORT_TEXT_CH, so that a report's amounts (Paid,
  // Pending) stay on a 1280 px screen beside the report list (issue 42).
  const widths = useMemo(
    () => columnWidths(columns, rows, { headerWraps: true, maxCh: REPORT_TEXT_CH }),
    [columns, rows],
  );
  const table = useTable({ features, columns: columnDefs, data });
  const tableRows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const alignOf = (i: number) => columns[i]?.align ?? 'left';
  const totalCh = widths.reduce((a, b) => a + b, 0);

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      className="scrollbars-shown overflow-auto rounded-md border border-line bg-surface focus-visible:outline-2 focus-visible:outline-accent"
      style={{ maxHeight }}
    >
      <table
        className="border-separate border-spacing-0 text-sm"
        style={{ tableLayout: 'fixed', width: `max(100%, ${totalCh}ch)` }}
        aria-label={label}
        aria-rowcount={tableRows.length + 1}
      >
        <colgroup>
          {widths.map((w, i) => (
            <col key={columns[i]?.id ?? i} style={{ width: `${w}ch` }} />
          ))}
        </colgroup>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header, i) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`sticky top-0 z-10 border-b border-line bg-canvas px-2 py-1.5 align-bottom text-xs font-medium tracking-wide break-words text-muted uppercase ${
                    alignOf(i) === 'right' ? 'text-right' : 'text-left'
                  }`}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {tableRows.length === 0 && (
            <tr>
              <td colSpan={Math.max(1, columns.length)} className="px-2 py-3 text-muted">
                {empty}
              </td>
            </tr>
          )}
          {padTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: padTop, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = tableRows[item.index];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                aria-rowindex={item.index + 2}
                className="hover:bg-accent-soft/40"
                style={{ height: ROW_HEIGHT }}
              >
                {row.getAllCells().map((cell, i) => {
                  const text = columns[i]?.text(row.original) ?? '';
                  return (
                    <td
                      key={cell.id}
                      title={text.length > 12 ? text : undefined}
                      className={`truncate border-b border-line/70 px-2 ${
                        alignOf(i) === 'right' ? 'text-right tabular-nums' : ''
                      }`}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: padBottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
