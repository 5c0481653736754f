// The one reply shape of every report and snapshot (report-result.ts), read defensively: a
// dataset missing its columns or rows still shows what it has.
import type {
  ColumnKind,
  ReportColumn,
  ReportDataset,
  ReportResult,
} from '@hisaab/shared/reports/report-result';

const KINDS: readonly ColumnKind[] = ['money', 'quantity', 'number', 'text', 'date', 'link'];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function readColumn(v: unknown): ReportColumn[] {
  if (!isObj(v) || text(v.key) === '') return [];
  const kind = KINDS.includes(v.kind as ColumnKind) ? (v.kind as ColumnKind) : 'text';
  return [{ key: text(v.key), label: text(v.label) || text(v.key), kind }];
}

function readDataset(v: unknown, i: number): ReportDataset[] {
  if (!isObj(v)) return [];
  const name = text(v.name) || `list${i + 1}`;
  return [
    {
      name,
      title: text(v.title) || name,
      columns: Array.isArray(v.columns) ? v.columns.flatMap(readColumn) : [],
      rows: Array.isArray(v.rows) ? (v.rows.filter(isObj) as Obj[]) : [],
    },
  ];
}

export function readResult(body: unknown, fallbackReport = ''): ReportResult {
  const o = isObj(body) ? body : {};
  const snap = isObj(o.snapshot) ? o.snapshot : null;
  return {
    report: text(o.report) || fallbackReport,
    parameters: isObj(o.parameters) ? o.parameters : {},
    datasets: Array.isArray(o.datasets) ? o.datasets.flatMap(readDataset) : [],
    snapshot: snap ? { id: text(snap.id), name: text(snap.name) } : null,
    ...(typeof o.summary === 'string' ? { summary: o.summary } : {}),
  };
}
