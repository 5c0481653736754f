// Company codes: suggested from the company name, unique case-insensitively.
import type { DbOrTx } from '../../db/client.ts';
import { companyCodeExists } from './companies.repo.ts';

export const COMPANY_CODE_PATTERN = /^[A-Za-z0-9-]{2,32}$/;

/** "Sharma General Store" → "SHARMAGS"; one word → its first 8 letters. */
export function codeFromName(name: string): string {
  const words = name
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return 'CO';
  const [first, ...rest] = words;
  const base =
    rest.length === 0 ? first!.slice(0, 8) : first!.slice(0, 6) + rest.map((w) => w[0]).join('');
  return (base.length >= 2 ? base : `${base}CO`).slice(0, 12);
}

export async function suggestCompanyCode(db: DbOrTx, name: string): Promise<string> {
  const base = codeFromName(name);
  if (!(await companyCodeExists(db, base))) return base;
  for (let n = 2; n < 1000; n++) {
    const candidate = `${base}${n}`;
    if (!(await companyCodeExists(db, candidate))) return candidate;
  }
  return `${base}${Date.now() % 100000}`;
}

export async function isCompanyCodeAvailable(db: DbOrTx, code: string): Promise<boolean> {
  const trimmed = code.trim();
  if (!COMPANY_CODE_PATTERN.test(trimmed)) return false;
  return !(await companyCodeExists(db, trimmed));
}
