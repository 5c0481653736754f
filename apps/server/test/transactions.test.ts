import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
  sender,
} from './support/test-app.ts';
import {
  addBankAccount,
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
  ledgerBalance,
  setCompanyState,
  specialItem,
  unbalancedSources,
} from './support/fixtures.ts';
import { sql } from 'drizzle-orm';
import { projects } from '../src/db/schema.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let karnataka: { id: number };
let mumbai: { id: number };
let pen: { id: number; unitId: number };
let bag: { id: number; unitId: number };
let bank: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  karnataka = await addCustomer(t, companyId, { name: 'Rao Traders', gstin: '29AABCR1718E1ZL' });
  mumbai = await addCustomer(t, companyId, { name: 'Mumbai Stores', stateCode: '27' });
  pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
  bag = await addItem(t, companyId, { name: 'Bag', ratePaise: 99900, group: 'GST 5%' });
  bank = await addBankAccount(t, companyId);
});
afterAll(async () => t?.close());

const send = sender(
  () => t,
  () => owner.auth,
);

const line = (item: { id: number; unitId: number }, quantity: number, rate: number) => ({
  itemId: item.id,
  quantity,
  rate,
  unitId: item.unitId,
});

const sale = (
  customerId: number,
  lineItems: unknown[],
  payments: unknown[] = [],
  extra: object = {},
) => ({
  customerId,
  transactionDate: '2026-11-20',
  isPurchase: false,
  lineItems,
  payments,
  ...extra,
});

