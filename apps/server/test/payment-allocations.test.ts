// A payment chooses the bills it settles (issue 42). A customer with an older and a newer bill
// pays the newer one: it is settled and the older one stays due, on the bill, the Sales report,
// aging and the dashboard; what is not chosen still settles the oldest bill first. A choice
// is checked (a bill of another party or company, a later bill, more than a bill has left,
// more than the payment: 400 and nothing saved), changed and dropped with the payment (an
// edit from an older version answers 409), and the Sales report's Paid is what was paid
// against the bill by any means. A bill lists the notes and payments that settled it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, sender, type TestApp } from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf, ledgerBalance } from './support/fixtures.ts';

const DAY = '2026-11-20';
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let other: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let item: { id: number; unitId: number };

const send = sender(
  () => t,
  () => owner.auth,
);

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const res = await send(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? null : res.json();
}

async function bill(
  customerId: number,
  amount: number,
  date: string,
  opts: { paid?: number; isPurchase?: boolean } = {},
) {
  const body = await ok('POST', '/api/transactions', {
    customerId,
    transactionDate: date,
    isPurchase: opts.isPurchase ?? false,
    lineItems: [{ itemId: item.id, quantity: 1, rate: amount, unitId: item.unitId }],
    payments: opts.paid ? [{ amount: opts.paid, isBankTransaction: false }] : [],
  });
  return { id: body.id as number, number: body.number as string };
}

const paymentBody = (
  customerId: number,
  amount: number,
  allocations?: { billId: number; amount: number }[] | null,
  extra: Record<string, unknown> = {},
) => ({
  customerId,
  transactionDate: DAY,
  amount,
  isPaymentMade: false,
  ...(allocations !== undefined && { allocations }),
  ...extra,
});

const pending = async (id: number) =>
  (await ok('GET', `/api/transactions/${id}`)).totals.pending as number;

type Row = Record<string, unknown>;
async function salesRow(id: number, isPurchase = false): Promise<Row> {
  const body = await ok(
    'GET',
    `/api/reports/${isPurchase ? 'purchases' : 'sales'}?startDate=2026-11-01&endDate=2026-11-30`,
  );
  return (body.datasets[0].rows as Row[]).find((r) => r['transactionId'] === id)!;
}

async function agedDue(customerId: number, asOfDate = DAY) {
  const body = await ok('GET', `/api/reports/aging/receivables?asOfDate=${asOfDate}`);
  return Number(
    (body.datasets[0].rows as Row[]).find((r) => r['customerId'] === customerId)?.['total'] ?? 0,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(`${DAY}T06:30:00Z`);
  owner = await registerAndLogin(t);
  other = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  item = await addItem(t, companyId, { name: 'Cloth', ratePaise: 100000 });
});
afterAll(async () => {
  await t?.close();
});

