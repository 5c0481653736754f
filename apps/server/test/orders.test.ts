// Sale and purchase orders (issue 40): their own SO-/PO-{0000} series; no stock, ledger or GST
// effect; converted into bills in whole or in part (a bill line names its order line, never
// beyond what is pending); a bill's delete or edit gives its quantity back; Open, Partly
// billed, Billed, Closed; the pending report; other companies' orders answer 404; the Auditor
// reads and never writes. Pen ₹118 (GST 18%), tax-inclusive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  sender,
  type TestApp,
} from './support/test-app.ts';
import {
  addCustomer,
  addItem,
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
let vendor: { id: number };
let pen: { id: number; unitId: number };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(`${DAY}T06:30:00Z`);
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  ravi = await addCustomer(t, companyId, { name: 'Ravi Kumar', stateCode: '27', phone: '98765' });
  vendor = await addCustomer(t, companyId, { name: 'Pen Mills', stateCode: '27' });
  pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
});
afterAll(async () => t?.close());

const send = sender(
  () => t,
  () => owner.auth,
);

interface OrderView {
  id: number;
  number: string;
  version: number;
  status: string;
  amount: number;
  pendingAmount: number;
  bills: { id: number; number: string }[];
  lineItems: { id: number; quantity: number; billed: number; pending: number }[];
}

const order = (customerId: number, quantity: number, extra: Record<string, unknown> = {}) => ({
  customerId,
  orderDate: DAY,
  expectedDate: '2026-11-30',
  lineItems: [{ itemId: pen.id, quantity, rate: 118, unitId: pen.unitId }],
  ...extra,
});

async function makeOrder(quantity: number, extra: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/orders', order(ravi.id, quantity, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OrderView;
}

