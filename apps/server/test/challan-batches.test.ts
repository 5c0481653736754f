// Delivery challans of an item tracked by batch, and goods returned undone (issue 40). A chemist
// keeps Crocin strips by batch, bought at ₹20 on 01/11/2026: B1 expires 31/01/2027 (10 strips),
// B2 expires 30/06/2027 (10), OLD expired 10/11/2026 (3). Today is 20/11/2026. A challan line
// takes the first-expiring batch with stock (B1) unless another is chosen; an expired batch is
// refused with the sale's message; the bill of a challan carries its line's batch and moves
// nothing again (even a batch expired since the goods left); goods returned come back into the
// line's batch; a return recorded by mistake is undone (stock back out, pending again); the
// Stock by batch report adds up to the Stock report.
import { sql } from 'drizzle-orm';
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
  setCompanyState,
  unbalancedSources,
} from './support/fixtures.ts';

const DAY = '2026-11-20';
const BOUGHT = '2026-11-01';
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let ravi: { id: number };
let vendor: { id: number };
let strip: { id: number; unitId: number };

const send = sender(
  () => t,
  () => owner.auth,
);

interface BatchRef {
  id: number;
  number: string;
  expiryDate: string | null;
}
interface ChallanView {
  id: number;
  number: string;
  version: number;
  status: string;
  lineItems: {
    id: number;
    quantity: number;
    billed: number;
    returned: number;
    pending: number;
    batch: BatchRef | null;
  }[];
  returns: { id: number; lineId: number; quantity: number }[];
}
interface Batch extends BatchRef {
  stock: number;
}

const line = (quantity: number, extra: Record<string, unknown> = {}) => ({
  itemId: strip.id,
  quantity,
  rate: 30,
  unitId: strip.unitId,
  ...extra,
});

const challanBody = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  customerId: ravi.id,
  challanDate: DAY,
  reason: 'supply',
  lineItems: lines,
  ...extra,
});

