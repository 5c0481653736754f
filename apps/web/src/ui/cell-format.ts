// How a report or insight cell reads on screen (column kinds of report-result.ts): money in
// en-IN ₹ from its exact paise, quantities and numbers grouped en-IN, dates dd/mm/yyyy.
import { formatDate, formatINR } from '@hisaab/shared/format';
import { toPaise } from '@hisaab/shared/money';
import { i18n } from '../i18n/i18n.ts';
import type { ColumnKind, ReportColumn, ReportDataset } from '@hisaab/shared/reports/report-result';

const QUANTITY = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** Spec section 9: a table takes its columns from the first 1000 rows. */
const SAMPLE_ROWS = 1000;

/** A money cell (rupees, as the reply schema has them) in paise; null when it is no amount. */
function cellPaise(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? toPaise(value.toFixed(2)) : null;
}

export function cellText(value: unknown, kind: ColumnKind): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? i18n.t('Yes') : i18n.t('No');
  switch (kind) {
    case 'money': {
      const paise = cellPaise(value);
      return paise === null ? String(value) : formatINR(paise);
    }
    case 'quantity':
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return typeof value !== 'boolean' && Number.isFinite(n) && String(value).trim() !== ''
        ? QUANTITY.format(n)
        : String(value);
    }
    case 'date':
      return typeof value === 'string' ? formatDate(value) : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

export function isNumericKind(kind: ColumnKind): boolean {
  return kind === 'money' || kind === 'quantity' || kind === 'number';
}

/** The dataset's columns; a dataset without any gets them from its first rows' keys. */
export function datasetColumns(dataset: ReportDataset): ReportColumn[] {
  if (dataset.columns.length > 0) return dataset.columns;
  const keys = new Map<string, ColumnKind>();
  for (const row of dataset.rows.slice(0, SAMPLE_ROWS)) {
    for (const [key, value] of Object.entries(row)) {
      if (!keys.has(key)) keys.set(key, typeof value === 'number' ? 'number' : 'text');
    }
  }
  return [...keys].map(([key, kind]) => ({ key, label: key, kind }));
}

/** The bill a `link` cell opens (spec section 2). */
export function documentHref(transactionId: unknown): string | null {
  const id = typeof transactionId === 'number' ? transactionId : Number(transactionId);
  return Number.isInteger(id) && id > 0 ? `/invoice?mode=modify&id=${id}` : null;
}
