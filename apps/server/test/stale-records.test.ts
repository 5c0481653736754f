// Issue 37, "An edit silently undoes another", for the records a user edits besides bills:
// customers, items, expenses, bank accounts, taxes, tax groups (name and tax list), the company
// settings, the opening balances and a bill's transport details carry their version (in the
// reply, and as the ETag of a GET); an edit or delete based on an older version answers 409
// naming who changed it and when, and changes nothing; a fresh one goes through and adds one.
// Eight edits of one record from the same read: one wins, seven are told, none is a 500. An
// edit naming no version is taken as before. Run on PostgreSQL too (TEST_DATABASE_URL).
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
  /** The start of its refusal: "This customer was" changed by ... */
  subject: string;
  /** How the refusal names it after: "after you opened it", "... opened them". */
  pronoun?: 'them';
  /** A new record, its id (a record the company has one of, such as its settings: 0). */
  create: () => Promise<number>;
  /** The edit's request: method, address and body, `n` the value that tells edits apart. */
  edit: (id: number, n: number, extra?: object) => ['PUT' | 'POST', string, object];
  /** The record as now stored, read back. */
  read: (id: number) => Promise<{ version: number; value: unknown }>;
  /** Where a GET answers the record alone (and its ETag). */
  url?: (id: number) => string;
  /** Where a DELETE goes (items have none). */
  deleteUrl?: (id: number) => string;
  /** The version an edit's reply carries: its body's, else its ETag (a list answered). */
  replied?: (res: Reply) => number;
}

type Reply = Awaited<ReturnType<typeof send>>;

