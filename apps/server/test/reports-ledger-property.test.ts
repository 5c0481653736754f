// Random sales, purchases, payments and expenses (and deletions) posted through the API: the
// trial balance must always balance, and the cash book must always match the cash, both as a
// model of the inputs expects and as the ledger's CASH lines add up. One company collects the
// documents of every run, so each check covers everything posted so far.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import {
  addBankAccount,
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
} from './support/fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t?.close());

async function report(url: string, auth: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as {
    datasets: { name: string; rows: Record<string, unknown>[] }[];
  };
  return Object.fromEntries(body.datasets.map((d) => [d.name, d.rows]));
}

describe('random documents (property)', () => {
  it('the trial balance always balances and the cash book always matches the cash', async () => {
    const shop = await registerAndLogin(t);
    const companyId = companyIdOf(shop.accessToken);
    const auth = shop.auth;
    const walkIn = await cashCustomer(t, companyId);
    const parties = await Promise.all(
      ['Kiran', 'Lata', 'Mohan'].map((name) => addCustomer(t, companyId, { name })),
    );
    const goods = [
      await addItem(t, companyId, { name: 'Oil', ratePaise: 0, group: 'GST 18%' }),
      await addItem(t, companyId, { name: 'Dal', ratePaise: 0, group: 'GST 5%' }),
      await addItem(t, companyId, { name: 'Salt', ratePaise: 0 }),
    ];
    const bank = await addBankAccount(t, companyId, 'SBI');
    // The model: cash in hand by date, from the inputs alone (paise).
    const cashByDoc = new Map<string, { date: string; paise: number }>();
    const docs: { kind: 'transaction' | 'expense'; id: number }[] = [];
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-04-${String(d).padStart(2, '0')}`);
    const money = fc.integer({ min: 1, max: 500_000 });

    const post = async (method: 'POST' | 'DELETE', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers: auth, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.statusCode === 204 ? null : (res.json() as { id: number });
    };

    const bill = fc.record({
      type: fc.constant('bill' as const),
      isPurchase: fc.boolean(),
      date: day,
      party: fc.integer({ min: -1, max: 2 }),
      lines: fc.array(
        fc.record({
          item: fc.integer({ min: 0, max: 2 }),
          qty: fc.integer({ min: 1, max: 5 }),
          rate: money,
        }),
        { minLength: 1, maxLength: 3 },
      ),
      paidPercent: fc.integer({ min: 0, max: 100 }),
      bank: fc.boolean(),
    });
    const payment = fc.record({
      type: fc.constant('payment' as const),
      made: fc.boolean(),
      date: day,
      party: fc.integer({ min: 0, max: 2 }),
      amount: money,
      bank: fc.boolean(),
    });
    const expense = fc.record({
      type: fc.constant('expense' as const),
      date: day,
      head: fc.constantFrom('Tea', 'Fuel', 'Rent'),
      amount: money,
      bank: fc.boolean(),
    });
    const removal = fc.record({ type: fc.constant('delete' as const), pick: fc.nat() });
    const check = fc.record({ from: day, to: day });

    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(bill, bill, payment, expense, removal), { minLength: 1, maxLength: 6 }),
        check,
        async (ops, range) => {
          for (const op of ops) {
            if (op.type === 'bill') {
              const customer = op.party < 0 ? walkIn : parties[op.party]!;
              // Rates include tax: the bill's total is Σ quantity × rate.
              const total = op.lines.reduce((s, l) => s + l.qty * l.rate, 0);
              // A walk-in customer pays in full, in cash.
              const paid = op.party < 0 ? total : Math.floor((total * op.paidPercent) / 100);
              const viaBank = op.party >= 0 && op.bank;
              const doc = await post('POST', '/api/transactions', {
                customerId: customer.id,
                transactionDate: op.date,
                isPurchase: op.isPurchase,
                remark: viaBank ? 'UPI' : null,
                lineItems: op.lines.map((l) => ({
                  itemId: goods[l.item]!.id,
                  quantity: l.qty,
                  rate: rupees(l.rate),
                  unitId: goods[l.item]!.unitId,
                })),
                payments:
                  paid > 0
                    ? [
                        {
                          amount: rupees(paid),
                          isBankTransaction: viaBank,
                          bankAccountId: viaBank ? bank.id : null,
                          isPaymentMade: op.isPurchase,
                        },
                      ]
                    : [],
              });
              docs.push({ kind: 'transaction', id: doc!.id });
              if (!viaBank)
                cashByDoc.set(`transaction:${doc!.id}`, {
                  date: op.date,
                  paise: op.isPurchase ? -paid : paid,
                });
            } else if (op.type === 'payment') {
              const doc = await post('POST', '/api/transactions/payment', {
                customerId: parties[op.party]!.id,
                transactionDate: op.date,
                amount: rupees(op.amount),
                isBankTransaction: op.bank,
                bankAccountId: op.bank ? bank.id : null,
                isPaymentMade: op.made,
                remark: 'Settlement',
              });
              docs.push({ kind: 'transaction', id: doc!.id });
              if (!op.bank)
                cashByDoc.set(`transaction:${doc!.id}`, {
                  date: op.date,
                  paise: op.made ? -op.amount : op.amount,
                });
            } else if (op.type === 'expense') {
              const doc = await post('POST', '/api/expenses', {
                expenseItemName: op.head,
                amount: rupees(op.amount),
                timeStamp: `${op.date}T12:00:00+05:30`,
                isBankTransaction: op.bank,
                bankAccountId: op.bank ? bank.id : null,
              });
              docs.push({ kind: 'expense', id: doc!.id });
              if (!op.bank)
                cashByDoc.set(`expense:${doc!.id}`, { date: op.date, paise: -op.amount });
            } else if (docs.length > 0) {
              const [doc] = docs.splice(op.pick % docs.length, 1);
              const path = doc!.kind === 'expense' ? 'expenses' : 'transactions';
              await post('DELETE', `/api/${path}/${doc!.id}`);
              cashByDoc.delete(`${doc!.kind}:${doc!.id}`);
            }
          }

          const [from, to] =
            range.from <= range.to ? [range.from, range.to] : [range.to, range.from];
          const cashUpTo = (date: string, inclusive: boolean) =>
            [...cashByDoc.values()]
              .filter((c) => (inclusive ? c.date <= date : c.date < date))
              .reduce((s, c) => s + c.paise, 0) / 100;

          const tb = await report(`/api/reports/ledger/trial-balance?asOfDate=${to}`, auth);
          const [totals] = tb['totals'] as { debit: number; credit: number; difference: number }[];
          expect(totals!.difference).toBe(0);
          expect(totals!.debit).toBeCloseTo(totals!.credit, 2);
          const cashRow = tb['trialBalance']!.find((r) => r['account'] === 'Cash');
          const tbCash =
            ((cashRow?.['debit'] as number) ?? 0) - ((cashRow?.['credit'] as number) ?? 0);
          expect(tbCash).toBeCloseTo(cashUpTo(to, true), 2);

          const book = await report(
            `/api/reports/ledger/cash-book?startDate=${from}&endDate=${to}`,
            auth,
          );
          const [summary] = book['summary'] as Record<string, number>[];
          expect(summary!['opening']).toBeCloseTo(cashUpTo(from, false), 2);
          expect(summary!['closing']).toBeCloseTo(cashUpTo(to, true), 2);
          // The same closing straight from the ledger's CASH lines.
          const ledger = (await t.database.db.execute(
            sql`select coalesce(sum(amount_paise), 0)::text as total from journal_lines
              where company_id = ${companyId} and account = 'CASH' and entry_date <= ${to}::date`,
          )) as unknown as { rows: { total: string }[] };
          expect(Math.round(summary!['closing']! * 100)).toBe(Number(ledger.rows[0]!.total));
          // Days chain: each opens where the one before closed.
          let running = summary!['opening']!;
          for (const d of book['cashBook'] as Record<string, number>[]) {
            expect(d['opening']).toBeCloseTo(running, 2);
            expect(d['closing']).toBeCloseTo(d['opening']! + d['receipts']! - d['payments']!, 2);
            running = d['closing']!;
          }
          expect(running).toBeCloseTo(summary!['closing']!, 2);
        },
      ),
      { numRuns: 15, seed: 20260410 },
    );
  }, 120_000);
});
