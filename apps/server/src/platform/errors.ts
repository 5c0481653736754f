// One error shape for every failure: { title, detail?, errors?: { field: [messages] }, code,
// values? }. `code` is stable and for machines (a client decides by it, never by the words);
// `values` are the values of the detail's message. Known failures are thrown as HttpError with
// their texts as Messages (key and values); anything else is logged and answered as a plain 500
// without internals. The texts of every reply are translated in one place, the hook below.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Language } from '@hisaab/shared/i18n/languages';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CONTROL_CHARACTER_MESSAGE } from '@hisaab/shared/schemas/common';
import {
  isCollision,
  isDatabaseUnavailable,
  isUnstorableText,
  isValueOutOfRange,
  rootCause,
} from '../db/errors.ts';
import { translator } from './i18n.ts';
import {
  englishText,
  isMessage,
  msg,
  plainValues,
  tk,
  type Raised,
  type Message,
  type Text,
} from '@hisaab/shared/i18n/messages';
import { ERROR_CODES, type ErrorCode } from '@hisaab/shared/error-codes';

export type FieldErrors = Record<string, Text[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: Text,
    readonly errors?: FieldErrors,
    readonly extra?: Record<string, unknown>,
    /** The reply's `code` when a client acts on this refusal; else the status's own. */
    readonly code?: ErrorCode,
  ) {
    super(detail === undefined ? title : englishText(detail));
  }
}

export const badRequest = (detail: Text, errors?: FieldErrors) =>
  new HttpError(400, tk('Invalid request'), detail, errors);
export const fieldError = (field: string, message: Text) =>
  new HttpError(400, tk('Invalid request'), message, { [field]: [message] });
export const unauthorized = (detail: Text = tk('Please log in again.')) =>
  new HttpError(401, tk('Unauthorized'), detail);
export const forbidden = (
  detail: Text = tk('You do not have permission to do this.'),
  code?: ErrorCode,
) => new HttpError(403, tk('Forbidden'), detail, undefined, undefined, code);
export const notFound = (detail: Text = tk('Not found.')) =>
  new HttpError(404, tk('Not found'), detail);
export const conflict = (detail: Text, errors?: FieldErrors, code?: ErrorCode) =>
  new HttpError(409, tk('Conflict'), detail, errors, undefined, code);
/** A save that still collided with another after its retries (db/retry.ts). */
export const CHANGED_BY_SOMEONE_ELSE = tk('This bill was changed by someone else: reload it');
export const DATABASE_UNAVAILABLE = tk(
  'The database is not answering. Please try again in a moment.',
);
/** Seconds a client should wait before retrying while the database is away. */
const DATABASE_RETRY_SECONDS = 5;

export const tooManyRequests = (detail: Text, retryAfterSeconds: number) =>
  new HttpError(429, tk('Too many requests'), detail, undefined, { retryAfterSeconds });

/** A reply built with Messages, typed as the strings the reply hook below makes of them. */
export const sent = <T>(reply: Raised<T>): T => reply as T;

/** The code of a reply that names none: its status's. */
export function statusCode(status: number): ErrorCode {
  return (
    STATUS_CODES[status] ?? (status >= 500 ? ERROR_CODES.serverError : ERROR_CODES.invalidRequest)
  );
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: ERROR_CODES.invalidRequest,
  401: ERROR_CODES.unauthorized,
  402: ERROR_CODES.paymentRequired,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.tooLarge,
  422: ERROR_CODES.unprocessable,
  429: ERROR_CODES.tooManyRequests,
  503: ERROR_CODES.unavailable,
};

/** An error reply's body: its texts as raised (the hook below translates them), code, values. */
function errorBody(
  status: number,
  title: string,
  detail: Text | undefined,
  opts: { errors?: FieldErrors; code?: ErrorCode; extra?: Record<string, unknown> } = {},
): Record<string, unknown> {
  const values = isMessage(detail) ? plainValues(detail.values) : {};
  return {
    title,
    ...(detail ? { detail } : {}),
    ...(opts.errors ? { errors: opts.errors } : {}),
    ...opts.extra,
    code: opts.code ?? statusCode(status),
    ...(Object.keys(values).length > 0 ? { values } : {}),
  };
}

function fieldName(instancePath: string): string {
  const field = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return field || 'body';
}

/**
 * Every Message in a reply as a string in the language (the same objects when there is none):
 * the one place the server translates what it answers.
 */
