// Every route of the OpenAPI document, fuzzed from its own schemas: no input a browser or a
// script can send makes the server answer 500. ROUTE_FUZZ_RUNS (default 25 a route) and
// ROUTE_FUZZ_SEED replay or lengthen a run; bench/route-fuzz.ts runs many more.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createCompanyBooks, type CompanyBooks } from './support/company-books.ts';
import { fuzzRoutes, ownerSession } from './support/route-fuzz.ts';

let t: TestApp;
let books: CompanyBooks;

beforeAll(async () => {
  // Logins and mails are fuzzed too: their per-address limits would only answer 429.
  t = await createTestApp({
    rateLimits: { loginPerEmailAndIp: 1e9, loginPerEmail: 1e9, mailPerEmail: 1e9 },
  });
  books = await createCompanyBooks(t, 'Fuzz Co');
}, 120_000);
afterAll(async () => t?.close());

it('searches items for an amount too large to be a rate without failing (found by the fuzz)', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/items?search=99999999999999999999',
    headers: books.auth,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([]);
});

it('answers every fuzzed request below 500', async () => {
  const session = ownerSession(t.app, books);
  const runsPerRoute = Number(process.env.ROUTE_FUZZ_RUNS ?? 25);
  const seed = process.env.ROUTE_FUZZ_SEED ? Number(process.env.ROUTE_FUZZ_SEED) : undefined;
  const result = await fuzzRoutes(t.app, session, {
    runsPerRoute,
    ...(seed === undefined ? {} : { seed }),
  });
  expect(result.routes).toBeGreaterThan(80);
  expect(result.requests).toBeGreaterThanOrEqual(result.routes * runsPerRoute);
  // The fuzz reached past validation too: some requests were accepted.
  expect(result.byStatus['2xx'] ?? 0).toBeGreaterThan(0);
  expect(result.byStatus['4xx'] ?? 0).toBeGreaterThan(0);
}, 600_000);
