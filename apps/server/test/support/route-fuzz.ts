// Schema-driven fuzzing of every route of the OpenAPI document: fast-check values drawn from
// each route's own JSON schemas (path, query, body), mixed with hostile ones (NUL, lone
// surrogates, huge numbers, wrong types, broken JSON), sent to the app; the server must answer
// every one below 500. Used by test/route-fuzz.test.ts (a few thousand requests) and by
// bench/route-fuzz.ts (a longer run).
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { App } from '../../src/app.ts';
import {
  encode,
  fillPath,
  isIdName,
  operationsOf,
  type JsonSchema,
  type Operation,
} from './openapi-walk.ts';

const HOSTILE: unknown[] = [
  null,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '%00',
  '../..',
  -1,
  0,
  1.5,
  1e20,
  -1e20,
  '99999999999999999999',
  'abc',
  'NaN',
  true,
  [],
  {},
  '2026-02-30',
  '9999-12-31T99:99',
  "'; drop table users;--",
  '<script>alert(1)</script>',
  '𝓗𝓲𝓼𝓪𝓪𝓫 ₹',
  'x'.repeat(5000),
];

const hostile = fc.constantFrom(...HOSTILE);

/** Values the schema describes, now and then replaced by a hostile one. */
export function arbitraryOf(
  schema: JsonSchema,
  name = '',
  ownIds: readonly number[] = [],
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, name, ownIds, depth);
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostile, weight: 1 });
}

function validArbitrary(
  schema: JsonSchema,
  name: string,
  ownIds: readonly number[],
  depth: number,
): fc.Arbitrary<unknown> {
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices?.length) return fc.oneof(...choices.map((c) => arbitraryOf(c, name, ownIds, depth)));
  if (Array.isArray(schema.allOf) && schema.allOf.length) {
    return validArbitrary(schema.allOf[0] as JsonSchema, name, ownIds, depth);
  }
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const nullable = schema.nullable === true;
  const arb = typedArbitrary(schema, String(type), name, ownIds, depth);
  return nullable ? fc.option(arb, { nil: null, freq: 5 }) : arb;
}

function typedArbitrary(
  schema: JsonSchema,
  type: string,
  name: string,
  ownIds: readonly number[],
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object': {
      if (depth > 4) return fc.constant({});
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const model = Object.fromEntries(
        Object.entries(props).map(([k, v]) => [k, arbitraryOf(v, k, ownIds, depth + 1)]),
      );
      const required = ((schema.required ?? []) as string[]).filter((k) => k in model);
      return fc.record(model, { requiredKeys: required });
    }
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      return fc.array(arbitraryOf(items, name, ownIds, depth + 1), { maxLength: 3 });
    }
    case 'integer':
    case 'number': {
      if (isIdName(name) && ownIds.length) {
        return fc.oneof(fc.constantFrom(...ownIds), fc.integer({ min: -5, max: 2_147_483_647 }));
      }
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1e6;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1e9;
      return type === 'integer'
        ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
        : fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e12), noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (/date|from$|^to$|start|end|asof/i.test(name)) {
        return fc
          .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, /timestamp/i.test(name) ? 19 : 10));
      }
      if (/email/i.test(name)) return fc.emailAddress();
      const maxLength = Math.min(Number(schema.maxLength ?? 40), 40);
      return fc.string({ minLength: Number(schema.minLength ?? 0), maxLength, unit: 'grapheme' });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

export interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Sent as raw text instead of JSON: broken documents. */
  raw: string | null;
}

function requestArbitrary(op: Operation, ownIds: readonly number[]): fc.Arbitrary<FuzzRequest> {
  const path = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p.name, arbitraryOf(p.schema, p.name, ownIds)])),
  );
  const query = fc.record(
    Object.fromEntries(op.queryParams.map((p) => [p.name, arbitraryOf(p.schema, p.name, ownIds)])),
    { requiredKeys: [] },
  );
  const body = op.body ? arbitraryOf(op.body, '', ownIds) : fc.constant(undefined);
  const raw = fc.oneof(
    { arbitrary: fc.constant(null), weight: 9 },
    { arbitrary: fc.constantFrom('{', '[[[[', '{"a":}', '"\\ud800"', 'null', '1e999'), weight: 1 },
  );
  return fc.record({ path, query, body, raw });
}

