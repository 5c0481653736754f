// Every unit carries the GST unit code (UQC) that GSTR-1's HSN table reports its quantities
// in: guessed from the name when a unit is created, chosen from the list with PUT /units/{id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';
import { addCustomer, companyIdOf } from './support/fixtures.ts';

type Auth = { auth: Record<string, string> };
type Unit = { id: number; name: string; uqc: string | null };
let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAndLogin>>;
let manager: Auth;
let auditor: Auth;
let other: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t);
  other = await registerAndLogin(t);
  manager = await inviteAndJoin(t, admin, 'Manager');
  auditor = await inviteAndJoin(t, admin, 'Auditor');
  companyId = companyIdOf(admin.accessToken);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Auth | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const unitsOf = async (who: Auth = admin) =>
  (await call('GET', '/api/units', who)).json() as Unit[];
const unitNamed = async (name: string, who: Auth = admin) =>
  (await unitsOf(who)).find((u) => u.name === name)!;

async function auditOf(unitId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.companyId, companyId),
        eq(auditLog.entity, 'unit'),
        eq(auditLog.entityId, String(unitId)),
      ),
    )
    .orderBy(auditLog.id);
}

describe('new units get the code their name means', () => {
  it('starts with No as NOS', async () => {
    expect(await unitsOf()).toEqual([{ id: expect.any(Number), name: 'No', uqc: 'NOS' }]);
  });

  it('through the units API, POST /sync and a bill; an unknown name stays without one', async () => {
    const kg = await call('POST', '/api/units', admin, { name: 'Kg' });
    expect(kg.json()).toEqual({ id: expect.any(Number), name: 'Kg', uqc: 'KGS' });
    const peti = await call('POST', '/api/units', manager, { name: 'Peti' });
    expect(peti.json()).toEqual({ id: expect.any(Number), name: 'Peti', uqc: null });
    const dozen = await call('POST', '/api/sync', admin, { entityType: 'unit', name: 'Dozen' });
    expect(dozen.json()).toEqual({ id: expect.any(Number), name: 'Dozen', uqc: 'DOZ' });

    // A bill naming units the company does not have yet creates them.
    const ravi = await addCustomer(t, companyId, { name: 'Ravi Stores' });
    const line = (itemName: string, unitName: string) => ({
      itemName,
      quantity: 2,
      rate: 50,
      unitId: null,
      unitName,
    });
    const sale = await call('POST', '/api/transactions', admin, {
      customerId: ravi.id,
      transactionDate: '2026-05-10',
      isPurchase: false,
      lineItems: [line('Mustard Oil', 'Litre'), line('Jute Bag', 'Thaila')],
      payments: [],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(await unitNamed('Litre')).toMatchObject({ uqc: 'LTR' });
    expect(await unitNamed('Thaila')).toMatchObject({ uqc: null });
    const [created] = await auditOf((await unitNamed('Litre')).id);
    expect(created).toMatchObject({ action: 'create', after: { name: 'Litre', uqc: 'LTR' } });
  });
});

describe('PUT /api/units/{id}', () => {
  it('sets, changes and clears the code (any letter case), with the audit trail', async () => {
    const thaila = await unitNamed('Thaila');
    const set = await call('PUT', `/api/units/${thaila.id}`, manager, { uqc: 'bag' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ id: thaila.id, name: 'Thaila', uqc: 'BAG' });
    expect(await unitNamed('Thaila')).toMatchObject({ uqc: 'BAG' });

    // PascalCase body, as the other master-data calls accept.
    const pascal = await call('PUT', `/api/units/${thaila.id}`, admin, { UQC: 'PAC' });
    expect(pascal.json().uqc).toBe('PAC');
    const cleared = await call('PUT', `/api/units/${thaila.id}`, admin, { uqc: null });
    expect(cleared.json().uqc).toBeNull();

    const updates = (await auditOf(thaila.id)).filter((a) => a.action === 'update');
    expect(updates.map((a) => [a.before, a.after])).toEqual([
      [{ uqc: null }, { uqc: 'BAG' }],
      [{ uqc: 'BAG' }, { uqc: 'PAC' }],
      [{ uqc: 'PAC' }, { uqc: null }],
    ]);
  });

  it.each<[unknown]>([[{ uqc: 'KG' }], [{ uqc: 'Kilograms' }], [{ uqc: 7 }], [{}]])(
    'refuses %j with the list message and changes nothing',
    async (payload) => {
      const kg = await unitNamed('Kg');
      const res = await call('PUT', `/api/units/${kg.id}`, admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Choose a GST unit code (UQC) from the list.');
      expect(await unitNamed('Kg')).toMatchObject({ uqc: 'KGS' });
    },
  );

  it('answers 404 for another company’s unit or none, 400 for a bad id', async () => {
    const litre = await call('POST', '/api/units', other, { name: 'Litre' });
    const foreign = await call('PUT', `/api/units/${litre.json().id}`, admin, { uqc: 'BOX' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Unit not found.');
    expect(await unitNamed('Litre', other)).toMatchObject({ uqc: 'LTR' });
    expect((await call('PUT', '/api/units/2147483647', admin, { uqc: 'BOX' })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/api/units/abc', admin, { uqc: 'BOX' })).statusCode).toBe(400);
  });

  it('is for Admin or Manager only', async () => {
    const kg = await unitNamed('Kg');
    const res = await call('PUT', `/api/units/${kg.id}`, auditor, { uqc: 'BOX' });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Only Admin/Manager can manage units.');
    expect((await call('PUT', `/api/units/${kg.id}`, null, { uqc: 'BOX' })).statusCode).toBe(401);
    expect(await unitNamed('Kg')).toMatchObject({ uqc: 'KGS' });
  });
});
