import type { ReportColumn } from '@hisaab/shared/reports/report-result';
import type { DataTableColumn } from './data-table.tsx';
import { cellText, documentHref, isNumericKind } from './cell-format.ts';

export type ResultRow = Record<string, unknown>;

/**
 * A dataset's columns for the table: money, quantities and numbers right-aligned; a `link`
 * cell (a document number) opens its bill in a new tab.
 */
export function resultColumns(columns: readonly ReportColumn[]): DataTableColumn<ResultRow>[] {
  return columns.map((c) => {
    const text = (row: ResultRow) => cellText(row[c.key], c.kind);
    const column: DataTableColumn<ResultRow> = {
      id: c.key,
      header: c.label,
      text,
      align: isNumericKind(c.kind) ? 'right' : 'left',
    };
    if (c.kind === 'link') {
      column.cell = (row) => {
        const href = documentHref(row.transactionId);
        const label = text(row);
        if (!href || label === '') return label;
        return (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-accent underline-offset-2 hover:underline"
          >
            {label}
          </a>
        );
      };
    }
    return column;
  });
}
