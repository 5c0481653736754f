// A CSV of a dataset built in the browser, for results with no server export (bank
// transactions). Same rules as the server's: UTF-8 with a BOM, money with 2 decimals, text
// that a spreadsheet would run as a formula made inert.
import type { ReportColumn, ReportDataset } from '@hisaab/shared/reports/report-result';
import { datasetColumns } from './cell-format.ts';

function csvCell(column: ReportColumn, v: unknown): string {
  if (v === null || v === undefined) return '';
  let s = column.kind === 'money' && typeof v === 'number' ? v.toFixed(2) : String(v);
  if ((column.kind === 'text' || column.kind === 'link') && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function datasetCsv(dataset: ReportDataset): string {
  const columns = datasetColumns(dataset);
  const lines = [columns.map((c) => csvCell({ ...c, kind: 'text' }, c.label)).join(',')];
  for (const row of dataset.rows) lines.push(columns.map((c) => csvCell(c, row[c.key])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
