// Estimates (issue 15): their own document and EST-{0000} series; no stock, ledger, dashboard,
// report, GST return or invoice-limit effect; listed and searched on their own; converted into
// a sale in one step, after which the estimate names the sale (and is open again if the sale
// is deleted). Pen ₹118 (GST 18%), Bag ₹999 (GST 5%), all tax-inclusive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp, sender } from './support/test-app.ts';
import {
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
  ledgerBalance,
  setCompanyState,
  unbalancedSources,
} from './support/fixtures.ts';

const DAY = '2026-11-20';
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let ravi: { id: number };
let cashId: number;
let pen: { id: number; unitId: number };
let bag: { id: number; unitId: number };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(`${DAY}T06:30:00Z`); // noon in India
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  ravi = await addCustomer(t, companyId, { name: 'Ravi Kumar', stateCode: '27', phone: '98765' });
  cashId = (await cashCustomer(t, companyId)).id;
  pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
  bag = await addItem(t, companyId, { name: 'Bag', ratePaise: 99900, group: 'GST 5%' });
  // 10 pens bought, so that stock has something to lose.
  const bought = await send('POST', '/api/transactions', {
    customerId: ravi.id,
    transactionDate: DAY,
    isPurchase: true,
    lineItems: [{ itemId: pen.id, quantity: 10, rate: 80, unitId: pen.unitId }],
  });
  expect(bought.statusCode, bought.body).toBe(201);
});
afterAll(async () => t?.close());

const send = sender(
  () => t,
  () => owner.auth,
);

const estimate = (customerId: number, lines: [typeof pen, number, number][], extra = {}) => ({
  customerId,
  transactionDate: DAY,
  lineItems: lines.map(([item, quantity, rate]) => ({
    itemId: item.id,
    quantity,
    rate,
    unitId: item.unitId,
  })),
  ...extra,
});

async function penStock(): Promise<number> {
  const items = (await send('GET', '/api/items')).json() as { name: string; stock: number }[];
  return items.find((i) => i.name === 'Pen')!.stock;
}

