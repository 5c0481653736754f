import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { auditLog } from '../src/db/schema.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';

type Auth = { auth: Record<string, string> };
let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAndLogin>>;
let manager: Auth;
let auditor: Auth;
let other: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t);
  other = await registerAndLogin(t);
  manager = await inviteAndJoin(t, admin, 'Manager');
  auditor = await inviteAndJoin(t, admin, 'Auditor');
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, who: Auth | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const unitNames = async (who: Auth) =>
  ((await call('GET', '/api/units', who)).json() as { name: string }[]).map((u) => u.name);

describe('units', () => {
  it('starts with the unit No, and adds units with unique names in any case', async () => {
    expect(await unitNames(admin)).toEqual(['No']);

    const created = await call('POST', '/api/units', admin, { name: '  Kg ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: 'Kg', uqc: 'KGS' });

    const again = await call('POST', '/api/units', manager, { Name: 'KG' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('A unit with this name already exists.');
    expect(await unitNames(admin)).toEqual(['Kg', 'No']);

    const companyId = decodeJwt(admin.accessToken).companyId as number;
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyId),
          eq(auditLog.entity, 'unit'),
          eq(auditLog.entityId, String(created.json().id)),
        ),
      );
    expect(audit).toMatchObject({ action: 'create', after: { name: 'Kg', uqc: 'KGS' } });
  });

  it.each<[unknown, string]>([
    [{}, 'Please enter unit name.'],
    [{ name: '   ' }, 'Please enter unit name.'],
    [{ name: 'x'.repeat(33) }, 'Unit name must be 32 characters or fewer.'],
  ])('refuses %o with "%s" and adds nothing', async (payload, message) => {
    const before = await unitNames(admin);
    const res = await call('POST', '/api/units', admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(message);
    expect(await unitNames(admin)).toEqual(before);
  });

  it('keeps each company to its own units', async () => {
    await call('POST', '/api/units', other, { name: 'Litre' });
    expect(await unitNames(other)).toEqual(['Litre', 'No']);
    expect(await unitNames(admin)).not.toContain('Litre');
    // The same name is free in another company.
    expect((await call('POST', '/api/units', admin, { name: 'litre' })).statusCode).toBe(201);
  });

  // Issue 13: the Auditor reads units (reports need them) and changes none.
  it('is read by any role and changed by Admin or Manager only', async () => {
    const before = await unitNames(admin);
    expect(await unitNames(auditor)).toEqual(before);
    expect((await call('GET', '/api/units', null)).statusCode).toBe(401);
    for (const [method, url, payload] of [
      ['POST', '/api/units', { name: 'Box' }],
      ['POST', '/api/sync', { entityType: 'unit', name: 'Box' }],
    ] as const) {
      const res = await call(method, url, auditor, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Only Admin/Manager can manage units.');
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
    }
    // Refused before validation: an invalid body from an Auditor still answers 403.
    expect((await call('POST', '/api/units', auditor, {})).statusCode).toBe(403);
    expect(await unitNames(admin)).toEqual(before);
  });
});

describe('POST /api/sync', () => {
  it('creates a unit, then answers the same unit for the same name in any case', async () => {
    const first = await call('POST', '/api/sync', manager, {
      entityType: 'unit',
      name: 'Dozen',
      extras: { uqc: 'DOZ' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: expect.any(Number), name: 'Dozen', uqc: 'DOZ' });

    const second = await call('POST', '/api/sync', admin, { EntityType: 'Unit', Name: ' dozen ' });
    expect(second.json()).toEqual(first.json());
    expect((await unitNames(admin)).filter((n) => n.toLowerCase() === 'dozen')).toHaveLength(1);
  });

  it('refuses other entity types and bad names, creating nothing', async () => {
    const before = await unitNames(admin);
    const customer = await call('POST', '/api/sync', admin, {
      entityType: 'customer',
      name: 'Ravi',
    });
    expect(customer.statusCode).toBe(400);
    expect(customer.json().detail).toBe('Unsupported entity type.');
    const noType = await call('POST', '/api/sync', admin, { name: 'Pair' });
    expect(noType.json().detail).toBe('Unsupported entity type.');
    const noName = await call('POST', '/api/sync', admin, { entityType: 'unit', name: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().detail).toBe('Please enter unit name.');
    expect(await unitNames(admin)).toEqual(before);
  });
});
