// Reading replies: names may be camelCase or PascalCase and lists may be bare or wrapped
// (spec section 3), so every reply is normalised here before the screens see it.
import { camelCaseKeys } from '@hisaab/shared/schemas/common';

export type Row = Record<string, unknown>;

/** camelCase copy of a reply ("GSTIN" → "gstin", "TaxGroupId" → "taxGroupId"). */
export function normalize(data: unknown): unknown {
  return camelCaseKeys(data);
}

/** A bare array or an object wrapping items. */
export function listOf(data: unknown): Row[] {
  const value = normalize(data);
  const list = Array.isArray(value)
    ? value
    : value !== null && typeof value === 'object' && Array.isArray((value as Row).items)
      ? ((value as Row).items as unknown[])
      : [];
  return list.filter((r): r is Row => r !== null && typeof r === 'object');
}

export function asRow(data: unknown): Row {
  const value = normalize(data);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {};
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

/** The id of an entity that may call it id or, e.g., taxId (spec section 3). */
export function idOf(row: Row, alternate?: string): number {
  return num(row.id ?? (alternate ? row[alternate] : undefined));
}
