import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { auditLog, customers, transactionLines, transactions } from '../src/db/schema.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';

type Auth = { auth: Record<string, string> };
type Item = Record<string, unknown> & {
  id: number;
  name: string;
  unitId: number;
  taxGroupId: number | null;
};
let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAndLogin>>;
let manager: Auth;
let auditor: Auth;
let other: Awaited<ReturnType<typeof registerAndLogin>>;
let unitNo: number;
let groups: Map<string, number>;
let otherUnit: number;
let otherGroup: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Auth | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const list = async (who: Auth = admin, query = '') =>
  (await call('GET', `/api/items${query}`, who)).json() as Item[];
const groupIds = async (who: Auth) =>
  new Map(
    ((await call('GET', '/api/taxes/groups', who)).json() as { id: number; name: string }[]).map(
      (g) => [g.name, g.id],
    ),
  );
const companyOf = (s: { accessToken: string }) => decodeJwt(s.accessToken).companyId as number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t);
  other = await registerAndLogin(t);
  manager = await inviteAndJoin(t, admin, 'Manager');
  auditor = await inviteAndJoin(t, admin, 'Auditor');
  unitNo = ((await call('GET', '/api/units', admin)).json() as { id: number }[])[0]!.id;
  groups = await groupIds(admin);
  otherUnit = ((await call('GET', '/api/units', other)).json() as { id: number }[])[0]!.id;
  otherGroup = (await groupIds(other)).get('GST 18%')!;
});
afterAll(async () => t?.close());

describe('the item list', () => {
  it('holds the three locked special items of a new company', async () => {
    const items = await list();
    expect(items.map((i) => [i.name, i.specialKind, i.isSpecial])).toEqual([
      ['Discount', 'discount', true],
      ['Opening Balance', 'opening_balance', true],
      ['Round Off', 'round_off', true],
    ]);
    expect(items[0]).toMatchObject({
      unit: { id: unitNo, name: 'No' },
      unitName: 'No',
      stock: 0,
      taxes: [],
      assemblyId: null,
      taxGroupId: null,
    });
  });
});

