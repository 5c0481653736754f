// The agreement auditor (issue 23): random months of every kind of document, entered through
// the API as the app enters them, after which every home of each figure is asked and must give
// the same answer:
// - the trial balance balances, and P&L equals its income and expense accounts;
// - each party: ledger closing = unpaid list = aging total = what its bills' prints say is due;
// - each month: taxes for a month = GSTR-3B = GSTR-1's sections less its notes;
// - each day: the dashboard's totals = the Sales and Purchases reports for the day;
// - stock: the stock report = the item list = the Overstock insight, quantity and value, and
//   the maintained stock = what the bill lines, delivery challans and goods returned give; the
//   Stock by batch report's rows of an item = its Stock report row, quantity and value;
// - godowns: each item's stock per godown adds up to its stock, and the stock report by godown
//   adds up to All godowns, quantity and value; a stock transfer changes neither;
// - every number of a series is issued once, in order, and GSTR-1's document summary counts
//   each (issued, cancelled) exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { billDuesSql } from '../src/bookkeeping/bill-dues.ts';
import { balanceDrift } from '../src/bookkeeping/balances.ts';
import { companies, companySettings, transactions, units } from '../src/db/schema.ts';
import { csv, uploader } from './imports-world.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import {
  addBankAccount,
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
  specialItem,
  unbalancedSources,
} from './support/fixtures.ts';

const COMPANY_GSTIN = '27AAPFU0939F1ZV';
const DAYS: readonly string[] = ['2026-10-28', '2026-10-31', '2026-11-02', '2026-11-20'];
const MONTHS = [
  { year: 2026, month: 10, start: '2026-10-01', end: '2026-10-31' },
  { year: 2026, month: 11, start: '2026-11-01', end: '2026-11-30' },
] as const;
const AS_OF = '2026-11-30';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-30T10:00:00Z');
});
afterAll(async () => t?.close());

interface Line {
  item: number;
  qty: number;
  rate: number;
}
interface Pay {
  amount: number;
  bank: boolean;
}
// Parties keep to their roles, as in a shop: 1 and 2 are customers, 3 a supplier, 0 the cash
// party (both sides, paid in full or not at all). Money paid is a share of what is owed, so a
// party's balance is made of its bills; an adjusted return may still leave a credit on account.
type Command =
  | { kind: 'bill'; party: number; lines: Line[]; paid: number; day: number; rc: boolean }
  | {
      kind: 'payment';
      party: number;
      share: number;
      bank: boolean;
      day: number;
      /** Settles the party's newest bill of the day or before by choice (issue 42). */
      choose: boolean;
    }
  | { kind: 'expense'; pay: Pay; day: number }
  | { kind: 'estimate'; party: number; lines: Line[]; convert: boolean; day: number }
  | { kind: 'note'; target: number; all: boolean; mode: 'adjust' | 'cash' | 'bank'; day: number }
  | { kind: 'opening'; party: number; amount: number }
  | { kind: 'modify'; target: number; lines: Line[]; paid: number }
  | { kind: 'delete'; target: number }
  /** Goods sent on a delivery challan (issue 40), billed in part or whole, some coming back. */
  | {
      kind: 'challan';
      party: number;
      lines: Line[];
      day: number;
      bill: 'none' | 'part' | 'all';
      back: boolean;
    }
  /** Goods moved between the two godowns (issue 40 part 3): `share` of what the godown holds. */
  | { kind: 'transfer'; item: number; share: number; day: number; toBack: boolean };