describe('sales', () => {
  it('bills an intra-state customer with CGST + SGST, numbers it, and posts a balanced journal', async () => {
    const res = await send(
      'POST',
      '/api/transactions',
      sale(
        mumbai.id,
        [line(pen, 2, 118)],
        [{ amount: 100, isBankTransaction: false, isPaymentMade: false }],
      ),
    );
    expect(res.statusCode).toBe(201);
    const bill = res.json();
    expect(bill.number).toBe('INV-0001');
    expect(bill.kind).toBe('sale');
    expect(bill.totals).toMatchObject({
      amount: 236,
      taxable: 200,
      tax: 36,
      paid: 100,
      pending: 136,
    });
    expect(bill.totals.taxSummary).toEqual([
      { component: 'CGST', rate: 9, taxable: 200, amount: 18 },
      { component: 'SGST', rate: 9, taxable: 200, amount: 18 },
    ]);
    expect(bill.lineItems[0].taxes.map((x: { component: string }) => x.component)).toEqual([
      'CGST',
      'SGST',
    ]);
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: mumbai.id })).toBe(13600);
    expect(bill.customer.balance).toBe(136);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('bills a registered customer in another state with IGST, paid by UPI into the bank', async () => {
    const res = await send(
      'POST',
      '/api/transactions',
      sale(
        karnataka.id,
        [line(pen, 1, 100), line(bag, 1, 999)],
        [{ amount: 500, isBankTransaction: true, bankAccountId: bank.id, isPaymentMade: false }],
        { remark: 'UPI ref 4411' },
      ),
    );
    expect(res.statusCode).toBe(201);
    const bill = res.json();
    expect(bill.number).toBe('INV-0002');
    // GST.md vectors: ₹100 at IGST 18% → 84.75 + 15.25; ₹999 at 5% → 951.43 + 47.57 inter-state
    expect(bill.lineItems[0]).toMatchObject({ taxableAmount: 84.75, taxAmount: 15.25 });
    expect(
      bill.totals.taxSummary.map(
        (r: { component: string; rate: number }) => `${r.component} ${r.rate}`,
      ),
    ).toEqual(['IGST 5', 'IGST 18']);
    expect(bill.totals.amount).toBe(1099);
    expect(bill.placeOfSupply).toBe('29');
    expect(await ledgerBalance(t, companyId, 'BANK', { bankAccountId: bank.id })).toBe(50000);
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: karnataka.id })).toBe(59900);
  });

  it('answers a new bill with what a later read finds, and audits what it wrote as later read', async () => {
    // The save writes the bill in one statement and builds its reply and audit row from what
    // that statement returned (no reading back): both must match what a read finds.
    const res = await send(
      'POST',
      '/api/transactions',
      sale(
        karnataka.id,
        [line(pen, 3, 118), line(bag, 1, 999), line(pen, 2, 120)],
        [
          { amount: 50, isBankTransaction: false, isPaymentMade: false },
          { amount: 70, isBankTransaction: true, bankAccountId: bank.id, isPaymentMade: false },
        ],
        { remark: 'UPI ref 9001' },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1, 2]);
    expect((await send('GET', `/api/transactions/${saved.id}`)).json()).toEqual(saved);
    // The customer's rate is the last line's for an item billed twice.
    const rates = (await t.database.db.execute(
      sql`select rate_paise from customer_item_rates where company_id = ${companyId}
          and customer_id = ${karnataka.id} and item_id = ${pen.id}`,
    )) as unknown as { rows: { rate_paise: number | string }[] };
    expect(rates.rows.map((r) => Number(r.rate_paise))).toEqual([12000]);
    expect((await send('DELETE', `/api/transactions/${saved.id}`)).statusCode).toBe(204);
    const audit = (await t.database.db.execute(
      sql`select action, before, after from audit_log where company_id = ${companyId}
          and entity = 'transaction' and entity_id = ${String(saved.id)} order by id`,
    )) as unknown as { rows: { action: string; before: unknown; after: unknown }[] };
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(audit.rows[0]!.after).toEqual(audit.rows[1]!.before);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('modifies a bill keeping its number, and re-posts it', async () => {
    const created = (
      await send('POST', '/api/transactions', sale(mumbai.id, [line(pen, 1, 118)]))
    ).json();
    const balanceBefore = await ledgerBalance(t, companyId, 'PARTY', { partyId: mumbai.id });
    const modified = await send(
      'PUT',
      `/api/transactions/${created.id}`,
      sale(
        mumbai.id,
        [line(pen, 3, 118)],
        [{ amount: 354, isBankTransaction: false, isPaymentMade: false }],
      ),
    );
    expect(modified.statusCode).toBe(200);
    expect(modified.json()).toMatchObject({
      id: created.id,
      number: created.number,
      totals: { amount: 354, paid: 354, pending: 0 },
    });
    // +354 billed −354 paid replaces the earlier +118 unpaid.
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: mumbai.id })).toBe(
      balanceBefore - 11800,
    );
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('deletes a bill with its postings and never reuses its number', async () => {
    const created = (
      await send('POST', '/api/transactions', sale(mumbai.id, [line(pen, 1, 118)]))
    ).json();
    const balance = await ledgerBalance(t, companyId, 'PARTY', { partyId: mumbai.id });
    expect((await send('DELETE', `/api/transactions/${created.id}`)).statusCode).toBe(204);
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: mumbai.id })).toBe(
      balance - 11800,
    );
    expect((await send('GET', `/api/transactions/${created.id}`)).statusCode).toBe(404);
    const next = (
      await send('POST', '/api/transactions', sale(mumbai.id, [line(pen, 1, 118)]))
    ).json();
    expect(Number(next.number.slice(4))).toBe(Number(created.number.slice(4)) + 1);
  });

  it('stores a negative rate as a positive rate with a negative quantity, and special lines without tax', async () => {
    const roundOff = await specialItem(t, companyId, 'round_off');
    const res = await send(
      'POST',
      '/api/transactions',
      sale(mumbai.id, [
        line(pen, 1, 118.4),
        { itemId: roundOff.id, quantity: 1, rate: -0.4, unitId: pen.unitId },
      ]),
    );
    const bill = res.json();
    expect(bill.lineItems[1]).toMatchObject({
      quantity: -1,
      rate: 0.4,
      amount: -0.4,
      taxAmount: 0,
      specialKind: 'round_off',
    });
    expect(bill.totals.amount).toBe(118);
    expect(await unbalancedSources(t)).toEqual([]);
    // Money lines are not goods: the Round Off item holds no stock.
    const auto = (await send('GET', '/api/transactions/autocomplete')).json();
    expect(auto.items.find((i: { id: number }) => i.id === roundOff.id).stock).toBe(0);
  });

  it('creates a new customer, item and unit typed by name', async () => {
    const res = await send(
      'POST',
      '/api/transactions',
      sale(0, [{ itemName: 'Loose Rice', quantity: 2.5, rate: 60, unitName: 'Kg' }], [], {
        customerName: 'Walk-in Ravi',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      customerName: 'Walk-in Ravi',
      lineItems: [{ itemName: 'Loose Rice', unitName: 'Kg', amount: 150 }],
    });
  });
});

