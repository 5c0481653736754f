// Issue 26: every request of a signed-in user is routed to one shard. Each hot path (bill save,
// edit and load, the dashboard, every list and record read, every report and insight, the GST
// returns, and the other write routes) is served by the real app on a Citus database holding three companies' books, every
// statement it sends is captured (the database's onQuery hook), and each is explained on the
// coordinator with the same parameters: a statement that reads or writes a distributed table
// must be a single-shard router plan (one Citus Adaptive scan, Task Count: 1, no distributed
// subplan, no INSERT ... SELECT through the coordinator, no repartition). Statements without
// tables (BEGIN, SET LOCAL, select now()) are exempt; those on reference tables only are
// router plans anyway. Operator commands (plans, backups, balance repair) are not requests of
// a signed-in user and are not walked. docs/citus-findings.md, session 11.
//
// Citus only: run with TEST_DATABASE_URL=<coordinator>. On PGlite and PostgreSQL there is no
// distributed plan to check, and the suite is skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type pg from 'pg';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, testDatabasesAreCitus } from './support/test-database.ts';
import {
  createCompanyBooks,
  multipart,
  PDF_BYTES,
  type CompanyBooks,
} from './support/company-books.ts';
import { seedReportMonth, type SeededMonth } from './support/report-month.ts';
import { companyIdOf, setCompanyState } from './support/fixtures.ts';
import { fillPath, operationsOf } from './support/openapi-walk.ts';
import { plan } from './support/isolation-plan.ts';
import { REPORTS } from '../src/modules/reports/report-registry.ts';
import { INSIGHTS } from '../src/modules/insights/insights.service.ts';

const citus = await testDatabasesAreCitus();
const SKIP_REASON =
  'skipped: needs a Citus coordinator (TEST_DATABASE_URL=<coordinator>); PGlite and PostgreSQL have no distributed plans';

interface Statement {
  sql: string;
  params: unknown[];
}

interface Observed {
  label: string;
  request: string;
  statements: Statement[];
}

/** The statements of the request being served; null between requests. */
let capturing: Statement[] | null = null;
let t: TestApp;
let month: SeededMonth;
let books: CompanyBooks;
let other: CompanyBooks;
let distributed: Set<string>;
const tally = { requests: 0, statements: 0, explained: 0, failures: 0 };

beforeAll(async () => {
  if (!citus) return;
  const database = await createTestDatabase('hisaab_test', {
    onQuery: (query, params) => capturing?.push({ sql: query, params: [...params] }),
  });
  t = await createTestApp({ database });
  // Three companies, entered through the API: a GST shop's month (A), and two companies with
  // one of everything (B, whose ids the walk of record routes uses, and C).
  month = await seedReportMonth(t);
  books = await createCompanyBooks(t, 'Bison Beta');
  other = await createCompanyBooks(t, 'Cobra Gamma');
  await setCompanyState(t, companyIdOf(books.auth.authorization!.slice(7)), '27');
  // The e-invoice routes answer 409 to a company that has not turned e-invoicing on.
  const einvoicing = await t.app.inject({
    method: 'PUT',
    url: '/api/companysettings',
    headers: books.auth,
    payload: { eInvoicingEnabled: true },
  });
  expect(einvoicing.statusCode, einvoicing.body).toBe(200);
  const pool = poolOf(t);
  const { rows } = await pool.query<{ name: string }>(
    `select logicalrelid::regclass::text as name from pg_dist_partition where partmethod = 'h'`,
  );
  distributed = new Set(rows.map((r) => r.name));
  expect(distributed.has('transactions')).toBe(true);
}, 600_000);

afterAll(async () => {
  if (!citus) return;
  console.info(
    `citus-router-plans: ${tally.requests} requests, ${tally.statements} statements, ` +
      `${tally.explained} explained, ${tally.failures} not router plans`,
  );
  await t?.close();
});

function poolOf(app: TestApp): pg.Pool {
  return (app.database.db as unknown as { $client: pg.Pool }).$client;
}

