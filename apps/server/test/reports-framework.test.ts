// The reports framework: one reply shape, parameter messages, roles and tenancy, snapshots,
// and CSV/XLSX exports read back. Individual reports have golden tests of their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf } from './support/fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let other: Awaited<ReturnType<typeof registerAndLogin>>;

const get = (url: string, auth = owner.auth) => t.app.inject({ method: 'GET', url, headers: auth });

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t);
  other = await registerAndLogin(t);
  const companyId = companyIdOf(owner.accessToken);
  const shop = await addCustomer(t, companyId, { name: 'Shree Ganesh, "Kirana"' });
  const rice = await addItem(t, companyId, { name: 'Rice', ratePaise: 5000 });
  for (const [date, quantity] of [
    ['2026-04-02', 3],
    ['2026-04-05', 1],
    ['2026-05-01', 2],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: owner.auth,
      payload: {
        customerId: shop.id,
        transactionDate: date,
        isPurchase: false,
        lineItems: [{ itemId: rice.id, quantity, rate: 1234.5, unitId: rice.unitId }],
        payments: [{ amount: 1000, isBankTransaction: false, isPaymentMade: false }],
      },
    });
    expect(res.statusCode).toBe(201);
  }
});

afterAll(() => t.close());

describe('GET /api/reports/{name}', () => {
  it('answers one shape, money in rupees, rows of the range only', async () => {
    const res = await get('/api/reports/sales?startDate=2026-04-01&endDate=2026-04-30');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.report).toBe('sales');
    expect(body.parameters).toEqual({ startDate: '2026-04-01', endDate: '2026-04-30' });
    expect(body.snapshot).toBeNull();
    const [sales] = body.datasets;
    expect(sales.columns.find((c: { key: string }) => c.key === 'total').kind).toBe('money');
    expect(
      sales.rows.map((r: { number: string; total: number; pending: number }) => [
        r.number,
        r.total,
        r.pending,
      ]),
    ).toEqual([
      ['INV-0001', 3703.5, 2703.5],
      ['INV-0002', 1234.5, 234.5],
    ]);
    expect(typeof sales.rows[0].transactionId).toBe('number');
  });

  it('gives the spec messages for bad parameters and unknown names', async () => {
    const cases: [string, string][] = [
      ['/api/reports/sales', 'Please select start and end dates.'],
      [
        '/api/reports/sales?startDate=2026-05-01&endDate=2026-04-01',
        'Start date must be before end date.',
      ],
      ['/api/reports/no/such-report', 'Unsupported report type.'],
      [
        '/api/reports/sales?startDate=2026-04-01&endDate=2026-04-30&format=pdf',
        'Format must be csv or xlsx.',
      ],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail, url).toBe(message);
    }
  });

  it('refuses callers without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reports/sales' });
    expect(res.statusCode).toBe(401);
  });

  it('shows each company only its own documents', async () => {
    const res = await get('/api/reports/sales?startDate=2026-01-01&endDate=2026-12-31', other.auth);
    expect(res.json().datasets[0].rows).toEqual([]);
  });
});

describe('snapshots', () => {
  it('saves, lists, reopens, exports and deletes; other companies see none of it', async () => {
    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    const saved = await get(
      '/api/reports/sales?startDate=2026-04-01&endDate=2026-04-30&save=true&name=April%20sales',
      auditor.auth,
    );
    expect(saved.statusCode).toBe(200);
    const { snapshot } = saved.json();
    expect(snapshot.name).toBe('April sales');

    const list = (await get('/api/reports/snapshots')).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        reportGuid: snapshot.id,
        name: 'April sales',
        reportType: 'sales',
        createdByEmail: auditor.email,
      }),
    ]);
    const reopened = (await get(`/api/reports/snapshots/${snapshot.id}`)).json();
    expect(reopened.datasets).toEqual(saved.json().datasets);

    const csv = await get(`/api/reports/snapshots/${snapshot.id}?format=csv`);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="sales-2026-04-01-2026-04-30.csv"',
    );
    expect(csv.body).toContain('3703.50');

    expect((await get('/api/reports/snapshots', other.auth)).json().items).toEqual([]);
    expect((await get(`/api/reports/snapshots/${snapshot.id}`, other.auth)).statusCode).toBe(404);
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/reports/snapshots/${snapshot.id}`,
      headers: other.auth,
    });
    expect(foreignDelete.statusCode).toBe(404);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/reports/snapshots/${snapshot.id}`,
      headers: owner.auth,
    });
    expect(del.statusCode).toBe(204);
    expect((await get(`/api/reports/snapshots/${snapshot.id}`)).statusCode).toBe(404);
  });
});

describe('exports', () => {
  it('CSV: a BOM, labels, quoted names, money with 2 decimals', async () => {
    const res = await get(
      '/api/reports/sales?startDate=2026-04-01&endDate=2026-04-30&format=csv&dataset=sales',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFDate,Number,Document,Customer,Taxable value,Tax,Total,Paid,Pending',
    );
    expect(lines[1]).toBe(
      '2026-04-02,INV-0001,Sale,"Shree Ganesh, ""Kirana""",3703.50,0.00,3703.50,1000.00,2703.50',
    );
  });

  it('XLSX: one sheet per dataset, money as numbers in ₹, dates as dates', async () => {
    const res = await get('/api/reports/sales?startDate=2026-04-01&endDate=2026-04-30&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('sales-2026-04-01-2026-04-30.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Sales');
    expect(sheet.getRow(1).getCell(1).value).toBe('Date');
    const date = sheet.getRow(2).getCell(1);
    expect(date.value).toEqual(new Date(Date.UTC(2026, 3, 2)));
    const total = sheet.getRow(2).getCell(7);
    expect(total.value).toBe(3703.5);
    expect(total.numFmt).toContain('₹');
  });
});