function messagesIn(value: unknown, text: (m: Message) => string): unknown {
  if (isMessage(value)) return text(value);
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const v = messagesIn(value[i], text);
      if (v !== value[i]) (out ??= value.slice())[i] = v;
    }
    return out ?? value;
  }
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return value; // a Date, a Buffer
    let out: Record<string, unknown> | null = null;
    for (const [k, v] of Object.entries(value)) {
      const t = messagesIn(v, text);
      if (t !== v) (out ??= { ...(value as Record<string, unknown>) })[k] = t;
    }
    return out ?? value;
  }
  return value;
}

/** The strings of an error answer (title, detail, errors) that no Message carried. */
function translatedStrings(language: Language, body: Record<string, unknown>) {
  const { text } = translator(language);
  const out: Record<string, unknown> = { ...body };
  if (typeof body.title === 'string') out.title = text(body.title);
  if (typeof body.detail === 'string') out.detail = text(body.detail);
  if (body.errors && typeof body.errors === 'object') {
    out.errors = Object.fromEntries(
      Object.entries(body.errors as Record<string, unknown[]>).map(([k, list]) => [
        k,
        list.map((m) => (typeof m === 'string' ? text(m) : m)),
      ]),
    );
  }
  return out;
}

export function registerErrorHandling(app: FastifyInstance): void {
  // Replies are translated as they are sent, whoever built them (the handlers below, the
  // routes): the one place the server translates.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!payload || typeof payload !== 'object') return payload;
    const language = request.language ?? 'en'; // an app built without registerLanguage
    const { text } = translator(language);
    let body = payload as Record<string, unknown>;
    if (language !== 'en') {
      // Strings an error answer carries (Fastify's own, a zod message): looked up. A success
      // that is only a sentence ({ message }: registration, invitations), with counts beside
      // it ({ message, moved }, { message, cooldownSeconds }) too.
      const others = Object.entries(body).filter(([k]) => k !== 'message');
      if (reply.statusCode >= 400 && 'title' in body) body = translatedStrings(language, body);
      else if (
        typeof body.message === 'string' &&
        others.every(([, v]) => v === null || typeof v === 'number' || typeof v === 'boolean')
      ) {
        body = { ...body, message: text(body.message) };
      }
    }
    // The Messages anywhere in the reply (an error's detail, an import's problems, a report's
    // fixed words), in every language: English is a translation too.
    return messagesIn(body, text);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.status === 429 && error.extra?.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(error.extra.retryAfterSeconds));
      }
      return reply.status(error.status).send(
        errorBody(error.status, error.title, error.detail, {
          errors: error.errors,
          code: error.code,
          extra: error.extra,
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath);
        // A schema's message with values keeps its Message beside the English (zod-messages.ts).
        const raised: unknown = (issue.params as { raised?: unknown } | undefined)?.raised;
        (errors[field] ??= []).push(
          isMessage(raised) ? raised : (issue.message ?? tk('Invalid value.')),
        );
      }
      const first = Object.values(errors)[0]?.[0] ?? tk('Invalid request.');
      return reply.status(400).send(errorBody(400, tk('Invalid request'), first, { errors }));
    }
    // The failed statement rolled its transaction back, so nothing changed.
    if (isValueOutOfRange(error)) {
      return reply
        .status(400)
        .send(errorBody(400, tk('Invalid request'), tk('A value in the request is out of range.')));
    }
    if (isUnstorableText(error)) {
      return reply
        .status(400)
        .send(errorBody(400, tk('Invalid request'), CONTROL_CHARACTER_MESSAGE));
    }
    // Another save of the same rows won, even after the retries: rolled back, nothing written.
    if (isCollision(error)) {
      return reply.status(409).send(
        errorBody(409, tk('Conflict'), CHANGED_BY_SOMEONE_ELSE, {
          code: ERROR_CODES.changedMeanwhile,
        }),
      );
    }
    // The database restarted or is unreachable. A transaction it cut off is rolled back whole;
    // the pool reconnects by itself, so a retry a moment later works.
    if (isDatabaseUnavailable(error)) {
      request.log.warn(`database unavailable: ${rootCause(error)}`);
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_SECONDS))
        .send(errorBody(503, tk('Service unavailable'), DATABASE_UNAVAILABLE));
    }
    // Fastify's own client errors: malformed JSON, wrong content type, body too large, ...
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? tk('The request body is not valid JSON.')
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? tk('The request body is too large.')
            : error.message;
      return reply.status(status).send(errorBody(status, tk('Invalid request'), detail));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody(500, tk('Server error'), tk('Something went wrong. Please try again.')));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(
      errorBody(
        404,
        tk('Not found'),
        msg('No route for {{method}} {{path}}', {
          method: request.method,
          path: request.url.split('?')[0]!,
        }),
      ),
    );
  });
}