function toInject(op: Operation, req: FuzzRequest, auth: Record<string, string>): InjectOptions {
  const params: string[] = [];
  for (const [k, v] of Object.entries(req.query)) {
    if (v === undefined) continue;
    params.push(`${k}=${encode(typeof v === 'object' ? JSON.stringify(v) : String(v))}`);
  }
  const path = Object.fromEntries(
    Object.entries(req.path).map(([k, v]) => [
      k,
      typeof v === 'object' ? JSON.stringify(v) : String(v),
    ]),
  );
  const url =
    fillPath(op.path, path).replace('{*}', 'x') + (params.length ? `?${params.join('&')}` : '');
  const options: InjectOptions = { method: op.method, url, headers: { ...auth } };
  if (req.raw !== null) {
    options.payload = req.raw;
    options.headers = { ...auth, 'content-type': 'application/json' };
  } else if (req.body !== undefined && op.method !== 'GET') {
    options.payload = JSON.stringify(req.body);
    options.headers = { ...auth, 'content-type': 'application/json' };
  }
  return options;
}

export interface FuzzSession {
  /** Headers of the signed-in caller; renewed when a fuzzed request ended the session. */
  auth(): Promise<Record<string, string>>;
  renew(): Promise<void>;
  ownIds: readonly number[];
}

/**
 * The session of a company's owner (support/company-books.ts): its ids are the ones the fuzz
 * may use, and a fuzzed logout or password change is followed by a fresh sign-in.
 */
export function ownerSession(
  app: App,
  books: { auth: Record<string, string>; email: string; ids: Record<string, unknown> },
): FuzzSession {
  let headers = books.auth;
  return {
    ownIds: Object.values(books.ids).filter((v): v is number => typeof v === 'number'),
    auth: async () => headers,
    async renew() {
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: books.email, password: 'Secret123' },
      });
      headers = { authorization: `Bearer ${res.json().accessToken}` };
    },
  };
}

export interface FuzzResult {
  requests: number;
  byStatus: Record<string, number>;
  routes: number;
}

/**
 * Fuzzes every route of the app's OpenAPI document `runsPerRoute` times. Throws (fast-check's
 * shrunk counterexample) on the first answer of 500 or more.
 */
export async function fuzzRoutes(
  app: App,
  session: FuzzSession,
  options: {
    runsPerRoute: number;
    seed?: number;
    skip?: (op: Operation) => boolean;
    /** Sent with every request (an Accept-Language, say). */
    headers?: Record<string, string>;
    /** Sees every answer (the Hindi sweep reads the texts of the 4xx ones). */
    onReply?: (op: Operation, reply: { statusCode: number; body: string }) => void;
  },
): Promise<FuzzResult> {
  const result: FuzzResult = { requests: 0, byStatus: {}, routes: 0 };
  for (const op of operationsOf(app.swagger())) {
    if (options.skip?.(op)) continue;
    result.routes++;
    await fc.assert(
      fc.asyncProperty(requestArbitrary(op, session.ownIds), async (req) => {
        const auth = { ...(op.secured ? await session.auth() : {}), ...options.headers };
        const res = await app.inject(toInject(op, req, auth));
        options.onReply?.(op, res);
        result.requests++;
        const bucket = `${Math.floor(res.statusCode / 100)}xx`;
        result.byStatus[bucket] = (result.byStatus[bucket] ?? 0) + 1;
        if (res.statusCode === 401 && op.secured) await session.renew();
        if (res.statusCode >= 500) {
          throw new Error(`${op.method} ${op.path} answered ${res.statusCode}: ${res.body}`);
        }
      }),
      {
        numRuns: options.runsPerRoute,
        ...(options.seed === undefined ? {} : { seed: options.seed }),
      },
    );
  }
  return result;
}
