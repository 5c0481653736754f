// The isolation sweep: every signed-in route of the OpenAPI document is called by company B
// with company A's ids in its path, query and body, one id at a time, and must neither show A's
// data nor touch it. A route added later is walked too, without anyone listing it.
//
// Every table's ids start in a range of their own, so a number of A's names exactly one row in
// the whole database: an id of a kind the sweep does not know is tried with every id of A's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { INSIGHT_NAMES, REPORT_NAMES } from '@hisaab/shared/schemas/reports';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  createCompanyBooks,
  multipart,
  PDF_BYTES,
  type CompanyBooks,
} from './support/company-books.ts';
import { companyIdOf } from './support/fixtures.ts';
import { fillPath, operationsOf, type Operation } from './support/openapi-walk.ts';
import { plan, TEMPLATES, valuesOf, withSlot, type Call } from './support/isolation-plan.ts';

// A's names, and A's amounts (rate ₹987.65, expense ₹765.43, payment ₹54.32) in rupees or paise.
const MARKERS = [/zebra ?alpha/i, /987\.65|98765/, /765\.43|76543/, /54\.32|5432\b/];

let t: TestApp;
let a: CompanyBooks;
let b: CompanyBooks;
let aCompanyId: number;

async function spreadIdRanges(app: TestApp) {
  const result = (await app.database.db.execute(
    sql`select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind = 'S' and n.nspname = 'public' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  let range = 1;
  for (const { name } of result.rows) {
    await app.database.db.execute(sql`select setval(${name}::regclass, ${range++ * 10_000_000})`);
  }
}

/** Everything of A's a request could change. */
async function footprintOfA() {
  const id = aCompanyId;
  const result = (await t.database.db.execute(sql`
    select (select count(*) from audit_log where company_id = ${id}) as audit,
           (select count(*) from transactions where company_id = ${id}) as bills,
           (select count(*) from customers where company_id = ${id}) as customers,
           (select count(*) from items where company_id = ${id}) as items,
           (select count(*) from files where company_id = ${id}) as files,
           (select count(*) from users where company_id = ${id}) as users,
           (select count(*) from report_snapshots where company_id = ${id}) as snapshots,
           (select coalesce(sum(amount_paise), 0) from journal_lines where company_id = ${id})
             as ledger,
           (select count(*) from journal_lines where company_id = ${id}) as lines,
           (select md5(string_agg(name || coalesce(phone, ''), ',' order by id)) from customers
             where company_id = ${id}) as customer_names,
           (select md5(string_agg(name || rate_paise, ',' order by id)) from items
             where company_id = ${id}) as item_rates`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows[0];
}

beforeAll(async () => {
  t = await createTestApp();
  await spreadIdRanges(t);
  a = await createCompanyBooks(t, 'Zebra Alpha', { rate: 987.65, expense: 765.43, payment: 54.32 });
  b = await createCompanyBooks(t, 'Bison Beta');
  aCompanyId = companyIdOf(a.auth.authorization!.slice(7));
}, 120_000);
afterAll(async () => t?.close());

async function send(op: Operation, call: Call) {
  const query = new URLSearchParams(
    Object.entries(call.query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const options: InjectOptions = {
    method: op.method,
    url: fillPath(op.path, call.path) + (query ? `?${query}` : ''),
    headers: b.auth,
  };
  if (op.multipart) {
    const fields = Object.fromEntries(
      Object.entries(call.body as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
    const form = multipart(fields, { name: 'x.pdf', type: 'application/pdf', bytes: PDF_BYTES });
    options.payload = form.payload;
    options.headers = { ...b.auth, ...form.headers };
  } else if (call.body !== undefined) options.payload = call.body as object;
  return { url: `${op.method} ${options.url}`, res: await t.app.inject(options) };
}

function expectNoLeak(url: string, body: string) {
  for (const marker of MARKERS) expect(body, `${url} shows A's data`).not.toMatch(marker);
}

/**
 * Another company's id answers 400, 403 or 404 (DESIGN section 2), never an empty 200 that
 * looks like an answer about one's own data. (With two ids in the path, the other one B's own,
 * the answer may be B's data: the markers check covers those.)
 */
function expectRefused(url: string, status: number, body: string) {
  expect([400, 403, 404], `${url} answers ${status} with ${body}`).toContain(status);
}

const walked = new Set<string>();

describe('company B with company A’s ids', () => {
  it('reads nothing of A’s: every GET route', async () => {
    const ops = operationsOf(t.app.swagger()).filter((o) => o.secured && o.method === 'GET');
    for (const op of ops) {
      if (op.path.includes('{*}')) continue; // reports and insights by name: below
      walked.add(`${op.method} ${op.path}`);
      const { base, slots, baseComplete } = plan(op, b);
      if (baseComplete) {
        const { url, res } = await send(op, base);
        expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
        expectNoLeak(url, res.body);
      }
      for (const slot of slots) {
        for (const value of valuesOf(a, slot.kind)) {
          const { url, res } = await send(op, withSlot(base, slot, value));
          expectNoLeak(url, res.body);
          if (slot.where === 'path' && op.pathParams.length === 1) {
            expectRefused(url, res.statusCode, res.body);
          } else expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
        }
      }
    }
  });

  it('reads nothing of A’s in any report or insight, even naming A’s customer', async () => {
    const range = 'startDate=2026-04-01&endDate=2027-03-31&asOfDate=2027-03-31&date=2026-05-04';
    const more = 'year=2026&month=5&currentStart=2026-05-01&currentEnd=2026-05-31&isPurchase=false';
    for (const op of operationsOf(t.app.swagger()).filter((o) => o.path.includes('{*}'))) {
      walked.add(`${op.method} ${op.path}`);
      const prefix = op.path.replace('{*}', '');
      const names =
        prefix.endsWith('/analytics/') || prefix.endsWith('/exceptions/')
          ? INSIGHT_NAMES.filter((n) => `/api/reports/${n}`.startsWith(prefix)).map((n) =>
              n.split('/').slice(1).join('/'),
            )
          : REPORT_NAMES;
      expect(names.length, prefix).toBeGreaterThan(0);
      for (const name of names) {
        for (const customer of [b.ids.customer, a.ids.customer]) {
          const url = `${prefix}${name}?${range}&${more}&customerId=${customer}`;
          const res = await t.app.inject({ method: 'GET', url, headers: b.auth });
          expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
          expectNoLeak(url, res.body);
        }
      }
    }
  });

  it('changes nothing of A’s: every write route refuses A’s ids with 400, 403 or 404', async () => {
    const before = await footprintOfA();
    const ops = operationsOf(t.app.swagger()).filter((o) => o.secured && o.method !== 'GET');
    for (const op of ops) {
      if (op.path === '/api/account/logout') continue; // it would end B's session: below
      walked.add(`${op.method} ${op.path}`);
      const { base, slots } = plan(op, b);
      for (const slot of slots) {
        for (const value of valuesOf(a, slot.kind)) {
          const { url, res } = await send(op, withSlot(base, slot, value));
          expectNoLeak(url, res.body);
          if (slot.kind === 'any') expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
          else expect([400, 403, 404], `${url} ${res.body}`).toContain(res.statusCode);
        }
      }
    }
    expect(await footprintOfA()).toEqual(before);
  });

  it('has walked every signed-in route of the API', () => {
    const signedIn = operationsOf(t.app.swagger())
      .filter((o) => o.secured && o.path !== '/api/account/logout')
      .map((o) => `${o.method} ${o.path}`);
    expect([...walked].sort()).toEqual(signedIn.sort());
    expect(signedIn.length).toBeGreaterThan(70);
  });
});

describe('the sweep’s own requests', () => {
  it('are valid for B’s own records, so a refusal above is a refusal of A’s id', async () => {
    for (const [route, body] of Object.entries(TEMPLATES)) {
      const [method, path] = route.split(' ') as [Operation['method'], string];
      if (route === 'POST /api/expenses') continue; // with B's id it edits B's expense: fine, below
      const url = fillPath(path, {
        id: path.startsWith('/api/items')
          ? b.ids.item
          : path.startsWith('/api/taxes')
            ? b.ids.taxGroup
            : b.ids.sale,
      });
      const res = await t.app.inject({
        method,
        url,
        headers: b.auth,
        payload: body(b.ids) as object,
      });
      expect(res.statusCode, `${route} ${res.body}`).toBeLessThan(300);
    }
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: b.auth,
      payload: TEMPLATES['POST /api/expenses']!(b.ids) as object,
    });
    expect(edit.statusCode, edit.body).toBeLessThan(300);
  });
});

// Last: logging out ends B's access tokens.
describe('logging out', () => {
  it('cannot end A’s session by logging out with A’s refresh token', async () => {
    const aLogin = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: a.email, password: 'Secret123' },
    });
    const { refreshToken } = aLogin.json() as { refreshToken: string };
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: b.auth,
      payload: { refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/account/refresh-token',
      payload: { refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customers', headers: a.auth })).statusCode,
    ).toBe(200);
  });
});
