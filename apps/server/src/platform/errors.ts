// One error shape for every failure: { title, detail?, errors?: { field: [messages] } }.
// Known failures are thrown as HttpError; anything else is logged and answered as a plain 500
// without internals.
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
import { fmt, tk } from '@hisaab/shared/i18n/messages';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: FieldErrors,
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail ?? title);
  }
}

export const badRequest = (detail: string, errors?: FieldErrors) =>
  new HttpError(400, tk('Invalid request'), detail, errors);
export const fieldError = (field: string, message: string) =>
  new HttpError(400, tk('Invalid request'), message, { [field]: [message] });
export const unauthorized = (detail: string = tk('Please log in again.')) =>
  new HttpError(401, tk('Unauthorized'), detail);
export const forbidden = (detail: string = tk('You do not have permission to do this.')) =>
  new HttpError(403, tk('Forbidden'), detail);
export const notFound = (detail: string = tk('Not found.')) =>
  new HttpError(404, tk('Not found'), detail);
export const conflict = (detail: string, errors?: FieldErrors) =>
  new HttpError(409, tk('Conflict'), detail, errors);
/** A save that still collided with another after its retries (db/retry.ts). */
export const CHANGED_BY_SOMEONE_ELSE = tk('This bill was changed by someone else: reload it');
export const DATABASE_UNAVAILABLE = tk(
  'The database is not answering. Please try again in a moment.',
);
/** Seconds a client should wait before retrying while the database is away. */
const DATABASE_RETRY_SECONDS = 5;

export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, tk('Too many requests'), detail, undefined, { retryAfterSeconds });

function fieldName(instancePath: string): string {
  const field = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return field || 'body';
}

/** Every text of an error answer in the caller's language (platform/i18n.ts). */
function translated(language: Language, body: Record<string, unknown>) {
  const { message } = translator(language);
  const out: Record<string, unknown> = { ...body };
  if (typeof body.title === 'string') out.title = message(body.title);
  if (typeof body.detail === 'string') out.detail = message(body.detail);
  if (body.errors && typeof body.errors === 'object') {
    out.errors = Object.fromEntries(
      Object.entries(body.errors as FieldErrors).map(([k, list]) => [k, list.map(message)]),
    );
  }
  return out;
}

export function registerErrorHandling(app: FastifyInstance): void {
  // Error answers are translated as they are sent, whoever built them (the handlers below,
  // Fastify's own 404s): a 4xx/5xx JSON body with a title.
  // A success that is only a sentence ({ message }: registration, invitations) is too.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const language = request.language ?? 'en'; // an app built without registerLanguage
    if (language === 'en' || !payload || typeof payload !== 'object') return payload;
    const body = payload as Record<string, unknown>;
    if (reply.statusCode >= 400 && 'title' in body) return translated(language, body);
    // A sentence with counts beside it ({ message, moved }, { message, cooldownSeconds }) too.
    const others = Object.entries(body).filter(([k]) => k !== 'message');
    if (
      typeof body.message === 'string' &&
      others.every(([, v]) => v === null || typeof v === 'number' || typeof v === 'boolean')
    ) {
      return { ...body, message: translator(language).message(body.message) };
    }
    return payload;
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.status === 429 && error.extra?.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(error.extra.retryAfterSeconds));
      }
      return reply.status(error.status).send({
        title: error.title,
        ...(error.detail ? { detail: error.detail } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath);
        (errors[field] ??= []).push(issue.message ?? tk('Invalid value.'));
      }
      const first = Object.values(errors)[0]?.[0] ?? tk('Invalid request.');
      return reply.status(400).send({ title: tk('Invalid request'), detail: first, errors });
    }
    // The failed statement rolled its transaction back, so nothing changed.
    if (isValueOutOfRange(error)) {
      return reply.status(400).send({
        title: tk('Invalid request'),
        detail: tk('A value in the request is out of range.'),
      });
    }
    if (isUnstorableText(error)) {
      return reply
        .status(400)
        .send({ title: tk('Invalid request'), detail: CONTROL_CHARACTER_MESSAGE });
    }
    // Another save of the same rows won, even after the retries: rolled back, nothing written.
    if (isCollision(error)) {
      return reply.status(409).send({ title: tk('Conflict'), detail: CHANGED_BY_SOMEONE_ELSE });
    }
    // The database restarted or is unreachable. A transaction it cut off is rolled back whole;
    // the pool reconnects by itself, so a retry a moment later works.
    if (isDatabaseUnavailable(error)) {
      request.log.warn(`database unavailable: ${rootCause(error)}`);
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_SECONDS))
        .send({ title: tk('Service unavailable'), detail: DATABASE_UNAVAILABLE });
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
      return reply.status(status).send({ title: tk('Invalid request'), detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ title: tk('Server error'), detail: tk('Something went wrong. Please try again.') });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      title: tk('Not found'),
      detail: fmt('No route for {{method}} {{path}}', {
        method: request.method,
        path: request.url.split('?')[0]!,
      }),
    });
  });
}
