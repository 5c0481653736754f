import { msg, tk, type Text } from '@hisaab/shared/i18n/messages';
import { isSafeServerMessage, safeServerMessage } from '@hisaab/shared/messages';
import { ERROR_CODES } from '@hisaab/shared/error-codes';

/** A reply that does not match its schema (reply.ts); here so the light sign-in page can say it too. */
export const UNEXPECTED_REPLY = tk(
  'The server sent an answer this page cannot read. Reload the page.',
);

let translate: (text: Text) => string = String;

/**
 * How the texts shown from here read in the chosen language: the app gives its messageText
 * (app/providers.tsx), the light sign-in page its own small catalogue. No i18next in here: the
 * light page imports this module. A text already translated (the server's) passes unchanged.
 */
export function translateApiTexts(translator: (text: Text) => string): void {
  translate = translator;
}

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

/** The message built when the body said nothing (spec section 8). */
export function genericHttpMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}

/**
 * What the server said, when it said something safe to show (spec section 5): its detail
 * list joined, else the built message; otherwise the screen's own fallback.
 */
export function displayMessage(err: unknown, fallback: string): string {
  return translate(englishMessage(err, fallback));
}

/**
 * A stale edit's refusal as the screen words it, from the 409's who and when: shown when the
 * server's own sentence is too long to show (a long e-mail in it), so who and when still show.
 */
const CHANGED_BY = tk(
  'Changed by {{who}} on {{when}}, after you opened it. Reload to see their changes, then make yours again.',
);

function englishMessage(err: unknown, fallback: string): Text {
  if (!(err instanceof ApiError)) return fallback;
  const joined = err.details.join(' ').trim();
  const said = joined || err.message;
  if (isStaleEdit(err) && !isSafeServerMessage(said)) {
    const who = bodyText(err, 'changedBy');
    const when = bodyText(err, 'changedAt');
    if (who !== null && when !== null) return msg(CHANGED_BY, { who, when });
  }
  if (joined) return safeServerMessage(joined, fallback);
  if (err.message === genericHttpMessage(err.status)) return fallback;
  return safeServerMessage(err.message, fallback);
}

/** A one-line text field of an error body, at most 254 characters (an e-mail), else null. */
function bodyText(err: ApiError, field: string): string | null {
  if (err.body === null || typeof err.body !== 'object') return null;
  const v = (err.body as Record<string, unknown>)[field];
  return typeof v === 'string' && v.length <= 254 && !/[\r\n<>]/.test(v) ? v : null;
}

/** The reply's machine code (platform/errors.ts on the server): what a screen decides by. */
export function errorCode(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.body === null || typeof err.body !== 'object') return null;
  const code = (err.body as Record<string, unknown>)['code'];
  return typeof code === 'string' ? code : null;
}

/** A number field of an error body (e.g. retryAfterSeconds on a 429). */
export function bodyNumber(err: unknown, field: string): number | null {
  if (!(err instanceof ApiError) || err.body === null || typeof err.body !== 'object') return null;
  const v = (err.body as Record<string, unknown>)[field];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/**
 * A save or delete refused because the record changed since it was opened (issue 37): the
 * reply's code says so (it carries the version now stored too). Other conflicts (a name taken)
 * have another code.
 */
export function isStaleEdit(err: unknown): boolean {
  return errorCode(err) === ERROR_CODES.staleVersion;
}
