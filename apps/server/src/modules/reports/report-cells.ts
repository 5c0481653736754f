// Converts a definition's raw cells (paise, thousandths, bigint strings) into the wire's units
// by column kind: money in rupees, quantities as numbers, dates yyyy-mm-dd; a text cell built as
// a Message (fixed words) as its English, its key and values kept on the row (ROW_TEXTS).
import { isMessage } from '@hisaab/shared/i18n/messages';
import { paiseToRupees, qtyMilliToNumber } from '@hisaab/shared/money';
import { ROW_TEXTS, cellText, type RowTexts } from '@hisaab/shared/reports/localise';
import type { ReportColumn } from '@hisaab/shared/reports/report-result';
import type { CellTexts } from './report-definition.ts';

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
  cellTexts?: CellTexts,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) out[k] = typeof v === 'bigint' ? Number(v) : v;
  for (const k of cellTexts?.helpers ?? []) delete out[k];
  const words = cellTexts?.of(raw);
  let texts: RowTexts | null = null;
  for (const c of columns) {
    const v = words?.[c.key] ?? raw[c.key];
    if (isMessage(v)) (texts ??= {})[c.key] = cellText(v);
    out[c.key] = convertCell(c, v);
  }
  if (texts) (out as { [ROW_TEXTS]?: RowTexts })[ROW_TEXTS] = texts;
  return out;
}
