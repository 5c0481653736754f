// Golden day-to-day reports over the seeded month of support/report-month.ts (read its header
// for the documents); every expected figure is worked out by hand below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema.ts';
import { setCompanyGstin } from './support/fixtures.ts';
import { seedReportMonth, type SeededMonth } from './support/report-month.ts';

let t: TestApp;
let m: SeededMonth;
let other: Awaited<ReturnType<typeof registerAndLogin>>;

const get = (url: string, auth = m.owner.auth) =>
  t.app.inject({ method: 'GET', url: `/api/reports/${url}`, headers: auth });

type Row = Record<string, unknown>;
interface Dataset {
  name: string;
  columns: { key: string; kind: string }[];
  rows: Row[];
}

async function datasets(url: string, auth = m.owner.auth): Promise<Record<string, Dataset>> {
  const res = await get(url, auth);
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json().datasets as Dataset[];
  return Object.fromEntries(list.map((d) => [d.name, d]));
}

/** The rows with only the given keys, in order. */
const pick = (rows: Row[], keys: string[]) =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

beforeAll(async () => {
  t = await createTestApp();
  m = await seedReportMonth(t);
  other = await registerAndLogin(t);
});
afterAll(() => t?.close());

describe('sales and purchases', () => {
  it('lists April sales per bill; the modified bill as it is now, the deleted one gone', async () => {
    const { sales } = await datasets('sales?startDate=2026-04-01&endDate=2026-04-30');
    const keys = ['number', 'customerName', 'taxableValue', 'tax', 'total', 'paid', 'pending'];
    expect(pick(sales!.rows, keys)).toEqual(
      [
        // 10 Soap + 20 Rice: taxable 1000 + 1000, tax 180 + 50; ₹1000 by bank; pending is what
        // is due now (bill-dues.ts): the ₹500 receipt of 20 April settles it to 730. Paid is
        // what was paid against the bill by any means, the rest of its total (issue 42).
        ['INV-0002', 'Patil Traders', 2000, 230, 2230, 1500, 730],
        // The ₹700 receipt of 10 May settles the oldest bill (590) and 110 of INV-0007
        ['INV-0003', 'Karnataka Retail', 500, 90, 590, 590, 0],
        // The header's taxable value holds the round off: 300 + 50 − 0.50
        ['INV-0004', 'Cash', 349.5, 56.5, 406, 406, 0],
        // Modified from 2 to 4 Soap with ₹100 cash
        ['INV-0005', 'Ramesh', 400, 72, 472, 100, 372],
        // 10 Rice (500 + 25 IGST) less a ₹25 discount
        ['INV-0007', 'Karnataka Retail', 475, 25, 500, 110, 390],
      ].map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i]]))),
    );
    expect(sales!.rows[0]!.transactionId).toBe(m.ids['INV-0002']);
  });

  it('adds the bills up by month for the chart', async () => {
    const { byMonth } = await datasets('sales?startDate=2026-01-01&endDate=2026-05-31');
    expect(byMonth!.columns.map((c) => c.key)).toEqual([
      'month',
      'bills',
      'taxableValue',
      'tax',
      'total',
    ]);
    expect(byMonth!.rows).toEqual([
      // January's opening balance is no sale (issue 23): no month of its own.
      // 2000 + 500 + 349.50 + 400 + 475 = 3724.50; 230 + 90 + 56.50 + 72 + 25 = 473.50
      { month: '2026-04', bills: 5, taxableValue: 3724.5, tax: 473.5, total: 4198 },
      { month: '2026-05', bills: 1, taxableValue: 100, tax: 18, total: 118 },
    ]);
  });

  it('lists purchases, and their months', async () => {
    const { purchases, byMonth } = await datasets(
      'purchases?startDate=2026-04-01&endDate=2026-04-30',
    );
    expect(pick(purchases!.rows, ['number', 'customerName', 'total', 'paid', 'pending'])).toEqual([
      // 7080 − 5000 paid on it − the ₹1000 paid on 25 April
      {
        number: 'PUR-0001',
        customerName: 'Gujarat Supplies',
        total: 7080,
        paid: 6000,
        pending: 1080,
      },
      { number: 'PUR-0002', customerName: 'Local Wholesale', total: 8421, paid: 8421, pending: 0 },
    ]);
    // 6000 + 8020; 1080 + 401; 7080 + 8421
    expect(byMonth!.rows).toEqual([
      { month: '2026-04', bills: 2, taxableValue: 14020, tax: 1481, total: 15501 },
    ]);
  });
});

