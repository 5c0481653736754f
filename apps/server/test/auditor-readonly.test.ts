// The Auditor examines the books: every read the reports need, and no write anywhere. Every
// write route of the OpenAPI document is tried, so a route added later is covered too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createTestApp, inviteAndJoin, type TestApp } from './support/test-app.ts';
import {
  createCompanyBooks,
  multipart,
  PDF_BYTES,
  type CompanyBooks,
} from './support/company-books.ts';
import { companyIdOf } from './support/fixtures.ts';

const READ_ONLY = 'Auditors can read the books but not change them.';

let t: TestApp;
let books: CompanyBooks;
let auditor: Awaited<ReturnType<typeof inviteAndJoin>>;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  books = await createCompanyBooks(t, 'Ledger Check');
  auditor = await inviteAndJoin(t, { auth: books.auth }, 'Auditor');
  companyId = companyIdOf(auditor.accessToken);
});
afterAll(async () => t?.close());

const call = (method: InjectOptions['method'], url: string, payload?: unknown, extra = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...auditor.auth, ...extra },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Everything the company has written so far: any change shows in one of these. */
async function footprint() {
  const result = (await t.database.db.execute(sql`
    select (select count(*) from audit_log where company_id = ${companyId}) as audit,
           (select count(*) from files where company_id = ${companyId}) as files,
           (select count(*) from transactions where company_id = ${companyId}) as bills,
           (select count(*) from report_snapshots where company_id = ${companyId}) as snapshots,
           (select count(*) from users where company_id = ${companyId}) as users,
           (select coalesce(sum(amount_paise), 0) from expenses where company_id = ${companyId})
             as expenses`)) as unknown as { rows: Record<string, unknown>[] };
  return Object.fromEntries(Object.entries(result.rows[0]!).map(([k, v]) => [k, Number(v)]));
}

