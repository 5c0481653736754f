import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { IMPORT_COLUMNS, type ImportKind, type ImportPreviewRow } from '@hisaab/shared/imports';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { problemText } from '../utils/import-text.ts';

/** Rows listed in full above the table; the rest are in the table's Problems column. */
export const LISTED_PROBLEM_ROWS = 100;

/**
 * The rows with problems, each message in full (errors red, notes amber), then every row of
 * the file as it was read with its problems beside it: a virtualised table, so 10,000 rows
 * scroll smoothly. The Problems column comes right after the row number, where it is seen
 * without scrolling sideways on a phone.
 */
export function PreviewTable({ kind, rows }: { kind: ImportKind; rows: ImportPreviewRow[] }) {
  const { t } = useTranslation();
  const withProblems = useMemo(() => rows.filter((r) => r.problems.length > 0), [rows]);
  const columns = useMemo<DataTableColumn<ImportPreviewRow>[]>(
    () => [
      { id: 'row', header: t('Row'), text: (r) => String(r.rowNumber), align: 'right' },
      {
        id: 'problems',
        header: t('Problems'),
        text: (r) => r.problems.map(problemText).join(' · '),
        cell: (r) =>
          r.problems.length === 0 ? (
            <span className="text-muted">{t('OK')}</span>
          ) : (
            r.problems.map((p, i) => (
              <span key={i} className={p.severity === 'error' ? 'text-danger' : 'text-warning'}>
                {i > 0 && ' · '}
                {problemText(p)}
              </span>
            ))
          ),
      },
      ...IMPORT_COLUMNS[kind].map((c): DataTableColumn<ImportPreviewRow> => ({
        id: c.key,
        header: t(c.label),
        text: (r) => r.values[c.key] ?? '',
      })),
    ],
    [kind, t],
  );

  return (
    <div className="flex flex-col gap-3">
      {withProblems.length > 0 && (
        <ul aria-label={t('Rows with problems')} className="flex flex-col gap-1.5 text-sm">
          {withProblems.slice(0, LISTED_PROBLEM_ROWS).map((r) => (
            <li key={r.rowNumber}>
              <span className="font-medium">{t('Row {{row}}', { row: r.rowNumber })}</span>
              {r.values['name'] ? ` · ${r.values['name']}` : ''}
              <ul className="pl-4">
                {r.problems.map((p, i) => (
                  <li key={i} className={p.severity === 'error' ? 'text-danger' : 'text-warning'}>
                    {problemText(p)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
          {withProblems.length > LISTED_PROBLEM_ROWS && (
            <li className="text-muted">
              {t('…and {{n}} more rows with problems: see the table below.', {
                n: (withProblems.length - LISTED_PROBLEM_ROWS).toLocaleString('en-IN'),
              })}
            </li>
          )}
        </ul>
      )}
      <DataTable
        label={t('Rows of the file')}
        columns={columns}
        rows={rows}
        empty={t('The file has no rows.')}
      />
    </div>
  );
}