describe('the day', () => {
  it('sales/daily-total: the day’s bills with cash and bank received, and totals', async () => {
    const day = await datasets('sales/daily-total?date=2026-04-03');
    expect(pick(day['sales']!.rows, ['number', 'total', 'cash', 'bank', 'pending'])).toEqual([
      // Pending is what is due now: the ₹500 of 20 April counts
      { number: 'INV-0002', total: 2230, cash: 0, bank: 1000, pending: 730 },
    ]);
    expect(day['totals']!.rows).toEqual([
      { bills: 1, taxableValue: 2000, tax: 230, total: 2230, cash: 0, bank: 1000 },
    ]);
    const cashDay = await datasets('sales/daily-total?date=2026-04-08');
    expect(cashDay['totals']!.rows).toEqual([
      { bills: 1, taxableValue: 349.5, tax: 56.5, total: 406, cash: 406, bank: 0 },
    ]);
    const quiet = await datasets('sales/daily-total?date=2026-04-12');
    // The only bill of the 12th was deleted.
    expect(quiet['sales']!.rows).toEqual([]);
    expect(quiet['totals']!.rows).toEqual([
      { bills: 0, taxableValue: 0, tax: 0, total: 0, cash: 0, bank: 0 },
    ]);
  });

  it('daily-summary: the dashboard figures as metric rows', async () => {
    const { summary } = await datasets('daily-summary?date=2026-04-20');
    expect(summary!.rows).toEqual([
      { metric: 'Sales', amount: 0 },
      { metric: 'Returns (credit notes)', amount: 0 },
      { metric: 'Net sales', amount: 0 },
      { metric: 'Payments received', amount: 500 },
      { metric: 'Purchases', amount: 0 },
      { metric: 'Returns (debit notes)', amount: 0 },
      { metric: 'Net purchases', amount: 0 },
      { metric: 'Payments made', amount: 0 },
      { metric: 'Expenses', amount: 2500 },
      // Cash: −99 (tea 31 Mar) −150 (tea) +406 (INV-0004) +100 (INV-0005) −50 (tea) +500
      { metric: 'Cash in hand', amount: 707 },
    ]);
    const first = await datasets('daily-summary?date=2026-04-01');
    expect(first['summary']!.rows.map((r) => r['amount'])).toEqual([
      0, 0, 0, 0, 7080, 0, 7080, 5000, 0, -99,
    ]);
  });
});

