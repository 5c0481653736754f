// Issue 37, "An edit silently undoes another": a bill carries its version (in the reply, and as
// its ETag); an edit or delete based on an older version answers 409 naming who changed it and
// when, and changes nothing. Sixteen clients editing from one read: one wins, the rest are
// told, none is silently overwritten, never a 500. An edit that names no version is taken as
// before (API clients of the spec's shape).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  sender,
  type TestApp,
} from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf, setCompanyState } from './support/fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let manager: { email: string; auth: Record<string, string> };
let ravi: { id: number };
let pen: { id: number; unitId: number };

const send = sender(
  () => t,
  () => owner.auth,
);

const bill = (quantity: number, extra: Record<string, unknown> = {}) => ({
  customerId: ravi.id,
  transactionDate: '2026-11-20',
  lineItems: [{ itemId: pen.id, quantity, rate: 118, unitId: pen.unitId }],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t, { companyName: 'Two Tills' });
  const companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  manager = await inviteAndJoin(t, owner, 'Manager');
  ravi = await addCustomer(t, companyId, { name: 'Ravi' });
  pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
});
afterAll(async () => {
  await t?.close();
});

describe('a bill’s version', () => {
  it('is in the reply and the ETag, and goes up by one at every edit', async () => {
    const created = (await send('POST', '/api/transactions', bill(1))).json();
    expect(created.version).toBe(1);
    const read = await send('GET', `/api/transactions/${created.id}`);
    expect(read.headers.etag).toBe('"1"');
    const edited = await send('PUT', `/api/transactions/${created.id}`, bill(2, { version: 1 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().version).toBe(2);
  });

  it('refuses an edit based on an older version, naming who changed it and when', async () => {
    const { id } = (await send('POST', '/api/transactions', bill(1))).json();
    // The manager and the owner both open version 1; the manager saves first.
    const first = await send(
      'PUT',
      `/api/transactions/${id}`,
      bill(5, { version: 1 }),
      manager.auth,
    );
    expect(first.statusCode, first.body).toBe(200);
    const stale = await send('PUT', `/api/transactions/${id}`, bill(7, { version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(
      new RegExp(
        `^This bill was changed by ${manager.email.replace(/[.+]/g, '\\$&')} on \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}, after you opened it\\.`,
      ),
    );
    const kept = (await send('GET', `/api/transactions/${id}`)).json();
    expect(kept.lineItems[0].quantity).toBe(5);
    expect(kept.version).toBe(2);
    // If-Match carries the version as well as the body; a stale delete is refused too.
    const byHeader = await t.app.inject({
      method: 'PUT',
      url: `/api/transactions/${id}`,
      headers: { ...owner.auth, 'if-match': '"1"' },
      payload: bill(8),
    });
    expect(byHeader.statusCode).toBe(409);
    const staleDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/transactions/${id}`,
      headers: { ...owner.auth, 'if-match': '"1"' },
    });
    expect(staleDelete.statusCode).toBe(409);
    expect((await send('GET', `/api/transactions/${id}`)).statusCode).toBe(200);
    const fresh = await t.app.inject({
      method: 'DELETE',
      url: `/api/transactions/${id}`,
      headers: { ...owner.auth, 'if-match': '"2"' },
    });
    expect(fresh.statusCode).toBe(204);
  });

  it('lets one of sixteen edits from the same read win and tells the other fifteen', async () => {
    const { id } = (await send('POST', '/api/transactions', bill(1))).json();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        send('PUT', `/api/transactions/${id}`, bill(n + 2, { version: 1 })),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(15).fill(409)]);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    const stored = (await send('GET', `/api/transactions/${id}`)).json();
    expect(stored.lineItems[0].quantity).toBe(winner.lineItems[0].quantity);
    expect(stored.version).toBe(2);
  });

  it('takes an edit that names no version, as before', async () => {
    const { id } = (await send('POST', '/api/transactions', bill(1))).json();
    const res = await send('PUT', `/api/transactions/${id}`, bill(3));
    expect(res.statusCode).toBe(200);
  });
});
