// The app-wide body hook only lower-cases the first letter of PascalCase keys, so the spec's
// "GSTIN", "PAN" and "CIN" arrive as "gSTIN", "pAN", "cIN". Matching our field names
// case-insensitively accepts every spelling of them.
import { z } from 'zod';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Renames keys to `names` ignoring case; `nested` does the same inside the named fields. */
export function renameFields(value: unknown, names: readonly string[], nested: Record<string, readonly string[]> = {}): unknown {
  if (!isRecord(value)) return value;
  const byLower = new Map(names.map((n) => [n.toLowerCase(), n]));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const name = byLower.get(key.toLowerCase()) ?? key;
    // An exact spelling wins over a differently cased duplicate.
    if (name === '__proto__' || (name !== key && Object.hasOwn(value, name))) continue;
    const inner = nested[name];
    out[name] = inner ? renameFields(v, inner) : v;
  }
  return out;
}

export function withFieldNames<T extends z.ZodType>(names: readonly string[], schema: T, nested: Record<string, readonly string[]> = {}) {
  return z.preprocess((value) => renameFields(value, names, nested), schema);
}