/** Serves one request, capturing its statements; it must succeed. */
async function serve(
  label: string,
  options: InjectOptions,
  /** The highest status accepted: a write walked with example values may be refused (4xx). */
  highest = 299,
): Promise<Observed & { body: string; status: number }> {
  const statements: Statement[] = [];
  capturing = statements;
  const res = await t.app.inject(options).finally(() => {
    capturing = null;
  });
  const request = `${options.method} ${options.url}`;
  expect(
    res.statusCode,
    `${label}: ${request} answered ${res.statusCode} ${res.body}`,
  ).toBeLessThanOrEqual(highest);
  tally.requests++;
  return { label, request, statements, body: res.body, status: res.statusCode };
}

const get = (auth: Record<string, string>, url: string): InjectOptions => ({
  method: 'GET',
  url,
  headers: auth,
});

/** The first word of a statement, lower case: select, insert, with, begin, set, ... */
function headOf(text: string): string {
  return (
    text
      .replace(/^(\s|\(|--[^\n]*\n)+/, '')
      .match(/^[a-z]+/i)?.[0]
      ?.toLowerCase() ?? ''
  );
}

const DECLARE = /^\s*declare\s+\w+\s+(?:[a-z]+\s+)*?cursor\s+(?:with(?:out)?\s+hold\s+)?for\s+/i;
const EXPLAINABLE = new Set(['select', 'insert', 'update', 'delete', 'with', 'values', 'declare']);

/** The distributed tables a statement names after from, join, into or update. */
function distributedTablesOf(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/\b(?:from|join|into|update)\s+(?:only\s+)?"?(\w+)"?/gi)) {
    if (distributed.has(m[1]!)) names.add(m[1]!);
  }
  return [...names];
}

/** Why the plan is not a single-shard router plan; null when it is one. */
function notRouter(planText: string): string | null {
  const scans = [...planText.matchAll(/Custom Scan \(Citus ([^)]+)\)/g)].map((m) => m[1]!);
  const tasks = [...planText.matchAll(/Task Count: (\d+)/g)].map((m) => Number(m[1]));
  const problems: string[] = [];
  if (scans.length !== 1) problems.push(`${scans.length} Citus scans`);
  if (scans.some((s) => s !== 'Adaptive')) problems.push(`Citus ${scans.join(', ')}`);
  if (tasks.length !== 1 || tasks[0] !== 1) problems.push(`Task Count ${tasks.join(', ')}`);
  if (/Distributed Subplan/.test(planText)) problems.push('distributed subplans');
  if (/INSERT\/SELECT method/i.test(planText)) problems.push('INSERT ... SELECT via coordinator');
  if (/repartition/i.test(planText)) problems.push('repartition');
  return problems.length ? problems.join('; ') : null;
}

const show = (value: unknown) => {
  const text = JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'bigint' ? v.toString() : v,
  );
  return text.length > 600 ? `${text.slice(0, 600)}...` : text;
};

/**
 * Explains each statement of the requests on the coordinator (inside a transaction rolled
 * back: a plain EXPLAIN runs nothing, and the rollback makes sure) and lists those that touch
 * a distributed table without a single-shard router plan.
 */
