// Replies may be camelCase or PascalCase, lists bare or wrapped (spec section 3).
import { camelCaseKeys } from '@hisaab/shared/schemas/common';

export type Row = Record<string, unknown>;

export function camel<T>(data: unknown): T {
  return camelCaseKeys(data) as T;
}

export function listOf<T>(data: unknown): T[] {
  const d = camelCaseKeys(data);
  if (Array.isArray(d)) return d as T[];
  if (d !== null && typeof d === 'object' && Array.isArray((d as Row)['items'])) {
    return (d as Row)['items'] as T[];
  }
  return [];
}
