import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Journal } from '../src/bookkeeping/journal.ts';
import { auditLog, customers, journalLines, transactions } from '../src/db/schema.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';
import { companyIdOf } from './support/fixtures.ts';

type Auth = { auth: Record<string, string> };
type Customer = {
  id: number;
  name: string;
  phone: string | null;
  address: string | null;
  email: string | null;
  gstin: string | null;
  pan: string | null;
  stateCode: string | null;
  balance: number;
  isDefaultCash: boolean;
  companyId: number;
};

let t: TestApp;
let admin: Auth;
let manager: Auth;
let auditor: Auth;
let other: Auth;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t, { email: 'admin@cust-a.example' });
  manager = await inviteAndJoin(t, admin, 'Manager');
  auditor = await inviteAndJoin(t, admin, 'Auditor');
  other = await registerAndLogin(t, { email: 'admin@cust-b.example' });
  companyId = (await list(admin))[0]!.companyId;
});
afterAll(async () => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Auth,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: who.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function list(who: Auth, search?: string): Promise<Customer[]> {
  const res = await call(
    'GET',
    `/api/customers${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`,
    who,
  );
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function create(body: Record<string, unknown>, who: Auth = admin): Promise<Customer> {
  const res = await call('POST', '/api/customers', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const cashOf = async (who: Auth) => (await list(who)).find((c) => c.isDefaultCash)!;

/** A sale of `paise` to the customer, posted straight to the ledger (invoicing comes later). */
async function postSale(customerId: number, paise: number, sourceId: number) {
  await t.database.db.transaction(async (tx) => {
    await new Journal(companyId, 'transaction', sourceId, '2025-10-01')
      .debit('PARTY', paise, { partyId: customerId })
      .credit('SALES', paise)
      .post(tx);
  });
}

describe('the default Cash customer', () => {
  it('exists from registration, is listed first and cannot be edited or deleted', async () => {
    // A company of its own: the others' tests give Cash customers and balances.
    const owner = await registerAndLogin(t, { email: 'admin@cust-cash.example' });
    const all = await list(owner);
    expect(all[0]).toMatchObject({
      name: 'Cash',
      isDefaultCash: true,
      balance: 0,
      gstin: null,
      companyId: companyIdOf(owner.accessToken),
    });

    const edit = await call('PUT', `/api/customers/${all[0]!.id}`, owner, { name: 'Cash Sales' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toBe('Default cash customer cannot be edited.');
    const del = await call('DELETE', `/api/customers/${all[0]!.id}`, owner);
    expect(del.statusCode).toBe(409);
    expect(del.json().detail).toBe('Default cash customer cannot be edited.');
    expect(await cashOf(owner)).toEqual(all[0]);
  });
});

describe('creating and editing customers', () => {
  it('accepts PascalCase bodies and normalises the fields', async () => {
    const created = await create({
      Name: '  Mehta Textiles ',
      Phone: '98200 12345',
      Address: 'Kalbadevi Road, Mumbai',
      Email: 'Accounts@Mehta.Example',
      GSTIN: '27aapfu0939f1zv',
      PAN: 'aapfu0939f',
    });
    expect(created).toMatchObject({
      name: 'Mehta Textiles',
      phone: '98200 12345',
      email: 'accounts@mehta.example',
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      stateCode: '27',
      balance: 0,
      isDefaultCash: false,
      companyId,
    });
    const read = await call('GET', `/api/customers/${created.id}`, admin);
    expect(read.json()).toEqual(created);
  });

  it('takes the PAN from the GSTIN when none is given (issue 42)', async () => {
    const created = await create({ name: 'Umang Traders', gstin: '27AAGCG4576J1Z6', pan: '' });
    expect(created).toMatchObject({ gstin: '27AAGCG4576J1Z6', pan: 'AAGCG4576J' });
    // A PAN typed in is kept; no GSTIN, no PAN.
    const plain = await create({ name: 'Walk-in Stores', gstin: null, pan: null });
    expect(plain.pan).toBeNull();
  });

  it('turns empty strings into null and keeps an unregistered customer’s state', async () => {
    const c = await create({
      name: 'Walk-in Ravi',
      phone: '',
      address: ' ',
      email: '',
      gstin: '',
      pan: '',
      stateCode: '7',
    });
    expect(c).toMatchObject({
      phone: null,
      address: null,
      email: null,
      gstin: null,
      pan: null,
      stateCode: '07',
    });

    // An edit that does not mention the state keeps it; a GSTIN brings its own state.
    const kept = await call('PUT', `/api/customers/${c.id}`, manager, {
      name: 'Walk-in Ravi',
      phone: '9000000001',
    });
    expect(kept.json()).toMatchObject({ phone: '9000000001', stateCode: '07' });
    const registered = await call('PUT', `/api/customers/${c.id}`, manager, {
      name: 'Walk-in Ravi',
      gstin: '29AABCR1718E1ZL',
      stateCode: '07',
    });
    expect(registered.json()).toMatchObject({
      gstin: '29AABCR1718E1ZL',
      stateCode: '29',
      phone: null,
    });
  });

  it('accepts the special GSTIN kinds a buyer may hold', async () => {
    expect((await create({ name: 'Haryana TDS Cell', gstin: '06DELI09652G1DA' })).stateCode).toBe(
      '06',
    );
    expect((await create({ name: 'UN Office Delhi', gstin: '0717UNO00157UNO' })).stateCode).toBe(
      '07',
    );
  });

  it.each([
    [{ name: 'A' }, 'name', 'Name must be between 2 and 250 characters.'],
    [{ name: 'x'.repeat(251) }, 'name', 'Name must be between 2 and 250 characters.'],
    [{}, 'name', 'Name must be between 2 and 250 characters.'],
    [
      { name: 'Valid Name', phone: '1'.repeat(21) },
      'phone',
      'Phone number must be 20 characters or less.',
    ],
    [
      { name: 'Valid Name', address: 'a'.repeat(501) },
      'address',
      'Address must be 500 characters or less.',
    ],
    [
      { name: 'Valid Name', email: `${'a'.repeat(250)}@x.example` },
      'email',
      'Email must be 256 characters or fewer.',
    ],
    [{ name: 'Valid Name', email: 'not-an-email' }, 'email', 'Email format looks invalid.'],
    [
      { name: 'Valid Name', gstin: '27AAPFU0939F1Z' },
      'gstin',
      'GSTIN must be exactly 15 characters.',
    ],
    [{ name: 'Valid Name', gstin: '27AAPFU0939F1AA' }, 'gstin', 'GSTIN format is invalid.'],
    [
      { name: 'Valid Name', gstin: '27AAPFU0939F1ZO' },
      'gstin',
      'GSTIN check character is wrong (expected V).',
    ],
    [{ name: 'Valid Name', pan: 'AAPFU0939' }, 'pan', 'PAN must be exactly 10 characters.'],
    [{ name: 'Valid Name', pan: 'AAPF10939F' }, 'pan', 'PAN format is invalid.'],
    [
      { name: 'Valid Name', gstin: '27AAPFU0939F1ZV', pan: 'AAPPV8261K' },
      'pan',
      'PAN does not match the GSTIN (its characters 3 to 12).',
    ],
    [{ name: 'Valid Name', stateCode: '47' }, 'stateCode', 'Select a valid state.'],
  ])('refuses %j with the field message and creates nothing', async (body, field, message) => {
    const before = (await list(admin)).length;
    const res = await call('POST', '/api/customers', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect(await list(admin)).toHaveLength(before);
  });

  it('keeps names unique per company, ignoring case', async () => {
    const first = await create({ name: 'Sharma Stores' });
    for (const name of ['sharma stores', 'CASH']) {
      const dup = await call('POST', '/api/customers', admin, { name });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().detail).toBe('A customer with this name already exists.');
    }
    const second = await create({ name: 'Sharma Stores Annexe' });
    const rename = await call('PUT', `/api/customers/${second.id}`, admin, {
      name: 'SHARMA STORES',
    });
    expect(rename.statusCode).toBe(409);
    expect((await call('GET', `/api/customers/${second.id}`, admin)).json().name).toBe(
      'Sharma Stores Annexe',
    );
    // Renaming to itself in another case is allowed, and other companies may use the name.
    expect(
      (await call('PUT', `/api/customers/${first.id}`, admin, { name: 'SHARMA stores' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/api/customers', other, { name: 'Sharma Stores' })).statusCode,
    ).toBe(201);
  });

  it('records every change in the audit trail with before and after', async () => {
    const c = await create({ name: 'Audit Traders', phone: '111' });
    await call('PUT', `/api/customers/${c.id}`, admin, { name: 'Audit Traders', phone: '222' });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyId),
          eq(auditLog.entity, 'customer'),
          eq(auditLog.entityId, String(c.id)),
        ),
      );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]).toMatchObject({
      before: expect.objectContaining({ phone: '111' }),
      after: expect.objectContaining({ phone: '222' }),
    });
  });
});

describe('listing and searching', () => {
  it('matches name, phone, address and GSTIN case-insensitively, with no wildcards', async () => {
    await create({
      name: 'Patel Hardware',
      phone: '7777012345',
      address: 'Station Road, Surat',
      gstin: '24AAQCA8719H1ZC',
    });
    const names = async (q: string) => (await list(admin, q)).map((c) => c.name);
    expect(await names('patel')).toEqual(['Patel Hardware']);
    expect(await names('70123')).toEqual(['Patel Hardware']);
    expect(await names('station road')).toEqual(['Patel Hardware']);
    expect(await names('24aaqca')).toEqual(['Patel Hardware']);
    expect(await names('%')).toEqual([]);
    expect((await list(admin, '')).length).toBe((await list(admin)).length);
  });

  it('shows each customer’s balance from the ledger', async () => {
    const a = await create({ name: 'Balance A' });
    const b = await create({ name: 'Balance B' });
    await postSale(a.id, 12_345, 90_001);
    await postSale(b.id, 50, 90_002);
    await postSale(a.id, 100, 90_003);
    const byId = new Map((await list(admin)).map((c) => [c.id, c.balance]));
    expect(byId.get(a.id)).toBe(124.45);
    expect(byId.get(b.id)).toBe(0.5);
    expect((await call('GET', `/api/customers/${a.id}`, admin)).json().balance).toBe(124.45);
  });
});

describe('deleting customers', () => {
  it('deletes a customer with no activity', async () => {
    const c = await create({ name: 'Short Lived' });
    expect((await call('DELETE', `/api/customers/${c.id}`, manager)).statusCode).toBe(204);
    expect((await call('GET', `/api/customers/${c.id}`, admin)).statusCode).toBe(404);
  });

  it('refuses a customer with a balance unless another takes it over', async () => {
    const owing = await create({ name: 'Owing Customer' });
    const heir = await create({ name: 'Heir Customer' });
    await postSale(owing.id, 250_000, 90_010);
    await postSale(heir.id, 100, 90_011);

    const refused = await call('DELETE', `/api/customers/${owing.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'This customer has a balance of ₹2,500.00 and cannot be deleted. Choose another customer to take it over.',
    );
    expect((await call('GET', `/api/customers/${owing.id}`, admin)).json().balance).toBe(2500);

    const moved = await call(
      'DELETE',
      `/api/customers/${owing.id}?defaultCustomerId=${heir.id}`,
      admin,
    );
    expect(moved.statusCode).toBe(204);
    expect((await call('GET', `/api/customers/${heir.id}`, admin)).json().balance).toBe(2501);
    const orphans = await t.database.db
      .select()
      .from(journalLines)
      .where(and(eq(journalLines.companyId, companyId), eq(journalLines.partyId, owing.id)));
    expect(orphans).toEqual([]);
  });

  it('moves transactions to the fallback customer, and refuses without one', async () => {
    const seller = await create({ name: 'Old Vendor' });
    const heir = await create({ name: 'New Vendor' });
    const [doc] = await t.database.db
      .insert(transactions)
      .values({
        companyId,
        kind: 'purchase',
        isPurchase: true,
        transactionDate: '2025-10-02',
        customerId: seller.id,
      })
      .returning();

    const refused = await call('DELETE', `/api/customers/${seller.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'This customer has 1 transaction and cannot be deleted. Choose another customer to take them over.',
    );

    expect(
      (await call('DELETE', `/api/customers/${seller.id}?defaultCustomerId=${heir.id}`, admin))
        .statusCode,
    ).toBe(204);
    const [after] = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.companyId, companyId), eq(transactions.id, doc!.id)));
    expect(after!.customerId).toBe(heir.id);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyId),
          eq(auditLog.entity, 'transaction'),
          eq(auditLog.entityId, String(doc!.id)),
        ),
      );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'update',
        before: { customerId: seller.id },
        after: { customerId: heir.id },
      }),
    ]);
  });

  it('checks the fallback customer', async () => {
    const c = await create({ name: 'Fallback Check' });
    await postSale(c.id, 700, 90_020);
    const otherCash = await cashOf(other);
    for (const [fallback, message] of [
      [c.id, 'Choose a different customer to take over the transactions.'],
      [otherCash.id, 'The customer chosen to take over the transactions was not found.'],
      [999_999, 'The customer chosen to take over the transactions was not found.'],
    ] as const) {
      const res = await call(
        'DELETE',
        `/api/customers/${c.id}?defaultCustomerId=${fallback}`,
        admin,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.defaultCustomerId).toEqual([message]);
    }
    expect(
      (await call('DELETE', `/api/customers/${c.id}?defaultCustomerId=-3`, admin)).statusCode,
    ).toBe(400);
    expect((await call('GET', `/api/customers/${c.id}`, admin)).json().balance).toBe(7);
    // Cash may take over a customer's balance.
    const cash = await cashOf(admin);
    expect(
      (await call('DELETE', `/api/customers/${c.id}?defaultCustomerId=${cash.id}`, admin))
        .statusCode,
    ).toBe(204);
    expect((await cashOf(admin)).balance).toBe(7);
  });
});

