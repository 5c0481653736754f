// A call without a session (login, forgot password, resend verification): no bearer token, no
// refresh, no React. The light sign-in page (sign-in/) uses it without the app's client.
import { storedLanguage } from '../i18n/stored-language.ts';
import { buildErrorMessage, errorDetails } from '@hisaab/shared/messages';
import { ApiError } from './api-error.ts';
import { apiBase } from './config.ts';

/** The body as JSON when the answer says so and parses, else its text; null when empty. */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Throws the spec section 8 ApiError for a non-OK answer; a 204 gives null. */
export async function readReply(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const parsed = await readBody(res);
  if (!res.ok) {
    throw new ApiError(
      res.status,
      buildErrorMessage(res.status, parsed),
      errorDetails(parsed),
      parsed,
    );
  }
  return parsed;
}

export async function postAnonymous<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${apiBase()}${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Accept-Language': storedLanguage(),
    },
    body: JSON.stringify(body),
  });
  return (await readReply(res)) as T;
}
