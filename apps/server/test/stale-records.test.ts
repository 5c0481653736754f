// Issue 37, "An edit silently undoes another", for the records a user edits besides bills:
// customers, items, expenses, bank accounts and taxes carry their version (in the reply, and as
// the ETag of a GET); an edit or delete based on an older version answers 409 naming who changed
// it and when, and changes nothing; a fresh one goes through and adds one. Eight edits of one
// customer from the same read: one wins, seven are told, none is a 500. An edit naming no
// version is taken as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@hisaab/shared/format';
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

const send = sender(
  () => t,
  () => owner.auth,
);

/** A request with an If-Match header, as the owner. */
const withIfMatch = (
  method: 'PUT' | 'POST' | 'DELETE',
  url: string,
  tag: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...owner.auth, 'if-match': tag },
    ...(payload ? { payload } : {}),
  });

interface Kind {
  /** The word of its refusal: "This customer was changed by ...". */
  noun: string;
  create: () => Promise<number>;
  /** The edit's request: method, address and body, `n` the value that tells edits apart. */
  edit: (id: number, n: number, extra?: object) => ['PUT' | 'POST', string, object];
  /** The record as now stored, read back. */
  read: (id: number) => Promise<{ version: number; value: unknown }>;
  /** Where a GET answers the record alone (and its ETag). */
  url?: (id: number) => string;
  /** Where a DELETE goes (items have none). */
  deleteUrl?: (id: number) => string;
}

let counter = 0;
const unique = (stem: string) => `${stem} ${++counter}`;
const today = () => todayInIndia(new Date());

const KINDS: Record<string, Kind> = {
  customer: {
    noun: 'customer',
    create: async () => (await send('POST', '/api/customers', { name: unique('Asha') })).json().id,
    edit: (id, n, extra) => [
      'PUT',
      `/api/customers/${id}`,
      { name: `Asha no. ${id}`, phone: `98${n}`, ...extra },
    ],
    read: async (id) => {
      const c = (await send('GET', `/api/customers/${id}`)).json();
      return { version: c.version, value: c.phone };
    },
    url: (id) => `/api/customers/${id}`,
    deleteUrl: (id) => `/api/customers/${id}`,
  },
  item: {
    noun: 'item',
    create: async () =>
      (await send('POST', '/api/items', { name: unique('Pen'), unitName: 'No', rate: 10 })).json()
        .id,
    edit: (id, n, extra) => [
      'PUT',
      `/api/items/${id}`,
      { name: `Pen no. ${id}`, unitName: 'No', rate: n, ...extra },
    ],
    read: async (id) => {
      const i = (await send('GET', `/api/items/${id}`)).json();
      return { version: i.version, value: i.rate };
    },
    url: (id) => `/api/items/${id}`,
  },
  expense: {
    noun: 'expense',
    create: async () =>
      (
        await send('POST', '/api/expenses', {
          expenseItemName: 'Tea',
          amount: 10,
          timeStamp: today(),
        })
      ).json().id,
    edit: (id, n, extra) => [
      'POST',
      '/api/expenses',
      { id, expenseItemName: 'Tea', amount: n, timeStamp: today(), ...extra },
    ],
    read: async (id) => {
      const list = (await send('GET', `/api/expenses?date=${today()}`)).json() as {
        id: number;
        version: number;
        amount: number;
      }[];
      const e = list.find((x) => x.id === id)!;
      return { version: e.version, value: e.amount };
    },
    deleteUrl: (id) => `/api/expenses/${id}`,
  },
  'bank account': {
    noun: 'bank account',
    create: async () =>
      (
        await send('POST', '/api/bankaccounts', {
          bankName: unique('HDFC'),
          accountName: 'Current',
          accountNumber: '50100012345678',
        })
      ).json().id,
    edit: (id, n, extra) => [
      'PUT',
      `/api/bankaccounts/${id}`,
      { bankName: 'HDFC', accountName: 'Current', accountNumber: `5010${n}`, ...extra },
    ],
    read: async (id) => {
      const a = (await send('GET', `/api/bankaccounts/${id}`)).json();
      return { version: a.version, value: a.accountNumber };
    },
    url: (id) => `/api/bankaccounts/${id}`,
    deleteUrl: (id) => `/api/bankaccounts/${id}`,
  },
  tax: {
    noun: 'tax',
    create: async () =>
      (await send('POST', '/api/taxes', { name: unique('Cess'), taxType: 'CESS', rate: 1 })).json()
        .id,
    edit: (id, n, extra) => [
      'PUT',
      `/api/taxes/${id}`,
      { name: `Cess ${n}`, taxType: 'CESS', rate: 1, ...extra },
    ],
    read: async (id) => {
      const x = (await send('GET', `/api/taxes/${id}`)).json();
      return { version: x.version, value: x.name };
    },
    url: (id) => `/api/taxes/${id}`,
    deleteUrl: (id) => `/api/taxes/${id}`,
  },
};