describe('access', () => {
  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
  });

  it('lets an Auditor read but not change customers', async () => {
    const c = await create({ name: 'Auditor Target' });
    expect((await call('GET', `/api/customers/${c.id}`, auditor)).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', '/api/customers'],
      ['PUT', `/api/customers/${c.id}`],
      ['DELETE', `/api/customers/${c.id}`],
    ] as const) {
      const res = await call(
        method,
        url,
        auditor,
        method === 'DELETE' ? undefined : { name: 'Renamed By Auditor' },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Only Admin/Manager can change customers.');
    }
    expect((await call('GET', `/api/customers/${c.id}`, admin)).json().name).toBe('Auditor Target');
  });

  it('answers 404 for another company’s customer and leaves it alone', async () => {
    const theirs = (
      await call('POST', '/api/customers', other, { name: 'Their Customer' })
    ).json() as Customer;
    expect((await call('GET', `/api/customers/${theirs.id}`, admin)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/customers/${theirs.id}`, admin, { name: 'Hijacked' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/customers/${theirs.id}`, admin)).statusCode).toBe(404);
    expect((await list(admin)).some((c) => c.id === theirs.id && c.companyId !== companyId)).toBe(
      false,
    );
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, theirs.companyId), eq(customers.id, theirs.id)));
    expect(row!.name).toBe('Their Customer');
  });

  it('refuses ids that are not positive whole numbers', async () => {
    for (const id of ['0', '-1', 'abc', '1.5']) {
      const res = await call('GET', `/api/customers/${id}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Customer id is required.');
    }
  });
});

describe('the GST category (issue 36)', () => {
  it('is kept, shown, left alone by an edit that does not name it, cleared by none', async () => {
    const c = await create({
      name: 'Noida SEZ Unit',
      GstCategory: 'sez',
      gstin: '09AAACN2082N1Z6',
    });
    expect(c).toMatchObject({ gstCategory: 'sez', stateCode: '09' });
    expect((await call('GET', `/api/customers/${c.id}`, auditor)).json().gstCategory).toBe('sez');
    const kept = await call('PUT', `/api/customers/${c.id}`, manager, {
      name: 'Noida SEZ Unit',
      gstin: '09AAACN2082N1Z6',
      phone: '9000000002',
    });
    expect(kept.json()).toMatchObject({ gstCategory: 'sez', phone: '9000000002' });
    const lookups = await call('GET', '/api/transactions/autocomplete', admin);
    const option = (
      lookups.json() as { customers: { id: number; gstCategory: unknown }[] }
    ).customers.find((o) => o.id === c.id);
    expect(option?.gstCategory).toBe('sez');
    const overseas = await call('PUT', `/api/customers/${c.id}`, manager, {
      name: 'Noida SEZ Unit',
      gstCategory: 'overseas',
    });
    expect(overseas.json().gstCategory).toBe('overseas');
    const none = await call('PUT', `/api/customers/${c.id}`, manager, {
      name: 'Noida SEZ Unit',
      gstCategory: '',
    });
    expect(none.json().gstCategory).toBeNull();
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(c.id))));
    expect(audit.at(-1)).toMatchObject({
      before: { gstCategory: 'overseas' },
      after: { gstCategory: null },
    });
  });

  it('refuses a category it does not know', async () => {
    const res = await call('POST', '/api/customers', admin, {
      name: 'Gulf Traders',
      gstCategory: 'export',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'GST category must be none, SEZ unit, Overseas or Deemed export.',
    );
  });
});
