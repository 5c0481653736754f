// Reading replies (spec section 3): names in camelCase or PascalCase, lists bare or wrapped in
// { items }, numbers possibly as strings. Every feature's API files read replies through here.
import { toPaise } from '@hisaab/shared/money';
import { camelCaseKeys } from '@hisaab/shared/case';

export type Row = Record<string, unknown>;

/** camelCase copy of a reply ("GSTIN" → "gstin", "TaxGroupId" → "taxGroupId"). */
export function camel<T>(data: unknown): T {
  return camelCaseKeys(data) as T;
}

export function asRow(data: unknown): Row {
  const value = camelCaseKeys(data);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {};
}

/** A bare array or an object wrapping `items`; only the object entries. */
export function listOf<T = Row>(data: unknown): T[] {
  const value = camelCaseKeys(data);
  const list = Array.isArray(value)
    ? value
    : Array.isArray(asRow(value).items)
      ? (asRow(value).items as unknown[])
      : [];
  return list.filter((r) => r !== null && typeof r === 'object' && !Array.isArray(r)) as T[];
}

export function num(v: unknown, fallback = 0): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return fallback;
}

export function numOrNull(v: unknown): number | null {
  const n = num(v, Number.NaN);
  return Number.isNaN(n) ? null : n;
}

/** Rupees → paise; a float carrying binary noise (0.1 + 0.2) is rounded to the paisa. */
export function paiseOrNull(v: unknown): number | null {
  const n = numOrNull(v);
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

export function strOrNull(v: unknown): string | null {
  const s = str(v);
  return s === '' ? null : s;
}

export function bool(v: unknown): boolean {
  return v === true || v === 'true' || v === 1;
}

export function idOrNull(v: unknown): number | null {
  const n = numOrNull(v);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/** The id of an entity that may call it id or, e.g., taxId (spec section 3). */
export function idOf(row: Row, alternate?: string): number {
  return num(row.id ?? (alternate ? row[alternate] : undefined));
}
