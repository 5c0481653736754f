// Godowns (issue 40 part 3): every company has its default godown ('Main godown'); every stock
// movement names one (the default when none is chosen); a sale from the second godown lowers
// that godown only; a stock transfer moves goods between two godowns with its own ST- series,
// no ledger and no GST, the item's total and value unchanged, refusing to take out more than
// the godown holds; the stock report by godown adds up to All godowns; a godown with stock or
// movements cannot be deleted; another company's godown answers 404; the Auditor reads only,
// a Manager manages godowns like other masters; an edit from an older version answers 409.
// Pen ₹118 (GST 18%), tax-inclusive, bought at ₹59.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceDrift } from '../src/bookkeeping/balances.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  sender,
  type TestApp,
} from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf, setCompanyState } from './support/fixtures.ts';

const DAY = '2026-11-20';
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let ravi: { id: number };
let asha: { id: number };
let pen: { id: number; unitId: number };
let main: Godown;
let shop: Godown;

interface Godown {
  id: number;
  name: string;
  isDefault: boolean;
  version: number;
  stockItems: number;
}

interface Item {
  id: number;
  name: string;
  stock: number;
  godownStock: { godownId: number; stock: number }[];
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(`${DAY}T06:30:00Z`);
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  ravi = await addCustomer(t, companyId, { name: 'Ravi Kumar', stateCode: '27' });
  asha = await addCustomer(t, companyId, { name: 'Asha Stores', stateCode: '27' });
  pen = await addItem(t, companyId, {
    name: 'Pen',
    ratePaise: 11800,
    group: 'GST 18%',
    hsn: '96081019',
  });
});
afterAll(async () => t?.close());

const send = sender(
  () => t,
  () => owner.auth,
);

