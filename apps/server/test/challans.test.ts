// Delivery challans (issue 40): their own DC-{0000} series; goods leave on the challan (stock
// out, no ledger, no GST); a sale bills its lines without moving stock again, in part, never
// beyond what is pending, and a bill's edit or delete gives the quantity back; goods returned
// bring stock back in; a challan made from a sale order lowers the order's pending when the
// goods go, not again at the bill; the e-way bill JSON of a challan (CHL, sub-type by reason);
// the pending report; other companies' challans answer 404, the Auditor never writes, an edit
// from an older version answers 409. Pen ₹118 (GST 18%), tax-inclusive.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceDrift } from '../src/bookkeeping/balances.ts';
import { gstinCheckCharacter } from '@hisaab/shared/gstin';
import { companySettings, customers } from '../src/db/schema.ts';
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
const RAVI_GSTIN = `27AABCR1234K1Z${gstinCheckCharacter('27AABCR1234K1Z')}`;
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let ravi: { id: number };
let asha: { id: number };
let pen: { id: number; unitId: number };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(`${DAY}T06:30:00Z`);
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  await t.database.db
    .update(companySettings)
    .set({ infoName: 'Shree Traders', infoAddress: 'Laxmi Road, Pune 411002' })
    .where(eq(companySettings.companyId, companyId));
  ravi = await addCustomer(t, companyId, {
    name: 'Ravi Kumar',
    gstin: RAVI_GSTIN,
    phone: '98765',
  });
  asha = await addCustomer(t, companyId, { name: 'Asha Stores', stateCode: '27' });
  await t.database.db
    .update(customers)
    .set({ address: 'FC Road, Shivajinagar, Pune 411005' })
    .where(and(eq(customers.companyId, companyId), eq(customers.id, ravi.id)));
  pen = await addItem(t, companyId, {
    name: 'Pen',
    ratePaise: 11800,
    group: 'GST 18%',
    hsn: '96081019',
  });
  // 100 pens bought, so stock figures start from 100.
  const bought = await send('POST', '/api/transactions', {
    customerId: asha.id,
    transactionDate: DAY,
    isPurchase: true,
    lineItems: [{ itemId: pen.id, quantity: 100, rate: 59, unitId: pen.unitId }],
  });
  expect(bought.statusCode, bought.body).toBe(201);
});
afterAll(async () => t?.close());

const send = sender(
  () => t,
  () => owner.auth,
);

interface ChallanView {
  id: number;
  number: string;
  version: number;
  status: string;
  billable: boolean;
  amount: number;
  pendingAmount: number;
  bills: { id: number; number: string }[];
  order: { id: number; number: string } | null;
  lineItems: { id: number; quantity: number; billed: number; returned: number; pending: number }[];
}

const challan = (quantity: number, extra: Record<string, unknown> = {}) => ({
  customerId: ravi.id,
  challanDate: DAY,
  reason: 'supply',
  lineItems: [{ itemId: pen.id, quantity, rate: 118, unitId: pen.unitId }],
  ...extra,
});

async function makeChallan(quantity: number, extra: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/challans', challan(quantity, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ChallanView;
}