describe('items and stock', () => {
  it('items/sales: per item sold in April, biggest first', async () => {
    const { items } = await datasets('items/sales?startDate=2026-04-01&endDate=2026-04-30');
    expect(items!.rows.map(({ itemId: _id, ...r }) => r)).toEqual([
      // Soap: 10 + 5 + 3 + 4 = 22; taxable 1000 + 500 + 300 + 400; tax 180 + 90 + 54 + 72
      {
        itemName: 'Soap',
        hsn: '3401',
        unit: 'No',
        quantity: 22,
        taxableValue: 2200,
        tax: 396,
        total: 2596,
        bills: 4,
      },
      // Rice: 20 + 1 + 10 = 31; taxable 1000 + 50 + 500; tax 50 + 2.50 + 25
      {
        itemName: 'Rice',
        hsn: '1006',
        unit: 'No',
        quantity: 31,
        taxableValue: 1550,
        tax: 77.5,
        total: 1627.5,
        bills: 3,
      },
    ]);
  });

  it('stock: bought minus sold over all time, at average purchase cost (one costing rule)', async () => {
    // Rice: PUR-0002 200.5 for ₹8,020 taxable + ₹401 tax; Soap: PUR-0001 100 for ₹6,000 + ₹1,080.
    // 200.5 − (20 + 1 + 10) = 169.5 Rice; 100 − (10 + 5 + 3 + 4 + 1 in May) = 77 Soap.
    const stockOf = async () => {
      const result = await datasets('stock');
      return {
        rows: pick(result['stock']!.rows, [
          'itemName',
          'unit',
          'hsn',
          'stock',
          'unitCost',
          'stockValue',
        ]),
        label: result['stock']!.columns.find((c) => c.key === 'stockValue'),
        totals: result['totals']!.rows,
      };
    };
    const [company] = await t.database.db
      .select({ gstin: companies.gstin, stateCode: companies.stateCode })
      .from(companies)
      .where(eq(companies.id, m.companyId));
    try {
      // Registered for GST: the tax comes back, so it is no cost. Rice 169.5 × 8,020 ÷ 200.5
      // = 6,780; Soap 77 × 6,000 ÷ 100 = 4,620.
      await setCompanyGstin(t, m.companyId, '27AAPFU0939F1ZV');
      const registered = await stockOf();
      expect(registered.rows).toEqual([
        { itemName: 'Rice', unit: 'No', hsn: '1006', stock: 169.5, unitCost: 40, stockValue: 6780 },
        { itemName: 'Soap', unit: 'No', hsn: '3401', stock: 77, unitCost: 60, stockValue: 4620 },
      ]);
      expect(registered.label).toMatchObject({
        label: 'Stock value excl. GST',
      });
      expect(registered.totals).toEqual([{ items: 2, stockValue: 11400 }]);
      // Without a GSTIN the tax is part of the cost: Rice 169.5 × 8,421 ÷ 200.5 = 7,119;
      // Soap 77 × 7,080 ÷ 100 = 5,451.60.
      await setCompanyGstin(t, m.companyId, null);
      const unregistered = await stockOf();
      expect(unregistered.rows).toEqual([
        { itemName: 'Rice', unit: 'No', hsn: '1006', stock: 169.5, unitCost: 42, stockValue: 7119 },
        {
          itemName: 'Soap',
          unit: 'No',
          hsn: '3401',
          stock: 77,
          unitCost: 70.8,
          stockValue: 5451.6,
        },
      ]);
      expect(unregistered.label).toMatchObject({
        label: 'Stock value incl. GST',
      });
      expect(unregistered.totals).toEqual([{ items: 2, stockValue: 12570.6 }]);
    } finally {
      await t.database.db.update(companies).set(company!).where(eq(companies.id, m.companyId));
    }
    // Pen was never traded: it is listed at 0 only when asked for.
    const all = await datasets('stock?includeZero=true');
    expect(all['stock']!.rows.map((r) => [r['itemName'], r['stock']])).toEqual([
      ['Pen', 0],
      ['Rice', 169.5],
      ['Soap', 77],
    ]);
  });
});

