import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import {
  auditLog,
  customers,
  transactionLineTaxes,
  transactionLines,
  transactions,
} from '../src/db/schema.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';

type Auth = { auth: Record<string, string> };
type Tax = {
  id: number;
  name: string;
  taxType: string;
  rate: number;
  isCompound: boolean;
  effectiveFrom: string | null;
  effectiveTo: string | null;
};
type GroupTax = { taxId: number; name: string; priority: number };
type Group = { id: number; name: string; taxCount: number; itemCount: number; taxes: GroupTax[] };
let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAndLogin>>;
let manager: Auth;
let auditor: Auth;
let other: Awaited<ReturnType<typeof registerAndLogin>>;
let unitNo: number;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Auth | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const taxes = async (who: Auth = admin, query = '') =>
  (await call('GET', `/api/taxes${query}`, who)).json() as Tax[];
const groups = async (who: Auth = admin) =>
  (await call('GET', '/api/taxes/groups', who)).json() as Group[];
const taxId = async (name: string, who: Auth = admin) =>
  (await taxes(who)).find((x) => x.name === name)!.id;
const groupId = async (name: string, who: Auth = admin) =>
  (await groups(who)).find((g) => g.name === name)!.id;
const companyOf = (s: { accessToken: string }) => decodeJwt(s.accessToken).companyId as number;
const names = (list: { name: string }[]) => list.map((x) => x.name);

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t);
  other = await registerAndLogin(t);
  manager = await inviteAndJoin(t, admin, 'Manager');
  auditor = await inviteAndJoin(t, admin, 'Auditor');
  unitNo = ((await call('GET', '/api/units', admin)).json() as { id: number }[])[0]!.id;
});
afterAll(async () => t?.close());