async function getChallan(id: number) {
  const res = await send('GET', `/api/challans/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChallanView;
}

/** A sale billing the challan's pen line, `quantity` of it. */
const billOf = (c: ChallanView, quantity: number, customerId = ravi.id) => ({
  customerId,
  transactionDate: DAY,
  lineItems: [
    {
      itemId: pen.id,
      quantity,
      rate: 118,
      unitId: pen.unitId,
      challanLineId: c.lineItems[0]!.id,
    },
  ],
});

async function penStock(): Promise<number> {
  const items = (await send('GET', '/api/items')).json() as { name: string; stock: number }[];
  return items.find((i) => i.name === 'Pen')!.stock;
}

async function sheet(report: string, query = '') {
  const res = await send('GET', `/api/reports/${report}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { datasets: { name: string; rows: Record<string, unknown>[] }[] };
}

async function stockReportPens(): Promise<number> {
  const report = await sheet('stock');
  return report.datasets[0]!.rows.find((r) => r['itemName'] === 'Pen')!['stock'] as number;
}

describe('a delivery challan', () => {
  it('takes its own series and moves stock out, posting nothing to the ledger or GST', async () => {
    const stock = await penStock();
    const month = 'startDate=2026-11-01&endDate=2026-11-30';
    const gstr1Before = await sheet('gst/gstr1', month);
    const c = await makeChallan(10);
    expect(c).toMatchObject({
      number: 'DC-0001',
      status: 'open',
      billable: true,
      amount: 1180,
      pendingAmount: 1180,
      bills: [],
      lineItems: [{ quantity: 10, billed: 0, returned: 0, pending: 10 }],
    });
    expect(await penStock()).toBe(stock - 10);
    expect(await stockReportPens()).toBe(stock - 10);
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: ravi.id })).toBe(0);
    expect(await sheet('gst/gstr1', month)).toEqual(gstr1Before);
    const settings = (await send('GET', '/api/companysettings')).json();
    expect(settings).toMatchObject({
      deliveryChallanNumberFormat: 'DC-{0000}',
      nextDeliveryChallanNumber: 2,
      nextInvoiceNumber: 1,
    });
    expect(await balanceDrift(t.database.db, companyId)).toEqual([]);
    const list = (await send('GET', '/api/challans?search=ravi')).json();
    expect(list.items.map((r: { number: string }) => r.number)).toContain('DC-0001');
  });

  it('is billed in part without moving stock again; a bill edited or deleted gives it back', async () => {
    const c = await makeChallan(10);
    const stock = await penStock();
    const over = await send('POST', '/api/transactions', billOf(c, 11));
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().detail).toMatch(/only 10 .* of Pen is pending on challan DC-/);
    const first = await send('POST', '/api/transactions', billOf(c, 4));
    expect(first.statusCode, first.body).toBe(201);
    const bill = first.json();
    expect(bill.fromChallans).toEqual([{ id: c.id, number: c.number }]);
    expect(bill.lineItems[0].challanLineId).toBe(c.lineItems[0]!.id);
    // The sale posts as any bill (the party owes 472) but the pens left on the challan.
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: ravi.id })).toBe(47200);
    expect(await penStock()).toBe(stock);
    expect(await getChallan(c.id)).toMatchObject({
      status: 'partly_settled',
      pendingAmount: 708,
      bills: [{ id: bill.id, number: bill.number }],
      lineItems: [{ billed: 4, pending: 6 }],
    });
    const edit = await send('PUT', `/api/transactions/${bill.id}`, {
      ...billOf(c, 3),
      version: bill.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await getChallan(c.id)).lineItems[0]).toMatchObject({ billed: 3, pending: 7 });
    expect(await penStock()).toBe(stock);
    const rest = await send('POST', '/api/transactions', billOf(c, 7));
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await getChallan(c.id)).toMatchObject({ status: 'settled', pendingAmount: 0 });
    // A challan billed cannot go, nor fall below what is billed.
    const del = await send('DELETE', `/api/challans/${c.id}`);
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json().detail).toMatch(/is billed on/);
    const below = await send('PUT', `/api/challans/${c.id}`, {
      ...challan(5),
      lineItems: [{ id: c.lineItems[0]!.id, itemId: pen.id, quantity: 5, rate: 118 }],
      version: c.version,
    });
    expect(below.statusCode, below.body).toBe(400);
    expect(below.json().detail).toMatch(/already billed or returned/);
    expect((await send('DELETE', `/api/transactions/${rest.json().id}`)).statusCode).toBe(204);
    expect(await getChallan(c.id)).toMatchObject({
      status: 'partly_settled',
      lineItems: [{ billed: 3, pending: 7 }],
    });
    expect(await penStock()).toBe(stock);
    expect(await balanceDrift(t.database.db, companyId)).toEqual([]);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('refuses a bill of another party, a purchase, and a closed challan', async () => {
    const c = await makeChallan(5);
    const other = await send('POST', '/api/transactions', billOf(c, 1, asha.id));
    expect(other.statusCode, other.body).toBe(400);
    expect(other.json().detail).toMatch(/another party or item/);
    const purchase = await send('POST', '/api/transactions', { ...billOf(c, 1), isPurchase: true });
    expect(purchase.statusCode, purchase.body).toBe(400);
    expect(purchase.json().detail).toMatch(/Only a sale can bill a delivery challan/);
    const closed = await send('POST', `/api/challans/${c.id}/close`, { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', pendingAmount: 0 });
    const late = await send('POST', '/api/transactions', billOf(c, 1));
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().detail).toMatch(/is closed/);
    const open = (await send('GET', '/api/challans?open=true')).json();
    expect(open.items.map((r: { id: number }) => r.id)).not.toContain(c.id);
  });

  it('brings goods back: stock in, the line settled by billed and returned', async () => {
    const c = await makeChallan(6, { reason: 'job_work' });
    expect(c.billable).toBe(false);
    const stock = await penStock();
    // Job work goods come back; they are not billed from the challan.
    const billed = await send('POST', '/api/transactions', billOf(c, 1));
    expect(billed.statusCode, billed.body).toBe(400);
    expect(billed.json().detail).toMatch(/record them as returned/);
    const back = await send('POST', `/api/challans/${c.id}/returns`, {
      lineId: c.lineItems[0]!.id,
      quantity: 4,
      returnDate: DAY,
      version: c.version,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      status: 'partly_settled',
      lineItems: [{ returned: 4, pending: 2 }],
      returns: [{ quantity: 4, returnDate: DAY }],
    });
    expect(await penStock()).toBe(stock + 4);
    const stale = await send('POST', `/api/challans/${c.id}/returns`, {
      lineId: c.lineItems[0]!.id,
      quantity: 1,
      returnDate: DAY,
      version: c.version,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const tooMany = await send('POST', `/api/challans/${c.id}/returns`, {
      lineId: c.lineItems[0]!.id,
      quantity: 3,
      returnDate: DAY,
      version: c.version + 1,
    });
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json().detail).toMatch(/Only 2 No of Pen is pending/);
    const early = await send('POST', `/api/challans/${c.id}/returns`, {
      lineId: c.lineItems[0]!.id,
      quantity: 1,
      returnDate: '2026-11-19',
    });
    expect(early.statusCode, early.body).toBe(400);
    const rest = await send('POST', `/api/challans/${c.id}/returns`, {
      lineId: c.lineItems[0]!.id,
      quantity: 2,
      returnDate: DAY,
    });
    expect(rest.json()).toMatchObject({ status: 'settled' });
    expect(await penStock()).toBe(stock + 6);
    // A challan with goods back and nothing billed may go: its stock effects go with it.
    const gone = await send('DELETE', `/api/challans/${c.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await penStock()).toBe(stock + 6);
    expect(await balanceDrift(t.database.db, companyId)).toEqual([]);
  });

  it('sent on approval is billed for what is kept and returned for the rest', async () => {
    const c = await makeChallan(5, { reason: 'approval' });
    const stock = await penStock();
    const kept = await send('POST', '/api/transactions', billOf(c, 3));
    expect(kept.statusCode, kept.body).toBe(201);
    const back = await send('POST', `/api/challans/${c.id}/returns`, {
      lineId: c.lineItems[0]!.id,
      quantity: 2,
      returnDate: DAY,
    });
    expect(back.json()).toMatchObject({
      status: 'settled',
      lineItems: [{ billed: 3, returned: 2, pending: 0 }],
    });
    expect(await penStock()).toBe(stock + 2);
  });

  it('delivers half a sale order: the order pending falls with the goods, not again at the bill', async () => {
    const o = await send('POST', '/api/orders', {
      customerId: ravi.id,
      orderDate: DAY,
      lineItems: [{ itemId: pen.id, quantity: 20, rate: 118, unitId: pen.unitId }],
    });
    expect(o.statusCode, o.body).toBe(201);
    const order = o.json();
    const orderLine = order.lineItems[0].id;
    const tooMuch = await send('POST', '/api/challans', {
      ...challan(21, { orderId: order.id }),
      lineItems: [{ itemId: pen.id, quantity: 21, rate: 118, orderLineId: orderLine }],
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    const c = await makeChallan(10, {
      orderId: order.id,
      lineItems: [{ itemId: pen.id, quantity: 10, rate: 118, orderLineId: orderLine }],
    });
    expect(c.order).toEqual({ id: order.id, number: order.number });
    const afterChallan = (await send('GET', `/api/orders/${order.id}`)).json();
    expect(afterChallan).toMatchObject({
      status: 'partly_billed',
      challans: [{ id: c.id, number: c.number }],
      lineItems: [{ billed: 10, pending: 10 }],
    });
    const bill = await send('POST', '/api/transactions', billOf(c, 10));
    expect(bill.statusCode, bill.body).toBe(201);
    const afterBill = (await send('GET', `/api/orders/${order.id}`)).json();
    expect(afterBill.lineItems[0]).toMatchObject({ billed: 10, pending: 10 });
    const pending = await sheet('orders/pending', 'isPurchase=false');
    expect(pending.datasets[0]!.rows.find((r) => r['orderNumber'] === order.number)).toMatchObject({
      ordered: 20,
      billed: 10,
      pending: 10,
    });
    // A bill line may not name both the challan line and the order line.
    const both = await send('POST', '/api/transactions', {
      ...billOf(c, 1),
      lineItems: [{ ...billOf(c, 1).lineItems[0], orderLineId: orderLine }],
    });
    expect(both.statusCode, both.body).toBe(400);
    // The order cannot go while a challan delivers it.
    expect((await send('DELETE', `/api/orders/${order.id}`)).statusCode).toBe(409);
  });

  it('is made from an estimate and names it; the estimate finds it', async () => {
    const est = await send('POST', '/api/estimates', {
      customerId: ravi.id,
      transactionDate: DAY,
      lineItems: [{ itemId: pen.id, quantity: 2, rate: 118, unitId: pen.unitId }],
    });
    expect(est.statusCode, est.body).toBe(201);
    const res = await send('POST', '/api/challans', challan(2, { estimateId: est.json().id }));
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json();
    expect(c.estimate).toEqual({ id: est.json().id, number: est.json().number });
    const made = (await send('GET', `/api/challans?estimateId=${est.json().id}`)).json();
    expect(made.items.map((r: { id: number }) => r.id)).toEqual([c.id]);
  });

  it('shows what is pending per challan and per item in the report', async () => {
    const c = await makeChallan(8);
    expect((await send('POST', '/api/transactions', billOf(c, 3))).statusCode).toBe(201);
    const report = await sheet('challans/pending');
    const row = report.datasets[0]!.rows.find((r) => r['challanNumber'] === c.number);
    expect(row).toMatchObject({ sent: 8, billed: 3, returned: 0, pending: 5, pendingValue: 590 });
    const item = report.datasets[1]!.rows.find((r) => r['itemName'] === 'Pen');
    expect(item!['pending']).toBeGreaterThanOrEqual(5);
  });

  it('gives the e-way bill JSON as a delivery challan, its sub-type by reason', async () => {
    const transport = { transMode: '1', vehicleNo: 'MH12AB1234', distanceKm: 8 };
    const expected: [string, Record<string, unknown>, number, string][] = [
      ['supply', {}, 8, 'Supply on challan'],
      ['job_work', {}, 4, ''],
      ['approval', {}, 8, 'Sale on approval'],
      ['exhibition', {}, 12, ''],
      ['other', { reasonRemark: 'Repair' }, 8, 'Repair'],
    ];
    for (const [reason, extra, sub, desc] of expected) {
      const c = await makeChallan(2, { reason, ...extra });
      const res = await send('POST', `/api/challans/${c.id}/ewaybill`, transport);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(`ewaybill-${c.number}.json`);
      const bill = res.json().billLists[0];
      expect(bill).toMatchObject({
        supplyType: 'O',
        subSupplyType: sub,
        subSupplyDesc: desc,
        docType: 'CHL',
        docNo: c.number,
        toGstin: RAVI_GSTIN,
        totalValue: 200,
        cgstValue: 18,
        sgstValue: 18,
        totInvValue: 236,
        vehicleNo: 'MH12AB1234',
      });
      expect(bill.itemList).toEqual([
        expect.objectContaining({ hsnCode: '96081019', quantity: 2, cgstRate: 9, sgstRate: 9 }),
      ]);
    }
    const c = await makeChallan(1);
    const none = await send('POST', `/api/challans/${c.id}/ewaybill`, {});
    expect(none.statusCode, none.body).toBe(422);
    expect(none.json().detail).toMatch(/distance/);
    const noRemark = await send('POST', '/api/challans', challan(1, { reason: 'other' }));
    expect(noRemark.statusCode, noRemark.body).toBe(400);
    expect(noRemark.body).toMatch(/Write why the goods go/);
  });

  it("answers 404 for another company's challan and 403 to the Auditor's writes", async () => {
    const c = await makeChallan(1);
    const stranger = await registerAndLogin(t);
    for (const [method, url] of [
      ['GET', `/api/challans/${c.id}`],
      ['DELETE', `/api/challans/${c.id}`],
    ] as const)
      expect((await send(method, url, undefined, stranger.auth)).statusCode).toBe(404);
    // A bill of the stranger's naming this company's challan line: refused, nothing written.
    const strangerParty = await addCustomer(t, companyIdOf(stranger.accessToken), { name: 'X' });
    const strangerItem = await addItem(t, companyIdOf(stranger.accessToken), {
      name: 'Pen',
      ratePaise: 100,
    });
    const foreignLine = await send(
      'POST',
      '/api/transactions',
      {
        customerId: strangerParty.id,
        transactionDate: DAY,
        lineItems: [
          {
            itemId: strangerItem.id,
            quantity: 1,
            rate: 1,
            unitId: strangerItem.unitId,
            challanLineId: c.lineItems[0]!.id,
          },
        ],
      },
      stranger.auth,
    );
    expect(foreignLine.statusCode, foreignLine.body).toBe(400);
    expect(foreignLine.json().detail).toMatch(/its challan line was not found/);
    const foreignBill = await send(
      'POST',
      `/api/challans/${c.id}/returns`,
      { lineId: c.lineItems[0]!.id, quantity: 1, returnDate: DAY },
      stranger.auth,
    );
    expect(foreignBill.statusCode).toBe(404);
    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    expect((await send('GET', `/api/challans/${c.id}`, undefined, auditor.auth)).statusCode).toBe(
      200,
    );
    expect((await send('POST', '/api/challans', challan(1), auditor.auth)).statusCode).toBe(403);
    const manager = await inviteAndJoin(t, owner, 'Manager');
    expect((await send('POST', '/api/challans', challan(1), manager.auth)).statusCode).toBe(201);
    expect((await send('GET', '/api/challans/999999')).statusCode).toBe(404);
    const bad = await send('POST', '/api/challans', { ...challan(1), lineItems: [] });
    expect(bad.statusCode).toBe(400);
    const edit = await send('PUT', `/api/challans/${c.id}`, { ...challan(2), version: c.version });
    expect(edit.statusCode, edit.body).toBe(200);
    const stale = await send('PUT', `/api/challans/${c.id}`, { ...challan(3), version: c.version });
    expect(stale.statusCode, stale.body).toBe(409);
  });
});
