import { useMemo, useState } from 'react';
import { REPORT_MESSAGES } from '@hisaab/shared/messages';
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { Select } from '../../../ui/select.tsx';
import { downloadFile, saveBlob } from '../api/download.ts';
import { datasetColumns } from '../utils/cell-format.ts';
import { datasetCsv } from '../utils/client-csv.ts';
import { CHART_DATASET, MonthChart } from './month-chart.tsx';
import { resultColumns } from './result-columns.tsx';

/**
 * Where the exports come from: the server (a report with its parameters, or a snapshot), or,
 * for results the server does not export (bank transactions), a CSV built here.
 */
export type ExportTarget =
  | { kind: 'server'; path: string; query: Record<string, string> }
  | { kind: 'browser'; fileName: string };

const ROWS = new Intl.NumberFormat('en-IN');

/**
 * A result: the dataset selector when there are several lists, CSV and XLSX downloads, a
 * by-month chart when the result has one, and the virtualised table.
 */
export function ReportResultView({
  result,
  target,
}: {
  result: ReportResult;
  target: ExportTarget;
}) {
  const datasets = result.datasets;
  const [chosen, setChosen] = useState(datasets[0]?.name ?? '');
  const [exportError, setExportError] = useState<string | null>(null);
  const dataset = datasets.find((d) => d.name === chosen) ?? datasets[0];
  const columns = useMemo(() => (dataset ? resultColumns(datasetColumns(dataset)) : []), [dataset]);
  const chart = datasets.find((d) => d.name === CHART_DATASET);

  async function exportAs(format: 'csv' | 'xlsx') {
    setExportError(null);
    const fallback =
      format === 'xlsx' ? REPORT_MESSAGES.failedToGenerateXlsx : REPORT_MESSAGES.failedToGenerate;
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
      setExportError(displayMessage(err, fallback));
    }
  }

  if (!dataset) return <p className="text-muted">This report has no lists to show.</p>;

  return (
    <section aria-label="Report result" className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex flex-wrap items-end gap-3">
          {datasets.length > 1 ? (
            <Select
              label="List"
              value={dataset.name}
              onChange={(e) => setChosen(e.target.value)}
              options={datasets.map((d) => ({ value: d.name, label: d.title }))}
              className="w-56"
            />
          ) : (
            <h3 className="text-base font-semibold">{dataset.title}</h3>
          )}
          <span className="pb-1.5 text-sm text-muted tabular-nums" aria-live="polite">
            {ROWS.format(dataset.rows.length)} {dataset.rows.length === 1 ? 'row' : 'rows'}
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
              title={datasets.length > 1 ? 'Every list, one sheet each' : undefined}
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
      {result.summary && <p className="text-sm">{result.summary}</p>}
      {/* A trend needs two months at least; the table has every figure anyway. */}
      {chart && chart.rows.length > 1 && <MonthChart dataset={chart} />}
      <DataTable
        label={dataset.title}
        columns={columns}
        rows={dataset.rows}
        empty="No rows for these parameters."
      />
    </section>
  );
}