async function makeChallan(lines: Record<string, unknown>[], extra = {}) {
  const res = await send('POST', '/api/challans', challanBody(lines, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ChallanView;
}

async function getChallan(id: number) {
  const res = await send('GET', `/api/challans/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChallanView;
}

async function batches(query = ''): Promise<Batch[]> {
  const res = await send('GET', `/api/batches?itemId=${strip.id}&date=${DAY}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Batch[];
}

const stockOf = async (number: string, query = '') =>
  (await batches(query)).find((b) => b.number === number)!.stock;

async function itemStock(): Promise<number> {
  const items = (await send('GET', '/api/items')).json() as { id: number; stock: number }[];
  return items.find((i) => i.id === strip.id)!.stock;
}

async function challanCount(): Promise<number> {
  const res = (await t.database.db.execute(
    sql`select count(*)::int as n from delivery_challans where company_id = ${companyId}::int`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
}

async function report(path: string) {
  const res = await send('GET', `/api/reports/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { datasets: { rows: Record<string, unknown>[] }[] };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(`${DAY}T06:30:00Z`);
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  ravi = await addCustomer(t, companyId, { name: 'Ravi Kumar', stateCode: '27' });
  vendor = await addCustomer(t, companyId, { name: 'Medico Distributors', stateCode: '27' });
  strip = await addItem(t, companyId, { name: 'Crocin strip', ratePaise: 3000 });
  const view = (await send('GET', `/api/items/${strip.id}`)).json() as Record<string, unknown>;
  const tracked = await send('PUT', `/api/items/${strip.id}`, {
    name: view['name'],
    unitId: view['unitId'],
    rate: 30,
    trackedByBatch: true,
    version: view['version'],
  });
  expect(tracked.statusCode, tracked.body).toBe(200);
  const bought = await send('POST', '/api/transactions', {
    customerId: vendor.id,
    transactionDate: BOUGHT,
    isPurchase: true,
    lineItems: [
      line(10, { rate: 20, lotSerialNumber: 'B1', expiryDate: '2027-01-31' }),
      line(10, { rate: 20, lotSerialNumber: 'B2', expiryDate: '2027-06-30' }),
      line(3, { rate: 20, lotSerialNumber: 'OLD', expiryDate: '2026-11-10' }),
    ],
  });
  expect(bought.statusCode, bought.body).toBe(201);
});
afterAll(async () => t?.close());

describe('a delivery challan of an item tracked by batch', () => {
  it('takes the first-expiring batch with stock, or the one chosen, out of that batch', async () => {
    const c = await makeChallan([line(4)]);
    expect(c.lineItems[0]!.batch).toMatchObject({ number: 'B1', expiryDate: '2027-01-31' });
    expect(await stockOf('B1')).toBe(6);
    expect(await itemStock()).toBe(19);
    // The challan's own picker leaves its own lines out of the stock it shows.
    expect(await stockOf('B1', `&withoutChallan=${c.id}`)).toBe(10);
    const b2 = (await batches()).find((b) => b.number === 'B2')!;
    const chosen = await makeChallan([line(2, { batchId: b2.id })]);
    expect(chosen.lineItems[0]!.batch).toMatchObject({ number: 'B2' });
    expect(await stockOf('B2')).toBe(8);
    expect(await stockOf('B1')).toBe(6);
    // Gone with the challan: the goods come back into their batch.
    expect((await send('DELETE', `/api/challans/${chosen.id}`)).statusCode).toBe(204);
    expect(await stockOf('B2')).toBe(10);
    expect((await send('DELETE', `/api/challans/${c.id}`)).statusCode).toBe(204);
    expect(await stockOf('B1')).toBe(10);
    expect(await itemStock()).toBe(23);
  });

  it('refuses a batch expired before the challan date with the sale’s message, saving nothing', async () => {
    const before = await challanCount();
    const old = (await batches()).find((b) => b.number === 'OLD')!;
    const res = await send('POST', '/api/challans', challanBody([line(1, { batchId: old.id })]));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'Line 1: batch OLD of Crocin strip expired on 10/11/2026 and cannot be sold.',
    );
    expect(res.json().errors).toHaveProperty(['lineItems.0.batch']);
    expect(await challanCount()).toBe(before);
    expect(await stockOf('OLD')).toBe(3);
  });

  it('is billed with its line’s batch, moving nothing again, even a batch expired since', async () => {
    // OLD left on a challan dated before it expired; the bill comes after.
    const old = (await batches()).find((b) => b.number === 'OLD')!;
    const early = await makeChallan([line(1, { batchId: old.id })], { challanDate: '2026-11-05' });
    // B2 chosen on the challan, though a sale today would take B1 first.
    const b2 = (await batches()).find((b) => b.number === 'B2')!;
    const c = await makeChallan([line(3, { batchId: b2.id })]);
    const stock = await itemStock();
    const bill = await send('POST', '/api/transactions', {
      customerId: ravi.id,
      transactionDate: DAY,
      lineItems: [
        line(1, { challanLineId: early.lineItems[0]!.id }),
        line(3, { challanLineId: c.lineItems[0]!.id }),
      ],
    });
    expect(bill.statusCode, bill.body).toBe(201);
    const lines = (bill.json() as { lineItems: { lotSerialNumber: string; batch: BatchRef }[] })
      .lineItems;
    expect(lines.map((l) => [l.lotSerialNumber, l.batch.number])).toEqual([
      ['OLD', 'OLD'],
      ['B2', 'B2'],
    ]);
    expect(await itemStock()).toBe(stock);
    expect(await stockOf('B2')).toBe(7);
    expect(await stockOf('OLD')).toBe(2);
    expect(await stockOf('B1')).toBe(10);
    expect(await unbalancedSources(t)).toEqual([]);
    // A line billed keeps its batch: the challan's edit may not move it to another.
    const b1 = (await batches()).find((b) => b.number === 'B1')!;
    const moved = await send('PUT', `/api/challans/${c.id}`, {
      ...challanBody([line(3, { id: c.lineItems[0]!.id, batchId: b1.id })]),
      version: c.version,
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().detail).toMatch(/already billed or returned on this challan/);
    // An edit not naming the batch keeps the one the line names.
    const more = await send('PUT', `/api/challans/${c.id}`, {
      ...challanBody([line(5, { id: c.lineItems[0]!.id })]),
      version: c.version,
    });
    expect(more.statusCode, more.body).toBe(200);
    expect((more.json() as ChallanView).lineItems[0]!.batch).toMatchObject({ number: 'B2' });
    expect(await stockOf('B2')).toBe(5);
  });

  it('brings goods returned back into the line’s batch; a return undone takes them out again', async () => {
    const c = await makeChallan([line(4)]);
    expect(c.lineItems[0]!.batch).toMatchObject({ number: 'B1' });
    const stock = await itemStock();
    const back = await send('POST', `/api/challans/${c.id}/returns`, {
      lineId: c.lineItems[0]!.id,
      quantity: 3,
      returnDate: DAY,
      version: c.version,
    });
    expect(back.statusCode, back.body).toBe(200);
    const returned = back.json() as ChallanView;
    expect(returned.lineItems[0]).toMatchObject({ returned: 3, pending: 1 });
    expect(await stockOf('B1')).toBe(9);
    expect(await itemStock()).toBe(stock + 3);
    const undo = await send('DELETE', `/api/challans/${c.id}/returns/${returned.returns[0]!.id}`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({
      status: 'open',
      returns: [],
      lineItems: [{ returned: 0, pending: 4 }],
    });
    expect(undo.json().version).toBe(returned.version + 1);
    expect(await stockOf('B1')).toBe(6);
    expect(await itemStock()).toBe(stock);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('adds up batch by batch to the Stock report, stock and value', async () => {
    const stock = await itemStock();
    const byBatch = (await report(`stock/batches?asOfDate=${DAY}`)).datasets[0]!.rows.filter(
      (r) => r['itemName'] === 'Crocin strip',
    );
    const whole = (await report('stock')).datasets[0]!.rows.find(
      (r) => r['itemName'] === 'Crocin strip',
    )!;
    expect(whole['stock']).toBe(stock);
    expect(byBatch.reduce((s, r) => s + Number(r['stock']), 0)).toBe(stock);
    expect(byBatch.reduce((s, r) => s + Number(r['stockValue']), 0)).toBe(whole['stockValue']);
    // By hand: 23 bought; on challans 1 (OLD), 5 (B2), 4 (B1): 13 left, ₹20 each.
    expect(stock).toBe(13);
    expect(byBatch.map((r) => [r['batch'], r['stock']])).toEqual([
      ['OLD', 2],
      ['B1', 6],
      ['B2', 5],
    ]);
    expect(whole['stockValue']).toBe(260);
  });
});

describe('undoing goods returned', () => {
  async function withReturn() {
    const c = await makeChallan([line(2)]);
    const res = await send('POST', `/api/challans/${c.id}/returns`, {
      lineId: c.lineItems[0]!.id,
      quantity: 1,
      returnDate: DAY,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ChallanView;
  }

  it('is refused on a closed challan, from an older version, to the Auditor and to another company', async () => {
    const c = await withReturn();
    const url = `/api/challans/${c.id}/returns/${c.returns[0]!.id}`;
    const stock = await itemStock();
    const stale = await t.app.inject({
      method: 'DELETE',
      url,
      headers: { ...owner.auth, 'if-match': String(c.version - 1) },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    expect((await send('DELETE', url, undefined, auditor.auth)).statusCode).toBe(403);
    const stranger = await registerAndLogin(t);
    expect((await send('DELETE', url, undefined, stranger.auth)).statusCode).toBe(404);
    const closed = await send('POST', `/api/challans/${c.id}/close`, { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    const refused = await send('DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      `Challan ${c.number} is closed. Open it again to undo goods returned.`,
    );
    expect(await itemStock()).toBe(stock);
    expect((await getChallan(c.id)).returns).toHaveLength(1);
    // Reopened, it is undone; a second time finds nothing.
    expect((await send('POST', `/api/challans/${c.id}/close`, { closed: false })).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', url)).statusCode).toBe(200);
    expect(await itemStock()).toBe(stock - 1);
    const again = await send('DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(
      'That record of goods returned was not found on this challan.',
    );
    // Another challan's return id under this challan finds nothing either.
    const other = await withReturn();
    const crossed = await send('DELETE', `/api/challans/${c.id}/returns/${other.returns[0]!.id}`);
    expect(crossed.statusCode).toBe(404);
    expect((await getChallan(other.id)).returns).toHaveLength(1);
  });

  it('puts back what was billed after it: the line is pending again, never over-billed', async () => {
    // 2 sent, 1 back, 1 billed: settled. Undone, the returned strip is with the party again.
    const c = await withReturn();
    const bill = await send('POST', '/api/transactions', {
      customerId: ravi.id,
      transactionDate: DAY,
      lineItems: [line(1, { challanLineId: c.lineItems[0]!.id })],
    });
    expect(bill.statusCode, bill.body).toBe(201);
    expect((await getChallan(c.id)).status).toBe('settled');
    const undo = await send('DELETE', `/api/challans/${c.id}/returns/${c.returns[0]!.id}`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({
      status: 'partly_settled',
      lineItems: [{ billed: 1, returned: 0, pending: 1 }],
    });
  });
});
