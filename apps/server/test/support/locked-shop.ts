// A GST-registered shop in Maharashtra for the period-lock tests (issue 38): an owner, a manager
// and an auditor, a customer with a GSTIN, a 5% item with its HSN and unit code, a sale in October
// 2026 and one in November; the clock stands at 20 November 2026.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, units } from '../../src/db/schema.ts';
import { createTestApp, inviteAndJoin, registerAndLogin, type TestApp } from './test-app.ts';
import { addCustomer, addItem, companyIdOf, setCompanyState } from './fixtures.ts';

export const TODAY = '2026-11-20';

export async function lockedShop() {
  const t: TestApp = await createTestApp();
  t.clock.now = new Date(`${TODAY}T06:30:00Z`);
  const owner = await registerAndLogin(t);
  const companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  await t.database.db
    .update(companies)
    .set({ gstin: '27AAPFU0939F1ZV' })
    .where(eq(companies.id, companyId));
  await t.database.db
    .update(units)
    .set({ uqc: 'NOS' })
    .where(and(eq(units.companyId, companyId), eq(units.name, 'No')));
  const manager = await inviteAndJoin(t, owner, 'Manager');
  const auditor = await inviteAndJoin(t, owner, 'Auditor');
  const ganesh = await addCustomer(t, companyId, {
    name: 'Ganesh Traders',
    gstin: '27AAGCG4576J1Z6',
  });
  const vendor = await addCustomer(t, companyId, { name: 'Surat Textiles', stateCode: '27' });
  const shirt = await addItem(t, companyId, {
    name: 'Shirt',
    ratePaise: 10500,
    group: 'GST 5%',
    hsn: '6205',
  });

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    auth: Record<string, string> = owner.auth,
  ) =>
    t.app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A bill's body: `quantity` shirts at ₹105 to Ganesh (or from the vendor). */
  const bill = (
    date: string,
    quantity: number,
    opts: { isPurchase?: boolean; id?: number } = {},
  ) => ({
    ...(opts.id ? { id: opts.id } : {}),
    customerId: opts.isPurchase ? vendor.id : ganesh.id,
    transactionDate: date,
    isPurchase: opts.isPurchase ?? false,
    lineItems: [{ itemId: shirt.id, quantity, rate: 105, unitId: shirt.unitId }],
    payments: [],
  });

  const post = async (date: string, quantity: number, isPurchase = false) => {
    const res = await send('POST', '/api/transactions', bill(date, quantity, { isPurchase }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; number: string; version: number };
  };

  const october = await post('2026-10-12', 2);
  const november = await post('2026-11-05', 1);
  return {
    t,
    owner,
    manager,
    auditor,
    companyId,
    ganesh,
    vendor,
    shirt,
    send,
    bill,
    post,
    october,
    november,
  };
}

/** Moves the clock; the tokens have expired then, so each user logs in again (same headers). */
export async function moveClock(shop: Awaited<ReturnType<typeof lockedShop>>, iso: string) {
  shop.t.clock.now = new Date(iso);
  const users = [
    { user: shop.owner, password: shop.owner.password },
    { user: shop.manager, password: 'Joinme123' },
    { user: shop.auditor, password: 'Joinme123' },
  ];
  for (const { user, password } of users) {
    const res = await shop.t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: user.email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    user.auth.authorization = `Bearer ${res.json().accessToken}`;
  }
}