describe('month reports', () => {
  it('taxes/monthly: output and input tax per component and rate, and the net', async () => {
    const NOT_CLAIMABLE = 'Input not claimable (vendor without GSTIN)';
    const { taxes, net } = await datasets('taxes/monthly?year=2026&month=4');
    expect(taxes!.rows).toEqual([
      // Rice lines at 5%: INV-0002 1000 (25) + INV-0004 50 (1.25)
      { side: 'Output', component: 'CGST', rate: 2.5, taxableValue: 1050, tax: 26.25 },
      // Soap lines at 18%: INV-0002 1000 (90) + INV-0004 300 (27) + INV-0005 400 (36)
      { side: 'Output', component: 'CGST', rate: 9, taxableValue: 1700, tax: 153 },
      { side: 'Output', component: 'SGST', rate: 2.5, taxableValue: 1050, tax: 26.25 },
      { side: 'Output', component: 'SGST', rate: 9, taxableValue: 1700, tax: 153 },
      { side: 'Output', component: 'IGST', rate: 5, taxableValue: 500, tax: 25 },
      { side: 'Output', component: 'IGST', rate: 18, taxableValue: 500, tax: 90 },
      { side: 'Input', component: 'IGST', rate: 18, taxableValue: 6000, tax: 1080 },
      // The local vendor has no GSTIN: its tax is no input tax credit (GSTR-3B 4 leaves it out).
      { side: NOT_CLAIMABLE, component: 'CGST', rate: 2.5, taxableValue: 8020, tax: 200.5 },
      { side: NOT_CLAIMABLE, component: 'SGST', rate: 2.5, taxableValue: 8020, tax: 200.5 },
    ]);
    expect(net!.rows).toEqual([
      // 26.25 + 153, nothing to set against it
      { component: 'CGST', output: 179.25, input: 0, net: 179.25 },
      { component: 'SGST', output: 179.25, input: 0, net: 179.25 },
      // 25 + 90 − 1080
      { component: 'IGST', output: 115, input: 1080, net: -965 },
    ]);
  });

  it('expenses/monthly-itemwise: per expense head, cash and bank', async () => {
    const { expenses } = await datasets('expenses/monthly-itemwise?year=2026&month=4');
    expect(expenses!.rows).toEqual([
      { item: 'Electricity', count: 1, cash: 0, bank: 2500, total: 2500 },
      { item: 'Rent', count: 1, cash: 0, bank: 10000, total: 10000 },
      // 150 + 50; the ₹99 of 31 March is another month
      { item: 'Tea', count: 2, cash: 200, bank: 0, total: 200 },
    ]);
  });
});