describe('a payment chooses the bills it settles', () => {
  it('settles the newer bill it chose, leaving the older one due everywhere', async () => {
    const ravi = (await addCustomer(t, companyId, { name: 'Ravi' })).id;
    const older = await bill(ravi, 1000, '2026-11-05');
    const newer = await bill(ravi, 500, '2026-11-10');
    const paid = await ok(
      'POST',
      '/api/transactions/payment',
      paymentBody(ravi, 500, [{ billId: newer.id, amount: 500 }]),
    );
    expect([await pending(older.id), await pending(newer.id)]).toEqual([1000, 0]);
    expect(paid.allocations).toEqual([
      { billId: newer.id, number: newer.number, date: '2026-11-10', amount: 500 },
    ]);
    // The Sales report: Paid + Pending = Total on each bill.
    expect(await salesRow(newer.id)).toMatchObject({ paid: 500, pending: 0 });
    expect(await salesRow(older.id)).toMatchObject({ paid: 0, pending: 1000 });
    // Aging as of today and as of a day before the payment (when both were due).
    expect(await agedDue(ravi)).toBe(1000);
    expect(await agedDue(ravi, '2026-11-15')).toBe(1500);
    const dash = await ok('GET', `/api/dashboard?date=2026-11-10`);
    const row = (dash.transactions as { transactionId: number; pendingAmount: number }[]).find(
      (r) => r.transactionId === newer.id,
    );
    expect(row?.pendingAmount).toBe(0);
    // The bill lists the payment that settled it.
    const view = await ok('GET', `/api/transactions/${newer.id}`);
    expect(view.settlements).toEqual([
      { id: paid.id, kind: 'payment', number: null, date: DAY, amount: 500 },
    ]);
    expect((await ok('GET', `/api/transactions/${older.id}`)).settlements).toEqual([]);
  });

  it('settles the oldest bill first with what it did not choose', async () => {
    const meena = (await addCustomer(t, companyId, { name: 'Meena' })).id;
    const a = await bill(meena, 1000, '2026-11-01');
    const b = await bill(meena, 800, '2026-11-02');
    const c = await bill(meena, 600, '2026-11-03');
    const paid = await ok(
      'POST',
      '/api/transactions/payment',
      paymentBody(meena, 900, [{ billId: c.id, amount: 600 }]),
    );
    expect([await pending(a.id), await pending(b.id), await pending(c.id)]).toEqual([700, 800, 0]);
    expect((await ok('GET', `/api/transactions/${a.id}`)).settlements).toEqual([
      { id: paid.id, kind: 'payment', number: null, date: DAY, amount: 300 },
    ]);
    expect(await agedDue(meena)).toBe(1500);
    const ledger = await ledgerBalance(t, companyId, 'PARTY', { partyId: meena });
    expect(ledger).toBe(150000);
  });

  it('refuses a choice it cannot make, and saves nothing', async () => {
    const anil = (await addCustomer(t, companyId, { name: 'Anil' })).id;
    const sunil = (await addCustomer(t, companyId, { name: 'Sunil' })).id;
    const own = await bill(anil, 400, '2026-11-05', { paid: 100 });
    const later = await bill(anil, 300, '2026-11-25');
    const theirs = await bill(sunil, 200, '2026-11-05');
    const otherCompany = companyIdOf(other.accessToken);
    const stranger = await addCustomer(t, otherCompany, { name: 'Stranger' });
    const theirItem = await addItem(t, otherCompany, { name: 'Thing', ratePaise: 5000 });
    const foreign = await sender(
      () => t,
      () => other.auth,
    )('POST', '/api/transactions', {
      customerId: stranger.id,
      transactionDate: DAY,
      isPurchase: false,
      lineItems: [{ itemId: theirItem.id, quantity: 1, rate: 50, unitId: theirItem.unitId }],
      payments: [],
    });
    expect(foreign.statusCode, foreign.body).toBeLessThan(300);
    const balance = () => ledgerBalance(t, companyId, 'PARTY', { partyId: anil });
    const before = await balance();
    const refused = async (
      allocations: { billId: number; amount: number }[],
      text: RegExp,
      amount = 1000,
    ) => {
      const res = await send(
        'POST',
        '/api/transactions/payment',
        paymentBody(anil, amount, allocations),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(text);
    };
    await refused([{ billId: own.id, amount: 301 }], /has ₹300\.00 left to settle/);
    await refused([{ billId: theirs.id, amount: 100 }], /is not a bill of this party/);
    await refused([{ billId: foreign.json().id, amount: 10 }], /is not a bill of this party/);
    await refused([{ billId: later.id, amount: 100 }], /after the payment/);
    await refused(
      [
        { billId: own.id, amount: 200 },
        { billId: theirs.id, amount: 200 },
      ],
      /take more than the payment/,
      300,
    );
    // An amount out of range is refused as such, with or without a choice (it was a 500).
    await refused([], /greater than 0/, -1e20);
    await refused([{ billId: own.id, amount: 1e20 }], /allocations/, 300);
    expect(await balance()).toBe(before);
    expect(await pending(own.id)).toBe(300);
  });

  it('is changed and dropped with the payment; an edit from an older version answers 409', async () => {
    const vijay = (await addCustomer(t, companyId, { name: 'Vijay' })).id;
    const older = await bill(vijay, 1000, '2026-11-05');
    const newer = await bill(vijay, 500, '2026-11-10');
    const saved = await ok(
      'POST',
      '/api/transactions/payment',
      paymentBody(vijay, 500, [{ billId: newer.id, amount: 500 }]),
    );
    const paymentId = saved.payments[0].id as number;
    expect([await pending(older.id), await pending(newer.id)]).toEqual([1000, 0]);
    const changed = await ok(
      'POST',
      '/api/transactions/payment',
      paymentBody(vijay, 400, [{ billId: older.id, amount: 400 }], {
        id: paymentId,
        version: saved.version,
      }),
    );
    expect([await pending(older.id), await pending(newer.id)]).toEqual([600, 500]);
    // (An edit writes the payment anew: its id is the reply's.)
    const stale = await send(
      'POST',
      '/api/transactions/payment',
      paymentBody(vijay, 400, [{ billId: newer.id, amount: 400 }], {
        id: changed.payments[0].id,
        version: saved.version,
      }),
    );
    expect(stale.statusCode).toBe(409);
    expect([await pending(older.id), await pending(newer.id)]).toEqual([600, 500]);
    // Oldest first again when the choice is cleared.
    const cleared = await ok(
      'POST',
      '/api/transactions/payment',
      paymentBody(vijay, 400, null, { id: changed.payments[0].id, version: changed.version }),
    );
    expect(cleared.allocations).toEqual([]);
    await ok(
      'POST',
      '/api/transactions/payment',
      paymentBody(vijay, 400, [{ billId: newer.id, amount: 400 }], {
        id: cleared.payments[0].id,
        version: cleared.version,
      }),
    );
    expect([await pending(older.id), await pending(newer.id)]).toEqual([1000, 100]);
    const last = await ok('GET', `/api/transactions/${saved.id}`);
    await ok('DELETE', `/api/transactions/payment/${last.payments[0].id}`);
    expect([await pending(older.id), await pending(newer.id)]).toEqual([1000, 500]);
  });

  it('lists the bills a payment may choose, and keeps a choice checked when the payment is edited as a bill', async () => {
    const raju = (await addCustomer(t, companyId, { name: 'Raju' })).id;
    const older = await bill(raju, 700, '2026-11-03');
    const newer = await bill(raju, 300, '2026-11-04', { paid: 100 });
    const open = await ok('GET', `/api/transactions/open-bills/${raju}`);
    expect(open).toEqual([
      { id: older.id, number: older.number, date: '2026-11-03', total: 700, due: 700, chosen: 0 },
      { id: newer.id, number: newer.number, date: '2026-11-04', total: 300, due: 200, chosen: 0 },
    ]);
    const saved = await ok(
      'POST',
      '/api/transactions/payment',
      paymentBody(raju, 250, [{ billId: newer.id, amount: 200 }]),
    );
    const editing = await ok('GET', `/api/transactions/open-bills/${raju}?paymentId=${saved.id}`);
    expect(editing.map((b: Row) => [b['id'], b['due'], b['chosen']])).toEqual([
      [older.id, 650, 0],
      [newer.id, 200, 200],
    ]);
    // The payment edited through the bill form: lowered below its choice, refused.
    const asBill = (amount: number, allocations?: unknown) => ({
      id: saved.id,
      version: saved.version,
      customerId: raju,
      transactionDate: DAY,
      isPurchase: false,
      lineItems: [],
      payments: [{ id: saved.payments[0].id, amount, isBankTransaction: false }],
      ...(allocations !== undefined && { allocations }),
    });
    const lowered = await send('PUT', `/api/transactions/${saved.id}`, asBill(150));
    expect(lowered.statusCode, lowered.body).toBe(400);
    expect(lowered.json().detail).toBe('The bills chosen take more than the payment.');
    const rechosen = await ok(
      'PUT',
      `/api/transactions/${saved.id}`,
      asBill(150, [{ billId: older.id, amount: 150 }]),
    );
    expect(rechosen.allocations).toEqual([
      { billId: older.id, number: older.number, date: '2026-11-03', amount: 150 },
    ]);
    expect([await pending(older.id), await pending(newer.id)]).toEqual([550, 200]);
    // Another company's party: 404.
    const theirs = await addCustomer(t, companyIdOf(other.accessToken), { name: 'Theirs' });
    expect((await send('GET', `/api/transactions/open-bills/${theirs.id}`)).statusCode).toBe(404);
  });

  it("shows in the Sales report's Paid what was paid against a bill by any means", async () => {
    const kiran = (await addCustomer(t, companyId, { name: 'Kiran' })).id;
    const sale = await bill(kiran, 2000, '2026-11-06', { paid: 300 });
    await ok('POST', '/api/transactions/payment', paymentBody(kiran, 1200));
    const returned = await ok('POST', '/api/returns', {
      originalId: sale.id,
      transactionDate: DAY,
      refundMode: 'adjust',
      lines: [{ lineNo: 1, quantity: 0.25 }],
    });
    // 300 on the bill, 1,200 settled oldest first, a note of 500 set against it.
    expect(await salesRow(sale.id)).toMatchObject({ total: 2000, paid: 2000, pending: 0 });
    const view = await ok('GET', `/api/transactions/${sale.id}`);
    expect(
      (view.settlements as { kind: string; amount: number }[]).map((s) => [s.kind, s.amount]),
    ).toEqual([
      ['payment', 1200],
      ['credit_note', 500],
    ]);
    expect(returned.id).toBeGreaterThan(0);
    // The purchase side reads the same function.
    const supplier = (await addCustomer(t, companyId, { name: 'Mill' })).id;
    const purchase = await bill(supplier, 900, '2026-11-07', { isPurchase: true });
    await ok('POST', '/api/transactions/payment', {
      ...paymentBody(supplier, 400, [{ billId: purchase.id, amount: 400 }]),
      isPaymentMade: true,
    });
    expect(await salesRow(purchase.id, true)).toMatchObject({ paid: 400, pending: 500 });
  });
});