describe('creating and editing items', () => {
  it('creates an item whose inclusive rates are split by the group taxes in force today', async () => {
    const res = await call('POST', '/api/items', admin, {
      Name: 'Basmati Rice',
      UnitId: unitNo,
      Rate: 1180,
      BuyRate: '100',
      HsnSacCode: '1006 30',
      taxGroupId: groups.get('GST 18%'),
      MovingAverageCost: 12.5,
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      name: 'Basmati Rice',
      rate: 1180,
      buyRate: 100,
      rateBaseAmount: 1000,
      rateTaxAmount: 180,
      buyRateBaseAmount: 84.74,
      buyRateTaxAmount: 15.26,
      hsnSacCode: '100630',
      taxGroupName: 'GST 18%',
      taxes: [
        {
          taxId: expect.any(Number),
          name: 'GST 18%',
          taxType: 'GST',
          rate: 18,
          isCompound: false,
          effectiveFrom: null,
          effectiveTo: null,
          priority: 1,
        },
      ],
      stock: 0,
      isSpecial: false,
      specialKind: null,
    });
    expect(Object.keys(item).some((k) => /moving/i.test(k))).toBe(false);
    expect((await call('GET', `/api/items/${item.id}`, manager)).json()).toEqual(item);
  });

  it('charges no tax from a group whose taxes have ended (GST 28% ended 21 Sep 2025)', async () => {
    const res = await call('POST', '/api/items', manager, {
      name: 'Old Cement',
      unitId: unitNo,
      rate: 500,
      taxGroupId: groups.get('GST 28%'),
    });
    expect(res.json()).toMatchObject({
      rateBaseAmount: 500,
      rateTaxAmount: 0,
      taxes: [{ name: 'GST 28%', rate: 28, effectiveTo: '2025-09-21' }],
    });
  });

  it('creates a unit typed by name, and needs some unit', async () => {
    const res = await call('POST', '/api/items', admin, {
      name: 'Milk',
      unitName: 'Litre',
      rate: 60,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      unitName: 'Litre',
      taxGroupId: null,
      rateBaseAmount: 60,
      rateTaxAmount: 0,
    });
    const units = (await call('GET', '/api/units', admin)).json() as { name: string }[];
    expect(units.map((u) => u.name)).toContain('Litre');

    const none = await call('POST', '/api/items', admin, { name: 'Curd', rate: 40 });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.unitId).toEqual(['Please select a unit.']);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ name: '  ' }, 'Please enter item name.'],
    [{ rate: 1.005 }, 'Rate must be an amount of 0 or more with at most 2 decimals.'],
    [{ rate: -1 }, 'Rate must be an amount of 0 or more with at most 2 decimals.'],
    [{ buyRate: 'abc' }, 'Buy rate must be an amount of 0 or more with at most 2 decimals.'],
    [{ hsnSacCode: '12345' }, 'HSN/SAC code must be 4, 6 or 8 digits.'],
    [{ unitId: 'x' }, 'Invalid unit id'],
  ])('refuses %o with "%s" and saves nothing', async (patch, message) => {
    const before = await list();
    const res = await call('POST', '/api/items', admin, {
      name: 'Sugar',
      unitId: unitNo,
      rate: 45,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(message);
    expect(await list()).toEqual(before);
  });

  it('refuses a duplicate name in any case, including the special items', async () => {
    for (const name of ['basmati rice', 'OPENING BALANCE']) {
      const res = await call('POST', '/api/items', admin, { name, unitId: unitNo, rate: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('An item with this name already exists.');
    }
  });

  it("refuses another company's unit or tax group, saving nothing", async () => {
    const before = await list();
    const unit = await call('POST', '/api/items', admin, {
      name: 'Sneaky',
      unitId: otherUnit,
      rate: 1,
    });
    expect(unit.statusCode).toBe(404);
    expect(unit.json().detail).toBe('Unit not found.');
    const group = await call('POST', '/api/items', admin, {
      name: 'Sneaky',
      unitId: unitNo,
      rate: 1,
      taxGroupId: otherGroup,
    });
    expect(group.statusCode).toBe(404);
    expect(group.json().detail).toBe('Tax group not found.');
    // Past the database's integer range: no such row, never a server error.
    expect(
      (await call('POST', '/api/items', admin, { name: 'Sneaky', unitId: 3_000_000_000, rate: 1 }))
        .statusCode,
    ).toBe(400);
    expect(await list()).toEqual(before);
  });

  it('edits an item, keeping its tax group unless one is sent, and audits before and after', async () => {
    const rice = (await list()).find((i) => i.name === 'Basmati Rice')!;
    const res = await call('PUT', `/api/items/${rice.id}`, manager, {
      Name: 'Basmati Rice 5kg',
      UnitId: unitNo,
      Rate: 590,
      BuyRate: 500,
      HsnSacCode: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Basmati Rice 5kg',
      rate: 590,
      rateBaseAmount: 500,
      rateTaxAmount: 90,
      hsnSacCode: null,
      taxGroupId: groups.get('GST 18%'),
    });

    const cleared = await call('PUT', `/api/items/${rice.id}`, admin, {
      name: 'Basmati Rice 5kg',
      unitId: unitNo,
      rate: 590,
      buyRate: 500,
      taxGroupId: 0,
    });
    expect(cleared.json()).toMatchObject({
      taxGroupId: null,
      taxGroupName: null,
      taxes: [],
      rateTaxAmount: 0,
    });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyOf(admin)),
          eq(auditLog.entity, 'item'),
          eq(auditLog.entityId, String(rice.id)),
        ),
      );
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'update']);
    expect(audits[1]).toMatchObject({
      before: { name: 'Basmati Rice', ratePaise: 118000 },
      after: { name: 'Basmati Rice 5kg', ratePaise: 59000 },
    });
  });

  it('refuses to edit the special items and changes nothing', async () => {
    const before = await list();
    for (const special of before.filter((i) => i.isSpecial)) {
      const res = await call('PUT', `/api/items/${special.id}`, admin, {
        name: 'Renamed',
        unitId: unitNo,
        rate: 5,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(
        'Opening Balance, Round Off, and Discount items cannot be edited.',
      );
    }
    expect(await list()).toEqual(before);
  });

  it('renaming onto a taken name is a conflict', async () => {
    const milk = (await list()).find((i) => i.name === 'Milk')!;
    const res = await call('PUT', `/api/items/${milk.id}`, admin, {
      name: 'round off',
      unitId: unitNo,
      rate: 60,
    });
    expect(res.statusCode).toBe(409);
  });

  it("answers 400 for malformed ids and 404 for another company's item", async () => {
    for (const id of ['abc', '0', '-3', '1.5', '3000000000']) {
      expect((await call('GET', `/api/items/${id}`, admin)).statusCode).toBe(400);
    }
    const theirs = (await list(other))[0]!;
    expect((await call('GET', `/api/items/${theirs.id}`, admin)).statusCode).toBe(404);
    const put = await call('PUT', `/api/items/${theirs.id + 100000}`, admin, {
      name: 'X',
      unitId: unitNo,
      rate: 1,
    });
    expect(put.statusCode).toBe(404);
    expect((await list(other)).map((i) => i.name)).toEqual([
      'Discount',
      'Opening Balance',
      'Round Off',
    ]);
  });
});