describe('purchases and payments', () => {
  it('records a purchase with its own number series; the vendor balance goes negative', async () => {
    const vendor = await addCustomer(t, companyId, {
      name: 'Pen Wholesale',
      gstin: '27AAPFU0939F1ZV',
    });
    const res = await send('POST', '/api/transactions', {
      ...sale(vendor.id, [line(pen, 10, 59)]),
      isPurchase: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ number: 'PUR-0001', kind: 'purchase', isPurchase: true });
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: vendor.id })).toBe(-59000);
    expect(await ledgerBalance(t, companyId, 'TAX_INPUT')).toBe(9000);

    const paid = await send('POST', '/api/transactions/payment', {
      customerId: vendor.id,
      transactionDate: '2026-11-21',
      amount: 400,
      isPaymentMade: true,
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ kind: 'payment', number: null });
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: vendor.id })).toBe(-19000);

    const rates = (await send('GET', `/api/items/${pen.id}/vendor-buy-rate/${vendor.id}`)).json();
    expect(rates).toEqual({ vendorSpecificLastBuyRate: 59, standardBuyRate: 0 });
  });

  it('records a payment received and deletes it again', async () => {
    const before = await ledgerBalance(t, companyId, 'PARTY', { partyId: karnataka.id });
    const cashBefore = await ledgerBalance(t, companyId, 'CASH');
    const res = await send('POST', '/api/transactions/payment', {
      customerId: karnataka.id,
      transactionDate: '2026-11-21',
      amount: 99.5,
      isPaymentMade: false,
    });
    const paymentId = res.json().payments[0].id;
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: karnataka.id })).toBe(
      before - 9950,
    );
    expect(await ledgerBalance(t, companyId, 'CASH')).toBe(cashBefore + 9950);
    expect((await send('DELETE', `/api/transactions/payment/${paymentId}`)).statusCode).toBe(204);
    expect(await ledgerBalance(t, companyId, 'PARTY', { partyId: karnataka.id })).toBe(before);
    expect((await send('GET', `/api/transactions/${res.json().id}`)).statusCode).toBe(404);
  });
});

