// Batches and expiry (issue 40 part 2). A pharmacy's strip of Paracetamol is tracked by batch,
// bought at ₹8 a strip (no GST group: cost is what was paid) in three batches on 01/11/2026:
//   A12 expires 31/03/2027 (10 strips), B07 expires 10/12/2026 (5), OLD expired 10/11/2026 (3).
// Today is 20/11/2026. A sale takes the first-expiring batch with stock that has not expired
// (B07), a sale of OLD is refused with a message naming it and its expiry, a credit note gives
// back into the sale's batch, the batches add up to the item's stock in the screens, the
// report and the insight, and the lot/serial numbers already in the books become batches.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
let other: Awaited<ReturnType<typeof registerAndLogin>>;
let auditor: { auth: { authorization: string } };
let companyId: number;
let ravi: { id: number };
let vendor: { id: number };
let strip: { id: number; unitId: number };

const send = sender(
  () => t,
  () => owner.auth,
);

interface Line {
  quantity: number;
  lotSerialNumber: string | null;
  batch: { id: number; number: string; mfgDate: string | null; expiryDate: string | null } | null;
}
interface Bill {
  id: number;
  number: string;
  lineItems: Line[];
}
interface Batch {
  id: number;
  number: string;
  expiryDate: string | null;
  stock: number;
  expired: boolean;
}

const purchaseLine = (batch: string | null, quantity: number, extra = {}) => ({
  itemId: strip.id,
  quantity,
  rate: 8,
  unitId: strip.unitId,
  lotSerialNumber: batch,
  ...extra,
});

async function post(body: Record<string, unknown>, who = owner.auth) {
  return send('POST', '/api/transactions', body, who);
}

async function sale(line: Record<string, unknown>, date = DAY) {
  return post({
    customerId: ravi.id,
    transactionDate: date,
    isPurchase: false,
    lineItems: [{ itemId: strip.id, quantity: 1, rate: 10, unitId: strip.unitId, ...line }],
  });
}

async function batches(date = DAY, who = owner.auth): Promise<Batch[]> {
  const res = await send('GET', `/api/batches?itemId=${strip.id}&date=${date}`, undefined, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Batch[];
}

const stockOf = async (number: string) => (await batches()).find((b) => b.number === number)!.stock;

async function itemStock(): Promise<number> {
  const items = (await send('GET', '/api/items')).json() as { id: number; stock: number }[];
  return items.find((i) => i.id === strip.id)!.stock;
}

async function count(table: 'transactions' | 'item_batches') {
  const res = (await t.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table} where company_id = ${companyId}`),
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
}

async function report(path: string) {
  const res = await send('GET', `/api/reports/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    summary?: string;
    datasets: { name: string; rows: Record<string, unknown>[] }[];
  };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(`${DAY}T06:30:00Z`);
  owner = await registerAndLogin(t);
  other = await registerAndLogin(t);
  auditor = await inviteAndJoin(t, owner, 'Auditor');
  companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  ravi = await addCustomer(t, companyId, { name: 'Ravi Kumar', stateCode: '27' });
  vendor = await addCustomer(t, companyId, { name: 'Medico Distributors', stateCode: '27' });
  const item = await addItem(t, companyId, { name: 'Paracetamol 500 strip', ratePaise: 1000 });
  strip = item;
  const view = (await send('GET', `/api/items/${strip.id}`)).json() as Record<string, unknown>;
  const tracked = await send('PUT', `/api/items/${strip.id}`, {
    name: view['name'],
    unitId: view['unitId'],
    rate: 10,
    trackedByBatch: true,
    version: view['version'],
  });
  expect(tracked.statusCode, tracked.body).toBe(200);
  expect(tracked.json()).toMatchObject({ trackedByBatch: true });
  const bought = await post({
    customerId: vendor.id,
    transactionDate: BOUGHT,
    isPurchase: true,
    lineItems: [
      purchaseLine('A12', 10, { mfgDate: '2026-04-01', expiryDate: '2027-03-31', mrp: 12 }),
      purchaseLine('B07', 5, { mfgDate: '2025-12-11', expiryDate: '2026-12-10', mrp: 11 }),
      purchaseLine('OLD', 3, { expiryDate: '2026-11-10' }),
    ],
  });
  expect(bought.statusCode, bought.body).toBe(201);
});
afterAll(async () => t?.close());