/** The version an ETag names: "3" → 3. */
const tagged = (res: Reply) => Number(String(res.headers['etag']).replace(/"/g, ''));

/** Taxes to put in groups (made once, by the first tax list kind's record). */
const groupTaxes: number[] = [];

let counter = 0;
const unique = (stem: string) => `${stem} ${++counter}`;
const today = () => todayInIndia(new Date());

const KINDS: Record<string, Kind> = {
  customer: {
    subject: 'This customer was',
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
    subject: 'This item was',
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
    subject: 'This expense was',
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
    subject: 'This bank account was',
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
    subject: 'This tax was',
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
  'tax group': {
    subject: 'This tax group was',
    create: async () =>
      (await send('POST', '/api/taxes/groups', { name: unique('Slab') })).json().id,
    edit: (id, n, extra) => [
      'PUT',
      `/api/taxes/groups/${id}`,
      { name: `Slab ${id}.${n}`, ...extra },
    ],
    read: async (id) => {
      const g = (await send('GET', `/api/taxes/groups/${id}`)).json();
      return { version: g.version, value: g.name };
    },
    url: (id) => `/api/taxes/groups/${id}`,
    deleteUrl: (id) => `/api/taxes/groups/${id}`,
  },
  "tax group's taxes": {
    subject: 'This tax group was',
    create: async () => {
      while (groupTaxes.length < 8) {
        const tax = { name: unique('Levy'), taxType: 'CESS', rate: groupTaxes.length + 1 };
        groupTaxes.push((await send('POST', '/api/taxes', tax)).json().id);
      }
      return (await send('POST', '/api/taxes/groups', { name: unique('Levies') })).json().id;
    },
    edit: (id, n, extra) => [
      'POST',
      `/api/taxes/groups/${id}/taxes`,
      { mappings: [{ taxId: groupTaxes[n % 8], priority: 1 }], ...extra },
    ],
    read: async (id) => {
      const res = await send('GET', `/api/taxes/groups/${id}/taxes`);
      return { version: tagged(res), value: (res.json() as { taxId: number }[])[0]?.taxId };
    },
    url: (id) => `/api/taxes/groups/${id}/taxes`,
    replied: tagged,
  },
  'company settings': {
    subject: 'The company settings were',
    pronoun: 'them',
    create: async () => 0,
    edit: (_id, n, extra) => ['PUT', '/api/companysettings', { ewayBillThreshold: n, ...extra }],
    read: async () => {
      const s = (await send('GET', '/api/companysettings')).json();
      return { version: s.version, value: s.ewayBillThreshold };
    },
    url: () => '/api/companysettings',
  },
  'opening balances': {
    subject: 'The opening balances were',
    pronoun: 'them',
    create: async () => 0,
    edit: (_id, n, extra) => [
      'PUT',
      '/api/opening-balances',
      { cashInHand: n, bankAccounts: [], ...extra },
    ],
    read: async () => {
      const o = (await send('GET', '/api/opening-balances')).json();
      return { version: o.version, value: o.cashInHand };
    },
    url: () => '/api/opening-balances',
  },
  'transport details': {
    subject: "This bill's transport details were",
    pronoun: 'them',
    create: async () => {
      const companyId = companyIdOf(owner.accessToken);
      const ravi = await addCustomer(t, companyId, { name: unique('Ravi') });
      const pen = await addItem(t, companyId, { name: unique('Pen'), ratePaise: 1000 });
      const bill = await send('POST', '/api/transactions', {
        customerId: ravi.id,
        transactionDate: today(),
        lineItems: [{ itemId: pen.id, quantity: 1, rate: 10, unitId: pen.unitId }],
      });
      expect(bill.statusCode, bill.body).toBe(201);
      return bill.json().id;
    },
    edit: (id, n, extra) => [
      'PUT',
      `/api/ewaybill/transactions/${id}`,
      { transMode: '1', distanceKm: n, ...extra },
    ],
    read: async (id) => {
      const s = (await send('GET', `/api/ewaybill/transactions/${id}`)).json();
      return { version: s.version, value: s.transport.distanceKm };
    },
  },
};

/** The refusal: who changed the record and when, then what to do. */
const refusal = (kind: Kind, who: string) => {
  const word = kind.pronoun ?? 'it';
  return new RegExp(
    `^${escaped(kind.subject)} changed by ${escaped(who)} on \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}, after you opened ${word}\\. Reload ${word} to see their changes, then make yours again\\.$`,
  );
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
    // A new record is at version 1; one the company has one of may have been edited before.
    const { version: v } = await kind.read(id);
    if (id !== 0) expect(v).toBe(1);
    if (kind.url) expect((await send('GET', kind.url(id))).headers.etag).toBe(`"${v}"`);
    const [method, url, body] = kind.edit(id, 51, { version: v });
    const edited = await send(method, url, body);
    expect(edited.statusCode, edited.body).toBe(200);
    const replied = kind.replied ?? ((res) => res.json().version);
    expect(replied(edited)).toBe(v + 1);
    // An edit that names no version is taken as before (older clients, imports).
    const [m2, u2, b2] = kind.edit(id, 52);
    const unnamed = await send(m2, u2, b2);
    expect(unnamed.statusCode, unnamed.body).toBe(200);
    expect(replied(unnamed)).toBe(v + 2);
  });

  it('refuses an edit or delete based on an older version, naming who and when', async () => {
    const id = await kind.create();
    // The manager and the owner both opened version v; the manager saves first.
    const { version: v } = await kind.read(id);
    const [m1, u1, b1] = kind.edit(id, 61, { version: v });
    const first = await send(m1, u1, b1, manager.auth);
    expect(first.statusCode, first.body).toBe(200);
    const kept = await kind.read(id);

    const [method, url, body] = kind.edit(id, 62, { version: v });
    const stale = await send(method, url, body);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().detail).toMatch(refusal(kind, manager.email));
    expect(stale.json().currentVersion).toBe(v + 1);
    // Who and when apart too: a screen says them itself when the sentence is too long to show.
    expect(stale.json()).toMatchObject({
      changedBy: manager.email,
      changedAt: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    });
    expect(await kind.read(id)).toEqual(kept);

    // If-Match names the version as well as the body does.
    const [hm, hu, hb] = kind.edit(id, 63);
    expect((await withIfMatch(hm, hu, `"${v}"`, hb)).statusCode).toBe(409);
    expect(await kind.read(id)).toEqual(kept);
    if (kind.deleteUrl) {
      expect((await withIfMatch('DELETE', kind.deleteUrl(id), `"${v}"`)).statusCode).toBe(409);
      expect(await kind.read(id)).toEqual(kept);
    }

    // Based on the version now stored, the edit goes through.
    const [fm, fu, fb] = kind.edit(id, 64, { version: v + 1 });
    const fresh = await send(fm, fu, fb);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((kind.replied ?? ((res) => res.json().version))(fresh)).toBe(v + 2);
    if (kind.deleteUrl) {
      const gone = await withIfMatch('DELETE', kind.deleteUrl(id), `W/"${v + 2}"`);
      // A tax group's delete answers what became of its items; the others answer nothing.
      expect([200, 204], gone.body).toContain(gone.statusCode);
    }
  });

  it('from eight edits of the same read lets one win and tells the other seven, never a 500', async () => {
    const id = await kind.create();
    const { version: v } = await kind.read(id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => {
        const [method, url, body] = kind.edit(id, 70 + n, { version: v });
        return send(method, url, body, n % 2 ? manager.auth : owner.auth);
      }),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([
      200,
      ...Array<number>(7).fill(409),
    ]);
    // The stored record is the winner's edit, one version on.
    const won = answers.findIndex((a) => a.statusCode === 200);
    const [, , winner] = kind.edit(id, 70 + won);
    const stored = await kind.read(id);
    expect(stored.version).toBe(v + 1);
    expect(JSON.stringify(winner)).toContain(String(stored.value));
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

describe('a tax group whose taxes someone changed meanwhile', () => {
  it('refuses adding, removing or reordering its taxes, and renaming it, from the older read', async () => {
    const kind = KINDS["tax group's taxes"]!;
    const id = await kind.create();
    const [cgst, sgst, cess] = groupTaxes as [number, number, number];
    const list = async () =>
      ((await send('GET', `/api/taxes/groups/${id}/taxes`)).json() as { taxId: number }[]).map(
        (x) => x.taxId,
      );
    // Version 1: CGST then SGST; the manager then adds the cess (version 2).
    const two = await send('POST', `/api/taxes/groups/${id}/taxes`, {
      mappings: [
        { taxId: cgst, priority: 1 },
        { taxId: sgst, priority: 2 },
      ],
      version: 1,
    });
    expect(tagged(two)).toBe(2);
    const added = await send(
      'POST',
      `/api/taxes/groups/${id}/taxes/add`,
      { taxId: cess, version: 2 },
      manager.auth,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(tagged(added)).toBe(3);
    const kept = await list();
    expect(kept).toEqual([cgst, sgst, cess]);

    // The owner's screen still shows version 2.
    const changes = [
      send('POST', `/api/taxes/groups/${id}/taxes/reorder`, {
        taxGroupTaxIdsInOrder: [sgst, cgst, cess],
        version: 2,
      }),
      withIfMatch('DELETE', `/api/taxes/groups/${id}/taxes/${sgst}`, '"2"'),
      send('PUT', `/api/taxes/groups/${id}`, { name: unique('Renamed'), version: 2 }),
    ];
    for (const res of await Promise.all(changes)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().detail).toMatch(refusal(kind, manager.email));
      expect(res.json().currentVersion).toBe(3);
    }
    expect(await list()).toEqual(kept);
    const group = (await send('GET', `/api/taxes/groups/${id}`)).json();
    expect(group.version).toBe(3);

    // From version 3 they go through, each one version on.
    const removed = await withIfMatch('DELETE', `/api/taxes/groups/${id}/taxes/${cess}`, '"3"');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(tagged(removed)).toBe(4);
    const renamed = await send('PUT', `/api/taxes/groups/${id}`, {
      name: unique('GST'),
      version: 4,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().version).toBe(5);
    expect(await list()).toEqual([cgst, sgst]);
  });
});