describe('taxes', () => {
  it('lists the GST slabs of a new company in display order, filtered by the date they are in force', async () => {
    const seeded = [
      'GST 0%',
      'GST 0.25%',
      'GST 3%',
      'GST 5%',
      'GST 18%',
      'GST 40%',
      'GST 12%',
      'GST 28%',
    ];
    expect(names(await taxes())).toEqual(seeded);
    expect(names(await taxes(admin, '?activeOn=2025-09-21'))).toEqual(seeded);
    expect(names(await taxes(admin, '?activeOn=2025-09-22'))).toEqual(seeded.slice(0, 6));
    expect(names(await taxes(admin, '?activeOn='))).toEqual(seeded);
    const bad = await call('GET', '/api/taxes?activeOn=2025-02-30', admin);
    expect(bad.statusCode).toBe(400);
    expect((await taxes())[4]).toMatchObject({
      name: 'GST 18%',
      taxType: 'GST',
      rate: 18,
      isCompound: false,
      effectiveFrom: null,
      effectiveTo: null,
    });
  });

  it('adds, reads and edits a tax; new taxes sort after the existing ones', async () => {
    const res = await call('POST', '/api/taxes', manager, {
      Name: 'Cess',
      TaxType: 'cess',
      Rate: '1.5',
      IsCompound: true,
      EffectiveFrom: '2025-04-01',
    });
    expect(res.statusCode).toBe(201);
    const cess = res.json() as Tax;
    expect(cess).toMatchObject({
      name: 'Cess',
      taxType: 'CESS',
      rate: 1.5,
      isCompound: true,
      effectiveFrom: '2025-04-01',
      effectiveTo: null,
    });
    expect(names(await taxes()).at(-1)).toBe('Cess');
    expect((await call('GET', `/api/taxes/${cess.id}`, admin)).json()).toEqual(cess);

    const edit = await call('PUT', `/api/taxes/${cess.id}`, admin, {
      name: 'Cess 2',
      taxType: 'VAT',
      rate: 2.25,
      isCompound: false,
      effectiveTo: '2026-03-31',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      id: cess.id,
      name: 'Cess 2',
      taxType: 'VAT',
      rate: 2.25,
      isCompound: false,
      effectiveFrom: null,
      effectiveTo: '2026-03-31',
    });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyOf(admin)),
          eq(auditLog.entity, 'tax'),
          eq(auditLog.entityId, String(cess.id)),
        ),
      );
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audits[1]).toMatchObject({
      before: { name: 'Cess', rateBp: 150 },
      after: { name: 'Cess 2', rateBp: 225 },
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ name: '' }, 'Please enter tax name.'],
    [{ taxType: '' }, 'Please select tax type.'],
    [{ taxType: 'SALES' }, 'Please select tax type.'],
    [{ rate: -1 }, 'Please enter a valid rate.'],
    [{ rate: 'abc' }, 'Please enter a valid rate.'],
    [{ rate: 1.234 }, 'Please enter a valid rate.'],
    [
      { effectiveFrom: '2025-10-01', effectiveTo: '2025-09-30' },
      'Effective To must be on or after Effective From.',
    ],
  ])('refuses %o with "%s", saving nothing', async (patch, message) => {
    const before = await taxes();
    const res = await call('POST', '/api/taxes', admin, {
      name: 'Bad',
      taxType: 'GST',
      rate: 5,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(message);
    const first = before[0]!;
    const put = await call('PUT', `/api/taxes/${first.id}`, admin, {
      name: 'Bad',
      taxType: 'GST',
      rate: 5,
      ...patch,
    });
    expect(put.statusCode).toBe(400);
    expect(await taxes()).toEqual(before);
  });

  it("answers 400 for malformed ids and 404 for another company's tax", async () => {
    expect((await call('GET', '/api/taxes/abc', admin)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/taxes/0', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/taxes/3000000000', admin)).statusCode).toBe(400);
    const theirs = await taxId('GST 5%', other);
    expect((await call('GET', `/api/taxes/${theirs}`, admin)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/taxes/${theirs}`, admin, { name: 'Mine', taxType: 'GST', rate: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/taxes/${theirs}`, admin)).statusCode).toBe(404);
    expect(await taxId('GST 5%', other)).toBe(theirs);
  });

  it('deletes an unused tax, but not one in a group or on saved bills', async () => {
    const spare = (
      await call('POST', '/api/taxes', admin, { name: 'Spare', rate: 1 })
    ).json() as Tax;
    expect(spare.taxType).toBe('GST');
    expect((await call('DELETE', `/api/taxes/${spare.id}`, admin)).statusCode).toBe(204);
    expect(names(await taxes())).not.toContain('Spare');

    const inGroup = await call('DELETE', `/api/taxes/${await taxId('GST 40%')}`, admin);
    expect(inGroup.statusCode).toBe(409);
    expect(inGroup.json().detail).toBe(
      'This tax is in the tax group “GST 40%”; remove it from it first.',
    );

    // A saved bill line charged 'Cess 2': it can be renamed, not re-rated, and not deleted.
    const used = await taxId('Cess 2');
    await postBillLineTax(used);
    const del = await call('DELETE', `/api/taxes/${used}`, admin);
    expect(del.statusCode).toBe(409);
    expect(del.json().detail).toBe(
      'This tax is used by saved invoices; set an Effective To date instead.',
    );
    const rerate = await call('PUT', `/api/taxes/${used}`, admin, {
      name: 'Cess 2',
      taxType: 'VAT',
      rate: 3,
      effectiveTo: '2026-03-31',
    });
    expect(rerate.statusCode).toBe(409);
    const rename = await call('PUT', `/api/taxes/${used}`, admin, {
      name: 'VAT 2.25%',
      taxType: 'VAT',
      rate: 2.25,
      effectiveTo: '2026-03-31',
    });
    expect(rename.statusCode).toBe(200);
    expect(names(await taxes())).toContain('VAT 2.25%');
  });
});

async function postBillLineTax(tax: number) {
  const companyId = companyOf(admin);
  const db = t.database.db;
  const [cash] = await db.select().from(customers).where(eq(customers.companyId, companyId));
  const items = (await call('GET', '/api/items', admin)).json() as { id: number }[];
  const [tx] = await db
    .insert(transactions)
    .values({
      companyId,
      kind: 'sale',
      isPurchase: false,
      transactionDate: '2025-10-01',
      customerId: cash!.id,
    })
    .returning({ id: transactions.id });
  const [line] = await db
    .insert(transactionLines)
    .values({
      companyId,
      transactionId: tx!.id,
      lineNo: 1,
      itemId: items[0]!.id,
      itemName: 'Discount',
      qtyMilli: 1000,
      ratePaise: 100,
      unitId: unitNo,
      unitName: 'No',
      amountPaise: 100,
      taxablePaise: 98,
      taxPaise: 2,
    })
    .returning({ id: transactionLines.id });
  await db.insert(transactionLineTaxes).values({
    companyId,
    transactionId: tx!.id,
    lineId: line!.id,
    taxId: tax,
    name: 'Cess 2',
    taxType: 'VAT',
    component: 'VAT',
    taxRateBp: 225,
    amountPaise: 2,
  });
}