async function sheet(report: string, query: string) {
  const res = await send('GET', `/api/reports/${report}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { datasets: { name: string; rows: Record<string, unknown>[] }[] };
}

let est1: { id: number; number: string };

describe('an estimate', () => {
  it('is saved as its own document, EST-0001, moving nothing', async () => {
    const res = await send('POST', '/api/estimates', estimate(ravi.id, [[pen, 3, 118]]));
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json();
    expect(view).toMatchObject({
      kind: 'estimate',
      isPurchase: false,
      number: 'EST-0001',
      convertedTo: null,
      totals: { amount: 354, taxable: 300, tax: 54, paid: 0 },
      payments: [],
    });
    est1 = view;
    // No ledger line, no stock movement, no invoice number, no dashboard row or total.
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: ravi.id })).toBe(-80000);
    expect(await penStock()).toBe(10);
    const settings = (await send('GET', '/api/companysettings')).json();
    expect(settings).toMatchObject({
      nextInvoiceNumber: 1,
      estimateNumberFormat: 'EST-{0000}',
      nextEstimateNumber: 2,
    });
    const day = (await send('GET', `/api/dashboard?date=${DAY}`)).json();
    expect(day.dailySummary.totalSales).toBe(0);
    expect(day.transactions.map((r: { number: string }) => r.number)).toEqual(['PUR-0001']);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('counts in no sales report, register, GST return or plan invoice count', async () => {
    const range = `startDate=${DAY}&endDate=${DAY}`;
    expect((await sheet('sales', range)).datasets[0]!.rows).toEqual([]);
    expect((await sheet('registers/sales', range)).datasets[0]!.rows).toEqual([]);
    const gstr1 = await sheet('gst/gstr1', 'startDate=2026-11-01&endDate=2026-11-30');
    expect(gstr1.datasets.find((d) => d.name === 'b2cs')?.rows).toEqual([]);
    // Not even as a document issued: no dataset of the return names EST-0001.
    expect(JSON.stringify(gstr1.datasets)).not.toContain('EST-');
    const stock = await sheet('stock', 'includeZero=true');
    expect(stock.datasets[0]!.rows.find((r) => r.itemName === 'Pen')).toMatchObject({ stock: 10 });
    const low = await sheet('analytics/low-stock', 'threshold=20');
    expect(JSON.stringify(low.datasets)).toMatch(/"Pen"[^}]*10/);
    // A quotation dated ahead is no booking mistake: the future-documents check ignores it.
    const ahead = await send(
      'POST',
      '/api/estimates',
      estimate(ravi.id, [[pen, 1, 118]], { transactionDate: '2026-12-25' }),
    );
    const future = await sheet('exceptions/future-invoices', 'toleranceDays=0');
    expect(JSON.stringify(future.datasets)).not.toContain('EST-');
    // Deleted like any document (its number is not reused).
    expect((await send('DELETE', `/api/transactions/${ahead.json().id}`)).statusCode).toBe(204);
    const plan = (await send('GET', '/api/subscription')).json();
    expect(plan.invoices.used).toBe(0);
  });

  it('is modified as an estimate: same number, still no posting; it takes no payment', async () => {
    const put = await send('PUT', `/api/transactions/${est1.id}`, {
      ...estimate(ravi.id, [
        [pen, 4, 118],
        [bag, 1, 999],
      ]),
      remark: 'Valid for 15 days',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ kind: 'estimate', number: 'EST-0001' });
    expect(put.json().totals.amount).toBe(1471);
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: ravi.id })).toBe(-80000);

    const paid = await send(
      'POST',
      '/api/estimates',
      estimate(ravi.id, [[pen, 1, 118]], { payments: [{ amount: 118 }] }),
    );
    expect(paid.statusCode).toBe(400);
    expect(paid.json().errors.payments).toEqual([
      'An estimate takes no payment. Convert it into a sale, then record the payment there.',
    ]);
    const empty = await send('POST', '/api/estimates', estimate(ravi.id, []));
    expect(empty.statusCode).toBe(400);
  });

  it('is listed newest first and found by number, customer name or phone', async () => {
    const walkIn = await send('POST', '/api/estimates', {
      customerId: 0,
      customerName: 'Meena Stores',
      transactionDate: DAY,
      lineItems: [{ itemName: 'Pen', quantity: 1, rate: 110, unitName: 'No' }],
    });
    expect(walkIn.json().number).toBe('EST-0003');
    const all = (await send('GET', '/api/estimates')).json();
    expect(all.total).toBe(2);
    expect(all.items.map((e: { number: string }) => e.number)).toEqual(['EST-0003', 'EST-0001']);
    expect(all.items[1]).toMatchObject({
      customerName: 'Ravi Kumar',
      amount: 1471,
      remark: 'Valid for 15 days',
      convertedTo: null,
      transactionDate: DAY,
    });
    for (const search of ['ravi', '98765', 'est-0001']) {
      const found = (await send('GET', `/api/estimates?search=${search}`)).json();
      expect(found.items.map((e: { number: string }) => e.number)).toEqual(['EST-0001']);
    }
    const paged = (await send('GET', '/api/estimates?skip=1&take=1')).json();
    expect(paged).toMatchObject({ total: 2, skip: 1, take: 1 });
    expect(paged.items.map((e: { number: string }) => e.number)).toEqual(['EST-0001']);
    expect((await send('GET', '/api/estimates?search=%25')).json().total).toBe(0);
    expect((await send('GET', '/api/estimates?take=0')).statusCode).toBe(400);
  });

  it('becomes INV-0001 in one step: stock, balance and reports move then', async () => {
    const res = await send('POST', `/api/estimates/${est1.id}/convert`);
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({
      kind: 'sale',
      number: 'INV-0001',
      transactionDate: DAY,
      customerId: ravi.id,
      remark: 'Valid for 15 days',
      payments: [],
    });
    expect(sale.totals.amount).toBe(1471);
    expect(sale.lineItems.map((l: { itemName: string; quantity: number }) => l.quantity)).toEqual([
      4, 1,
    ]);
    expect(await penStock()).toBe(6);
    // Ravi owed -₹800 (we owe him for the purchase); the credit sale adds ₹1,471.
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: ravi.id })).toBe(-80000 + 147100);
    expect(await unbalancedSources(t)).toEqual([]);
    const range = `startDate=${DAY}&endDate=${DAY}`;
    expect((await sheet('sales', range)).datasets[0]!.rows).toHaveLength(1);

    const again = (await send('GET', `/api/transactions/${est1.id}`)).json();
    expect(again).toMatchObject({
      kind: 'estimate',
      convertedTo: { id: sale.id, number: 'INV-0001' },
    });
    const listed = (await send('GET', '/api/estimates?search=EST-0001')).json();
    expect(listed.items[0].convertedTo).toEqual({ id: sale.id, number: 'INV-0001' });
    const twice = await send('POST', `/api/estimates/${est1.id}/convert`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('This estimate is already converted to INV-0001.');

    // The sale deleted: the estimate is open again (and converts to the next number).
    expect((await send('DELETE', `/api/transactions/${sale.id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/transactions/${est1.id}`)).json().convertedTo).toBeNull();
    expect(await penStock()).toBe(10);
  });

  it('for a walk-in (Cash) customer converts into a cash sale paid in full', async () => {
    const res = await send(
      'POST',
      '/api/estimates',
      estimate(cashId, [[pen, 2, 118]], { transactionDate: '2026-11-18' }),
    );
    const cashBefore = await ledgerBalance(t, companyId, 'CASH');
    const sale = (await send('POST', `/api/estimates/${res.json().id}/convert`)).json();
    expect(sale).toMatchObject({ number: 'INV-0002', transactionDate: DAY });
    expect(sale.totals).toMatchObject({ amount: 236, paid: 236, pending: 0 });
    expect((await ledgerBalance(t, companyId, 'CASH')) - cashBefore).toBe(23600);
  });

  it('is only an estimate for /api/estimates, and another company’s is 404', async () => {
    const day = (await send('GET', `/api/dashboard?date=${DAY}`)).json();
    const saleId = day.transactions.find((r: { number: string }) => r.number === 'INV-0002')
      .transactionId as number;
    const put = await send('PUT', `/api/estimates/${saleId}`, estimate(ravi.id, [[pen, 1, 1]]));
    expect(put.statusCode).toBe(404);
    expect(put.json().detail).toBe('Estimate not found.');
    expect((await send('POST', `/api/estimates/${saleId}/convert`)).statusCode).toBe(404);

    const other = await registerAndLogin(t);
    expect(
      (await send('POST', `/api/estimates/${est1.id}/convert`, undefined, other.auth)).statusCode,
    ).toBe(404);
    expect((await send('GET', '/api/estimates', undefined, other.auth)).json().total).toBe(0);
  });
});

describe('estimate numbering', () => {
  it('follows its own format and next number, with {FY} counters of its own', async () => {
    const set = await send('PUT', '/api/companysettings', {
      estimateNumberFormat: 'Q/{FY}/{000}',
      nextEstimateNumber: 7,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      estimateNumberFormat: 'Q/{FY}/{000}',
      nextEstimateNumber: 7,
    });
    const res = await send('POST', '/api/estimates', estimate(ravi.id, [[pen, 1, 118]]));
    expect(res.json().number).toBe('Q/26-27/007');
    expect((await send('GET', '/api/companysettings')).json()).toMatchObject({
      nextEstimateNumber: 8,
      nextInvoiceNumber: 3,
    });
    const bad = await send('PUT', '/api/companysettings', { estimateNumberFormat: 'EST' });
    expect(bad.statusCode).toBe(400);
  });

  it("can keep the estimate's date instead of today (issue 42); a bad date is a 400", async () => {
    const res = await send(
      'POST',
      '/api/estimates',
      estimate(cashId, [[pen, 1, 118]], { transactionDate: '2026-11-18' }),
    );
    const bad = await send('POST', `/api/estimates/${res.json().id}/convert`, {
      transactionDate: '2026-02-30',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    const sale = await send('POST', `/api/estimates/${res.json().id}/convert`, {
      transactionDate: '2026-11-18',
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.json()).toMatchObject({ kind: 'sale', transactionDate: '2026-11-18' });
  });
});

describe('line limits (issue 15)', () => {
  it('refuses a scanned barcode as a quantity on the field, for bills and estimates', async () => {
    for (const url of ['/api/transactions', '/api/estimates']) {
      const res = await send('POST', url, estimate(ravi.id, [[pen, 8901234567890, 50]]));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['lineItems.0.quantity']).toEqual([
        'Line item 1: Quantity can be at most 99,99,999.999.',
      ]);
    }
  });
});
