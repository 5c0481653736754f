// The two company-code calls of spec section 7 with the error texts of spec section 8.
import { AUTH_MESSAGES, MESSAGE_TEXTS } from '@hisaab/shared/messages';
import { TextError, type Text } from '@hisaab/shared/i18n/messages';
import {
  companyCodeAvailabilityReply,
  companyCodeSuggestionReply,
} from '@hisaab/shared/replies/companies';
import type { z } from 'zod/mini';
import { api } from '../../../api/client.ts';
import { ApiError } from '../../../api/api-error.ts';
import { parseReply } from '../../../api/reply.ts';

/** A dev server or proxy answering index.html instead of the API. */
function looksLikeHtml(v: unknown): boolean {
  return typeof v === 'string' && /^\s*</.test(v);
}

/** The object form of a reply through its shared schema; one it cannot read says `failed`. */
function readObject<S extends z.core.$ZodType>(
  schema: S,
  data: unknown,
  failed: string,
): z.output<S> {
  try {
    return parseReply(schema, data);
  } catch (err) {
    throw new Error(failed, { cause: err });
  }
}

async function getOrExplain(
  path: string,
  query: Record<string, string>,
  statusMessage: (status: number) => Text,
  fallback: string,
): Promise<unknown> {
  try {
    return await api.get<unknown>(path, { query, anonymous: true });
  } catch (err) {
    throw new TextError(err instanceof ApiError ? statusMessage(err.status) : fallback, {
      cause: err,
    });
  }
}

/** GET /companies/suggest-code: a string or { code } (spec section 7). */
export async function suggestCompanyCode(name: string): Promise<string> {
  const data = await getOrExplain(
    '/companies/suggest-code',
    { name },
    MESSAGE_TEXTS.failedToSuggestCodeStatus,
    AUTH_MESSAGES.failedToSuggestCode,
  );
  if (looksLikeHtml(data)) throw new Error(AUTH_MESSAGES.htmlInsteadOfCode);
  const code =
    typeof data === 'string'
      ? data
      : readObject(companyCodeSuggestionReply, data, AUTH_MESSAGES.failedToSuggestCode).code;
  return code.trim();
}

/** GET /Companies/company-code-available: a boolean or { available } (spec section 7). */
export async function isCompanyCodeAvailable(code: string): Promise<boolean> {
  const data = await getOrExplain(
    '/Companies/company-code-available',
    { code },
    MESSAGE_TEXTS.failedToCheckCodeStatus,
    AUTH_MESSAGES.failedToCheckCode,
  );
  if (looksLikeHtml(data)) throw new Error(AUTH_MESSAGES.htmlInsteadOfAvailability);
  if (typeof data === 'boolean') return data;
  if (data === 'true' || data === 'false') return data === 'true';
  return readObject(companyCodeAvailabilityReply, data, AUTH_MESSAGES.failedToCheckCode).available;
}
