// The insights API: routing beside the reports' wildcard, roles (Admin and Manager only),
// parameter messages of the spec, exports read back, and one company's data only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { INSIGHT_NAMES } from '@hisaab/shared/schemas/reports';
import { inviteAndJoin, registerAndLogin, type TestApp } from './support/test-app.ts';
import { addCustomer, addItem } from './support/fixtures.ts';
import { bill, insight, insightsWorld, pick } from './insights-world.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let other: Awaited<ReturnType<typeof registerAndLogin>>;

const get = (url: string, auth = owner.auth) =>
  t.app.inject({ method: 'GET', url: `/api/reports/${url}`, headers: auth });

// One unsold item: 12 "Shree, ""Ganesh"" diya" bought on 01/02/2026 at ₹12.50 = ₹150.
// One sale of another item on 10/06/2026 for ₹400.
beforeAll(async () => {
  const world = await insightsWorld();
  t = world.t;
  owner = world.owner;
  other = await registerAndLogin(t);
  const c = world.companyId;
  const vendor = await addCustomer(t, c, { name: 'Metro' });
  const diya = await addItem(t, c, { name: 'Shree "Ganesh", diya', ratePaise: 0 });
  const lamp = await addItem(t, c, { name: 'Lamp', ratePaise: 0 });
  await bill(t, owner.auth, {
    date: '2026-02-01',
    customerId: vendor.id,
    isPurchase: true,
    lines: [
      { item: diya, qty: 12, rate: 12.5 },
      { item: lamp, qty: 1, rate: 300 },
    ],
  });
  await bill(t, owner.auth, {
    date: '2026-06-10',
    customerId: vendor.id,
    lines: [{ item: lamp, qty: 1, rate: 400 }],
    paid: 400,
  });
});

afterAll(() => t.close());

const range = 'startDate=2026-03-18&endDate=2026-06-15';

describe('routes and roles', () => {
  it('answers every insight of the spec for the Admin, with a summary and no snapshot', async () => {
    const query: Record<string, string> = {
      'analytics/slow-moving': range,
      'analytics/sales-trend': 'currentStart=2026-06-01&currentEnd=2026-06-15',
      'exceptions/missing-hsn': range,
      'analytics/ar-due': 'asOfDate=2026-06-15',
      'analytics/expense-anomalies': 'year=2026&month=6',
      'analytics/abc': range,
      'analytics/ratios': range,
    };
    for (const name of INSIGHT_NAMES) {
      const reply = await insight(t, owner.auth, `${name}?${query[name] ?? ''}&save=true`);
      expect(reply.report, name).toBe(name);
      expect(reply.snapshot, name).toBeNull();
      expect(reply.summary, name).toMatch(/^\S.*\.$/);
      expect(reply.datasets.length, name).toBeGreaterThan(0);
    }
    // save=true is ignored: insights are never saved.
    expect((await get('snapshots')).json().items).toEqual([]);
  });

  it('lets a Manager in and keeps an Auditor out with the spec text', async () => {
    const manager = await inviteAndJoin(t, owner, 'Manager');
    expect((await get(`analytics/slow-moving?${range}`, manager.auth)).statusCode).toBe(200);

    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    // The reports' /api/reports/* would let an Auditor in: these paths are the insights'.
    for (const url of [
      `analytics/slow-moving?${range}`,
      'exceptions/negative-stock',
      'analytics/nope',
    ]) {
      const res = await get(url, auditor.auth);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail, url).toBe(
        'You do not have access to Insights. Please contact your administrator.',
      );
    }
    // ...while the Auditor still reads reports.
    const report = await get('sales?startDate=2026-06-01&endDate=2026-06-15', auditor.auth);
    expect(report.statusCode).toBe(200);
  });

  it('refuses callers without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reports/analytics/low-stock' });
    expect(res.statusCode).toBe(401);
  });
});

