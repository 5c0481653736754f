// The route fuzz of apps/server/test/route-fuzz.test.ts, run longer: every route of the OpenAPI
// document, ROUTE_FUZZ_RUNS (default 500) schema-driven requests each, on a fresh embedded
// database (or one made on DATABASE_URL's server). Prints the request count, the statuses seen
// and the time; stops at the first answer of 500 or more with fast-check's shrunk example.
//
//   npx tsx bench/route-fuzz.ts
//   ROUTE_FUZZ_RUNS=2000 ROUTE_FUZZ_SEED=42 npx tsx bench/route-fuzz.ts
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../apps/server/test/support/test-app.ts';
import { createCompanyBooks } from '../apps/server/test/support/company-books.ts';
import { fuzzRoutes, ownerSession } from '../apps/server/test/support/route-fuzz.ts';

const runsPerRoute = Number(process.env.ROUTE_FUZZ_RUNS ?? 500);
const seed = Number(process.env.ROUTE_FUZZ_SEED ?? Date.now() % 2 ** 31);
const t = await createTestApp({
  rateLimits: { loginPerEmailAndIp: 1e9, loginPerEmail: 1e9, mailPerEmail: 1e9 },
});
try {
  const books = await createCompanyBooks(t, 'Fuzz Bench');
  const started = performance.now();
  const result = await fuzzRoutes(t.app, ownerSession(t.app, books), { runsPerRoute, seed });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `seed ${seed}: ${result.requests} requests over ${result.routes} routes in ${seconds.toFixed(1)} s, none 500`,
  );
  console.log('statuses:', JSON.stringify(result.byStatus));
} finally {
  await t.close();
}