describe('the save rules of spec section 5', () => {
  it('answers each broken rule with its message and saves nothing', async () => {
    const cash = await cashCustomer(t, companyId);
    const opening = await specialItem(t, companyId, 'opening_balance');
    const countBefore = (
      (await t.database.db.execute(
        'select count(*)::int as n from transactions' as never,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
    const cases: [unknown, string][] = [
      [
        {
          customerId: cash.id,
          transactionDate: '2026-11-20',
          lineItems: [],
          payments: [{ amount: 10 }],
        },
        'Please select a customer before saving a payment.',
      ],
      [
        { customerId: mumbai.id, transactionDate: '2026-11-20', lineItems: [], payments: [] },
        'Nothing to save',
      ],
      [
        sale(mumbai.id, [line(pen, 1, 118)], [{ amount: 10, isBankTransaction: true }], {
          remark: 'x',
        }),
        'Select a bank account for this bank transaction.',
      ],
      [
        sale(
          mumbai.id,
          [line(pen, 1, 118)],
          [{ amount: 10, isBankTransaction: true, bankAccountId: bank.id }],
        ),
        'Remark is required when Bank/CC/UPI is checked.',
      ],
      [
        sale(cash.id, [{ itemId: opening.id, quantity: 1, rate: 500, unitId: pen.unitId }]),
        'Opening Balance cannot be used for cash customers.',
      ],
      [sale(mumbai.id, [{ itemId: pen.id, quantity: 1 }]), 'Line item 1 is missing: rate, unit'],
      [
        sale(mumbai.id, [
          line(pen, 1, 118),
          { itemId: 999999, quantity: 1, rate: 5, unitId: pen.unitId },
        ]),
        'Line item 2: the item no longer exists. Please choose it again.',
      ],
      [
        sale(
          mumbai.id,
          [line(pen, 1, 118)],
          [{ amount: 10, isBankTransaction: true, bankAccountId: 424242 }],
          { remark: 'x' },
        ),
        'Selected bank account is unavailable. Please choose another.',
      ],
      [sale(mumbai.id, [line(pen, 1, 118.001)]), 'Enter an amount with at most 2 decimals.'],
      // Sane limits (issue 15): a scanned barcode in Quantity; a line beyond ₹1,000 crore.
      [
        sale(mumbai.id, [line(pen, 99_999_999_999, 99_999_999_999)]),
        'Line item 1: Quantity can be at most 99,99,999.999.',
      ],
      [
        sale(mumbai.id, [line(pen, 5000, 999_999_999)]),
        'Line item 1: Quantity × rate can be at most ₹9,99,99,99,999.99.',
      ],
      [
        { ...sale(mumbai.id, [line(pen, 1, 118)]), transactionDate: '0000-01-01' },
        'Enter a valid date.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', '/api/transactions', body);
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json()), message).toContain(message);
    }
    const countAfter = (
      (await t.database.db.execute(
        'select count(*)::int as n from transactions' as never,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
    expect(countAfter).toBe(countBefore);
  });

  it("checks ids: non-positive ids are 400, other companies' ids are 404", async () => {
    expect((await send('DELETE', '/api/transactions/0')).json().detail).toBe(
      'Invalid transaction id',
    );
    expect((await send('DELETE', '/api/transactions/payment/-3')).json().detail).toBe(
      'Invalid payment id',
    );
    const mine = (
      await send('POST', '/api/transactions', sale(mumbai.id, [line(pen, 1, 118)]))
    ).json();
    const other = await registerAndLogin(t);
    expect(
      (await send('GET', `/api/transactions/${mine.id}`, undefined, other.auth)).statusCode,
    ).toBe(404);
    expect(
      (
        await send(
          'PUT',
          `/api/transactions/${mine.id}`,
          sale(mumbai.id, [line(pen, 1, 1)]),
          other.auth,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `/api/transactions/${mine.id}`, undefined, other.auth)).statusCode,
    ).toBe(404);
    // Their own bill cannot name my customer or item either.
    expect(
      (await send('POST', '/api/transactions', sale(mumbai.id, [line(pen, 1, 1)]), other.auth))
        .statusCode,
    ).toBe(400);
    expect((await send('GET', `/api/transactions/${mine.id}`)).json().totals.amount).toBe(118);
  });
  it("refuses a project that is missing or another company's, saving nothing", async () => {
    const other = await registerAndLogin(t);
    const [theirs] = await t.database.db
      .insert(projects)
      .values({ companyId: companyIdOf(other.accessToken), name: 'Their site' })
      .returning();
    const before = (await send('GET', '/api/transactions/autocomplete'))
      .json()
      .customers.find((c: { id: number }) => c.id === mumbai.id).balance;
    for (const projectId of [theirs!.id, 987654]) {
      const bill = await send(
        'POST',
        '/api/transactions',
        sale(mumbai.id, [line(pen, 1, 118)], [], { projectId }),
      );
      expect(bill.statusCode).toBe(400);
      expect(bill.json().errors.projectId).toEqual(['Project not found.']);
      const payment = await send('POST', '/api/transactions/payment', {
        customerId: mumbai.id,
        projectId,
        transactionDate: '2026-11-21',
        amount: 5,
      });
      expect(payment.statusCode).toBe(400);
      expect(payment.json().errors.projectId).toEqual(['Project not found.']);
    }
    expect(
      (await send('GET', '/api/transactions/autocomplete'))
        .json()
        .customers.find((c: { id: number }) => c.id === mumbai.id).balance,
    ).toBe(before);
    // A project of the company is kept on the bill.
    const [mine] = await t.database.db
      .insert(projects)
      .values({ companyId, name: 'Main site' })
      .returning();
    const ok = await send(
      'POST',
      '/api/transactions',
      sale(mumbai.id, [line(pen, 1, 118)], [], { projectId: mine!.id }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().projectId).toBe(mine!.id);
  });
  it('answers ids too large for the database like missing ones, not with a server error', async () => {
    const huge = 99_999_999_999;
    const bill = await send('POST', '/api/transactions', sale(huge, [line(pen, 1, 118)]));
    expect(bill.statusCode).toBe(400);
    expect(bill.json().errors.customerId).toEqual(['Customer not found.']);
    // The rate lookups refuse such ids like every other id (issue 13).
    for (const [url, detail] of [
      [`/api/items/${huge}/customer-rate/${mumbai.id}`, 'Invalid item id'],
      [`/api/items/${pen.id}/customer-rate/${huge}`, 'Invalid customer id'],
      [`/api/items/customer-rate/${huge}`, 'Invalid customer id'],
      [`/api/items/${huge}/vendor-buy-rate/${mumbai.id}`, 'Invalid item id'],
      [`/api/items/${pen.id}/vendor-buy-rate/${huge}`, 'Invalid vendor id'],
    ]) {
      const reply = await send('GET', url!);
      expect([reply.statusCode, reply.json().detail]).toEqual([400, detail]);
    }
  });
});

describe('Update Items and customer rates', () => {
  it('remembers the last rate billed to a customer; Update Items changes the master rate and clears them', async () => {
    await send('POST', '/api/transactions', sale(mumbai.id, [line(bag, 1, 950)]));
    expect(
      (await send('GET', `/api/items/${bag.id}/customer-rate/${mumbai.id}`)).json(),
    ).toMatchObject({ rate: 950 });
    expect((await send('GET', `/api/items/customer-rate/${mumbai.id}`)).json()).toEqual(
      expect.arrayContaining([{ itemId: bag.id, rate: 950 }]),
    );
    expect((await send('GET', '/api/items/customer-rate/0')).json()).toEqual([]);
    const unknown = await send('GET', '/api/items/customer-rate/999999');
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, 'Customer not found.']);

    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    const refused = await send(
      'POST',
      '/api/transactions',
      sale(karnataka.id, [line(bag, 1, 1050)], [], { updateItems: true }),
      auditor.auth,
    );
    expect(refused.statusCode).toBe(403);

    await send(
      'POST',
      '/api/transactions',
      sale(karnataka.id, [line(bag, 1, 1050)], [], { updateItems: true }),
    );
    const auto = (await send('GET', '/api/transactions/autocomplete')).json();
    expect(auto.items.find((i: { id: number }) => i.id === bag.id).rate).toBe(1050);
    expect(auto.bankAccounts).toHaveLength(1);
    expect(auto.customers.find((c: { id: number }) => c.id === mumbai.id).balance).toBeGreaterThan(
      0,
    );
    expect(
      (await send('GET', `/api/items/${bag.id}/customer-rate/${mumbai.id}`)).json(),
    ).toBeNull();
  });
});

describe('numbering under load', () => {
  it('gives 50 parallel sales 50 distinct consecutive numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        send('POST', '/api/transactions', sale(mumbai.id, [line(pen, 1, 118)])),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const numbers = results.map((r) => Number(r.json().number.slice(4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.at(-1)! - numbers[0]!).toBe(49);
    expect(await unbalancedSources(t)).toEqual([]);
  });
});