async function godowns(auth = owner.auth): Promise<Godown[]> {
  const res = await send('GET', '/api/godowns', undefined, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Godown[];
}

async function penItem(): Promise<Item> {
  const items = (await send('GET', '/api/items')).json() as Item[];
  return items.find((i) => i.name === 'Pen')!;
}

const inGodown = (item: Item, g: Godown) =>
  item.godownStock.find((s) => s.godownId === g.id)?.stock ?? 0;

async function stockReport(query = '') {
  const res = await send('GET', `/api/reports/stock?includeZero=true${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const sets = res.json().datasets as { name: string; rows: Record<string, unknown>[] }[];
  const pens = sets[0]!.rows.find((r) => r['itemName'] === 'Pen')!;
  return {
    stock: Number(pens['stock']),
    value: Number(pens['stockValue']),
    total: Number(sets[1]!.rows[0]!['stockValue']),
  };
}

const bill = (extra: Record<string, unknown>, quantity: number) => ({
  transactionDate: DAY,
  lineItems: [
    { itemId: pen.id, quantity, rate: extra['isPurchase'] ? 59 : 118, unitId: pen.unitId },
  ],
  ...extra,
});

describe('godowns', () => {
  it('every company has its default godown, and a movement without one lands there', async () => {
    const list = await godowns();
    expect(list).toEqual([
      { id: expect.any(Number), name: 'Main godown', isDefault: true, version: 1, stockItems: 0 },
    ]);
    main = list[0]!;
    // 50 pens bought naming no godown: into the default one.
    const bought = await send(
      'POST',
      '/api/transactions',
      bill({ customerId: asha.id, isPurchase: true }, 50),
    );
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().godownId).toBe(main.id);
    const item = await penItem();
    expect(item.stock).toBe(50);
    expect(item.godownStock).toEqual([{ godownId: main.id, stock: 50 }]);
    // A line written by another path (an import, the bench seeder) naming no godown too.
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from transaction_lines
           where company_id = ${companyId}::int and special_kind is null and godown_id is null`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
    expect(await balanceDrift(t.database.db, companyId)).toEqual([]);
  });

  it('are added, renamed and made default by Admin or Manager; the Auditor reads only', async () => {
    const added = await send('POST', '/api/godowns', { name: 'Shop floor' });
    expect(added.statusCode, added.body).toBe(201);
    shop = added.json() as Godown;
    expect(shop).toMatchObject({ name: 'Shop floor', isDefault: false });
    const twice = await send('POST', '/api/godowns', { name: 'shop FLOOR' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('A godown with this name already exists.');
    const blank = await send('POST', '/api/godowns', { name: '  ' });
    expect(blank.statusCode).toBe(400);

    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    expect((await godowns(auditor.auth)).map((g) => g.name)).toEqual(['Main godown', 'Shop floor']);
    const refused = await send('POST', '/api/godowns', { name: 'Back room' }, auditor.auth);
    expect(refused.statusCode).toBe(403);
    const refusedTransfer = await send(
      'POST',
      '/api/stock-transfers',
      {
        transferDate: DAY,
        fromGodownId: main.id,
        toGodownId: shop.id,
        lineItems: [{ itemId: pen.id, quantity: 1 }],
      },
      auditor.auth,
    );
    expect(refusedTransfer.statusCode).toBe(403);

    const manager = await inviteAndJoin(t, owner, 'Manager');
    const renamed = await send(
      'PUT',
      `/api/godowns/${shop.id}`,
      { name: 'Shop', version: shop.version },
      manager.auth,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Shop', version: 2 });
    // An edit from the version before answers 409 and changes nothing.
    const stale = await send('PUT', `/api/godowns/${shop.id}`, {
      name: 'Shop 2',
      version: shop.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/This godown was changed by/);
    shop = renamed.json() as Godown;
    // The default cannot be unmarked (a company always has one), only moved to another.
    const unmark = await send('PUT', `/api/godowns/${main.id}`, {
      name: 'Main godown',
      isDefault: false,
    });
    expect(unmark.statusCode).toBe(400);
    const moved = await send('PUT', `/api/godowns/${shop.id}`, { name: 'Shop', isDefault: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await godowns()).map((g) => [g.name, g.isDefault])).toEqual([
      ['Shop', true],
      ['Main godown', false],
    ]);
    const back = await send('PUT', `/api/godowns/${main.id}`, {
      name: 'Main godown',
      isDefault: true,
    });
    expect(back.statusCode, back.body).toBe(200);
    shop = (await godowns()).find((g) => g.id === shop.id)!;
  });

  it('a purchase into the second godown and a sale from it move that godown only', async () => {
    const bought = await send(
      'POST',
      '/api/transactions',
      bill({ customerId: asha.id, isPurchase: true, godownId: shop.id }, 20),
    );
    expect(bought.statusCode, bought.body).toBe(201);
    let item = await penItem();
    expect([item.stock, inGodown(item, main), inGodown(item, shop)]).toEqual([70, 50, 20]);
    const sold = await send(
      'POST',
      '/api/transactions',
      bill({ customerId: ravi.id, godownId: shop.id }, 5),
    );
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().godownId).toBe(shop.id);
    item = await penItem();
    expect([item.stock, inGodown(item, main), inGodown(item, shop)]).toEqual([65, 50, 15]);
    // The bill screen's lists: the godowns and each item's stock in each.
    const lookups = (await send('GET', '/api/transactions/autocomplete')).json();
    expect(lookups.godowns.map((g: Godown) => g.name)).toEqual(['Main godown', 'Shop']);
    const option = lookups.items.find((i: { name: string }) => i.name === 'Pen');
    expect(option.godownStock).toEqual({ [main.id]: 50, [shop.id]: 15 });
    // An edit naming no godown keeps the bill's; one naming the other moves its goods there.
    const saleId = sold.json().id as number;
    const kept = await send('PUT', `/api/transactions/${saleId}`, {
      ...bill({ customerId: ravi.id }, 6),
      version: sold.json().version,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    item = await penItem();
    expect([inGodown(item, main), inGodown(item, shop)]).toEqual([50, 14]);
    const movedBill = await send('PUT', `/api/transactions/${saleId}`, {
      ...bill({ customerId: ravi.id, godownId: main.id }, 6),
      version: kept.json().version,
    });
    expect(movedBill.statusCode, movedBill.body).toBe(200);
    item = await penItem();
    expect([inGodown(item, main), inGodown(item, shop)]).toEqual([44, 20]);
    expect((await send('DELETE', `/api/transactions/${saleId}`)).statusCode).toBe(204);
    item = await penItem();
    expect([item.stock, inGodown(item, main), inGodown(item, shop)]).toEqual([70, 50, 20]);
    expect(await balanceDrift(t.database.db, companyId)).toEqual([]);
  });

  it('a challan from the second godown takes its goods from there, and returns bring them back', async () => {
    const res = await send('POST', '/api/challans', {
      customerId: ravi.id,
      challanDate: DAY,
      reason: 'supply',
      godownId: shop.id,
      lineItems: [{ itemId: pen.id, quantity: 4, rate: 118 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const challan = res.json();
    expect(challan.godownId).toBe(shop.id);
    let item = await penItem();
    expect([item.stock, inGodown(item, main), inGodown(item, shop)]).toEqual([66, 50, 16]);
    // Billed: no stock moves again, from any godown.
    const billed = await send('POST', '/api/transactions', {
      customerId: ravi.id,
      transactionDate: DAY,
      lineItems: [
        {
          itemId: pen.id,
          quantity: 2,
          rate: 118,
          unitId: pen.unitId,
          challanLineId: challan.lineItems[0].id,
        },
      ],
    });
    expect(billed.statusCode, billed.body).toBe(201);
    const back = await send('POST', `/api/challans/${challan.id}/returns`, {
      lineId: challan.lineItems[0].id,
      quantity: 2,
      returnDate: DAY,
    });
    expect(back.statusCode, back.body).toBe(200);
    item = await penItem();
    expect([item.stock, inGodown(item, main), inGodown(item, shop)]).toEqual([68, 50, 18]);
    expect(await balanceDrift(t.database.db, companyId)).toEqual([]);
  });

  it('a stock transfer moves goods between godowns, keeping the total, its value and the ledger', async () => {
    const before = await stockReport();
    const ledgerBefore = await journalCount();
    const res = await send('POST', '/api/stock-transfers', {
      transferDate: DAY,
      fromGodownId: shop.id,
      toGodownId: main.id,
      remark: 'Back to the store',
      lineItems: [{ itemId: pen.id, quantity: 8 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const transfer = res.json();
    expect(transfer).toMatchObject({
      number: 'ST-0001',
      fromGodownName: 'Shop',
      toGodownName: 'Main godown',
      lineItems: [{ itemId: pen.id, itemName: 'Pen', quantity: 8, unitName: 'No' }],
    });
    let item = await penItem();
    expect([item.stock, inGodown(item, main), inGodown(item, shop)]).toEqual([68, 58, 10]);
    expect(await stockReport()).toEqual(before);
    expect(await journalCount()).toBe(ledgerBefore);
    // By godown, the report adds up to All godowns, quantity and value.
    const inMain = await stockReport(`&godownId=${main.id}`);
    const inShop = await stockReport(`&godownId=${shop.id}`);
    expect(inMain.stock + inShop.stock).toBe(before.stock);
    expect(inMain.stock).toBe(58);
    expect(inMain.value + inShop.value).toBeCloseTo(before.value, 2);

    // More than the godown holds cannot leave it; nothing is written.
    const tooMuch = await send('POST', '/api/stock-transfers', {
      transferDate: DAY,
      fromGodownId: shop.id,
      toGodownId: main.id,
      lineItems: [{ itemId: pen.id, quantity: 11 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().detail).toBe(
      'Only 10 No of Pen is in Shop: no more can be moved out of it.',
    );
    const same = await send('POST', '/api/stock-transfers', {
      transferDate: DAY,
      fromGodownId: shop.id,
      toGodownId: shop.id,
      lineItems: [{ itemId: pen.id, quantity: 1 }],
    });
    expect(same.statusCode).toBe(400);

    // An edit: its own 8 count as still in Shop, so 18 may move; a stale edit answers 409.
    const edited = await send('PUT', `/api/stock-transfers/${transfer.id}`, {
      transferDate: DAY,
      fromGodownId: shop.id,
      toGodownId: main.id,
      lineItems: [{ itemId: pen.id, quantity: 18 }],
      version: transfer.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    item = await penItem();
    expect([item.stock, inGodown(item, main), inGodown(item, shop)]).toEqual([68, 68, 0]);
    const stale = await send('PUT', `/api/stock-transfers/${transfer.id}`, {
      transferDate: DAY,
      fromGodownId: shop.id,
      toGodownId: main.id,
      lineItems: [{ itemId: pen.id, quantity: 1 }],
      version: transfer.version,
    });
    expect(stale.statusCode).toBe(409);
    const list = (await send('GET', '/api/stock-transfers')).json();
    expect(list).toMatchObject({
      total: 1,
      items: [{ number: 'ST-0001', fromGodownName: 'Shop', toGodownName: 'Main godown', lines: 1 }],
    });
    expect(await balanceDrift(t.database.db, companyId)).toEqual([]);

    // Deleted: the goods are back where they were.
    const gone = await send('DELETE', `/api/stock-transfers/${transfer.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    item = await penItem();
    expect([item.stock, inGodown(item, main), inGodown(item, shop)]).toEqual([68, 50, 18]);
    expect(await balanceDrift(t.database.db, companyId)).toEqual([]);
  });

  it('a godown with stock or movements, or the default one, cannot be deleted; an empty one can', async () => {
    const withStock = await send('DELETE', `/api/godowns/${shop.id}`);
    expect(withStock.statusCode).toBe(409);
    expect(withStock.json().detail).toBe(
      'Godown Shop holds stock or is named by bills, challans or stock transfers: it cannot be deleted.',
    );
    const theDefault = await send('DELETE', `/api/godowns/${main.id}`);
    expect(theDefault.statusCode).toBe(409);
    const spare = (await send('POST', '/api/godowns', { name: 'Spare' })).json() as Godown;
    expect((await send('DELETE', `/api/godowns/${spare.id}`)).statusCode).toBe(204);
    expect((await godowns()).map((g) => g.name)).toEqual(['Main godown', 'Shop']);
  });

  it("answers 404 for another company's godown and transfer, and 400 when a bill names one", async () => {
    const transfer = await send('POST', '/api/stock-transfers', {
      transferDate: DAY,
      fromGodownId: shop.id,
      toGodownId: main.id,
      lineItems: [{ itemId: pen.id, quantity: 1 }],
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const stranger = await registerAndLogin(t);
    for (const [method, url, body] of [
      ['PUT', `/api/godowns/${shop.id}`, { name: 'Mine' }],
      ['DELETE', `/api/godowns/${shop.id}`, undefined],
      ['GET', `/api/stock-transfers/${transfer.json().id}`, undefined],
      ['DELETE', `/api/stock-transfers/${transfer.json().id}`, undefined],
      ['GET', `/api/reports/stock?godownId=${shop.id}`, undefined],
    ] as const)
      expect((await send(method, url, body, stranger.auth)).statusCode, url).toBe(404);
    const strangerCompany = companyIdOf(stranger.accessToken);
    const party = await addCustomer(t, strangerCompany, { name: 'X' });
    const theirPen = await addItem(t, strangerCompany, { name: 'Pen', ratePaise: 100 });
    const foreign = await send(
      'POST',
      '/api/transactions',
      {
        customerId: party.id,
        transactionDate: DAY,
        godownId: shop.id,
        lineItems: [{ itemId: theirPen.id, quantity: 1, rate: 1, unitId: theirPen.unitId }],
      },
      stranger.auth,
    );
    expect(foreign.statusCode, foreign.body).toBe(400);
    expect(foreign.json().detail).toBe('The godown chosen was not found.');
    const theirs = await send(
      'POST',
      '/api/stock-transfers',
      {
        transferDate: DAY,
        fromGodownId: shop.id,
        toGodownId: main.id,
        lineItems: [{ itemId: theirPen.id, quantity: 1 }],
      },
      stranger.auth,
    );
    expect(theirs.statusCode).toBe(400);
    // Nothing of ours moved.
    const item = await penItem();
    expect([item.stock, inGodown(item, main), inGodown(item, shop)]).toEqual([68, 51, 17]);
  });
});

async function journalCount(): Promise<number> {
  const rows = (await t.database.db.execute(
    sql`select count(*)::int as n from journal_lines where company_id = ${companyId}::int`,
  )) as unknown as { rows: { n: number }[] };
  return rows.rows[0]!.n;
}
