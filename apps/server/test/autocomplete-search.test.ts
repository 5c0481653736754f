// The invoice screen's lists past a few thousand customers and items: the full reply for a
// small shop (complete), the first ones by name with `limit` (not complete), and `search` by a
// customer's name, phone or GSTIN and an item's name or HSN/SAC code, prefix matches first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf } from './support/fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;

interface Lists {
  complete: boolean;
  customers: { name: string; balance: number }[];
  items: { name: string; hsnSacCode: string | null; taxes: { rate: number }[] }[];
}

const lists = async (query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/transactions/autocomplete${query}`,
    headers: owner.auth,
  });
  return { status: res.statusCode, body: res.json() as Lists };
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t);
  const c = companyIdOf(owner.accessToken);
  await addCustomer(t, c, { name: 'Anand Stores', phone: '9876500001' });
  await addCustomer(t, c, { name: 'Sri Anand Traders', gstin: '29AAACA1234A1Z5' });
  await addCustomer(t, c, { name: 'Meena', phone: '9000012345' });
  await addItem(t, c, { name: 'Pen', ratePaise: 1000, group: 'GST 18%', hsn: '960810' });
  await addItem(t, c, { name: 'Pencil box', ratePaise: 5000, hsn: '420292' });
  await addItem(t, c, { name: 'Open notebook', ratePaise: 4000, hsn: '482020' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('invoice screen lists', () => {
  it('sends a small shop everything, as before, and says so', async () => {
    const { status, body } = await lists();
    expect(status).toBe(200);
    expect(body.complete).toBe(true);
    expect(body.customers.map((c) => c.name)).toEqual([
      'Anand Stores',
      'Cash',
      'Meena',
      'Sri Anand Traders',
    ]);
    // The item's taxes come with it (GST 18% is one tax, split into CGST and SGST on the bill).
    expect(body.items.find((i) => i.name === 'Pen')!.taxes.map((x) => x.rate)).toEqual([18]);
  });

  it('sends the first ones by name and says the list is not complete past a limit', async () => {
    const { body } = await lists('?limit=2');
    expect(body.complete).toBe(false);
    expect(body.customers.map((c) => c.name)).toEqual(['Anand Stores', 'Cash']);
    expect(body.items).toHaveLength(2);
  });

  it('finds customers by name (prefix first), phone and GSTIN, and items by name and HSN', async () => {
    expect((await lists('?search=anand')).body.customers.map((c) => c.name)).toEqual([
      'Anand Stores',
      'Sri Anand Traders',
    ]);
    expect((await lists('?search=12345')).body.customers.map((c) => c.name)).toEqual(['Meena']);
    expect((await lists('?search=AAACA1234')).body.customers.map((c) => c.name)).toEqual([
      'Sri Anand Traders',
    ]);
    expect((await lists('?search=pen')).body.items.map((i) => i.name)).toEqual([
      'Pen',
      'Pencil box',
      'Open notebook',
      'Opening Balance',
    ]);
    expect((await lists('?search=4202')).body.items.map((i) => i.name)).toEqual(['Pencil box']);
    // LIKE's wildcards are plain text here.
    expect((await lists('?search=%25')).body.customers).toEqual([]);
  });

  it('refuses a bad limit or an overlong search', async () => {
    expect((await lists('?limit=0')).status).toBe(400);
    expect((await lists('?limit=abc')).status).toBe(400);
    expect((await lists(`?search=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
