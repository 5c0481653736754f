// A Maharashtra shop (GSTIN 27AAPFU0939F1ZV) with sales in July 2024, August 2024 and June
// 2025 and purchases in August 2024, posted through the real API, for the GST return tests.
// Every figure the tests expect is worked out by hand in the test files and golden files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, units } from '../src/db/schema.ts';
import { registerAndLogin, type TestApp } from './support/test-app.ts';
import {
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
  setCompanyState,
  setNextInvoiceNumber,
  specialItem,
} from './support/fixtures.ts';

export const COMPANY_GSTIN = '27AAPFU0939F1ZV';

export function golden(name: string): unknown {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, 'golden', name), 'utf8'));
}

type Owner = Awaited<ReturnType<typeof registerAndLogin>>;

interface Line {
  itemId: number;
  quantity: number;
  rate: number;
  unitId: number;
}

export async function gstShop(t: TestApp) {
  const owner: Owner = await registerAndLogin(t);
  const companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  await t.database.db
    .update(companies)
    .set({ gstin: COMPANY_GSTIN })
    .where(eq(companies.id, companyId));
  const db = t.database.db;
  await db
    .update(units)
    .set({ uqc: 'NOS' })
    .where(and(eq(units.companyId, companyId), eq(units.name, 'No')));
  const [kg] = await db.insert(units).values({ companyId, name: 'Kg', uqc: 'KGS' }).returning();

  const item = (name: string, ratePaise: number, group?: string, hsn?: string) =>
    addItem(t, companyId, {
      name,
      ratePaise,
      ...(group ? { group } : {}),
      ...(hsn ? { hsn } : {}),
    });
  const items = {
    shirt: await item('Shirt', 10500, 'GST 5%', '6205'),
    mixer: await item('Mixer Grinder', 118000, 'GST 18%', '8509'),
    bag: await item('Leather Bag', 11200, 'GST 12%', '4202'),
    rice: await item('Rice', 5000, 'GST 0%', '1006'),
    milk: await item('Milk', 3025, undefined, '0401'),
    repair: await item('Repair Service', 59000, 'GST 18%', '998719'),
    loose: await item('Loose Item', 10500, 'GST 5%'),
    roundOff: await specialItem(t, companyId, 'round_off'),
    openingBalance: await specialItem(t, companyId, 'opening_balance'),
  };
  const no = items.shirt.unitId;
  const customers = {
    ganesh: await addCustomer(t, companyId, { name: 'Ganesh Traders', gstin: '27AAGCG4576J1Z6' }),
    rao: await addCustomer(t, companyId, { name: 'Rao Stores', gstin: '29AABCR1718E1ZL' }),
    un: await addCustomer(t, companyId, { name: 'UN Office', gstin: '0717UNO00157UNO' }),
    patel: await addCustomer(t, companyId, { name: 'Patel Bros', stateCode: '24' }),
    kumar: await addCustomer(t, companyId, { name: 'Kumar', stateCode: '29' }),
    cash: await cashCustomer(t, companyId),
    wholesale: await addCustomer(t, companyId, {
      name: 'Mumbai Wholesale',
      gstin: '27AAGCG4576JBZW',
    }),
    surat: await addCustomer(t, companyId, { name: 'Surat Textiles', gstin: '24AAQCA8719H1ZC' }),
    kirana: await addCustomer(t, companyId, { name: 'Local Kirana', stateCode: '27' }),
  };

  const line = (i: { id: number }, quantity: number, rate: number, unitId = no): Line => ({
    itemId: i.id,
    quantity,
    rate,
    unitId,
  });
  const post = async (
    customer: { id: number },
    date: string,
    lineItems: Line[],
    opts: { isPurchase?: boolean; id?: number } = {},
  ) => {
    const res = await t.app.inject({
      method: opts.id ? 'PUT' : 'POST',
      url: opts.id ? `/api/transactions/${opts.id}` : '/api/transactions',
      headers: owner.auth,
      payload: {
        ...(opts.id ? { id: opts.id } : {}),
        customerId: customer.id,
        transactionDate: date,
        isPurchase: opts.isPurchase ?? false,
        lineItems,
        payments: [],
      },
    });
    expect(res.statusCode, res.body).toBe(opts.id ? 200 : 201);
    return res.json() as { id: number; number: string };
  };
  const { shirt, mixer, bag, rice, milk, repair, loose, roundOff, openingBalance } = items;
  const c = customers;

  // July 2024 (threshold ₹2,50,000): INV-0001 B2CS, INV-0002 B2CL.
  await post(c.patel, '2024-07-10', [line(mixer, 1, 200000)]);
  await post(c.patel, '2024-07-15', [line(mixer, 1, 295000)]);

  // August 2024 (threshold ₹1,00,000).
  // Ganesh's opening balance: no sale and no number (issue 23). The shop's INV-0003 was
  // spoilt on paper, so the series goes on at INV-0004: August's documents run from there.
  await post(c.ganesh, '2024-08-01', [line(openingBalance, 1, 5000)]);
  await setNextInvoiceNumber(t, companyId, 4);
  const modified = await post(c.ganesh, '2024-08-02', [
    line(mixer, 2, 1180),
    line(shirt, 10, 105),
    line(rice, 20, 50, kg!.id),
  ]); // INV-0004
  await post(c.rao, '2024-08-05', [line(bag, 5, 112), line(repair, 1, 1180)]); // INV-0005
  await post(c.un, '2024-08-06', [line(shirt, 2, 105)]); // INV-0006
  await post(c.patel, '2024-08-10', [line(mixer, 1, 100000.01)]); // INV-0007
  await post(c.patel, '2024-08-11', [line(mixer, 1, 100000)]); // INV-0008
  await post(c.cash, '2024-08-12', [
    line(bag, 1, 112),
    line(loose, 1, 105),
    line(milk, 2, 30.25),
    line(roundOff, 1, -0.5),
  ]); // INV-0009
  const deleted = await post(c.cash, '2024-08-14', [line(shirt, 1, 105)]); // INV-0010
  await post(c.kumar, '2024-08-20', [line(shirt, 4, 105), line(rice, 2, 50, kg!.id)]); // INV-0011
  await post(c.cash, '2024-08-22', [line(repair, 1, 590)]); // INV-0012

  // The modified invoice: 3 mixers instead of 2. The deleted one: gone.
  await post(
    c.ganesh,
    '2024-08-02',
    [line(mixer, 3, 1180), line(shirt, 10, 105), line(rice, 20, 50, kg!.id)],
    { id: modified.id },
  );
  const del = await t.app.inject({
    method: 'DELETE',
    url: `/api/transactions/${deleted.id}`,
    headers: owner.auth,
  });
  expect(del.statusCode).toBe(204);

  // Purchases of August 2024: two vendors with a GSTIN, one without.
  await post(c.wholesale, '2024-08-03', [line(mixer, 5, 1180)], { isPurchase: true });
  await post(c.surat, '2024-08-04', [line(shirt, 20, 105), line(rice, 10, 50, kg!.id)], {
    isPurchase: true,
  });
  await post(c.kirana, '2024-08-07', [line(bag, 10, 112)], { isPurchase: true });

  // Payments and an expense: not supplies, never in a return.
  for (const [customer, isPaymentMade] of [
    [c.ganesh, false],
    [c.kirana, true],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/payment',
      headers: owner.auth,
      payload: {
        customerId: customer.id,
        transactionDate: '2024-08-15',
        amount: 1000,
        isBankTransaction: false,
        isPaymentMade,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const expense = await t.app.inject({
    method: 'POST',
    url: '/api/expenses',
    headers: owner.auth,
    payload: {
      expenseItemName: 'Tea',
      amount: 20,
      remark: null,
      timeStamp: '2024-08-16T10:15:00+05:30',
      isBankTransaction: false,
      bankAccountId: null,
    },
  });
  expect(expense.statusCode, expense.body).toBe(201);

  // June 2025 (HSN table split into B2B and B2C): INV-0013 to Ganesh, INV-0014 cash.
  await post(c.ganesh, '2025-06-10', [line(shirt, 1, 105)]);
  await post(c.cash, '2025-06-11', [line(shirt, 2, 105)]);

  const get = (url: string, auth = owner.auth) =>
    t.app.inject({ method: 'GET', url, headers: auth });
  const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
  return { owner, companyId, items, customers, kgId: kg!.id, get, exec };
}
