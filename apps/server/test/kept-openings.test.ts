// Kept openings (issue 41, migration 0043): books over three financial years, read through the
// reports that keep the balances at the start of each year (trial balance, cash book, average
// cost), checked against sums over every line; a back-dated edit into the first year drops the
// later years' openings in its own transaction, and the next read makes them again with the
// edit in them. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import {
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
  setCompanyState,
} from './support/fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let asha: { id: number };
let cash: { id: number };
let soap: { id: number; unitId: number };
let firstYearPurchase: number;
let firstYearSale: number;

type Rows = Record<string, unknown>[];

async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function report(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: owner.auth });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { datasets: { name: string; rows: Rows }[] };
  return Object.fromEntries(body.datasets.map((d) => [d.name, d.rows]));
}

async function send(method: 'POST' | 'PUT', url: string, payload: unknown) {
  const res = await t.app.inject({ method, url, headers: owner.auth, payload: payload as object });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { id: number };
}

const line = (quantity: number, rate: number) => ({
  itemId: soap.id,
  quantity,
  rate,
  unitId: soap.unitId,
});
const pay = (amount: number, isPaymentMade = false) => ({
  amount,
  isBankTransaction: false,
  isPaymentMade,
});
const bill = (
  customerId: number,
  date: string,
  lines: unknown[],
  payments: unknown[],
  isPurchase = false,
) => ({ customerId, transactionDate: date, isPurchase, lineItems: lines, payments });

/** Which years' openings are kept, per kind. */
async function keptYears(kind: 'ledger' | 'cost'): Promise<string[]> {
  const r = await rows<{ y: string }>(
    sql`select year_start::text as y from kept_openings
      where company_id = ${companyId} and kind = ${kind} order by 1`,
  );
  return r.map((x) => x.y);
}

/** The trial balance as of a date from every line (no kept openings): debit and credit. */
async function trialBalanceOfAllLines(asOf: string) {
  const [r] = await rows<{ debit: string; credit: string }>(
    sql`select coalesce(sum(b) filter (where b > 0), 0)::text as debit,
        coalesce(-sum(b) filter (where b < 0), 0)::text as credit
      from (select sum(amount_paise) as b from journal_lines
        where company_id = ${companyId} and entry_date <= ${asOf}::date
        group by account, party_id, bank_account_id, tax_id, component, expense_item_id) x`,
  );
  return { debit: Number(r!.debit) / 100, credit: Number(r!.credit) / 100 };
}

async function cashBefore(date: string): Promise<number> {
  const [r] = await rows<{ s: string }>(
    sql`select coalesce(sum(amount_paise), 0)::text as s from journal_lines
      where company_id = ${companyId} and account = 'CASH' and entry_date < ${date}::date`,
  );
  return Number(r!.s) / 100;
}

/** Every purchase of soap ever: value over quantity, the average cost rule's unit cost. */
async function averageCostOfAllPurchases(): Promise<number> {
  const [r] = await rows<{ q: string; v: string }>(
    sql`select sum(l.qty_milli)::text as q, sum(l.taxable_paise)::text as v
      from transaction_lines l join transactions t on t.company_id = l.company_id
        and t.id = l.transaction_id
      where l.company_id = ${companyId} and l.item_id = ${soap.id} and t.is_purchase
        and t.kind in ('purchase', 'debit_note')`,
  );
  return Math.round((Number(r!.v) * 1000) / Number(r!.q)) / 100;
}