describe('parameters', () => {
  it('gives the spec messages', async () => {
    const cases: [string, string][] = [
      ['analytics/slow-moving', 'Select start and end dates.'],
      ['analytics/slow-moving?startDate=2026-06-01', 'Select start and end dates.'],
      [
        'analytics/sales-trend?currentStart=2026-02-30&currentEnd=2026-03-01',
        'Select start and end dates.',
      ],
      [
        'exceptions/missing-hsn?startDate=2026-06-10&endDate=2026-06-01',
        'Start date must be before end date.',
      ],
      ['analytics/ar-due', 'Select As Of date.'],
      ['analytics/expense-anomalies?year=2026&month=13', 'Enter valid year and month (1-12).'],
      ['analytics/expense-anomalies?month=6', 'Enter valid year and month (1-12).'],
      [
        'analytics/abc?startDate=2026-06-01&endDate=2026-06-15&aCut=0.9&bCut=0.8',
        'A and B cuts must be between 0 and 1, with A below B.',
      ],
      ['analytics/low-stock?threshold=-1', 'Threshold must be a number of 0 or more.'],
      ['analytics/overstock?lookbackDays=1000000000', 'Lookback days must be 36,500 or fewer.'],
      [
        'analytics/ar-due?asOfDate=2026-06-15&dueDays=9999999999',
        'Due days must be 36,500 or fewer.',
      ],
      [
        'analytics/sales-trend?currentStart=1900-01-01&currentEnd=9999-12-31',
        'Sales trend periods can be at most 3,660 days (10 years).',
      ],
      ['analytics/nope', 'Unsupported report type.'],
      ['exceptions/nope/deeper', 'Unsupported report type.'],
      [`analytics/slow-moving?${range}&format=pdf`, 'Format must be csv or xlsx.'],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail, url).toBe(message);
    }
  });
});

describe('exports', () => {
  it('CSV: the same rows as the JSON, read back', async () => {
    const res = await get(`analytics/slow-moving?${range}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="analytics-slow-moving-2026-03-18-2026-06-15.csv"',
    );
    // 12 × ₹12.50 = ₹150.00; never sold, so no last-sold date.
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFItem,Unit,Stock,Sold in range,Last sold,Stock value excl. GST',
      '"Shree ""Ganesh"", diya",No,12,0,,150.00',
      '',
    ]);
  });

  it('CSV of a two-list insight names each list; dataset= picks one', async () => {
    const url = 'analytics/sales-trend?currentStart=2026-06-10&currentEnd=2026-06-11';
    const both = (await get(`${url}&format=csv`)).body.split('\r\n');
    expect(both[0]).toBe('\uFEFFSales by day');
    expect(both[2]).toBe('1,2026-06-10,400.00,1,2026-06-08,0.00,0');
    expect(both).toContain('Totals');
    const totals = await get(`${url}&format=csv&dataset=totals`);
    expect(totals.headers['content-disposition']).toContain(
      'analytics-sales-trend-2026-06-10-2026-06-11.csv',
    );
    expect(totals.body.split('\r\n')[1]).toBe(
      '2026-06-10,2026-06-11,400.00,1,2026-06-08,2026-06-09,0.00,0,400.00,',
    );
  });

  it('XLSX: money as numbers; insights without dates carry today in the name', async () => {
    const res = await get('analytics/overstock?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'analytics-overstock-2026-06-15-2026-06-15.xlsx',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Overstock');
    expect(sheet.getRow(2).getCell(1).value).toBe('Shree "Ganesh", diya');
    expect(sheet.getRow(2).getCell(5).value).toBe('No sales in 60 days');
    expect(sheet.getRow(2).getCell(6).value).toBe(150);
  });
});

describe('tenancy', () => {
  it('shows each company only its own documents', async () => {
    const mine = await insight(t, owner.auth, `analytics/slow-moving?${range}`);
    expect(pick(mine, ['item', 'stockValue'])).toEqual([
      { item: 'Shree "Ganesh", diya', stockValue: 150 },
    ]);
    const theirs = await insight(t, other.auth, `analytics/slow-moving?${range}`);
    expect(theirs.datasets[0]!.rows).toEqual([]);
    expect(theirs.summary).toBe('Every item in stock sold in these 90 days.');
  });
});
