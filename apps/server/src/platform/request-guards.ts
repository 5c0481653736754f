// Two checks every request passes before any route sees it, so that no input can reach a 500:
// JSON nested deeper than any real body (thousands of `[` overflow the stack of the recursive code
// after parsing), and text that no column can hold (NUL, lone surrogates: the shared rule of
// packages/shared/src/schemas/common.ts, applied here to path, query and body alike).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, isCleanText } from '@hisaab/shared/schemas/common';
import { badRequest, fieldError } from './errors.ts';
import { tk } from '@hisaab/shared/i18n/messages';

/** Our deepest body (a bill's lines with their taxes) nests 4 levels; 64 leaves ample room. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = tk('The request body is nested too deeply.');

/** True when `[`/`{` outside strings nest deeper than `max`; one pass, no recursion. */
export function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Replaces Fastify's JSON parser by the same parser behind a nesting check. */
export function limitJsonNesting(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const textBody = typeof body === 'string' ? body : body.toString('utf8');
      if (nestsDeeperThan(textBody, MAX_JSON_DEPTH)) {
        done(badRequest(TOO_DEEP_MESSAGE), undefined);
        return;
      }
      parse(request, textBody, done);
    },
  );
}

/** The dotted path of the first string (value or key) that breaks the text rule, else null. */
export function firstUncleanText(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return isCleanText(value) ? null : at;
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = firstUncleanText(value[i], at ? `${at}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (!isCleanText(key)) return at || 'body';
    const found = firstUncleanText(v, path);
    if (found !== null) return found;
  }
  return null;
}

/** 400 with the shared message when a parameter, query value or body text breaks the rule. */
export function refuseUncleanText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = firstUncleanText(part);
      if (field !== null) throw fieldError(field || 'body', CONTROL_CHARACTER_MESSAGE);
    }
  });
}