describe('customers', () => {
  it('customers/unpaid: balances above the minimum, biggest first, top N', async () => {
    const { customers } = await datasets('customers/unpaid');
    expect(
      pick(customers!.rows, ['customerName', 'phone', 'gstin', 'balance', 'lastBillDate']),
    ).toEqual([
      // 1500 opening + 472 − 100
      {
        customerName: 'Ramesh',
        phone: null,
        gstin: null,
        balance: 1872,
        lastBillDate: '2026-04-10',
      },
      // 2230 − 1000 − 500; the deleted bill of 12 April is no last bill
      {
        customerName: 'Patil Traders',
        phone: '9876543210',
        gstin: '27AAPFU0939F1ZV',
        balance: 730,
        lastBillDate: '2026-04-03',
      },
      // 590 + 500 + 118 − 700
      {
        customerName: 'Karnataka Retail',
        phone: null,
        gstin: '29AABCR1718E1ZL',
        balance: 508,
        lastBillDate: '2026-05-03',
      },
    ]);
    const names = async (query: string) =>
      (await datasets(`customers/unpaid?${query}`))['customers']!.rows.map(
        (r) => r['customerName'],
      );
    expect(await names('minBalance=730')).toEqual(['Ramesh']);
    expect(await names('minBalance=729.99')).toEqual(['Ramesh', 'Patil Traders']);
    expect(await names('top=1')).toEqual(['Ramesh']);
    // We owe Gujarat Supplies 1080: a negative balance is above −1100 only.
    expect(await names('minBalance=-1100')).toContain('Gujarat Supplies');
  });

  it('customers/ledger: an opening row, one row per document, a running balance', async () => {
    const { ledger } = await datasets(
      `customers/ledger?customerId=${m.customers.karnataka}&startDate=2026-04-06&endDate=2026-05-31`,
    );
    const keys = ['date', 'number', 'description', 'debit', 'credit', 'balance'];
    expect(pick(ledger!.rows, keys)).toEqual([
      // INV-0003 of 5 April, before the range
      {
        date: '2026-04-06',
        number: null,
        description: 'Opening balance',
        debit: null,
        credit: null,
        balance: 590,
      },
      {
        date: '2026-04-28',
        number: 'INV-0007',
        description: 'Sale',
        debit: 500,
        credit: 0,
        balance: 1090,
      },
      {
        date: '2026-05-03',
        number: 'INV-0008',
        description: 'Sale',
        debit: 118,
        credit: 0,
        balance: 1208,
      },
      {
        date: '2026-05-10',
        number: null,
        description: 'Payment received - NEFT',
        debit: 0,
        credit: 700,
        balance: 508,
      },
    ]);
    expect(ledger!.rows[1]!.transactionId).toBe(m.ids['INV-0007']);

    const patil = await datasets(
      `customers/ledger?customerId=${m.customers.patil}&startDate=2026-04-01&endDate=2026-04-30`,
    );
    expect(pick(patil['ledger']!.rows, keys)).toEqual([
      {
        date: '2026-04-01',
        number: null,
        description: 'Opening balance',
        debit: null,
        credit: null,
        balance: 0,
      },
      // The bill and the ₹1000 paid on it are one document
      {
        date: '2026-04-03',
        number: 'INV-0002',
        description: 'Sale - NEFT',
        debit: 2230,
        credit: 1000,
        balance: 1230,
      },
      {
        date: '2026-04-20',
        number: null,
        description: 'Payment received',
        debit: 0,
        credit: 500,
        balance: 730,
      },
    ]);

    const vendor = await datasets(
      `customers/ledger?customerId=${m.customers.gujarat}&startDate=2026-04-01&endDate=2026-04-30`,
    );
    expect(
      pick(vendor['ledger']!.rows, ['number', 'description', 'debit', 'credit', 'balance']),
    ).toEqual([
      { number: null, description: 'Opening balance', debit: null, credit: null, balance: 0 },
      // We owe them 7080 − 5000
      {
        number: 'PUR-0001',
        description: 'Purchase - NEFT',
        debit: 5000,
        credit: 7080,
        balance: -2080,
      },
      { number: null, description: 'Payment made - NEFT', debit: 1000, credit: 0, balance: -1080 },
    ]);
  });

  it('customers/ledger: another company’s or an unknown customer is not found', async () => {
    const range = 'startDate=2026-04-01&endDate=2026-04-30';
    const foreign = await get(
      `customers/ledger?customerId=${m.customers.patil}&${range}`,
      other.auth,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Customer not found.');
    const unknown = await get(`customers/ledger?customerId=987654&${range}`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('bad parameters', () => {
  it('answer 400 with the spec’s messages', async () => {
    const cases: [string, string][] = [
      ['customers/ledger?startDate=2026-04-01&endDate=2026-04-30', 'Please select a customer.'],
      [
        'customers/ledger?customerId=abc&startDate=2026-04-01&endDate=2026-04-30',
        'Please select a customer.',
      ],
      ['taxes/monthly?year=2026', 'Please select year and month.'],
      ['taxes/monthly?year=2026&month=13', 'Please select year and month.'],
      ['expenses/monthly-itemwise?month=4', 'Please select year and month.'],
      ['sales/daily-total', 'Please select a date.'],
      ['daily-summary?date=2026-02-30', 'Please select a date.'],
      ['items/sales?startDate=2026-04-01', 'Please select start and end dates.'],
      ['purchases?startDate=2026-05-01&endDate=2026-04-01', 'Start date must be before end date.'],
      ['customers/unpaid?minBalance=lots', 'Min balance must be a number.'],
      ['customers/unpaid?top=0', 'Top must be a whole number of at least 1.'],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail, url).toBe(message);
    }
  });

  it('another company sees none of these documents', async () => {
    const { sales } = await datasets('sales?startDate=2026-01-01&endDate=2026-12-31', other.auth);
    expect(sales!.rows).toEqual([]);
    const { customers } = await datasets('customers/unpaid', other.auth);
    expect(customers!.rows).toEqual([]);
    const { stock } = await datasets('stock', other.auth);
    expect(stock!.rows).toEqual([]);
  });
});
