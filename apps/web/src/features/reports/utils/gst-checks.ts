// The `checks` dataset of the gst/gstr1 report, read for the GST returns panel: each check in
// plain words, errors first, with the document or unit it is about.
import type { ReportResult } from '@hisaab/shared/reports/report-result';

export type CheckSeverity = 'error' | 'warning' | 'ok';

export interface GstCheck {
  severity: CheckSeverity;
  /** The check's short name ('Unit code (UQC)'), when given. */
  title: string | null;
  message: string;
  number: string | null;
  transactionId: number | null;
  unitId: number | null;
  unitName: string | null;
}

const text = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
const id = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v);
  return v !== null && v !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

function severityOf(row: Record<string, unknown>): CheckSeverity {
  const s = text(row.severity ?? row.level ?? row.status ?? row.type).toLowerCase();
  if (s.startsWith('warn')) return 'warning';
  if (s === 'ok' || s === 'pass' || s === 'passed' || s === 'info') return 'ok';
  if (row.ok === true || row.passed === true) return 'ok';
  return 'error';
}

const RANK: Record<CheckSeverity, number> = { error: 0, warning: 1, ok: 2 };

/** The checks of a GSTR-1 result, errors first; null when the result carries none. */
export function readChecks(
  source: ReportResult | readonly Record<string, unknown>[],
): GstCheck[] | null {
  const rows = Array.isArray(source)
    ? source
    : (source as ReportResult).datasets.find((d) => d.name === 'checks')?.rows;
  if (!rows) return null;
  return rows
    .map((row) => ({
      severity: severityOf(row),
      title: text(row.check ?? row.title) || null,
      message: text(row.message ?? row.description ?? row.detail ?? row.text) || text(row.check),
      number: text(row.number ?? row.documentNumber) || null,
      transactionId: id(row.transactionId),
      unitId: id(row.unitId),
      unitName: text(row.unitName ?? row.unit) || null,
    }))
    .filter((c) => c.message !== '' || c.number !== null)
    .sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}

/** The first and last day of a month, yyyy-mm-dd. */
export function monthRange(year: number, month: number): { startDate: string; endDate: string } {
  const ym = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { startDate: `${ym}-01`, endDate: `${ym}-${String(last).padStart(2, '0')}` };
}
