// Reading replies (spec section 3): names in camelCase or PascalCase, lists bare or wrapped in
// { items }, numbers possibly as strings. Money arrives in rupees and leaves here in paise.
import { toPaise } from '@hisaab/shared/money';
import { camelCaseKeys } from '@hisaab/shared/schemas/common';

export type Row = Record<string, unknown>;

export function asRow(data: unknown): Row {
  const value = camelCaseKeys(data);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {};
}

export function listOf(data: unknown): Row[] {
  const value = camelCaseKeys(data);
  const list = Array.isArray(value) ? value : Array.isArray(asRow(value).items) ? (asRow(value).items as unknown[]) : [];
  return list.filter((r): r is Row => r !== null && typeof r === 'object' && !Array.isArray(r));
}

function finite(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** Rupees → paise; a float carrying binary noise (0.1 + 0.2) is rounded to the paisa. */
export function paiseOrNull(v: unknown): number | null {
  const n = finite(v);
  if (n === null) return null;
  try {
    return toPaise(n);
  } catch {
    return toPaise(n.toFixed(2));
  }
}

export function paise(v: unknown): number {
  return paiseOrNull(v) ?? 0;
}

export function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

export function idOrNull(v: unknown): number | null {
  const n = finite(v);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
}