const day = fc.integer({ min: 0, max: DAYS.length - 1 });
const line = fc.record({
  item: fc.integer({ min: 0, max: 2 }),
  qty: fc.integer({ min: 1, max: 12 }),
  rate: fc.integer({ min: 1, max: 90_000 }).map((p) => p / 100),
});
const lines = fc.array(line, { minLength: 1, maxLength: 3 });
/** The share of a bill paid when it is saved: nothing, part or all. */
const paid = fc.constantFrom(0, 0, 0.3, 1);
const pay = fc.record({
  amount: fc.integer({ min: 100, max: 3_000_000 }).map((p) => p / 100),
  bank: fc.boolean(),
});
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('bill' as const),
      party: fc.integer({ min: 0, max: 3 }),
      lines,
      paid,
      day,
      // Now and then under reverse charge (issue 36): a purchase (from Ramesh, unregistered, a
      // self invoice) or a sale to a registered buyer; the recipient pays the tax.
      rc: fc.constantFrom(false, false, false, true),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payment' as const),
      party: fc.integer({ min: 1, max: 3 }),
      share: fc.constantFrom(0.25, 0.5, 1),
      bank: fc.boolean(),
      day,
      choose: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expense' as const), pay, day }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('estimate' as const),
      party: fc.integer({ min: 1, max: 2 }),
      lines,
      convert: fc.boolean(),
      day,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('note' as const),
      target: fc.nat(),
      all: fc.boolean(),
      mode: fc.constantFrom('adjust' as const, 'cash' as const, 'bank' as const),
      day,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('opening' as const),
      party: fc.integer({ min: 1, max: 3 }),
      amount: fc.integer({ min: 1, max: 500_000 }).map((p) => p / 100),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('modify' as const), target: fc.nat(), lines, paid }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('challan' as const),
      party: fc.integer({ min: 1, max: 2 }),
      lines,
      day,
      bill: fc.constantFrom('none' as const, 'part' as const, 'all' as const),
      back: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      item: fc.integer({ min: 0, max: 2 }),
      share: fc.constantFrom(0.5, 1),
      day,
      toBack: fc.boolean(),
    }),
  },
);

/** A bill's total: rates include tax, so it is qty × rate, rounded to the paisa, added up. */
const totalPaise = (ls: Line[]) => ls.reduce((s, l) => s + Math.round(l.qty * l.rate * 100), 0);
const SUPPLIER = 3;

type Row = Record<string, unknown>;
type Sheet = { datasets: { name: string; rows: Row[] }[] };
const paise = (v: unknown) => Math.round(Number(v ?? 0) * 100);
const sumOf = (rows: Row[], key: string) => rows.reduce((s, r) => s + paise(r[key]), 0);

interface DocDet {
  doc_num: number;
  docs: { totnum: number; cancel: number }[];
}

interface Doc {
  id: number;
  kind: 'sale' | 'purchase' | 'opening';
  date: string;
  customer: number;
  lines: Line[];
}

/** A GST-registered shop, one without a GSTIN, and one on the composition scheme. */
type Registration = 'regular' | 'unregistered' | 'composition';

