// Converts a definition's raw cells (paise, thousandths, bigint strings) into the wire's units
// by column kind: money in rupees, quantities as numbers, dates yyyy-mm-dd.
import { paiseToRupees, qtyMilliToNumber } from '@hisaab/shared/money';
import type { ReportColumn } from '@hisaab/shared/reports/report-result';

function isoDate(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
}

function num(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  return Number(v);
}

export function convertCell(column: ReportColumn, v: unknown): unknown {
  switch (column.kind) {
    case 'money': {
      const n = num(v);
      return n === null ? null : paiseToRupees(n);
    }
    case 'quantity': {
      const n = num(v);
      return n === null ? null : qtyMilliToNumber(n);
    }
    case 'number':
      return num(v);
    case 'date':
      return isoDate(v);
    default:
      return v === null || v === undefined ? null : String(v);
  }
}

/** A row with its columns converted; keys not among the columns (e.g. transactionId) pass through. */
export function convertRow(
  columns: readonly ReportColumn[],
  raw: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) out[k] = typeof v === 'bigint' ? Number(v) : v;
  for (const c of columns) out[c.key] = convertCell(c, raw[c.key]);
  return out;
}