describe('the Auditor writes nothing', () => {
  it('is refused every real change with 403 and a clear message, and nothing changes', async () => {
    const ids = books.ids;
    const sale = {
      customerId: ids.customer,
      transactionDate: '2026-05-06',
      isPurchase: false,
      lineItems: [{ itemId: ids.item, quantity: 1, rate: 120, unitId: ids.unit }],
      payments: [],
    };
    const expense = {
      expenseItemName: 'Audit Tea',
      amount: 10,
      timeStamp: '2026-05-06T10:00:00+05:30',
      isBankTransaction: false,
    };
    const cases: [InjectOptions['method'], string, unknown, string][] = [
      ['POST', '/api/transactions', sale, READ_ONLY],
      ['PUT', `/api/transactions/${ids.sale}`, sale, READ_ONLY],
      ['DELETE', `/api/transactions/${ids.sale}`, undefined, READ_ONLY],
      [
        'POST',
        '/api/transactions/payment',
        { customerId: ids.customer, transactionDate: '2026-05-06', amount: 5 },
        READ_ONLY,
      ],
      ['DELETE', `/api/transactions/payment/${ids.payment}`, undefined, READ_ONLY],
      ['POST', '/api/expenses', expense, READ_ONLY],
      ['POST', '/api/expenses', { ...expense, id: ids.expense }, READ_ONLY],
      ['DELETE', `/api/expenses/${ids.expense}`, undefined, READ_ONLY],
      [
        'POST',
        `/api/files/transaction/${ids.sale}/html-to-pdf`,
        { htmlContent: '<p>x</p>' },
        READ_ONLY,
      ],
      ['DELETE', `/api/reports/snapshots/${ids.snapshot}`, undefined, READ_ONLY],
      ['POST', '/api/units', { name: 'Crate' }, 'Only Admin/Manager can manage units.'],
      [
        'POST',
        '/api/sync',
        { entityType: 'unit', name: 'Crate' },
        'Only Admin/Manager can manage units.',
      ],
      [
        'POST',
        '/api/items',
        { name: 'Audit item', unitId: ids.unit, rate: 1 },
        'Only Admin/Manager can manage items.',
      ],
      [
        'POST',
        '/api/customers',
        { name: 'Audit customer' },
        'Only Admin/Manager can change customers.',
      ],
      [
        'DELETE',
        `/api/bankaccounts/${ids.bankAccount}`,
        undefined,
        'Only Admin/Manager can change bank accounts.',
      ],
      [
        'PUT',
        '/api/companysettings',
        { enableStockWarning: true },
        'Only Admin/Manager can change company settings.',
      ],
      ['POST', '/api/taxes', { name: 'X', rate: 1 }, 'Only Admin/Manager can change item taxes.'],
      [
        'POST',
        '/api/account/invite-user',
        { email: 'x@y.example', role: 'Manager' },
        'Only admins can manage users.',
      ],
    ];
    const before = await footprint();
    for (const [method, url, payload, message] of cases) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().detail, `${method} ${url}`).toBe(message);
    }
    const body = multipart(
      { transactionId: String(ids.sale) },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    );
    const upload = await call('POST', '/api/files', body.payload, body.headers);
    expect(upload.statusCode).toBe(403);
    expect(upload.json().detail).toBe(READ_ONLY);
    expect(await footprint()).toEqual(before);
  });

  it('is refused on every write route of the API, whatever it sends', async () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const before = await footprint();
    const tried: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'get' || !operation.security) continue;
        // Signing out and choosing one's own language change no books: allowed, below.
        if (path === '/api/account/logout' || path === '/api/account/preferences') continue;
        const url = path.replace(/\{[^}]+\}/g, (param) =>
          param === '{email}' ? encodeURIComponent(books.colleagueEmail) : String(books.ids.sale),
        );
        for (const payload of [undefined, {}, { name: 'x' }]) {
          const res = await call(method.toUpperCase() as InjectOptions['method'], url, payload);
          expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(403);
        }
        tried.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(tried.length).toBeGreaterThan(35);
    expect(await footprint()).toEqual(before);
  });

  it('may sign out', async () => {
    const other = await inviteAndJoin(t, { auth: books.auth }, 'Auditor');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: other.auth,
      payload: {},
    });
    expect(out.statusCode).toBe(204);
  });

  it('may choose the language they read Hisaab in', async () => {
    const res = await call('PUT', '/api/account/preferences', { language: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'hi' });
  });
});

describe('the Auditor reads what the reports need', () => {
  it('reads items, taxes, units, customers, bank accounts, settings and the documents', async () => {
    const ids = books.ids;
    for (const url of [
      '/api/items',
      `/api/items/${ids.item}`,
      '/api/units',
      '/api/taxes',
      `/api/taxes/${ids.tax}`,
      '/api/taxes/groups',
      `/api/taxes/groups/${ids.taxGroup}/taxes`,
      '/api/customers',
      `/api/customers/${ids.customer}`,
      '/api/bankaccounts',
      `/api/bankaccounts/${ids.bankAccount}/transactions?startDate=2026-04-01&endDate=2026-05-31`,
      '/api/companysettings',
      '/api/companysettings/InvoiceNumberFormat',
      `/api/transactions/${ids.sale}`,
      '/api/transactions/autocomplete',
      '/api/expenses?date=2026-05-04',
      '/api/dashboard?date=2026-05-04',
      '/api/reports/customers/ledger?customerId=' +
        `${ids.customer}&startDate=2026-04-01&endDate=2027-03-31`,
      '/api/audit',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    const items = (await call('GET', '/api/items')).json() as { name: string }[];
    expect(items.map((i) => i.name)).toContain('Ledger Check Item');
  });

  it('saves a report snapshot and downloads an export: working papers, not the books', async () => {
    const saved = await call(
      'GET',
      '/api/reports/registers/sales?startDate=2026-04-01&endDate=2027-03-31&save=true&name=Audit%20May',
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().snapshot.name).toBe('Audit May');
    const csv = await call(
      'GET',
      '/api/reports/registers/sales?startDate=2026-04-01&endDate=2027-03-31&format=csv',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Ledger Check Customer');
  });
});