async function getOrder(id: number) {
  const res = await send('GET', `/api/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrderView;
}

/** A bill of the order's pen line (sale unless isPurchase), `quantity` of it. */
const billOf = (o: OrderView, quantity: number, customerId = ravi.id, isPurchase = false) => ({
  customerId,
  transactionDate: DAY,
  isPurchase,
  lineItems: [
    {
      itemId: pen.id,
      quantity,
      rate: 118,
      unitId: pen.unitId,
      orderLineId: o.lineItems[0]!.id,
    },
  ],
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

describe('a sale order', () => {
  it('takes its own series and posts nothing: no stock, ledger, GST return', async () => {
    const stock = await penStock();
    const month = 'startDate=2026-11-01&endDate=2026-11-30';
    const gstr3bBefore = await sheet('gst/gstr3b', month);
    const gstr1Before = await sheet('gst/gstr1', month);
    const first = await makeOrder(10);
    expect(first).toMatchObject({
      number: 'SO-0001',
      status: 'open',
      amount: 1180,
      pendingAmount: 1180,
      bills: [],
      lineItems: [{ quantity: 10, billed: 0, pending: 10 }],
    });
    const po = await send('POST', '/api/orders', order(vendor.id, 5, { isPurchase: true }));
    expect(po.statusCode, po.body).toBe(201);
    expect(po.json()).toMatchObject({ number: 'PO-0001', isPurchase: true });
    expect(await penStock()).toBe(stock);
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: ravi.id })).toBe(0);
    // GSTR-1 and GSTR-3B are as they were.
    expect(await sheet('gst/gstr1', month)).toEqual(gstr1Before);
    expect(await sheet('gst/gstr3b', month)).toEqual(gstr3bBefore);
    const settings = (await send('GET', '/api/companysettings')).json();
    expect(settings).toMatchObject({
      saleOrderNumberFormat: 'SO-{0000}',
      nextSaleOrderNumber: 2,
      nextPurchaseOrderNumber: 2,
      nextInvoiceNumber: 1,
    });
    expect(await unbalancedSources(t)).toEqual([]);
    const list = (await send('GET', '/api/orders?isPurchase=false')).json();
    expect(list.items.map((r: { number: string }) => r.number)).toContain('SO-0001');
    expect(list.items.map((r: { number: string }) => r.number)).not.toContain('PO-0001');
  });

  it('is billed in part, never beyond what is pending; a bill deleted gives it back', async () => {
    const o = await makeOrder(10);
    const over = await send('POST', '/api/transactions', billOf(o, 11));
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().detail).toMatch(/only 10 .* of Pen is pending on order SO-/);
    const first = await send('POST', '/api/transactions', billOf(o, 4));
    expect(first.statusCode, first.body).toBe(201);
    const bill = first.json();
    expect(bill.fromOrders).toEqual([{ id: o.id, number: o.number }]);
    expect(bill.lineItems[0].orderLineId).toBe(o.lineItems[0]!.id);
    let now = await getOrder(o.id);
    expect(now).toMatchObject({
      status: 'partly_billed',
      pendingAmount: 708,
      bills: [{ id: bill.id, number: bill.number }],
      lineItems: [{ billed: 4, pending: 6 }],
    });
    // What is left: 7 is one too many, 6 is all of it.
    const seven = await send('POST', '/api/transactions', billOf(o, 7));
    expect(seven.statusCode, seven.body).toBe(400);
    expect(seven.json().detail).toMatch(/only 6 /);
    // Editing the bill down gives 1 back.
    const edit = await send('PUT', `/api/transactions/${bill.id}`, {
      ...billOf(o, 3),
      version: bill.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await getOrder(o.id)).lineItems[0]).toMatchObject({ billed: 3, pending: 7 });
    const rest = await send('POST', '/api/transactions', billOf(o, 7));
    expect(rest.statusCode, rest.body).toBe(201);
    now = await getOrder(o.id);
    expect(now).toMatchObject({ status: 'billed', pendingAmount: 0 });
    // The order cannot go while bills name it.
    const del = await send('DELETE', `/api/orders/${o.id}`);
    expect(del.statusCode, del.body).toBe(409);
    expect(await getOrder(o.id)).toMatchObject({ status: 'billed' });
    // Deleting a bill gives its quantity back.
    expect((await send('DELETE', `/api/transactions/${rest.json().id}`)).statusCode).toBe(204);
    expect(await getOrder(o.id)).toMatchObject({
      status: 'partly_billed',
      lineItems: [{ billed: 3, pending: 7 }],
    });
  });

  it("refuses a bill of another party or side, and an order closed; a closed order's pending is 0", async () => {
    const o = await makeOrder(5);
    const other = await send('POST', '/api/transactions', billOf(o, 1, vendor.id));
    expect(other.statusCode, other.body).toBe(400);
    const purchase = await send('POST', '/api/transactions', billOf(o, 1, ravi.id, true));
    expect(purchase.statusCode, purchase.body).toBe(400);
    const closed = await send('POST', `/api/orders/${o.id}/close`, { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', pendingAmount: 0 });
    const late = await send('POST', '/api/transactions', billOf(o, 1));
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().detail).toMatch(/is closed/);
    const report = await sheet('orders/pending', 'isPurchase=false');
    expect(JSON.stringify(report.datasets[0]!.rows)).not.toContain(o.number);
    const reopened = await send('POST', `/api/orders/${o.id}/close`, { closed: false });
    expect(reopened.json()).toMatchObject({ status: 'open', pendingAmount: 590 });
  });

  it('is edited from its version (409 from an older one), never below what is billed', async () => {
    const o = await makeOrder(8);
    const bill = await send('POST', '/api/transactions', billOf(o, 5));
    expect(bill.statusCode, bill.body).toBe(201);
    const line = { id: o.lineItems[0]!.id, itemId: pen.id, rate: 118, unitId: pen.unitId };
    const below = await send('PUT', `/api/orders/${o.id}`, {
      ...order(ravi.id, 4),
      lineItems: [{ ...line, quantity: 4 }],
      version: o.version,
    });
    expect(below.statusCode, below.body).toBe(400);
    const ok = await send('PUT', `/api/orders/${o.id}`, {
      ...order(ravi.id, 6),
      lineItems: [{ ...line, quantity: 6 }],
      version: o.version,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      version: o.version + 1,
      lineItems: [{ billed: 5, pending: 1 }],
    });
    const stale = await send('PUT', `/api/orders/${o.id}`, {
      ...order(ravi.id, 9),
      lineItems: [{ ...line, quantity: 9 }],
      version: o.version,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    // Removing the billed line is refused too.
    const removed = await send('PUT', `/api/orders/${o.id}`, {
      ...order(ravi.id, 2),
      version: o.version + 1,
    });
    expect(removed.statusCode, removed.body).toBe(400);
  });

  it('follows its series as set in Settings, which refuses a number an order holds', async () => {
    const o = await makeOrder(1);
    const taken = Number(o.number.slice(3));
    const settings = async () => (await send('GET', '/api/companysettings')).json();
    const before = await settings();
    const clash = await send('PUT', '/api/companysettings', {
      nextSaleOrderNumber: taken,
      version: before.version,
    });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().detail).toContain(o.number);
    const set = await send('PUT', '/api/companysettings', {
      purchaseOrderNumberFormat: 'BUY-{000}',
      nextPurchaseOrderNumber: 7,
      version: before.version,
    });
    expect(set.statusCode, set.body).toBe(200);
    const po = await send('POST', '/api/orders', order(vendor.id, 1, { isPurchase: true }));
    expect(po.json().number).toBe('BUY-007');
    const back = await send('PUT', '/api/companysettings', {
      purchaseOrderNumberFormat: before.purchaseOrderNumberFormat,
      nextPurchaseOrderNumber: before.nextPurchaseOrderNumber,
      version: (await settings()).version,
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('is made from an estimate and names it', async () => {
    const est = await send('POST', '/api/estimates', {
      customerId: ravi.id,
      transactionDate: DAY,
      lineItems: [{ itemId: pen.id, quantity: 2, rate: 118, unitId: pen.unitId }],
    });
    expect(est.statusCode, est.body).toBe(201);
    const o = await makeOrder(2, { estimateId: est.json().id });
    expect(o).toMatchObject({ estimate: { id: est.json().id, number: est.json().number } });
    const made = (await send('GET', `/api/orders?estimateId=${est.json().id}`)).json();
    expect(made.items.map((r: { id: number }) => r.id)).toEqual([o.id]);
  });

  it('shows what is pending per order and per item in the report', async () => {
    const o = await makeOrder(10);
    expect((await send('POST', '/api/transactions', billOf(o, 4))).statusCode).toBe(201);
    const report = await sheet('orders/pending', 'isPurchase=false');
    const row = report.datasets[0]!.rows.find((r) => r['orderNumber'] === o.number);
    expect(row).toMatchObject({ ordered: 10, billed: 4, pending: 6, pendingValue: 708 });
    const item = report.datasets[1]!.rows.find((r) => r['itemName'] === 'Pen');
    expect(item!['pending']).toBeGreaterThanOrEqual(6);
    const csv = await send('GET', '/api/reports/orders/pending?isPurchase=false&format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(o.number);
    const purchases = await sheet('orders/pending', 'isPurchase=true');
    expect(JSON.stringify(purchases.datasets[0]!.rows)).toContain('PO-0001');
  });

  it("answers 404 for another company's order and 403 to the Auditor's writes", async () => {
    const o = await makeOrder(1);
    const stranger = await registerAndLogin(t);
    expect((await send('GET', `/api/orders/${o.id}`, undefined, stranger.auth)).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `/api/orders/${o.id}`, undefined, stranger.auth)).statusCode).toBe(
      404,
    );
    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    expect((await send('GET', `/api/orders/${o.id}`, undefined, auditor.auth)).statusCode).toBe(
      200,
    );
    const write = await send('POST', '/api/orders', order(ravi.id, 1), auditor.auth);
    expect(write.statusCode).toBe(403);
    const manager = await inviteAndJoin(t, owner, 'Manager');
    const made = await send('POST', '/api/orders', order(ravi.id, 1), manager.auth);
    expect(made.statusCode, made.body).toBe(201);
    // A missing order answers 404, bad input 400, and nothing is made.
    expect((await send('GET', '/api/orders/999999')).statusCode).toBe(404);
    const bad = await send('POST', '/api/orders', { ...order(ravi.id, 1), lineItems: [] });
    expect(bad.statusCode).toBe(400);
  });
});
