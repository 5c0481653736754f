// The auditor: seeded random sequences of sales, purchases, payments, modifications and
// deletes, after which every journal balances and the ledger agrees with an independent
// in-memory model of the same sequence (customer balances, cash, bank and stock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import {
  addBankAccount,
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
  ledgerBalance,
  setCompanyState,
  unbalancedSources,
} from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface Line {
  item: number;
  qtyMilli: number;
  ratePaise: number;
}
interface Pay {
  amountPaise: number;
  bank: boolean;
}
type Command =
  | { kind: 'bill'; purchase: boolean; customer: number; lines: Line[]; pays: Pay[] }
  | { kind: 'payment'; customer: number; made: boolean; pay: Pay }
  | { kind: 'modify'; target: number; lines: Line[]; pays: Pay[] }
  | { kind: 'delete'; target: number };

const line = fc.record({
  item: fc.integer({ min: 0, max: 2 }),
  qtyMilli: fc.integer({ min: 1, max: 20_000 }),
  ratePaise: fc.integer({ min: 1, max: 500_000 }),
});
const pay = fc.record({ amountPaise: fc.integer({ min: 1, max: 1_000_000 }), bank: fc.boolean() });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('bill' as const),
    purchase: fc.boolean(),
    customer: fc.integer({ min: 0, max: 3 }),
    lines: fc.array(line, { minLength: 1, maxLength: 4 }),
    pays: fc.array(pay, { maxLength: 2 }),
  }),
  fc.record({
    kind: fc.constant('payment' as const),
    customer: fc.integer({ min: 1, max: 3 }),
    made: fc.boolean(),
    pay,
  }),
  fc.record({
    kind: fc.constant('modify' as const),
    target: fc.nat(),
    lines: fc.array(line, { minLength: 1, maxLength: 4 }),
    pays: fc.array(pay, { maxLength: 2 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }),
);

/** qty × rate rounded half away from zero, computed with BigInt apart from the server's code. */
const amountOf = (l: Line) => {
  const exact = BigInt(l.qtyMilli) * BigInt(l.ratePaise);
  return Number((exact + 500n) / 1000n);
};

interface ModelDoc {
  id: number;
  purchase: boolean;
  paymentOnly: boolean;
  customer: number;
  lines: Line[];
  pays: (Pay & { made: boolean })[];
}

describe('the ledger agrees with an independent model', () => {
  it('over random sequences of bills, payments, modifications and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const owner = await registerAndLogin(t);
        const companyId = companyIdOf(owner.accessToken);
        await setCompanyState(t, companyId, '27');
        const customers = [
          (await cashCustomer(t, companyId)).id,
          (await addCustomer(t, companyId, { name: 'Local', stateCode: '27' })).id,
          (await addCustomer(t, companyId, { name: 'Karnataka', gstin: '29AABCR1718E1ZL' })).id,
          (await addCustomer(t, companyId, { name: 'Chandigarh UT', stateCode: '04' })).id,
        ];
        const items = [
          await addItem(t, companyId, { name: 'Pen', ratePaise: 1000, group: 'GST 18%' }),
          await addItem(t, companyId, { name: 'Rice', ratePaise: 5000, group: 'GST 5%' }),
          await addItem(t, companyId, { name: 'Service', ratePaise: 9000 }),
        ];
        const bank = await addBankAccount(t, companyId);
        const docs: ModelDoc[] = [];
        const body = (
          customer: number,
          purchase: boolean,
          lines: Line[],
          pays: (Pay & { made: boolean })[],
        ) => ({
          customerId: customers[customer],
          transactionDate: '2026-11-20',
          isPurchase: purchase,
          remark: 'auditor',
          lineItems: lines.map((l) => ({
            itemId: items[l.item]!.id,
            unitId: items[l.item]!.unitId,
            quantity: l.qtyMilli / 1000,
            rate: l.ratePaise / 100,
          })),
          payments: pays.map((p) => ({
            amount: p.amountPaise / 100,
            isBankTransaction: p.bank,
            bankAccountId: p.bank ? bank.id : null,
            isPaymentMade: p.made,
          })),
        });
        const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
          t.app.inject({ method, url, headers: owner.auth, ...(payload ? { payload } : {}) });

        for (const c of commands) {
          if (c.kind === 'bill') {
            const pays = c.pays.map((p) => ({ ...p, made: c.purchase }));
            const res = await call(
              'POST',
              '/api/transactions',
              body(c.customer, c.purchase, c.lines, pays),
            );
            expect(res.statusCode, res.body).toBe(201);
            docs.push({
              id: res.json().id,
              purchase: c.purchase,
              paymentOnly: false,
              customer: c.customer,
              lines: c.lines,
              pays,
            });
          } else if (c.kind === 'payment') {
            const res = await call('POST', '/api/transactions/payment', {
              customerId: customers[c.customer],
              transactionDate: '2026-11-20',
              amount: c.pay.amountPaise / 100,
              isBankTransaction: c.pay.bank,
              bankAccountId: c.pay.bank ? bank.id : null,
              isPaymentMade: c.made,
              remark: 'auditor',
            });
            expect(res.statusCode, res.body).toBe(201);
            docs.push({
              id: res.json().id,
              purchase: c.made,
              paymentOnly: true,
              customer: c.customer,
              lines: [],
              pays: [{ ...c.pay, made: c.made }],
            });
          } else if (docs.length > 0) {
            const index = c.target % docs.length;
            const doc = docs[index]!;
            if (c.kind === 'delete') {
              expect((await call('DELETE', `/api/transactions/${doc.id}`)).statusCode).toBe(204);
              docs.splice(index, 1);
            } else if (!doc.paymentOnly) {
              const pays = c.pays.map((p) => ({ ...p, made: doc.purchase }));
              // The body claims the other side on purpose: modify keeps the saved side.
              const res = await call(
                'PUT',
                `/api/transactions/${doc.id}`,
                body(doc.customer, !doc.purchase, c.lines, pays),
              );
              expect(res.statusCode, res.body).toBe(200);
              docs[index] = { ...doc, lines: c.lines, pays };
            }
          }
        }

        // The model, computed from the surviving documents alone.
        const party = customers.map(() => 0);
        let cash = 0;
        let bankMoney = 0;
        const stock = items.map(() => 0);
        for (const d of docs) {
          const billed = d.lines.reduce((s, l) => s + amountOf(l), 0);
          party[d.customer]! += d.purchase ? -billed : billed;
          for (const l of d.lines) stock[l.item]! += d.purchase ? l.qtyMilli : -l.qtyMilli;
          for (const p of d.pays) {
            const inflow = p.made ? -p.amountPaise : p.amountPaise;
            party[d.customer]! -= inflow;
            if (p.bank) bankMoney += inflow;
            else cash += inflow;
          }
        }

        expect(await unbalancedSources(t)).toEqual([]);
        for (const [i, id] of customers.entries()) {
          expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: id }), `customer ${i}`).toBe(
            party[i],
          );
        }
        expect(await ledgerBalance(t, companyId, 'CASH')).toBe(cash);
        expect(await ledgerBalance(t, companyId, 'BANK', { bankAccountId: bank.id })).toBe(
          bankMoney,
        );
        const auto = (
          await t.app.inject({
            method: 'GET',
            url: '/api/transactions/autocomplete',
            headers: owner.auth,
          })
        ).json();
        for (const [i, item] of items.entries()) {
          const shown = auto.items.find((x: { id: number }) => x.id === item.id).stock;
          expect(Math.round(shown * 1000), `stock of ${item.name}`).toBe(stock[i]);
        }
      }),
      {
        numRuns: Number(process.env.AUDITOR_RUNS ?? 25),
        seed: process.env.AUDITOR_SEED ? Number(process.env.AUDITOR_SEED) : undefined,
      },
    );
  }, 240_000);
});