describe('searching and stock', () => {
  it('finds items by name, HSN/SAC or rate', async () => {
    const names = async (q: string) =>
      (await list(admin, `?search=${encodeURIComponent(q)}`)).map((i) => i.name);
    expect(await names('basmati')).toEqual(['Basmati Rice 5kg']);
    expect(await names('')).toHaveLength((await list()).length);
    expect(await names('60.00')).toEqual(['Milk']);
    expect(await names('500')).toEqual(['Basmati Rice 5kg', 'Old Cement']);
    expect(await names('100%')).toEqual([]);
    const hsn = await call('POST', '/api/items', admin, {
      name: 'Laptop',
      unitId: unitNo,
      rate: 50000,
      hsnSacCode: '8471.30.10',
    });
    expect(hsn.statusCode).toBe(201);
    expect(await names('847130')).toEqual(['Laptop']);
  });

  it('counts stock as purchased minus sold quantities', async () => {
    const companyId = companyOf(admin);
    const milk = (await list()).find((i) => i.name === 'Milk')!;
    const db = t.database.db;
    const [cash] = await db.select().from(customers).where(eq(customers.companyId, companyId));
    const post = async (isPurchase: boolean, qtyMilli: number) => {
      const [tx] = await db
        .insert(transactions)
        .values({
          companyId,
          kind: isPurchase ? 'purchase' : 'sale',
          isPurchase,
          transactionDate: '2025-10-01',
          customerId: cash!.id,
        })
        .returning({ id: transactions.id });
      await db.insert(transactionLines).values({
        companyId,
        transactionId: tx!.id,
        lineNo: 1,
        itemId: milk.id,
        itemName: 'Milk',
        qtyMilli,
        ratePaise: 6000,
        unitId: milk.unitId,
        unitName: 'Litre',
        amountPaise: 0,
        taxablePaise: 0,
        taxPaise: 0,
      });
    };
    await post(true, 10_000);
    await post(false, 2_500);
    await post(false, 1_125);
    const after = await list();
    expect(after.find((i) => i.id === milk.id)!.stock).toBe(6.375);
    expect(after.find((i) => i.name === 'Laptop')!.stock).toBe(0);
    expect((await call('GET', `/api/items/${milk.id}`, admin)).json().stock).toBe(6.375);
  });
});

describe('who may use items', () => {
  // Issue 13: the Auditor reads items (reports need them) and changes none.
  it('lets an Auditor read items but not change them; refuses anonymous callers', async () => {
    const before = await list();
    expect((await call('GET', '/api/items', auditor)).json()).toEqual(before);
    expect((await call('GET', `/api/items/${before[0]!.id}`, auditor)).statusCode).toBe(200);
    expect((await call('GET', '/api/items', null)).statusCode).toBe(401);
    for (const [method, url] of [
      ['POST', '/api/items'],
      ['PUT', `/api/items/${before[0]!.id}`],
    ] as const) {
      const payload = { name: 'Auditor item', unitId: unitNo, rate: 1 };
      const res = await call(method, url, auditor, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Only Admin/Manager can manage items.');
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
    }
    expect(await list()).toEqual(before);
  });
});

describe('a service under reverse charge (issue 36)', () => {
  it('is false unless ticked, kept by an edit that does not name it, and in the invoice lists', async () => {
    const plain = await call('POST', '/api/items', admin, { name: 'Packing Tape', unitId: unitNo });
    expect(plain.json().reverseCharge).toBe(false);
    const gta = await call('POST', '/api/items', admin, {
      name: 'Freight (GTA)',
      unitId: unitNo,
      rate: 10000,
      hsnSacCode: '996511',
      ReverseCharge: true,
    });
    expect(gta.statusCode, gta.body).toBe(201);
    const id = (gta.json() as { id: number; reverseCharge: boolean }).id;
    expect(gta.json().reverseCharge).toBe(true);
    const renamed = await call('PUT', `/api/items/${id}`, admin, {
      name: 'Freight by road (GTA)',
      unitId: unitNo,
      rate: 10000,
    });
    expect(renamed.json().reverseCharge).toBe(true);
    const lookups = (await call('GET', '/api/transactions/autocomplete', admin)).json() as {
      items: { id: number; reverseCharge?: boolean }[];
    };
    expect(lookups.items.find((i) => i.id === id)?.reverseCharge).toBe(true);
    const off = await call('PUT', `/api/items/${id}`, admin, {
      name: 'Freight by road (GTA)',
      unitId: unitNo,
      reverseCharge: false,
    });
    expect(off.json().reverseCharge).toBe(false);
    const bad = await call('PUT', `/api/items/${id}`, admin, {
      name: 'Freight by road (GTA)',
      unitId: unitNo,
      reverseCharge: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Reverse charge must be true or false.');
  });
});