const totals = async (asOf: string) => {
  const r = await report(`/api/reports/ledger/trial-balance?asOfDate=${asOf}`);
  const [tot] = r['totals']!;
  return { debit: tot!['debit'], credit: tot!['credit'], rows: r['trialBalance']! };
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  cash = await cashCustomer(t, companyId);
  asha = await addCustomer(t, companyId, { name: 'Asha Traders', stateCode: '27' });
  const vijay = await addCustomer(t, companyId, { name: 'Vijay Wholesale', stateCode: '27' });
  soap = await addItem(t, companyId, { name: 'Soap', ratePaise: 11800, group: 'GST 18%' });
  // FY 2023-24, 2024-25 and 2025-26: in each a purchase of soap, a cash sale, a credit sale to
  // Asha and her payment.
  const years = [2023, 2024, 2025];
  for (const [i, y] of years.entries()) {
    const p = await send(
      'POST',
      '/api/transactions',
      bill(vijay.id, `${y}-05-10`, [line(100, 59 + 10 * i)], [pay(1000, true)], true),
    );
    const s = await send(
      'POST',
      '/api/transactions',
      bill(cash.id, `${y}-06-15`, [line(3 + i, 118)], [pay(118 * (3 + i))]),
    );
    await send('POST', '/api/transactions', bill(asha.id, `${y}-09-01`, [line(5, 118)], []));
    await send('POST', '/api/transactions/payment', {
      customerId: asha.id,
      transactionDate: `${y + 1}-02-01`,
      amount: 300,
      isBankTransaction: false,
      isPaymentMade: false,
    });
    if (i === 0) {
      firstYearPurchase = p.id;
      firstYearSale = s.id;
    }
  }
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('kept openings over three financial years', () => {
  it('reads each year from its kept opening, with the figures of every line', async () => {
    for (const asOf of ['2024-03-31', '2025-03-31', '2025-04-01', '2026-03-31']) {
      const tb = await totals(asOf);
      expect({ debit: tb.debit, credit: tb.credit }).toEqual(await trialBalanceOfAllLines(asOf));
    }
    expect(await keptYears('ledger')).toEqual(['2023-04-01', '2024-04-01', '2025-04-01']);
    // The trial balance at the start of a year is the closing one of the year before.
    expect((await totals('2025-04-01')).rows).toEqual((await totals('2025-03-31')).rows);

    const book = await report(
      '/api/reports/ledger/cash-book?startDate=2025-07-01&endDate=2025-07-31',
    );
    expect(book['summary']![0]!['opening']).toBe(await cashBefore('2025-07-01'));
    const stock = await report('/api/reports/stock');
    const soapRow = stock['stock']!.find((r) => r['itemName'] === 'Soap')!;
    expect(soapRow['unitCost']).toBe(await averageCostOfAllPurchases());
    expect((await keptYears('cost')).length).toBe(1);
  });

  it('a back-dated edit into the first year drops the later openings; the next reads remake them', async () => {
    const before = await totals('2026-03-31');
    const openingBefore = (
      await report('/api/reports/ledger/cash-book?startDate=2025-07-01&endDate=2025-07-31')
    )['summary']![0]!['opening'];
    const costBefore = (await report('/api/reports/stock'))['stock']!.find(
      (r) => r['itemName'] === 'Soap',
    )!['unitCost'];
    // The first year's cash sale sells 10 soap, not 3; its purchase cost 40 a unit, not 59.
    await send(
      'PUT',
      `/api/transactions/${firstYearSale}`,
      bill(cash.id, '2023-06-15', [line(10, 118)], [pay(1180)]),
    );
    await send(
      'PUT',
      `/api/transactions/${firstYearPurchase}`,
      bill((await vijayOf()).id, '2023-05-10', [line(100, 40)], [pay(1000, true)], true),
    );
    expect(await keptYears('ledger')).toEqual(['2023-04-01']);
    expect(await keptYears('cost')).toEqual([]);

    const after = await totals('2026-03-31');
    expect({ debit: after.debit, credit: after.credit }).toEqual(
      await trialBalanceOfAllLines('2026-03-31'),
    );
    expect(after.debit).not.toEqual(before.debit);
    const book = await report(
      '/api/reports/ledger/cash-book?startDate=2025-07-01&endDate=2025-07-31',
    );
    const opening = book['summary']![0]!['opening'];
    expect(opening).toBe(await cashBefore('2025-07-01'));
    expect(opening).toBe((openingBefore as number) + 1180 - 354);
    const cost = (await report('/api/reports/stock'))['stock']!.find(
      (r) => r['itemName'] === 'Soap',
    )!['unitCost'];
    expect(cost).toBe(await averageCostOfAllPurchases());
    expect(cost).not.toBe(costBefore);
    expect(await keptYears('ledger')).toEqual(['2023-04-01', '2025-04-01']);
    expect((await keptYears('cost')).length).toBe(1);
  });

  it('a save dated in the latest kept year drops nothing', async () => {
    await totals('2026-03-31');
    const kept = await keptYears('ledger');
    await send(
      'POST',
      '/api/transactions',
      bill(cash.id, '2025-12-01', [line(1, 118)], [pay(118)]),
    );
    expect(await keptYears('ledger')).toEqual(kept);
    const tb = await totals('2026-03-31');
    expect({ debit: tb.debit, credit: tb.credit }).toEqual(
      await trialBalanceOfAllLines('2026-03-31'),
    );
  });
});

async function vijayOf(): Promise<{ id: number }> {
  const [r] = await rows<{ id: number }>(
    sql`select id from customers where company_id = ${companyId} and name = 'Vijay Wholesale'`,
  );
  return r!;
}