const escaped = (s: string) => s.replace(/[.+]/g, '\\$&');

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t, { companyName: 'Two Counters' });
  await setCompanyState(t, companyIdOf(owner.accessToken), '27');
  manager = await inviteAndJoin(t, owner, 'Manager');
});
afterAll(async () => {
  await t?.close();
});

describe.each(Object.entries(KINDS))('a %s’s version', (_name, kind) => {
  it('is in the reply (and the ETag), and goes up by one at every edit', async () => {
    const id = await kind.create();
    expect((await kind.read(id)).version).toBe(1);
    if (kind.url) expect((await send('GET', kind.url(id))).headers.etag).toBe('"1"');
    const [method, url, body] = kind.edit(id, 51, { version: 1 });
    const edited = await send(method, url, body);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().version).toBe(2);
    // An edit that names no version is taken as before (older clients, imports).
    const [m2, u2, b2] = kind.edit(id, 52);
    const unnamed = await send(m2, u2, b2);
    expect(unnamed.statusCode, unnamed.body).toBe(200);
    expect(unnamed.json().version).toBe(3);
  });

  it('refuses an edit or delete based on an older version, naming who and when', async () => {
    const id = await kind.create();
    // The manager and the owner both opened version 1; the manager saves first.
    const [m1, u1, b1] = kind.edit(id, 61, { version: 1 });
    const first = await send(m1, u1, b1, manager.auth);
    expect(first.statusCode, first.body).toBe(200);
    const kept = await kind.read(id);

    const [method, url, body] = kind.edit(id, 62, { version: 1 });
    const stale = await send(method, url, body);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().detail).toMatch(
      new RegExp(
        `^This ${kind.noun} was changed by ${escaped(manager.email)} on \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}, after you opened it\\. Reload it to see their changes, then make yours again\\.$`,
      ),
    );
    expect(stale.json().currentVersion).toBe(2);
    expect(await kind.read(id)).toEqual(kept);

    // If-Match names the version as well as the body does.
    const [hm, hu, hb] = kind.edit(id, 63);
    expect((await withIfMatch(hm, hu, '"1"', hb)).statusCode).toBe(409);
    expect(await kind.read(id)).toEqual(kept);
    if (kind.deleteUrl) {
      expect((await withIfMatch('DELETE', kind.deleteUrl(id), '"1"')).statusCode).toBe(409);
      expect(await kind.read(id)).toEqual(kept);
    }

    // Based on the version now stored, the edit goes through.
    const [fm, fu, fb] = kind.edit(id, 64, { version: 2 });
    const fresh = await send(fm, fu, fb);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().version).toBe(3);
    if (kind.deleteUrl) {
      const gone = await withIfMatch('DELETE', kind.deleteUrl(id), 'W/"3"');
      expect(gone.statusCode, gone.body).toBe(204);
    }
  });
});

describe('eight edits of one customer from the same read', () => {
  it('lets one win and tells the other seven, never a 500', async () => {
    const id = await KINDS.customer!.create();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => {
        const [method, url, body] = KINDS.customer!.edit(id, 70 + n, { version: 1 });
        return send(method, url, body, n % 2 ? manager.auth : owner.auth);
      }),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(7).fill(409)]);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    expect(await KINDS.customer!.read(id)).toEqual({ version: 2, value: winner.phone });
  });
});

describe('an item whose rate a bill changed ("Update Items")', () => {
  it('refuses the items form opened before, rather than put the old rate back', async () => {
    const companyId = companyIdOf(owner.accessToken);
    const ravi = await addCustomer(t, companyId, { name: 'Ravi' });
    const pen = await addItem(t, companyId, { name: 'Ink Pen', ratePaise: 1000 });
    const bill = await send('POST', '/api/transactions', {
      customerId: ravi.id,
      transactionDate: today(),
      updateItems: true,
      lineItems: [{ itemId: pen.id, quantity: 1, rate: 12, unitId: pen.unitId }],
    });
    expect(bill.statusCode, bill.body).toBe(201);
    const stale = await send('PUT', `/api/items/${pen.id}`, {
      name: 'Ink Pen',
      unitId: pen.unitId,
      rate: 10,
      version: 1,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect((await send('GET', `/api/items/${pen.id}`)).json().rate).toBe(12);
  });
});