async function month(commands: Command[], registration: Registration) {
  const owner = await registerAndLogin(t);
  const companyId = companyIdOf(owner.accessToken);
  await t.database.db
    .update(companies)
    .set({ gstin: registration === 'unregistered' ? null : COMPANY_GSTIN, stateCode: '27' })
    .where(eq(companies.id, companyId));
  if (registration === 'composition')
    await t.database.db
      .update(companySettings)
      .set({ gstScheme: 'composition' })
      .where(eq(companySettings.companyId, companyId));
  await t.database.db
    .update(units)
    .set({ uqc: 'NOS' })
    .where(and(eq(units.companyId, companyId), eq(units.name, 'No')));
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: owner.auth, ...(payload ? { payload } : {}) });
  const sheet = async (url: string): Promise<Sheet> => {
    const res = await send('GET', `/api/reports/${url}`);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as Sheet;
  };
  const rows = (s: Sheet, name: string) => {
    const d = s.datasets.find((x) => x.name === name);
    expect(d, `dataset ${name} of ${s.datasets.map((x) => x.name).join(', ')}`).toBeDefined();
    return d!.rows;
  };

  const parties = [
    (await cashCustomer(t, companyId)).id,
    (await addCustomer(t, companyId, { name: 'Patil Traders', gstin: '27AAGCG4576J1Z6' })).id,
    (await addCustomer(t, companyId, { name: 'Karnataka Retail', gstin: '29AABCR1718E1ZL' })).id,
    (await addCustomer(t, companyId, { name: 'Ramesh', stateCode: '24' })).id,
  ];
  const items = [
    await addItem(t, companyId, { name: 'Soap', ratePaise: 11800, group: 'GST 18%', hsn: '3401' }),
    await addItem(t, companyId, { name: 'Rice', ratePaise: 5250, group: 'GST 5%', hsn: '1006' }),
    await addItem(t, companyId, {
      name: 'Kettle',
      ratePaise: 50000,
      group: 'GST 18%',
      hsn: '8516',
    }),
  ];
  const opening = await specialItem(t, companyId, 'opening_balance');
  // A second godown: the bills of odd days and the challans that come back go from it.
  const godowns = (await send('GET', '/api/godowns')).json() as { id: number }[];
  const backStore = await send('POST', '/api/godowns', { name: 'Back store' });
  expect(backStore.statusCode, backStore.body).toBe(201);
  const store = [godowns[0]!.id, (backStore.json() as { id: number }).id] as const;
  const bank = await addBankAccount(t, companyId);
  const docs: Doc[] = [];
  /** Every number a series issued, deleted ones included, by series prefix. */
  const issued = new Map<string, { number: string; date: string; deleted: boolean }[]>();
  const issue = (number: string | null | undefined, date: string) => {
    if (!number) return;
    const prefix = number.replace(/\d+$/, '');
    issued.set(prefix, [...(issued.get(prefix) ?? []), { number, date, deleted: false }]);
  };
  const markDeleted = (number: string | null | undefined) => {
    for (const list of issued.values())
      for (const n of list) if (n.number === number) n.deleted = true;
  };
  const lineItems = (ls: Line[]) =>
    ls.map((l) => ({
      itemId: items[l.item]!.id,
      unitId: items[l.item]!.unitId,
      quantity: l.qty,
      rate: l.rate,
    }));
  /** A payment on a bill: `share` of its total (rates include tax), by bank or in cash. */
  const payments = (ls: Line[], share: number, made: boolean, bankPaid: boolean) => {
    const amount = Math.round(totalPaise(ls) * share) / 100;
    return amount > 0
      ? [
          {
            amount,
            isBankTransaction: bankPaid,
            bankAccountId: bankPaid ? bank.id : null,
            isPaymentMade: made,
            remark: bankPaid ? 'NEFT' : null,
          },
        ]
      : [];
  };
  const numberOf = async (id: number) =>
    ((await send('GET', `/api/transactions/${id}`)).json() as { number: string | null }).number;
  const balanceOf = async (party: number) => {
    const list = (await send('GET', '/api/customers')).json() as { id: number; balance: number }[];
    return paise(list.find((x) => x.id === parties[party])?.balance);
  };

  for (const c of commands) {
    if (c.kind === 'bill') {
      // The supplier sells to us; the cash party buys or sells and pays all or nothing.
      const purchase = c.party === SUPPLIER || (c.party === 0 && c.day % 2 === 1);
      const share = c.party === 0 ? (c.paid > 0 ? 1 : 0) : c.paid;
      const res = await send('POST', '/api/transactions', {
        customerId: parties[c.party],
        transactionDate: DAYS[c.day]!,
        isPurchase: purchase,
        reverseCharge: c.rc && (purchase || c.party === 1 || c.party === 2),
        godownId: store[c.day % 2],
        remark: 'NEFT',
        lineItems: lineItems(c.lines),
        payments: payments(c.lines, share, purchase, c.day === 2),
      });
      expect(res.statusCode, res.body).toBe(201);
      docs.push({
        id: res.json().id,
        kind: purchase ? 'purchase' : 'sale',
        date: DAYS[c.day]!,
        customer: c.party,
        lines: c.lines,
      });
      issue(res.json().number ?? (await numberOf(res.json().id)), DAYS[c.day]!);
    } else if (c.kind === 'payment') {
      const made = c.party === SUPPLIER;
      const owed = (made ? -1 : 1) * (await balanceOf(c.party));
      const amount = Math.round(owed * c.share) / 100;
      if (amount <= 0) continue;
      // The newest bill of the party dated on or before the payment, as much of it as is due
      // and the payment holds: an older bill stays due while a newer one is settled.
      const chosen = c.choose
        ? docs
            .filter(
              (d) =>
                d.customer === c.party &&
                d.kind === (made ? 'purchase' : 'sale') &&
                d.date <= DAYS[c.day]!,
            )
            .at(-1)
        : undefined;
      const chosenDue = chosen
        ? paise(
            (
              (await send('GET', `/api/transactions/${chosen.id}`)).json() as {
                totals: { pending: number };
              }
            ).totals.pending,
          )
        : 0;
      const allocations =
        chosen && chosenDue > 0
          ? [{ billId: chosen.id, amount: Math.min(chosenDue, Math.round(amount * 100)) / 100 }]
          : null;
      const res = await send('POST', '/api/transactions/payment', {
        allocations,
        customerId: parties[c.party],
        transactionDate: DAYS[c.day]!,
        amount,
        isBankTransaction: c.bank,
        bankAccountId: c.bank ? bank.id : null,
        isPaymentMade: made,
        remark: 'auditor',
      });
      expect(res.statusCode, res.body).toBe(201);
    } else if (c.kind === 'expense') {
      const res = await send('POST', '/api/expenses', {
        expenseItemName: 'Tea',
        amount: c.pay.amount,
        timeStamp: `${DAYS[c.day]!}T11:00:00+05:30`,
        isBankTransaction: c.pay.bank,
        bankAccountId: c.pay.bank ? bank.id : null,
        remark: c.pay.bank ? 'NEFT' : null,
      });
      expect(res.statusCode, res.body).toBe(201);
    } else if (c.kind === 'estimate') {
      const res = await send('POST', '/api/estimates', {
        customerId: parties[c.party],
        transactionDate: DAYS[c.day]!,
        isPurchase: false,
        lineItems: lineItems(c.lines),
      });
      expect(res.statusCode, res.body).toBe(201);
      issue(res.json().number, DAYS[c.day]!);
      if (c.convert) {
        const sale = await send('POST', `/api/estimates/${res.json().id}/convert`, {});
        expect(sale.statusCode, sale.body).toBeLessThan(300);
        // The sale is dated the day it is made (today), not the estimate's day.
        const { id, number, transactionDate } = sale.json() as {
          id: number;
          number: string;
          transactionDate: string;
        };
        docs.push({ id, kind: 'sale', date: transactionDate, customer: c.party, lines: c.lines });
        issue(number, transactionDate);
      }
    } else if (c.kind === 'transfer') {
      const [from, to] = c.toBack ? [store[0], store[1]] : [store[1], store[0]];
      const item = (
        (await send('GET', '/api/items')).json() as {
          id: number;
          godownStock: { godownId: number; stock: number }[];
        }[]
      ).find((x) => x.id === items[c.item]!.id)!;
      const held = item.godownStock.find((g) => g.godownId === from)?.stock ?? 0;
      const quantity = Math.floor(held * c.share);
      if (quantity <= 0) continue;
      const before = await sheet('stock?includeZero=true');
      const res = await send('POST', '/api/stock-transfers', {
        transferDate: DAYS[c.day]!,
        fromGodownId: from,
        toGodownId: to,
        lineItems: [{ itemId: item.id, quantity }],
      });
      expect(res.statusCode, res.body).toBe(201);
      // A transfer changes neither the total stock nor its value.
      expect(await sheet('stock?includeZero=true')).toEqual(before);
    } else if (c.kind === 'challan') {
      const made = await send('POST', '/api/challans', {
        customerId: parties[c.party],
        challanDate: DAYS[c.day]!,
        godownId: store[c.back ? 1 : 0],
        reason: 'supply',
        lineItems: lineItems(c.lines),
      });
      expect(made.statusCode, made.body).toBe(201);
      const challan = made.json() as {
        id: number;
        number: string;
        lineItems: { id: number; quantity: number }[];
      };
      issue(challan.number, DAYS[c.day]!);
      // Billed the same day: all of each line, or half of it (rounded down), naming the line.
      const billed = c.lines
        .map((l, i) => ({ l, id: challan.lineItems[i]!.id }))
        .map(({ l, id }) => ({ ...l, qty: c.bill === 'all' ? l.qty : Math.floor(l.qty / 2), id }))
        .filter((l) => c.bill !== 'none' && l.qty > 0);
      if (billed.length > 0) {
        const res = await send('POST', '/api/transactions', {
          customerId: parties[c.party],
          transactionDate: DAYS[c.day]!,
          isPurchase: false,
          lineItems: billed.map((l) => ({
            ...lineItems([l])[0],
            challanLineId: l.id,
          })),
        });
        expect(res.statusCode, res.body).toBe(201);
        const { id, number } = res.json() as { id: number; number: string };
        docs.push({ id, kind: 'sale', date: DAYS[c.day]!, customer: c.party, lines: billed });
        issue(number, DAYS[c.day]!);
      }
      // One of the first line back, when something of it is still out.
      const first = c.lines[0]!;
      const out =
        first.qty - (billed[0] && billed[0].id === challan.lineItems[0]!.id ? billed[0].qty : 0);
      if (c.back && out > 0) {
        const res = await send('POST', `/api/challans/${challan.id}/returns`, {
          lineId: challan.lineItems[0]!.id,
          quantity: 1,
          returnDate: DAYS[c.day]!,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    } else if (c.kind === 'opening') {
      // Entered on the invoice screen: a bill of the locked Opening Balance line alone; the
      // supplier's is what we owe them.
      const res = await send('POST', '/api/transactions', {
        customerId: parties[c.party],
        transactionDate: DAYS[0]!,
        isPurchase: c.party === SUPPLIER,
        lineItems: [{ itemId: opening.id, unitId: opening.unitId, quantity: 1, rate: c.amount }],
      });
      expect(res.statusCode, res.body).toBe(201);
      docs.push({
        id: res.json().id,
        kind: 'opening',
        date: DAYS[0]!,
        customer: c.party,
        lines: [],
      });
      issue(res.json().number, DAYS[0]!);
    } else if (docs.length > 0) {
      const index = c.target % docs.length;
      const doc = docs[index]!;
      if (c.kind === 'note') {
        if (doc.kind === 'opening') continue;
        const bill = (await send('GET', `/api/returns/original/${doc.id}`)).json() as {
          lines: { lineNo: number; returnable: number }[];
        };
        const back = bill.lines.filter((l) => l.returnable > 0);
        if (back.length === 0) continue;
        const mode = doc.customer === 0 && c.mode === 'adjust' ? 'cash' : c.mode;
        // Never before its bill (a converted sale is dated the day it was made).
        const date = DAYS[c.day]! > doc.date ? DAYS[c.day]! : doc.date;
        const res = await send('POST', '/api/returns', {
          originalId: doc.id,
          transactionDate: date,
          refundMode: mode,
          bankAccountId: mode === 'bank' ? bank.id : null,
          lines: back.map((l) => ({
            lineNo: l.lineNo,
            quantity: c.all ? l.returnable : Math.max(1, Math.floor(l.returnable / 2)),
          })),
        });
        expect(res.statusCode, res.body).toBe(201);
        issue(res.json().number, date);
      } else if (c.kind === 'delete') {
        const number = await numberOf(doc.id);
        const res = await send('DELETE', `/api/transactions/${doc.id}`);
        // A bill with notes against it may be refused; never a 500.
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode === 204) {
          docs.splice(index, 1);
          markDeleted(number);
        }
      } else if (doc.kind !== 'opening') {
        const purchase = doc.kind === 'purchase';
        const res = await send('PUT', `/api/transactions/${doc.id}`, {
          customerId: parties[doc.customer],
          transactionDate: doc.date,
          isPurchase: purchase,
          remark: 'NEFT',
          lineItems: lineItems(c.lines),
          payments: payments(
            c.lines,
            doc.customer === 0 ? (c.paid > 0 ? 1 : 0) : c.paid,
            purchase,
            false,
          ),
        });
        // A bill with notes against it may be refused; never a 500.
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode === 200) docs[index] = { ...doc, lines: c.lines };
      }
    }
  }

  // Opening balances imported from a file as well as entered: a customer owes ₹1,000, we owe
  // the supplier ₹500.
  const imported = await uploader(t)(owner.auth, 'opening-balances', {
    name: 'ob.csv',
    bytes: csv([
      ['Customer', 'Opening balance'],
      ['Patil Traders', '1000'],
      ['Ramesh', '-500'],
    ]),
  });
  expect(imported.statusCode, imported.body).toBe(201);
  const openings = await t.database.db
    .select({
      id: transactions.id,
      customerId: transactions.customerId,
      date: transactions.transactionDate,
    })
    .from(transactions)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.kind, 'opening_balance')));
  for (const o of openings)
    if (!docs.some((d) => d.id === o.id))
      docs.push({
        id: o.id,
        kind: 'opening',
        date: o.date,
        customer: parties.indexOf(o.customerId),
        lines: [],
      });

  // The ledger: every document balances, the trial balance balances, P&L is its income less
  // its expenses.
  expect(await unbalancedSources(t)).toEqual([]);
  const tb = await sheet(`ledger/trial-balance?asOfDate=${AS_OF}`);
  const tbTotals = rows(tb, 'totals')[0]!;
  expect(paise(tbTotals['debit'])).toBe(paise(tbTotals['credit']));
  const tbRows = rows(tb, 'trialBalance');
  const net = (group: string) =>
    tbRows
      .filter((r) => r['group'] === group)
      .reduce((s, r) => s + paise(r['debit']) - paise(r['credit']), 0);
  const pl = rows(
    await sheet(`ledger/profit-and-loss?startDate=2026-01-01&endDate=${AS_OF}`),
    'totals',
  )[0]!;
  expect(paise(pl['totalIncome']), 'income').toBe(0 - net('Income') || 0);
  expect(paise(pl['totalExpenses']), 'expenses').toBe(net('Expenses'));

  // Each party: one balance, one due.
  const unpaid = rows(await sheet('customers/unpaid?minBalance=-10000000000'), 'customers');
  const receivables = rows(await sheet(`aging/receivables?asOfDate=${AS_OF}`), 'receivables');
  const payables = rows(await sheet(`aging/payables?asOfDate=${AS_OF}`), 'payables');
  // What the Sales and Purchases reports and each day's sales list say is pending on a bill.
  const listedPending = new Map<number, number[]>();
  const sinceJanuary = `startDate=2026-01-01&endDate=${AS_OF}`;
  for (const list of [
    rows(await sheet(`sales?${sinceJanuary}`), 'sales'),
    rows(await sheet(`purchases?${sinceJanuary}`), 'purchases'),
    ...(await Promise.all(DAYS.map((day) => sheet(`sales/daily-total?date=${day}`)))).map((s) =>
      rows(s, 'sales'),
    ),
  ])
    for (const r of list)
      if (r['pending'] !== null && r['pending'] !== undefined) {
        const id = Number(r['transactionId']);
        listedPending.set(id, [...(listedPending.get(id) ?? []), paise(r['pending'])]);
        // Paid is what was paid against the bill by any means: the rest of its total.
        if ('paid' in r)
          expect(paise(r['paid']) + paise(r['pending']), `Paid + Pending of ${id}`).toBe(
            paise(r['total']),
          );
      }
  for (const [i, partyId] of parties.entries()) {
    const ledger = rows(
      await sheet(`customers/ledger?startDate=2026-01-01&endDate=${AS_OF}&customerId=${partyId}`),
      'ledger',
    );
    const balance = paise(ledger.at(-1)?.['balance']);
    const listed = unpaid.find((r) => r['customerId'] === partyId);
    if (i > 0) expect(paise(listed?.['balance']), `unpaid list, party ${i}`).toBe(balance);
    const aged = [...receivables, ...payables].filter((r) => r['customerId'] === partyId);
    expect(sumOf(aged, 'total'), `aging, party ${i}`).toBe(Math.abs(balance));
    if (i === 0) continue;
    // What the bills' prints say is due adds up to what the party owes on the bills' side
    // (a credit on account is owed on the other side, where these bills have nothing due).
    let due = 0;
    for (const d of docs.filter((x) => x.customer === i)) {
      const view = (await send('GET', `/api/transactions/${d.id}`)).json() as {
        totals: { pending: number };
      };
      due += paise(view.totals.pending);
      for (const listed of listedPending.get(d.id) ?? [])
        expect(listed, `a report's Pending on bill ${d.id}`).toBe(paise(view.totals.pending));
    }
    const owed = i === SUPPLIER ? -balance : balance;
    expect(due, `what the bills of party ${i} say is due`).toBe(Math.max(0, owed));
  }

  // Each bill's due as of a date does not depend on how far back the bills are read first
  // (billDuesSql reads a window, then in whole only the parties it does not cover).
  for (const asOfDate of [AS_OF, '2026-11-01', '2026-10-29']) {
    const dues = async (windowDays?: number) =>
      (
        (await t.database.db.execute(sql`select source_kind, source_id, due, bill_due
          from (${billDuesSql(companyId, { asOfDate, ...(windowDays === undefined ? {} : { windowDays }) })}) d
          where due > 0 or bill_due > 0 order by 1, 2`)) as unknown as { rows: unknown[] }
      ).rows;
    const whole = await dues(0);
    for (const windowDays of [1, 3, 20, undefined])
      expect(await dues(windowDays), `dues as of ${asOfDate}, window ${windowDays}`).toEqual(whole);
  }

  // Each month: one tax figure. A shop without a GSTIN files no return and collects no tax;
  // one on the composition scheme collects none and claims no input tax credit.
  for (const m of MONTHS) {
    const range = `startDate=${m.start}&endDate=${m.end}`;
    const monthly = rows(await sheet(`taxes/monthly?year=${m.year}&month=${m.month}`), 'net');
    const head = (component: string) => monthly.find((r) => r['component'] === component);
    if (registration !== 'regular') {
      const sales = rows(await sheet(`sales?${range}`), 'sales');
      expect(sumOf(sales, 'tax'), `${m.month}: tax on the bills of a ${registration} shop`).toBe(0);
      for (const component of ['IGST', 'CGST', 'SGST']) {
        expect(paise(head(component)?.['output']), `${m.month}: output ${component}`).toBe(0);
        expect(paise(head(component)?.['input']), `${m.month}: input ${component}`).toBe(0);
      }
    }
    if (registration === 'unregistered') {
      const refused = await send('GET', `/api/reports/gst/gstr3b?${range}`);
      expect(refused.statusCode, 'no GSTR-3B without a GSTIN').toBe(400);
      continue;
    }
    const b3 = await sheet(`gst/gstr3b?${range}`);
    const out = rows(b3, '3.1').filter((r) => /^\((a|b)\)/.test(String(r['nature'])));
    const itc = rows(b3, '4').find((r) => String(r['details']).startsWith('(C)'))!;
    for (const [component, key] of [
      ['IGST', 'igst'],
      ['CGST', 'cgst'],
      ['SGST', 'sgst'],
    ] as const) {
      expect(paise(head(component)?.['output']), `${m.month}: output ${component}`).toBe(
        sumOf(out, key),
      );
      expect(paise(head(component)?.['input']), `${m.month}: input ${component}`).toBe(
        paise(itc[key]),
      );
    }
    const g1 = await sheet(`gst/gstr1?${range}`);
    // GSTR-1 reports the tax of supplies under reverse charge (rchrg Y); GSTR-3B's is the
    // company's own tax, without it.
    const own = (n: string, key: string) =>
      rows(g1, n).filter((r) => key === 'taxableValue' || r['reverseCharge'] !== 'Y');
    for (const key of ['taxableValue', 'igst', 'cgst', 'sgst']) {
      const sections = ['b2b', 'b2cl', 'b2cs'].reduce((s, n) => s + sumOf(own(n, key), key), 0);
      const notes = ['cdnr', 'cdnur'].reduce((s, n) => s + sumOf(own(n, key), key), 0);
      expect(sections - notes, `${m.month}: GSTR-1 ${key} = GSTR-3B 3.1`).toBe(sumOf(out, key));
    }
    // The portal's file downloads (it passes GSTR-1's own checks) and its document summary
    // counts every invoice and credit note number issued in the month, and the cancelled ones.
    const json = await send('GET', `/api/reports/gst/gstr1/json?year=${m.year}&month=${m.month}`);
    expect(json.statusCode, json.body).toBe(200);
    const summary = (json.json() as { doc_issue?: { doc_det: DocDet[] } }).doc_issue?.doc_det ?? [];
    for (const [docNum, prefix] of [
      [1, 'INV-'],
      [5, 'CN-'],
    ] as const) {
      const inMonth = (issued.get(prefix) ?? []).filter(
        (n) => n.date >= m.start && n.date <= m.end,
      );
      const docs = summary.find((d) => d.doc_num === docNum)?.docs ?? [];
      const count = (key: 'totnum' | 'cancel') => docs.reduce((s, d) => s + d[key], 0);
      expect(count('totnum'), `${m.month}: ${prefix} issued`).toBe(inMonth.length);
      expect(count('cancel'), `${m.month}: ${prefix} cancelled`).toBe(
        inMonth.filter((n) => n.deleted).length,
      );
    }
  }

  // Each day: the dashboard's totals are the reports' totals.
  for (const d of DAYS) {
    const dash = (await send('GET', `/api/dashboard?date=${d}`)).json() as {
      dailySummary: { totalSales: number; totalPurchases: number };
    };
    const day = `startDate=${d}&endDate=${d}`;
    expect(paise(dash.dailySummary.totalSales), `${d}: sales`).toBe(
      sumOf(rows(await sheet(`sales?${day}`), 'sales'), 'total'),
    );
    expect(paise(dash.dailySummary.totalPurchases), `${d}: purchases`).toBe(
      sumOf(rows(await sheet(`purchases?${day}`), 'purchases'), 'total'),
    );
  }

  // Stock: one quantity and one value per item.
  const stock = rows(await sheet('stock?includeZero=true'), 'stock');
  const list = (await send('GET', '/api/items')).json() as { id: number; stock: number }[];
  const overstock = rows(await sheet('analytics/overstock'), 'overstock');
  for (const item of items) {
    const row = stock.find((r) => r['itemId'] === item.id);
    const listed = list.find((x) => x.id === item.id)!;
    expect(Number(row?.['stock'] ?? 0), `stock of ${item.name}`).toBe(listed.stock);
    const insight = overstock.find((r) => r['item'] === item.name);
    if (insight) {
      expect(Number(insight['stock']), `overstock quantity of ${item.name}`).toBe(listed.stock);
      expect(paise(insight['stockValue']), `value of ${item.name}`).toBe(
        paise(row?.['stockValue']),
      );
    }
  }

  // Godowns: each item's godowns add up to its stock; the report by godown to All godowns.
  const byGodown = await Promise.all(
    store.map(async (g) => rows(await sheet(`stock?includeZero=true&godownId=${g}`), 'stock')),
  );
  const listed = (await send('GET', '/api/items')).json() as {
    id: number;
    stock: number;
    godownStock: { godownId: number; stock: number }[];
  }[];
  for (const item of items) {
    const x = listed.find((l) => l.id === item.id)!;
    const milli = (n: number) => Math.round(n * 1000);
    expect(
      x.godownStock.reduce((sum, g) => sum + milli(g.stock), 0),
      `godowns of ${item.name}`,
    ).toBe(milli(x.stock));
    const all = stock.find((r) => r['itemId'] === item.id);
    const parts = byGodown.map((g) => g.find((r) => r['itemId'] === item.id));
    expect(
      parts.reduce((sum, r) => sum + milli(Number(r?.['stock'] ?? 0)), 0),
      `report by godown of ${item.name}`,
    ).toBe(milli(Number(all?.['stock'] ?? 0)));
    expect(
      parts.reduce((sum, r) => sum + paise(r?.['stockValue']), 0),
      `value by godown of ${item.name}`,
    ).toBeCloseTo(paise(all?.['stockValue']), -1);
  }

  // The maintained stock is what the lines, challans and returns give (no drift).
  expect(await balanceDrift(t.database.db, companyId)).toEqual([]);

  // Every series: numbers 1..n, none skipped.
  for (const [prefix, list] of issued) {
    const numbers = list.map((n) => Number(n.number.slice(prefix.length)));
    expect(numbers, `series ${prefix}`).toEqual(numbers.map((_, i) => i + 1));
  }

  // Stock by batch (issue 40): the items tracked by batch from now on, their rows (all
  // Unbatched: no line named a batch) add up to the Stock report, quantity and value, with
  // the goods on challans out, those come back in, and the bills of challans not out again.
  for (const item of items) {
    const view = (await send('GET', `/api/items/${item.id}`)).json() as Record<string, unknown>;
    const tracked = await send('PUT', `/api/items/${item.id}`, {
      ...view,
      trackedByBatch: true,
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
  }
  const byBatch = rows(await sheet(`stock/batches?asOfDate=${AS_OF}`), 'batches');
  for (const item of items) {
    const row = stock.find((r) => r['itemId'] === item.id);
    const mine = byBatch.filter((r) => r['itemName'] === item.name);
    expect(sumOf(mine, 'stock'), `stock by batch of ${item.name}`).toBe(paise(row?.['stock']));
    expect(sumOf(mine, 'stockValue'), `value by batch of ${item.name}`).toBe(
      paise(row?.['stockValue']),
    );
  }
}

describe('every figure agrees everywhere', () => {
  it('over random months of sales, purchases, payments, expenses, estimates, notes, opening balances, edits and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 14 }),
        fc.constantFrom<Registration>('regular', 'regular', 'unregistered', 'composition'),
        async (commands, registration) => {
          await month(commands, registration);
        },
      ),
      {
        numRuns: Number(process.env.AUDITOR_RUNS ?? 8),
        seed: process.env.AUDITOR_SEED ? Number(process.env.AUDITOR_SEED) : undefined,
      },
    );
  }, 600_000);
});