describe('a purchase of an item tracked by batch', () => {
  it('makes each batch with its dates and MRP, and needs a batch number', async () => {
    const list = await batches();
    expect(list.map((b) => [b.number, b.expiryDate, b.stock, b.expired])).toEqual([
      ['OLD', '2026-11-10', 3, true],
      ['B07', '2026-12-10', 5, false],
      ['A12', '2027-03-31', 10, false],
    ]);
    const before = await count('transactions');
    const bare = await post({
      customerId: vendor.id,
      transactionDate: DAY,
      isPurchase: true,
      lineItems: [purchaseLine(null, 1)],
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().detail).toBe(
      'Line 1: Paracetamol 500 strip is tracked by batch: enter its batch number.',
    );
    expect(bare.json().errors).toHaveProperty(['lineItems.0.batch']);
    const backwards = await post({
      customerId: vendor.id,
      transactionDate: DAY,
      isPurchase: true,
      lineItems: [purchaseLine('C01', 1, { mfgDate: '2026-10-01', expiryDate: '2026-09-30' })],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().detail).toBe(
      'Line 1: the expiry date is before the manufacturing date.',
    );
    expect(await count('transactions')).toBe(before);
    expect((await batches()).map((b) => b.number)).not.toContain('C01');
  });
});

describe('a sale of an item tracked by batch', () => {
  it('takes the first-expiring batch with stock that has not expired, shown on the line', async () => {
    const res = await sale({ quantity: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const bill = res.json() as Bill;
    expect(bill.lineItems[0]).toMatchObject({
      lotSerialNumber: 'B07',
      batch: { number: 'B07', mfgDate: '2025-12-11', expiryDate: '2026-12-10' },
    });
    // The bill as read again says the same.
    const read = (await send('GET', `/api/transactions/${bill.id}`)).json() as Bill;
    expect(read.lineItems[0]!.batch).toMatchObject({ number: 'B07' });
    expect(await stockOf('B07')).toBe(3);
    expect(await stockOf('A12')).toBe(10);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('prints its batch and expiry under the item on the PDF', async () => {
    const res = await sale({ quantity: 1 });
    const bill = res.json() as Bill;
    const rendered = await send('POST', `/api/files/transaction/${bill.id}/html-to-pdf`, {
      htmlContent: '<html><body>print</body></html>',
    });
    expect(rendered.statusCode, rendered.body).toBe(201);
    const pdf = await send('GET', `/api/files/public/${rendered.json().publicAccessCode}`);
    const dir = mkdtempSync(path.join(tmpdir(), 'batches-pdf-'));
    try {
      const file = path.join(dir, 'bill.pdf');
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Batch B07 · Exp 12/2026');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Taken back out, so the figures below stay as counted by hand.
    expect((await send('DELETE', `/api/transactions/${bill.id}`)).statusCode).toBe(204);
  });

  it('refuses a batch expired before the bill date, naming it and its expiry', async () => {
    const before = await count('transactions');
    const old = (await batches()).find((b) => b.number === 'OLD')!;
    for (const line of [{ lotSerialNumber: 'old' }, { batchId: old.id }]) {
      const res = await sale(line);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(
        'Line 1: batch OLD of Paracetamol 500 strip expired on 10/11/2026 and cannot be sold.',
      );
      expect(res.json().errors).toHaveProperty(['lineItems.0.batch']);
    }
    expect(await count('transactions')).toBe(before);
    expect(await stockOf('OLD')).toBe(3);
    // On a bill dated before it expired, the same batch sells.
    const earlier = await sale({ lotSerialNumber: 'OLD' }, '2026-11-05');
    expect(earlier.statusCode, earlier.body).toBe(201);
    expect((earlier.json() as Bill).lineItems[0]!.batch).toMatchObject({ number: 'OLD' });
    expect(await send('DELETE', `/api/transactions/${(earlier.json() as Bill).id}`)).toMatchObject({
      statusCode: 204,
    });
  });

  it('refuses a batch number the item does not have, and a batch of another item', async () => {
    const unknown = await sale({ lotSerialNumber: 'Z99' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Line 1: Paracetamol 500 strip has no batch Z99.');
    const other = await addItem(t, companyId, { name: 'Cough syrup', ratePaise: 9000 });
    const mine = (await batches())[0]!;
    const res = await post({
      customerId: ravi.id,
      transactionDate: DAY,
      isPurchase: false,
      lineItems: [
        { itemId: other.id, quantity: 1, rate: 90, unitId: other.unitId, batchId: mine.id },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Line 1: the batch chosen is not a batch of Cough syrup.');
  });

  it('takes the next batch once the first has run out, and a credit note gives back into the sale’s batch', async () => {
    // B07 has 3 left: a bill of 3 empties it, the next strip comes from A12.
    const emptied = await sale({ quantity: 3 });
    expect((emptied.json() as Bill).lineItems[0]!.batch).toMatchObject({ number: 'B07' });
    const next = await sale({ quantity: 1 });
    const bill = next.json() as Bill;
    expect(bill.lineItems[0]!.batch).toMatchObject({ number: 'A12' });
    expect(await stockOf('B07')).toBe(0);
    expect(await stockOf('A12')).toBe(9);
    const note = await send('POST', '/api/returns', {
      originalId: (emptied.json() as Bill).id,
      transactionDate: DAY,
      refundMode: 'cash',
      lines: [{ lineNo: 1, quantity: 2 }],
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(await stockOf('B07')).toBe(2);
    expect(await stockOf('A12')).toBe(9);
    expect(await unbalancedSources(t)).toEqual([]);
  });
});

describe('stock by batch, and expiring stock', () => {
  it('adds up to the item’s stock and value, in the batch list and the report', async () => {
    const list = await batches();
    const stock = await itemStock();
    expect(list.reduce((s, b) => s + b.stock, 0)).toBe(stock);
    // By hand: bought 18; sold 2 + 3 + 1, 2 given back: 14 (OLD 3, B07 2, A12 9), at ₹8 each.
    expect(stock).toBe(14);
    const byBatch = await report(`stock/batches?asOfDate=${DAY}`);
    const rows = byBatch.datasets[0]!.rows.filter((r) => r['itemName'] === 'Paracetamol 500 strip');
    expect(rows.map((r) => [r['batch'], r['expiryDate'], r['stock'], r['stockValue']])).toEqual([
      ['OLD', '2026-11-10', 3, 24],
      ['B07', '2026-12-10', 2, 16],
      ['A12', '2027-03-31', 9, 72],
    ]);
    const whole = await report('stock');
    const item = whole.datasets[0]!.rows.find((r) => r['itemName'] === 'Paracetamol 500 strip')!;
    expect(item['stock']).toBe(14);
    expect(item['stockValue']).toBe(rows.reduce((s, r) => s + Number(r['stockValue']), 0));
  });

  it('lists what expires in the next 30 days and what has expired, with their value at cost', async () => {
    const within30 = await report('analytics/expiring-stock?withinDays=30');
    const pick = (i: number) =>
      within30.datasets[i]!.rows.map((r) => [r['batch'], r['days'], r['stock'], r['stockValue']]);
    expect(pick(0)).toEqual([['B07', 20, 2, 16]]);
    expect(pick(1)).toEqual([['OLD', 10, 3, 24]]);
    expect(within30.summary).toBe(
      '1 batch worth ₹16 expiring in the next 30 days; 1 batch worth ₹24 already expired and still in stock.',
    );
    // A12 expires in 131 days: not within 90 either.
    const within90 = await report('analytics/expiring-stock?withinDays=90');
    expect(within90.datasets[0]!.rows.map((r) => r['batch'])).toEqual(['B07']);
    const odd = await send('GET', '/api/reports/analytics/expiring-stock?withinDays=45');
    expect(odd.statusCode).toBe(400);
  });
});

describe('who sees batches', () => {
  it('answers 404 for another company’s item, and lets an Auditor read', async () => {
    const res = await send(
      'GET',
      `/api/batches?itemId=${strip.id}&date=${DAY}`,
      undefined,
      other.auth,
    );
    expect(res.statusCode).toBe(404);
    expect((await batches(DAY, auditor.auth)).length).toBe(3);
    // Another company's sale naming our batch finds no such batch of its item.
    const [unit] = (await send('GET', '/api/units', undefined, other.auth)).json() as {
      id: number;
    }[];
    const mine = (await batches())[0]!;
    const theirs = await send(
      'POST',
      '/api/transactions',
      {
        customerId: 0,
        customerName: 'Walk-in',
        transactionDate: DAY,
        isPurchase: false,
        lineItems: [
          { itemName: 'Soap', quantity: 1, rate: 10, unitId: unit!.id, batchId: mine.id },
        ],
      },
      other.auth,
    );
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().detail).toBe('Line 1: the batch chosen is not a batch of Soap.');
  });
});

describe('lot/serial numbers already in the books', () => {
  it('become batches of their items, and their lines name them (migration 0053)', async () => {
    const bolt = await addItem(t, companyId, { name: 'Bolt M8', ratePaise: 500 });
    const res = await post({
      customerId: vendor.id,
      transactionDate: DAY,
      isPurchase: true,
      lineItems: [
        { itemId: bolt.id, quantity: 4, rate: 4, unitId: bolt.unitId, lotSerialNumber: 'LOT-9' },
        { itemId: bolt.id, quantity: 2, rate: 4, unitId: bolt.unitId, lotSerialNumber: 'lot-9 ' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    // As the books were before the migration: the lot numbers on the lines, no batches.
    const db = t.database.db;
    await db.execute(
      sql`update transaction_lines set batch_id = null
          where company_id = ${companyId}::int and item_id = ${bolt.id}::int`,
    );
    // The second line's number as it was typed (another case, a space after it).
    await db.execute(
      sql`update transaction_lines set lot_serial_number = 'lot-9 '
          where company_id = ${companyId}::int and item_id = ${bolt.id}::int and line_no = 2`,
    );
    await db.execute(
      sql`delete from item_batches where company_id = ${companyId}::int and item_id = ${bolt.id}::int`,
    );
    const migration = readFileSync(
      new URL('../drizzle/0053_item_batches.sql', import.meta.url),
      'utf8',
    );
    const carry = migration.slice(
      migration.indexOf('-- carry-over'),
      migration.indexOf('-- end of carry-over'),
    );
    for (const statement of carry.split('--> statement-breakpoint'))
      if (statement.replace(/--.*$/gm, '').trim()) await db.execute(sql.raw(statement));
    const rows = (await db.execute(
      sql`select b.batch_number as number, count(l.id)::int as lines
            from item_batches b join transaction_lines l
              on l.company_id = b.company_id and l.batch_id = b.id
           where b.company_id = ${companyId}::int and b.item_id = ${bolt.id}::int
           group by b.batch_number`,
    )) as unknown as { rows: { number: string; lines: number }[] };
    expect(rows.rows).toEqual([{ number: 'LOT-9', lines: 2 }]);
    // The old print still reads: the bill shows the lot under its batch.
    const bill = (await send('GET', `/api/transactions/${(res.json() as Bill).id}`)).json() as Bill;
    expect(bill.lineItems[0]).toMatchObject({
      lotSerialNumber: 'LOT-9',
      batch: { number: 'LOT-9' },
    });
    // Tracked from now on: what no batch names shows as Unbatched, and the rows add up.
    const loose = await post({
      customerId: vendor.id,
      transactionDate: DAY,
      isPurchase: true,
      lineItems: [{ itemId: bolt.id, quantity: 1, rate: 4, unitId: bolt.unitId }],
    });
    expect(loose.statusCode, loose.body).toBe(201);
    const view = (await send('GET', `/api/items/${bolt.id}`)).json() as Record<string, unknown>;
    const tracked = await send('PUT', `/api/items/${bolt.id}`, {
      name: view['name'],
      unitId: view['unitId'],
      rate: 5,
      trackedByBatch: true,
      version: view['version'],
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const rowsOf = (await report(`stock/batches?asOfDate=${DAY}`)).datasets[0]!.rows.filter(
      (r) => r['itemName'] === 'Bolt M8',
    );
    expect(rowsOf.map((r) => [r['batch'], r['stock'], r['stockValue']])).toEqual([
      ['LOT-9', 6, 24],
      ['Unbatched', 1, 4],
    ]);
  });
});
