// A GST rate made where an item is made (issue 42): POST /api/taxes/groups/for-rate makes the
// tax and its group in one step, reuses what exists, never makes a second group of one rate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';

type Auth = { auth: Record<string, string> };
type Group = { id: number; name: string; taxes: { taxId: number; name: string; rate: number }[] };
let t: TestApp;
let admin: Auth;
let auditor: Auth;

const call = (method: 'GET' | 'POST', url: string, who: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const groups = async () => (await call('GET', '/api/taxes/groups', admin)).json() as Group[];
const taxNames = async () =>
  ((await call('GET', '/api/taxes', admin)).json() as { name: string }[]).map((x) => x.name);

beforeAll(async () => {
  t = await createTestApp();
  const owner = await registerAndLogin(t);
  admin = owner;
  auditor = await inviteAndJoin(t, owner, 'Auditor');
});
afterAll(async () => t?.close());

describe('a GST rate in one step', () => {
  it('makes the tax and its group for a rate the company lacks, ready for an item', async () => {
    const res = await call('POST', '/api/taxes/groups/for-rate', admin, { rate: 1.5 });
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json() as Group;
    expect(group.name).toBe('GST 1.5%');
    expect(group.taxes).toEqual([expect.objectContaining({ name: 'GST 1.5%', rate: 1.5 })]);
    expect(await taxNames()).toContain('GST 1.5%');
    const unitId = ((await call('GET', '/api/units', admin)).json() as { id: number }[])[0]!.id;
    const item = await call('POST', '/api/items', admin, {
      name: 'Rough diamond',
      rate: 1015,
      unitId,
      taxGroupId: group.id,
    });
    expect(item.statusCode, item.body).toBe(201);
  });

  it('answers the group there is, with the tax there is, instead of a second one', async () => {
    const before = await groups();
    const taxesBefore = await taxNames();
    const res = await call('POST', '/api/taxes/groups/for-rate', admin, { rate: 18 });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Group).id).toBe(before.find((g) => g.name === 'GST 18%')!.id);
    expect(await groups()).toHaveLength(before.length);
    expect(await taxNames()).toEqual(taxesBefore);
    const again = await call('POST', '/api/taxes/groups/for-rate', admin, { rate: 1.5 });
    expect(again.statusCode).toBe(200);
  });

  it('says when the group of the rate has ended (28% since 22-09-2025) instead of offering it', async () => {
    const res = await call('POST', '/api/taxes/groups/for-rate', admin, { rate: 28 });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(
      /^GST 28% ended on \d\d\/\d\d\/\d{4}\. Choose a group in force\.$/,
    );
  });

  it('refuses a bad rate and an Auditor, and changes nothing', async () => {
    const before = await groups();
    for (const rate of [-1, 101, 'abc'])
      expect((await call('POST', '/api/taxes/groups/for-rate', admin, { rate })).statusCode).toBe(
        400,
      );
    const res = await call('POST', '/api/taxes/groups/for-rate', auditor, { rate: 7 });
    expect(res.statusCode).toBe(403);
    expect(await groups()).toEqual(before);
  });
});