async function checkRouted(...observed: Observed[]): Promise<void> {
  const failures: string[] = [];
  const client = await poolOf(t).connect();
  try {
    for (const o of observed) {
      for (const [i, s] of o.statements.entries()) {
        tally.statements++;
        const head = headOf(s.sql);
        if (!EXPLAINABLE.has(head)) continue; // begin, commit, set local, savepoint, fetch, lock
        const text = head === 'declare' ? s.sql.replace(DECLARE, '') : s.sql;
        let planText: string;
        await client.query('begin');
        try {
          const result = await client.query<{ 'QUERY PLAN': string }>({
            text: `explain (costs off, verbose off) ${text}`,
            values: s.params,
          });
          planText = result.rows.map((r) => r['QUERY PLAN']).join('\n');
        } catch (error) {
          planText = `EXPLAIN failed: ${(error as Error).message}`;
        } finally {
          await client.query('rollback');
        }
        tally.explained++;
        const hasCitusScan = /Custom Scan \(Citus/.test(planText);
        const tables = distributedTablesOf(text);
        if (!hasCitusScan && tables.length === 0 && !planText.startsWith('EXPLAIN failed')) {
          continue; // no table, or local tables only: nothing to route
        }
        const why = hasCitusScan
          ? notRouter(planText)
          : `no Citus plan for a statement on ${tables.join(', ') || 'a table'}`;
        if (!why) continue;
        tally.failures++;
        failures.push(
          [
            `${o.label}: ${o.request}`,
            `  statement ${i + 1} of ${o.statements.length}: ${why}`,
            `  SQL: ${s.sql.replace(/\s+/g, ' ')}`,
            `  params: ${show(s.params)}`,
            `  plan:\n${planText.replace(/^/gm, '    ')}`,
          ].join('\n'),
        );
      }
    }
  } finally {
    client.release();
  }
  expect(failures.length, `not single-shard router plans:\n\n${failures.join('\n\n')}\n`).toBe(0);
}

/** A report's or insight's query string: a value for each parameter its schema may ask for. */
const ALL_PARAMS = new URLSearchParams({
  startDate: '2026-04-01',
  endDate: '2027-03-31',
  asOfDate: '2026-04-30',
  date: '2026-04-10',
  year: '2026',
  month: '4',
  currentStart: '2026-04-01',
  currentEnd: '2026-04-30',
  isPurchase: 'false',
}).toString();

describe.skipIf(!citus)(
  `each hot-path request is a single-shard router plan${citus ? '' : ` (${SKIP_REASON})`}`,
  () => {
    /** A sale of A's: two GST items, paid part by bank and part in cash. */
    async function saleOfA() {
      const owner = month.owner.auth;
      const items = JSON.parse((await t.app.inject(get(owner, '/api/items'))).body) as {
        id: number;
        name: string;
        unitId: number;
      }[];
      const banks = JSON.parse((await t.app.inject(get(owner, '/api/bankaccounts'))).body) as {
        id: number;
      }[];
      const soap = items.find((i) => i.name === 'Soap')!;
      const rice = items.find((i) => i.name === 'Rice')!;
      return (quantity: number) => ({
        customerId: month.customers.patil,
        transactionDate: '2026-04-15',
        isPurchase: false,
        remark: 'NEFT',
        lineItems: [
          { itemId: soap.id, unitId: soap.unitId, quantity, rate: 118 },
          { itemId: rice.id, unitId: rice.unitId, quantity: 2, rate: 52.5 },
        ],
        payments: [
          {
            amount: 100,
            isBankTransaction: true,
            bankAccountId: banks[0]!.id,
            isPaymentMade: false,
          },
          { amount: 50, isBankTransaction: false, isPaymentMade: false },
        ],
      });
    }

    let savedId = 0;

    it('bill save: a new sale with lines, GST and payments (POST /api/transactions)', async () => {
      const sale = await saleOfA();
      const saved = await serve('bill save', {
        method: 'POST',
        url: '/api/transactions',
        headers: month.owner.auth,
        payload: sale(3),
      });
      savedId = (JSON.parse(saved.body) as { id: number }).id;
      await checkRouted(saved);
    });

    it('payment save (POST /api/transactions/payment)', async () => {
      const banks = JSON.parse(
        (await t.app.inject(get(month.owner.auth, '/api/bankaccounts'))).body,
      ) as { id: number }[];
      await checkRouted(
        await serve('payment save', {
          method: 'POST',
          url: '/api/transactions/payment',
          headers: month.owner.auth,
          payload: {
            customerId: month.customers.karnataka,
            transactionDate: '2026-04-29',
            amount: 25,
            isPaymentMade: false,
            isBankTransaction: true,
            bankAccountId: banks[0]!.id,
            remark: 'NEFT',
          },
        }),
      );
    });

    it('bill edit (PUT /api/transactions/{id})', async () => {
      const sale = await saleOfA();
      if (!savedId) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/transactions',
          headers: month.owner.auth,
          payload: sale(3),
        });
        savedId = (res.json() as { id: number }).id;
      }
      const edited = await serve('bill edit', {
        method: 'PUT',
        url: `/api/transactions/${savedId}`,
        headers: month.owner.auth,
        payload: sale(4),
      });
      await checkRouted(edited);
    });

    it('bill load (GET /api/transactions/{id}) of a sale and of a bill with payments', async () => {
      await checkRouted(
        await serve(
          'bill load',
          get(month.owner.auth, `/api/transactions/${month.ids['INV-0005']}`),
        ),
        await serve(
          'bill load',
          get(month.owner.auth, `/api/transactions/${month.ids['PUR-0001']}`),
        ),
        await serve('bill load', get(books.auth, `/api/transactions/${books.ids.sale}`)),
      );
    });

    it('dashboard: the day, its next page, and the cash status', async () => {
      const first = await serve(
        'dashboard',
        get(month.owner.auth, '/api/dashboard?date=2026-04-03&take=1'),
      );
      const { nextCursor } = JSON.parse(first.body) as { nextCursor: string | null };
      const pages = [first];
      if (nextCursor) {
        pages.push(
          await serve(
            'dashboard next page',
            get(
              month.owner.auth,
              `/api/dashboard?date=2026-04-03&take=1&after=${encodeURIComponent(nextCursor)}`,
            ),
          ),
        );
      }
      await checkRouted(
        ...pages,
        await serve('dashboard', get(month.owner.auth, '/api/dashboard')),
        await serve(
          'cash status',
          get(month.owner.auth, '/api/dashboard/cash-status?date=2026-04-08'),
        ),
      );
    });

    it('every list and record a signed-in user reads (each GET route of the API)', async () => {
      const ops = operationsOf(t.app.swagger()).filter(
        // Reports and insights by name, and the GST return files: their own tests below.
        (o) =>
          o.secured &&
          o.method === 'GET' &&
          !o.path.includes('{*}') &&
          !o.path.startsWith('/api/reports/gst/'),
      );
      expect(ops.length).toBeGreaterThan(30);
      const observed: Observed[] = [];
      const walked: string[] = [];
      for (const op of ops) {
        const { base, baseComplete } = plan(op, books);
        if (!baseComplete) continue;
        const query = new URLSearchParams(
          Object.entries(base.query).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
        const url = fillPath(op.path, base.path) + (query ? `?${query}` : '');
        // An e-invoice or e-way bill file answers 422 when its bill (or no bill of the month)
        // needs one: the bills have been read by then, which is what is checked here.
        const portalFile = /^\/api\/(einvoice|ewaybill)(\/|$)/.test(op.path);
        // A scanned code the books do not hold answers 404 once the lookup has read them.
        const unknownCode = op.path === '/api/items/by-barcode/{code}';
        const expected = portalFile ? 422 : unknownCode ? 404 : 299;
        observed.push(await serve(`GET ${op.path}`, get(books.auth, url), expected));
        walked.push(op.path);
      }
      console.info(`citus-router-plans: walked ${walked.length} GET routes: ${walked.join(' ')}`);
      // The lists the issue names are among them.
      for (const path of [
        '/api/customers',
        '/api/items',
        '/api/expenses',
        '/api/transactions/{id}',
        '/api/bankaccounts',
        '/api/dashboard',
      ]) {
        expect(walked, path).toContain(path);
      }
      await checkRouted(...observed);
    });

    const reportNames = Object.keys(REPORTS).sort();
    it.each(reportNames)('report %s (JSON, and its CSV export)', async (name) => {
      const observed: Observed[] = [];
      for (const owner of [month.owner.auth, books.auth]) {
        const url = `/api/reports/${name}?${ALL_PARAMS}&customerId=${
          owner === books.auth ? books.ids.customer : month.customers.patil
        }`;
        observed.push(await serve(`report ${name}`, get(owner, url)));
      }
      observed.push(
        await serve(
          `report ${name} csv`,
          get(
            month.owner.auth,
            `/api/reports/${name}?${ALL_PARAMS}&customerId=${month.customers.patil}&format=csv`,
          ),
        ),
      );
      await checkRouted(...observed);
    });

    const insightNames = Object.keys(INSIGHTS).sort();
    it.each(insightNames)('insight %s', async (name) => {
      const observed: Observed[] = [];
      for (const owner of [month.owner.auth, books.auth]) {
        observed.push(
          await serve(`insight ${name}`, get(owner, `/api/reports/${name}?${ALL_PARAMS}`)),
        );
      }
      await checkRouted(...observed);
    });

    it('GSTR-1 and GSTR-3B: the returns as the portal files', async () => {
      await checkRouted(
        await serve(
          'GSTR-1 file',
          get(month.owner.auth, '/api/reports/gst/gstr1/json?year=2026&month=4'),
        ),
        await serve(
          'GSTR-3B file',
          get(month.owner.auth, '/api/reports/gst/gstr3b/json?year=2026&month=4'),
        ),
        await serve(
          'GSTR-1 file',
          get(books.auth, '/api/reports/gst/gstr1/json?year=2026&month=5'),
        ),
        await serve(
          'GSTR-3B file',
          get(books.auth, '/api/reports/gst/gstr3b/json?year=2026&month=5'),
        ),
      );
    });

    it('every other write of a signed-in user (each write route of the API, as company C)', async () => {
      // The bill and payment saves and the edit have their tests above; deletes go last, so
      // the records the other writes name are still there. A write with the walk's example
      // values may be refused (4xx): the statements it ran until then are checked all the same.
      const covered = [
        'POST /api/transactions',
        'PUT /api/transactions/{id}',
        'POST /api/transactions/payment',
      ];
      const ops = operationsOf(t.app.swagger())
        .filter((o) => o.secured && o.method !== 'GET' && o.path !== '/api/account/logout')
        .filter((o) => !covered.includes(`${o.method} ${o.path}`))
        .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
      expect(ops.length).toBeGreaterThan(30);
      const observed: Observed[] = [];
      const refused: string[] = [];
      // Documents the example values would not make: an estimate, and a return of C's sale.
      const ids = other.ids;
      const bodies: Record<string, unknown> = {
        'POST /api/estimates': {
          customerId: ids.customer,
          transactionDate: '2026-05-06',
          lineItems: [{ itemId: ids.item, quantity: 1, rate: 120, unitId: ids.unit }],
        },
        'POST /api/returns': {
          originalId: ids.sale,
          transactionDate: '2026-05-06',
          refundMode: 'cash',
          bankAccountId: null,
          lines: [{ lineNo: 1, quantity: 1 }],
        },
      };
      for (const op of ops) {
        const { base } = plan(op, other);
        base.body = bodies[`${op.method} ${op.path}`] ?? base.body;
        const query = new URLSearchParams(
          Object.entries(base.query).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
        const options: InjectOptions = {
          method: op.method,
          url: fillPath(op.path, base.path) + (query ? `?${query}` : ''),
          headers: other.auth,
        };
        if (op.multipart) {
          const fields = Object.fromEntries(
            Object.entries(base.body as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
          );
          const form = multipart(fields, {
            name: 'x.pdf',
            type: 'application/pdf',
            bytes: PDF_BYTES,
          });
          options.payload = form.payload;
          options.headers = { ...other.auth, ...form.headers };
        } else if (base.body !== undefined) options.payload = base.body as object;
        const served = await serve(`${op.method} ${op.path}`, options, 499);
        observed.push(served);
        if (served.status >= 300) refused.push(`${op.method} ${op.path} ${served.status}`);
      }
      console.info(`citus-router-plans: ${ops.length} writes, refused: ${refused.join(', ')}`);
      await checkRouted(...observed);
    });

    it('tells a plan that reads every shard from a router plan', async () => {
      const fanOut = { sql: 'select count(*) from transactions where number = $1', params: ['x'] };
      const routed = {
        sql: 'select count(*) from transactions where company_id = $1 and number = $2',
        params: [companyIdOf(books.auth.authorization!.slice(7)), 'x'],
      };
      const observed = (statement: Statement): Observed => ({
        label: 'check',
        request: '-',
        statements: [statement],
      });
      await checkRouted(observed(routed));
      const before = tally.failures;
      await expect(checkRouted(observed(fanOut))).rejects.toThrow(/Task Count 32|Task Count \d+/);
      tally.failures = before;
    });

    it('covers the GST returns and the registries', () => {
      expect(reportNames).toEqual(expect.arrayContaining(['gst/gstr1', 'gst/gstr3b']));
      expect(insightNames.length).toBeGreaterThan(5);
      expect(other.ids.sale).toBeGreaterThan(0);
    });
  },
);