describe('tax groups', () => {
  it('lists the seeded groups with their tax and item counts', async () => {
    const list = await groups();
    expect(list).toHaveLength(8);
    const g18 = list.find((g) => g.name === 'GST 18%')!;
    expect(g18).toMatchObject({
      taxCount: 1,
      itemCount: 0,
      taxes: [{ name: 'GST 18%', rate: 18, priority: 1 }],
    });
    expect((await call('GET', `/api/taxes/groups/${g18.id}`, manager)).json()).toEqual(g18);
    expect((await call('GET', `/api/taxes/groups/${g18.id}/taxes`, admin)).json()).toEqual(
      g18.taxes,
    );
  });

  it('creates, renames and refuses duplicate or empty group names', async () => {
    const res = await call('POST', '/api/taxes/groups', manager, { Name: 'Mixed' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Mixed', taxCount: 0, itemCount: 0, taxes: [] });
    const dup = await call('POST', '/api/taxes/groups', admin, { name: 'gst 18%' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('A tax group with this name already exists.');
    const empty = await call('POST', '/api/taxes/groups', admin, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('Please enter group name.');
    const id = res.json().id as number;
    expect(
      (await call('PUT', `/api/taxes/groups/${id}`, admin, { name: 'GST 5%' })).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `/api/taxes/groups/${id}`, admin, { name: 'Mixed Goods' })).json().name,
    ).toBe('Mixed Goods');
    expect(names(await groups())).not.toContain('Mixed');
  });

  it('adds taxes at the end by default, at a priority when given, and only once', async () => {
    const id = await groupId('Mixed Goods');
    const [g18, g5, cess] = [
      await taxId('GST 18%'),
      await taxId('GST 5%'),
      await taxId('VAT 2.25%'),
    ];
    const url = `/api/taxes/groups/${id}/taxes/add`;
    expect((await call('POST', url, admin, { taxId: g18 })).json()).toMatchObject([
      { taxId: g18, priority: 1 },
    ]);
    expect((await call('POST', url, admin, { TaxId: cess })).json()).toMatchObject([
      { taxId: g18, priority: 1 },
      { taxId: cess, priority: 2 },
    ]);
    const first = await call('POST', url, manager, { taxId: g5, priority: 1 });
    expect(first.json()).toMatchObject([
      { taxId: g5, priority: 1 },
      { taxId: g18, priority: 2 },
      { taxId: cess, priority: 3 },
    ]);

    const twice = await call('POST', url, admin, { taxId: g18 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('This tax is already in the group.');
    const none = await call('POST', url, admin, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('Select a tax to add.');
    const theirs = await call('POST', url, admin, { taxId: await taxId('GST 3%', other) });
    expect(theirs.statusCode).toBe(404);
    expect((await call('POST', url, admin, { taxId: 3_000_000_000 })).statusCode).toBe(400);
    expect((await groups()).find((g) => g.id === id)!.taxCount).toBe(3);
  });

  it('reorders, removes and replaces the taxes of a group', async () => {
    const id = await groupId('Mixed Goods');
    const current = (
      (await call('GET', `/api/taxes/groups/${id}/taxes`, admin)).json() as GroupTax[]
    ).map((x) => x.taxId);
    const reversed = [...current].reverse();
    const reorder = await call('POST', `/api/taxes/groups/${id}/taxes/reorder`, admin, {
      TaxGroupTaxIdsInOrder: reversed,
    });
    expect((reorder.json() as GroupTax[]).map((x) => [x.taxId, x.priority])).toEqual(
      reversed.map((x, i) => [x, i + 1]),
    );

    for (const bad of [reversed.slice(1), [...reversed.slice(1), await taxId('GST 0%')]]) {
      const res = await call('POST', `/api/taxes/groups/${id}/taxes/reorder`, admin, {
        taxGroupTaxIdsInOrder: bad,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('The new order must list each tax of the group exactly once.');
    }

    const removed = await call('DELETE', `/api/taxes/groups/${id}/taxes/${reversed[0]}`, admin);
    expect((removed.json() as GroupTax[]).map((x) => [x.taxId, x.priority])).toEqual([
      [reversed[1], 1],
      [reversed[2], 2],
    ]);
    expect(
      (await call('DELETE', `/api/taxes/groups/${id}/taxes/${reversed[0]}`, admin)).statusCode,
    ).toBe(404);

    const [g18, custom] = [
      await taxId('GST 18%'),
      (
        (
          await call('POST', '/api/taxes', admin, {
            name: 'Local 1%',
            taxType: 'CUSTOM',
            rate: 1,
            isCompound: true,
          })
        ).json() as Tax
      ).id,
    ];
    const replaced = await call('POST', `/api/taxes/groups/${id}/taxes`, admin, {
      Mappings: [
        { TaxId: custom, Priority: 5 },
        { TaxId: g18, Priority: 2 },
      ],
    });
    expect((replaced.json() as GroupTax[]).map((x) => [x.taxId, x.priority])).toEqual([
      [g18, 1],
      [custom, 2],
    ]);

    const dup = await call('POST', `/api/taxes/groups/${id}/taxes`, admin, {
      mappings: [
        { taxId: g18, priority: 1 },
        { taxId: g18, priority: 2 },
      ],
    });
    expect(dup.statusCode).toBe(400);
    const foreign = await call('POST', `/api/taxes/groups/${id}/taxes`, admin, {
      mappings: [{ taxId: await taxId('GST 3%', other), priority: 1 }],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await groups()).find((g) => g.id === id)!.taxes.map((x) => x.taxId)).toEqual([
      g18,
      custom,
    ]);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyOf(admin)),
          eq(auditLog.entity, 'taxGroup'),
          eq(auditLog.entityId, String(id)),
        ),
      );
    expect(audits.at(-1)).toMatchObject({
      action: 'update',
      after: {
        taxes: [
          { taxId: g18, priority: 1 },
          { taxId: custom, priority: 2 },
        ],
      },
    });
  });

  it('prices an item through a compound tax (GST.md: 250.00 = 209.76 + 37.76 + 2.48)', async () => {
    const id = await groupId('Mixed Goods');
    const item = await call('POST', '/api/items', admin, {
      name: 'Compound widget',
      unitId: unitNo,
      rate: 250,
      taxGroupId: id,
    });
    expect(item.json()).toMatchObject({
      rateBaseAmount: 209.76,
      rateTaxAmount: 40.24,
      taxes: [
        { name: 'GST 18%', priority: 1 },
        { name: 'Local 1%', isCompound: true, priority: 2 },
      ],
    });
  });

  it("answers 404 for another company's group and 400 for malformed ids", async () => {
    const theirs = await groupId('GST 18%', other);
    expect((await call('GET', `/api/taxes/groups/${theirs}`, admin)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/taxes/groups/${theirs}`, admin, { name: 'Taken over' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/taxes/groups/${theirs}`, admin)).statusCode).toBe(404);
    expect(
      (
        await call('POST', `/api/taxes/groups/${theirs}/taxes/add`, admin, {
          taxId: await taxId('GST 5%'),
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/taxes/groups/x/taxes', admin)).statusCode).toBe(400);
    expect((await groups(other)).find((g) => g.id === theirs)).toMatchObject({
      name: 'GST 18%',
      taxCount: 1,
    });
  });
});

describe('setting item tax groups', () => {
  it('moves an item into a group and out of it (group 0)', async () => {
    const item = (
      await call('POST', '/api/items', admin, { name: 'Soap', unitId: unitNo, rate: 118 })
    ).json() as { id: number };
    const g18 = await groupId('GST 18%');
    const set = await call('PUT', `/api/taxes/items/${item.id}/group/${g18}`, manager);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      taxGroupId: g18,
      taxGroupName: 'GST 18%',
      rateBaseAmount: 100,
      rateTaxAmount: 18,
    });
    expect((await groups()).find((g) => g.id === g18)!.itemCount).toBe(1);
    expect((await call('PUT', `/api/taxes/items/${item.id}/group/0`, admin)).json()).toMatchObject({
      taxGroupId: null,
      rateTaxAmount: 0,
    });
  });

  it("refuses special items, unknown or other company's items and groups", async () => {
    const items = (await call('GET', '/api/items', admin)).json() as {
      id: number;
      name: string;
      isSpecial: boolean;
      taxGroupId: number | null;
    }[];
    const special = items.find((i) => i.isSpecial)!;
    const g5 = await groupId('GST 5%');
    const res = await call('PUT', `/api/taxes/items/${special.id}/group/${g5}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'Opening Balance, Round Off, and Discount items cannot be edited.',
    );
    const soap = items.find((i) => i.name === 'Soap')!;
    expect(
      (
        await call(
          'PUT',
          `/api/taxes/items/${soap.id}/group/${await groupId('GST 5%', other)}`,
          admin,
        )
      ).statusCode,
    ).toBe(404);
    const theirItem = ((await call('GET', '/api/items', other)).json() as { id: number }[])[0]!;
    expect(
      (await call('PUT', `/api/taxes/items/${theirItem.id}/group/${g5}`, admin)).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/api/taxes/items/abc/group/${g5}`, admin)).statusCode).toBe(400);
    expect((await call('PUT', `/api/taxes/items/${soap.id}/group/-1`, admin)).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/taxes/items/${soap.id}/group/3000000000`, admin)).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/items', admin)).json()).toEqual(items);
  });

  it('deleting a group leaves its items without a group and says so', async () => {
    const id = await groupId('Mixed Goods');
    const res = await call('DELETE', `/api/taxes/groups/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Tax group deleted. 1 item is now without a tax group.',
      itemsWithoutGroup: 1,
    });
    const widget = (
      (await call('GET', '/api/items', admin)).json() as {
        name: string;
        taxGroupId: number | null;
        rateTaxAmount: number;
      }[]
    ).find((i) => i.name === 'Compound widget')!;
    expect(widget).toMatchObject({ taxGroupId: null, rateTaxAmount: 0 });
    expect(names(await groups())).not.toContain('Mixed Goods');
    // Its taxes are free to delete now.
    expect((await call('DELETE', `/api/taxes/${await taxId('Local 1%')}`, admin)).statusCode).toBe(
      204,
    );
  });
});

describe('who may change taxes', () => {
  // Issue 13: the Auditor reads taxes and groups (reports need them) and changes none.
  it('lets an Auditor read taxes and groups', async () => {
    const [tax, group] = [await taxId('GST 5%'), await groupId('GST 5%')];
    for (const url of [
      '/api/taxes',
      `/api/taxes/${tax}`,
      '/api/taxes/groups',
      `/api/taxes/groups/${group}/taxes`,
    ]) {
      const res = await call('GET', url, auditor);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual((await call('GET', url, admin)).json());
      expect((await call('GET', url, null)).statusCode).toBe(401);
    }
  });

  it('refuses an Auditor with the message of each kind of change, and changes nothing', async () => {
    const [tax, group] = [await taxId('GST 5%'), await groupId('GST 5%')];
    const item = ((await call('GET', '/api/items', admin)).json() as { id: number }[]).at(0)!;
    const beforeTaxes = await taxes();
    const beforeGroups = await groups();
    const cases: [
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload: unknown,
      message: string,
    ][] = [
      ['POST', '/api/taxes', { name: 'X', rate: 1 }, 'Only Admin/Manager can change item taxes.'],
      [
        'PUT',
        `/api/taxes/${tax}`,
        { name: 'X', rate: 1 },
        'Only Admin/Manager can change item taxes.',
      ],
      ['DELETE', `/api/taxes/${tax}`, undefined, 'Only Admin/Manager can change item taxes.'],
      ['POST', '/api/taxes/groups', { name: 'X' }, 'Only Admin/Manager can change tax group'],
      [
        'PUT',
        `/api/taxes/groups/${group}`,
        { name: 'X' },
        'Only Admin/Manager can change tax group',
      ],
      [
        'DELETE',
        `/api/taxes/groups/${group}`,
        undefined,
        'Only Admin/Manager can change tax group',
      ],
      [
        'POST',
        `/api/taxes/groups/${group}/taxes/add`,
        { taxId: tax },
        'Only Admin/Manager can change tax group',
      ],
      [
        'POST',
        `/api/taxes/groups/${group}/taxes`,
        { mappings: [] },
        'Only Admin/Manager can change tax group',
      ],
      [
        'POST',
        `/api/taxes/groups/${group}/taxes/reorder`,
        { taxGroupTaxIdsInOrder: [tax] },
        'Only Admin/Manager can change tax group',
      ],
      [
        'DELETE',
        `/api/taxes/groups/${group}/taxes/${tax}`,
        undefined,
        'Only Admin/Manager can change tax group',
      ],
      [
        'PUT',
        `/api/taxes/items/${item.id}/group/${group}`,
        undefined,
        'Only Admin/Manager can set tax group',
      ],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await call(method, url, auditor, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().detail).toBe(message);
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
    }
    expect(await taxes()).toEqual(beforeTaxes);
    expect(await groups()).toEqual(beforeGroups);
  });
});
