// A company on the app's clock, with one item and a customer, and helpers to move the clock to
// a day in India (signing in again, since tokens expire with time), set the plan as the
// operator would, save bills and read the subscription, for the plans tests.
import { sql } from 'drizzle-orm';
import { todayInIndia } from '@hisaab/shared/format';
import type { FairUseConfig } from '../src/platform/config.ts';
import { changePlan, type PlanChange } from '../src/modules/plans/plans.service.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { addCustomer, addItem, cashCustomer, companyIdOf } from './support/fixtures.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A fresh app and company; `registeredAt` puts the clock there first (an instant in India). */
export async function createPlansWorld(
  options: { fairUse?: Partial<FairUseConfig>; registeredAt?: string } = {},
) {
  const t: TestApp = await createTestApp({ fairUse: options.fairUse });
  if (options.registeredAt) t.clock.now = new Date(`${options.registeredAt}+05:30`);
  return openCompany(t);
}

/** Registers a company in `t` (on its clock's day) and signs its Admin in. */
export async function openCompany(t: TestApp) {
  const owner = await registerAndLogin(t);
  const companyId = companyIdOf(owner.accessToken);
  const auth = { ...owner.auth };
  const item = await addItem(t, companyId, { name: 'Rice 5kg', ratePaise: 50000 });
  const customer = await addCustomer(t, companyId, { name: 'Asha Stores', stateCode: '27' });
  const cash = await cashCustomer(t, companyId);

  const send = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function logIn() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: owner.email, password: owner.password },
    });
    if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
    auth.authorization = `Bearer ${res.json().accessToken}`;
  }

  /** Puts the clock at `time` (HH:mm, India) on `day`, and signs in again. */
  async function setToday(day: string, time = '12:00') {
    t.clock.now = new Date(`${day}T${time}:00+05:30`);
    await logIn();
  }

  const today = () => todayInIndia(t.clock.now);

  const saleBody = (extra: object = {}) => ({
    customerId: customer.id,
    transactionDate: today(),
    isPurchase: false,
    lineItems: [{ itemId: item.id, unitId: item.unitId, quantity: 1, rate: 500 }],
    payments: [],
    ...extra,
  });

  return {
    t,
    owner,
    auth,
    companyId,
    companyCode: owner.companyCode,
    item,
    customer,
    cash,
    send,
    logIn,
    setToday,
    saleBody,
    saveSale: (extra: object = {}) => send('POST', '/api/transactions', saleBody(extra)),
    subscription: async () => (await send('GET', '/api/subscription')).json(),
    /** The operator's command, run in this process on the test clock. */
    setPlan: (change: Omit<PlanChange, 'companyCode' | 'operator'>) =>
      changePlan(
        t.database.db,
        { companyCode: owner.companyCode, operator: 'test', ...change },
        t.clock.now,
        'sales@example.com',
      ),
    /** Inserts `n` sales invoices created at `createdAt`, straight into the table. */
    async seedSales(n: number, createdAt: Date, prefix = 'SEED') {
      await t.database.db.execute(sql`
        insert into transactions (company_id, kind, is_purchase, number, transaction_date,
                                  customer_id, created_at)
        select ${companyId}, 'sale', false, ${prefix} || '-' || g, ${createdAt.toISOString().slice(0, 10)},
               ${cash.id}, ${createdAt.toISOString()}
        from generate_series(1, ${n}) g`);
    },
    close: () => t.close(),
  };
}

export type PlansWorld = Awaited<ReturnType<typeof openCompany>>;
