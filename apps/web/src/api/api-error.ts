import { safeServerMessage } from '@hisaab/shared/messages';

/** A non-OK answer: status, the server's detail list, and the spec section 8 message. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: string[];
  /** The parsed body (JSON or text), for fields such as retryAfterSeconds. */
  readonly body: unknown;

  constructor(status: number, message: string, details: string[] = [], body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
    this.body = body;
  }
}

/** The error's message when it is safe to show (spec section 5), else the fallback. */
export function displayMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const joined = err.details.join(' ').trim();
    return safeServerMessage(joined || err.message, fallback);
  }
  return fallback;
}

/** A number field of an error body (e.g. retryAfterSeconds on a 429). */
export function bodyNumber(err: unknown, field: string): number | null {
  if (!(err instanceof ApiError) || err.body === null || typeof err.body !== 'object') return null;
  const v = (err.body as Record<string, unknown>)[field];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
