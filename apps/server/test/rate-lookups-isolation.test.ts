// Issue 37: the rate lookups answer 404 for another company's item or customer, as every other
// route does (they answered 200 null, which reads as "no rate" for an id that is not ours).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, sender, type TestApp } from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf } from './support/fixtures.ts';

let t: TestApp;
let send: ReturnType<typeof sender>;
let own: { item: number; customer: number };
let theirs: { item: number; customer: number };

beforeAll(async () => {
  t = await createTestApp();
  const a = await registerAndLogin(t, { companyName: 'Asha Stores' });
  const b = await registerAndLogin(t, { companyName: 'Bharat Stores' });
  send = sender(
    () => t,
    () => a.auth,
  );
  const [aId, bId] = [companyIdOf(a.accessToken), companyIdOf(b.accessToken)];
  own = {
    item: (await addItem(t, aId, { name: 'Soap', ratePaise: 4000 })).id,
    customer: (await addCustomer(t, aId, { name: 'Ravi' })).id,
  };
  theirs = {
    item: (await addItem(t, bId, { name: 'Soap', ratePaise: 4000 })).id,
    customer: (await addCustomer(t, bId, { name: 'Ravi' })).id,
  };
});
afterAll(async () => {
  await t?.close();
});

describe('rate lookups with another company’s ids', () => {
  it('answers 404 for their item or customer and null for our own without a rate', async () => {
    const cases: [string, number, string][] = [
      [`/api/items/${theirs.item}/customer-rate/${own.customer}`, 404, 'Item not found.'],
      [`/api/items/${own.item}/customer-rate/${theirs.customer}`, 404, 'Customer not found.'],
      [`/api/items/${theirs.item}/vendor-buy-rate/${own.customer}`, 404, 'Item not found.'],
      [`/api/items/${own.item}/vendor-buy-rate/${theirs.customer}`, 404, 'Customer not found.'],
    ];
    for (const [url, status, detail] of cases) {
      const res = await send('GET', url);
      expect([url, res.statusCode, res.json().detail]).toEqual([url, status, detail]);
    }
    const mine = await send('GET', `/api/items/${own.item}/customer-rate/${own.customer}`);
    expect([mine.statusCode, mine.body]).toEqual([200, 'null']);
    const none = await send('GET', `/api/items/${own.item}/customer-rate/0`);
    expect([none.statusCode, none.body]).toEqual([200, 'null']);
  });
});
