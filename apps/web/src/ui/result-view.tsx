import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { displayMessage } from '../api/api-error.ts';
import { downloadFile, saveBlob } from '../api/download.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { datasetColumns } from './cell-format.ts';
import { datasetCsv } from './client-csv.ts';
import { DataTable } from './data-table.tsx';
import { resultColumns } from './result-columns.tsx';
import { Select } from './select.tsx';

/**
 * Where the exports come from: the server (a report or insight with its parameters, or a
 * snapshot), or, for results the server does not export (bank transactions), a CSV built here.
 */
export type ExportTarget =
  | { kind: 'server'; path: string; query: Record<string, string> }
  | { kind: 'browser'; fileName: string };

export interface ResultViewProps {
  result: ReportResult;
  target: ExportTarget;
  /** What an export failure says when the server gives no message (spec section 8). */
  failed: { csv: string; xlsx: string };
  /** Spec section 9: report tables at most 480 px high, insight tables 520 px. */
  maxHeight?: number;
  /** A chart drawn above the table, when the result reads better as one. */
  chart?: ReactNode;
  /** The section's accessible name. */
  label?: string;
}

const ROWS = new Intl.NumberFormat('en-IN');

/**
 * A result of the one reply shape: its one-line summary, the dataset selector when there are
 * several lists, CSV and XLSX downloads, a chart when given, and the virtualised table.
 */
export function ResultView({ result, target, failed, maxHeight, chart, label }: ResultViewProps) {
  const { t } = useTranslation();
  const sectionLabel = label ?? t('Report result');
  const datasets = result.datasets;
  const [chosen, setChosen] = useState(datasets[0]?.name ?? '');
  const [exportError, setExportError] = useState<string | null>(null);
  const dataset = datasets.find((d) => d.name === chosen) ?? datasets[0];
  const columns = useMemo(() => (dataset ? resultColumns(datasetColumns(dataset)) : []), [dataset]);

  async function exportAs(format: 'csv' | 'xlsx') {
    setExportError(null);
    try {
      if (target.kind === 'browser') {
        if (!dataset) return;
        saveBlob(
          new Blob([datasetCsv(dataset)], { type: 'text/csv;charset=utf-8' }),
          target.fileName,
        );
        return;
      }
      // CSV is one table: the list shown. XLSX holds every list, one sheet each.
      const query: Record<string, string> = { ...target.query, format };
      if (format === 'csv' && dataset && datasets.length > 1) query.dataset = dataset.name;
      await downloadFile(target.path, query, `${result.report.replace(/\//g, '-')}.${format}`);
    } catch (err) {
      setExportError(displayMessage(err, failed[format]));
    }
  }

  const summary = result.summary ? (
    <p className="rounded-md border-l-4 border-accent bg-accent-soft px-3 py-2 text-sm font-medium text-ink">
      {result.summary}
    </p>
  ) : null;

  if (!dataset) {
    return (
      <section aria-label={sectionLabel} className="space-y-2">
        {summary}
        <p className="text-muted">{t('There are no lists to show.')}</p>
      </section>
    );
  }

  return (
    <section aria-label={sectionLabel} className="space-y-2">
      {summary}
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex flex-wrap items-end gap-3">
          {datasets.length > 1 ? (
            <Select
              label={t('List')}
              value={dataset.name}
              onChange={(e) => setChosen(e.target.value)}
              options={datasets.map((d) => ({ value: d.name, label: d.title }))}
              className="w-56"
            />
          ) : (
            <h3 className="text-base font-semibold">{dataset.title}</h3>
          )}
          <span className="pb-1.5 text-sm text-muted tabular-nums" aria-live="polite">
            {t('{{rows}} rows', {
              count: dataset.rows.length,
              rows: ROWS.format(dataset.rows.length),
            })}
          </span>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => exportAs('csv')}>
            CSV
          </Button>
          {target.kind === 'server' && (
            <Button
              variant="secondary"
              onClick={() => exportAs('xlsx')}
              title={datasets.length > 1 ? t('Every list, one sheet each') : undefined}
            >
              XLSX
            </Button>
          )}
        </div>
      </div>
      {exportError && (
        <Alert tone="error" onDismiss={() => setExportError(null)}>
          {exportError}
        </Alert>
      )}
      {chart}
      <DataTable
        label={dataset.title}
        columns={columns}
        rows={dataset.rows}
        empty={t('No rows for these parameters.')}
        {...(maxHeight === undefined ? {} : { maxHeight })}
      />
    </section>
  );
}
