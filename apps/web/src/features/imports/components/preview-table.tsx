import { useMemo, useState } from 'react';
import { IMPORT_COLUMNS, type ImportKind, type ImportPreviewRow } from '@hisaab/shared/imports';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { problemText } from '../utils/import-text.ts';

/**
 * Every row of the file as it was read, with its problems beside it (errors red, notes amber);
 * virtualised, so 10,000 rows scroll smoothly. The problems column comes first after the row
 * number, where it is seen without scrolling sideways on a phone.
 */
export function PreviewTable({ kind, rows }: { kind: ImportKind; rows: ImportPreviewRow[] }) {
  const withProblems = useMemo(() => rows.filter((r) => r.problems.length > 0), [rows]);
  const [onlyProblems, setOnlyProblems] = useState(withProblems.length > 0);
  const shown = onlyProblems && withProblems.length > 0 ? withProblems : rows;

  const columns = useMemo<DataTableColumn<ImportPreviewRow>[]>(
    () => [
      { id: 'row', header: 'Row', text: (r) => String(r.rowNumber), align: 'right' },
      {
        id: 'problems',
        header: 'Problems',
        text: (r) => r.problems.map(problemText).join(' · '),
        cell: (r) =>
          r.problems.length === 0 ? (
            <span className="text-muted">OK</span>
          ) : (
            r.problems.map((p, i) => (
              <span
                key={i}
                className={p.severity === 'error' ? 'text-danger' : 'text-warning'}
              >
                {i > 0 && ' · '}
                {problemText(p)}
              </span>
            ))
          ),
      },
      ...IMPORT_COLUMNS[kind].map(
        (c): DataTableColumn<ImportPreviewRow> => ({
          id: c.key,
          header: c.label,
          text: (r) => r.values[c.key] ?? '',
        }),
      ),
    ],
    [kind],
  );

  return (
    <div className="flex flex-col gap-2">
      {withProblems.length > 0 && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={onlyProblems}
            onChange={(e) => setOnlyProblems(e.target.checked)}
          />
          Show only the {withProblems.length.toLocaleString('en-IN')} rows with problems or notes
        </label>
      )}
      <DataTable
        label="Rows of the file"
        columns={columns}
        rows={shown}
        empty="The file has no rows."
      />
    </div>
  );
}
