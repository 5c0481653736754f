// The two company-code calls of spec section 7 with the error texts of spec section 8.
import { AUTH_MESSAGES } from '@hisaab/shared/messages';
import { api } from '../../../api/client.ts';
import { ApiError } from '../../../api/api-error.ts';

/** A dev server or proxy answering index.html instead of the API. */
function looksLikeHtml(v: unknown): boolean {
  return typeof v === 'string' && /^\s*</.test(v);
}

function field(v: unknown, name: string): unknown {
  if (v === null || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  return o[name] ?? o[name.charAt(0).toUpperCase() + name.slice(1)];
}

async function getOrExplain(
  path: string,
  query: Record<string, string>,
  statusMessage: (status: number) => string,
  fallback: string,
): Promise<unknown> {
  try {
    return await api.get<unknown>(path, { query, anonymous: true });
  } catch (err) {
    throw new Error(err instanceof ApiError ? statusMessage(err.status) : fallback, { cause: err });
  }
}

/** GET /companies/suggest-code: a string or { code }. */
export async function suggestCompanyCode(name: string): Promise<string> {
  const data = await getOrExplain(
    '/companies/suggest-code',
    { name },
    AUTH_MESSAGES.failedToSuggestCodeStatus,
    AUTH_MESSAGES.failedToSuggestCode,
  );
  if (looksLikeHtml(data)) throw new Error(AUTH_MESSAGES.htmlInsteadOfCode);
  const code = typeof data === 'string' ? data : field(data, 'code');
  if (typeof code !== 'string') throw new Error(AUTH_MESSAGES.failedToSuggestCode);
  return code.trim();
}

/** GET /Companies/company-code-available: a boolean or { available }. */
export async function isCompanyCodeAvailable(code: string): Promise<boolean> {
  const data = await getOrExplain(
    '/Companies/company-code-available',
    { code },
    AUTH_MESSAGES.failedToCheckCodeStatus,
    AUTH_MESSAGES.failedToCheckCode,
  );
  if (looksLikeHtml(data)) throw new Error(AUTH_MESSAGES.htmlInsteadOfAvailability);
  if (typeof data === 'boolean') return data;
  if (data === 'true' || data === 'false') return data === 'true';
  const available = field(data, 'available');
  if (typeof available !== 'boolean') throw new Error(AUTH_MESSAGES.failedToCheckCode);
  return available;
}
