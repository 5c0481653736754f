// Key case for replies and request bodies in either spelling (spec section 3). No zod here:
// the web app reads every reply through this, on screens that validate nothing.

/** .NET-style camelCase: "Name" → "name", "IsCompound" → "isCompound", "GSTIN" → "gstin". */
export function camelCaseKey(key: string): string {
  if (!/^[A-Z]/.test(key)) return key;
  const run = /^[A-Z]+/.exec(key)?.[0] ?? '';
  // In "HSNCode" the last capital of the run starts the next word ("hsnCode").
  const lower =
    run.length > 1 && run.length < key.length && /[a-z]/.test(key.charAt(run.length))
      ? run.length - 1
      : run.length;
  return key.slice(0, lower).toLowerCase() + key.slice(lower);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Copies plain objects (recursively, also inside arrays) with first-letter-uppercase keys in
 * camelCase. When both spellings are present the camelCase one wins. Other values are kept.
 */
export function camelCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelCaseKeys);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '__proto__') continue; // would replace the copy's prototype
    const ck = camelCaseKey(k);
    if (ck !== k && Object.hasOwn(value, ck)) continue;
    out[ck] = camelCaseKeys(v);
  }
  return out;
}
