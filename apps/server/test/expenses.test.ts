import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../src/db/schema.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
  sender,
} from './support/test-app.ts';
import {
  addBankAccount,
  companyIdOf,
  ledgerBalance,
  unbalancedSources,
} from './support/fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;

const send = sender(
  () => t,
  () => owner.auth,
);

const expense = (fields: Record<string, unknown> = {}) => ({
  expenseItemName: 'Tea',
  amount: 20,
  remark: null,
  timeStamp: '2026-05-04T10:15:00+05:30',
  isBankTransaction: false,
  bankAccountId: null,
  ...fields,
});

const list = async (date: string, auth = owner.auth) =>
  (await send('GET', `/api/expenses?date=${date}`, undefined, auth)).json() as Record<
    string,
    unknown
  >[];
const items = async (auth = owner.auth) =>
  (await send('GET', '/api/expenses/items', undefined, auth)).json() as {
    id: number;
    name: string;
    defaultRate: number;
  }[];
const ledgerRows = async () =>
  Number(
    (
      (await t.database.db.execute(
        sql`select count(*)::int as n from journal_lines where company_id = ${companyId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-04T06:00:00Z'); // 11:30 in India
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
});
afterAll(async () => t?.close());

describe('bank accounts on expenses', () => {
  // Runs first: the company has no bank account yet.
  it('asks for a bank account in Settings when the company has none, and saves nothing', async () => {
    for (const bankAccountId of [null, 7]) {
      const res = await send(
        'POST',
        '/api/expenses',
        expense({ isBankTransaction: true, bankAccountId }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Add a bank account in Settings before saving.');
      expect(res.json().errors.bankAccountId).toEqual([
        'Add a bank account in Settings before saving.',
      ]);
    }
    expect(await list('2026-05-04')).toEqual([]);
    expect(await items()).toEqual([]);
  });

  it("needs one of the company's accounts once there are some", async () => {
    const bank = await addBankAccount(t, companyId);
    const other = await registerAndLogin(t);
    const theirs = await addBankAccount(t, companyIdOf(other.accessToken), 'SBI');
    const missing = await send('POST', '/api/expenses', expense({ isBankTransaction: true }));
    expect(missing.json().detail).toBe('Select a bank account for this expense.');
    const foreign = await send(
      'POST',
      '/api/expenses',
      expense({ isBankTransaction: true, bankAccountId: theirs.id }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toBe(
      'Selected bank account is unavailable. Please choose another.',
    );
    expect(await list('2026-05-04')).toEqual([]);

    const saved = await send(
      'POST',
      '/api/expenses',
      expense({
        expenseItemName: 'Rent',
        amount: 5000,
        isBankTransaction: true,
        bankAccountId: bank.id,
        remark: 'May rent',
      }),
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      expenseItemName: 'Rent',
      amount: 5000,
      isBankTransaction: true,
      bankAccountId: bank.id,
      remark: 'May rent',
    });
    expect(await ledgerBalance(t, companyId, 'BANK', { bankAccountId: bank.id })).toBe(-500000);
    expect(await ledgerBalance(t, companyId, 'CASH')).toBe(0);

    // Not a bank expense: whatever account the form still held is dropped.
    const plain = await send(
      'POST',
      '/api/expenses',
      expense({
        expenseItemName: 'Milk',
        amount: 40,
        isBankTransaction: false,
        bankAccountId: bank.id,
      }),
    );
    expect(plain.json()).toMatchObject({ isBankTransaction: false, bankAccountId: null });
    expect(await ledgerBalance(t, companyId, 'CASH')).toBe(-4000);
    for (const id of [saved.json().id, plain.json().id])
      expect((await send('DELETE', `/api/expenses/${id}`)).statusCode).toBe(204);
  });
});

describe('saving expenses', () => {
  it('creates the item on first use, reuses it in any case, and remembers the last amount', async () => {
    const first = await send(
      'POST',
      '/api/expenses',
      expense({ expenseItemName: 'Tea', amount: 20, remark: 'Morning tea' }),
    );
    expect(first.statusCode).toBe(201);
    const tea = first.json();
    expect(tea).toMatchObject({
      expenseItemName: 'Tea',
      amount: 20,
      remark: 'Morning tea',
      timeStamp: '2026-05-04T04:45:00.000Z',
      isBankTransaction: false,
      bankAccountId: null,
    });
    const again = (
      await send(
        'POST',
        '/api/expenses',
        expense({
          expenseItemName: '  tea ',
          amount: 25.5,
          timeStamp: '2026-05-04T09:00:00+05:30',
        }),
      )
    ).json();
    expect(again.expenseItemId).toBe(tea.expenseItemId);
    expect(again.expenseItemName).toBe('Tea');
    expect((await items()).find((i) => i.name === 'Tea')).toEqual({
      id: tea.expenseItemId,
      name: 'Tea',
      defaultRate: 25.5,
    });
    expect(await items()).toEqual(
      expect.arrayContaining([{ id: expect.any(Number), name: 'Rent', defaultRate: 5000 }]),
    );
  });

  it("lists a day's expenses in time order", async () => {
    const rows = await list('2026-05-04');
    expect(rows.map((r) => [r.expenseItemName, r.amount, r.timeStamp])).toEqual([
      ['Tea', 25.5, '2026-05-04T03:30:00.000Z'],
      ['Tea', 20, '2026-05-04T04:45:00.000Z'],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'amount',
      'bankAccountId',
      'expenseItemId',
      'expenseItemName',
      'id',
      'isBankTransaction',
      'receiptFileName',
      'remark',
      'timeStamp',
      'version',
    ]);
    // No date: today in India.
    expect((await send('GET', '/api/expenses')).json()).toEqual(rows);
  });

  it('dates an expense by its moment in India', async () => {
    // 20:00 UTC on 5 May is 01:30 on 6 May in India; a time without a zone is India time.
    const late = (
      await send(
        'POST',
        '/api/expenses',
        expense({ expenseItemName: 'Watchman', timeStamp: '2026-05-05T20:00:00Z' }),
      )
    ).json();
    const local = (
      await send(
        'POST',
        '/api/expenses',
        expense({ expenseItemName: 'Watchman', timeStamp: '2026-05-05T23:30:00' }),
      )
    ).json();
    const dateOnly = (
      await send(
        'POST',
        '/api/expenses',
        expense({ expenseItemName: 'Watchman', timeStamp: '2026-05-07' }),
      )
    ).json();
    expect(local.timeStamp).toBe('2026-05-05T18:00:00.000Z');
    expect(dateOnly.timeStamp).toBe('2026-05-07T06:00:00.000Z'); // the date plus the current time
    expect((await list('2026-05-05')).map((r) => r.id)).toEqual([local.id]);
    expect((await list('2026-05-06')).map((r) => r.id)).toEqual([late.id]);
    expect((await list('2026-05-07')).map((r) => r.id)).toEqual([dateOnly.id]);
    const [posted] = (
      (await t.database.db.execute(
        sql`select entry_date::text as d from journal_lines where source_kind = 'expense' and source_id = ${late.id} limit 1`,
      )) as unknown as { rows: { d: string }[] }
    ).rows;
    expect(posted!.d).toBe('2026-05-06');
  });

  it('modifies an expense: new amount, item and money source, re-posted in the ledger, audited', async () => {
    const bank = (await send('GET', '/api/bankaccounts')).json()[0] as { id: number };
    const created = (
      await send(
        'POST',
        '/api/expenses',
        expense({ expenseItemName: 'Diesel', amount: 300, timeStamp: '2026-05-08T10:00:00+05:30' }),
      )
    ).json();
    const cashBefore = await ledgerBalance(t, companyId, 'CASH');
    const bankBefore = await ledgerBalance(t, companyId, 'BANK');
    const res = await send('POST', '/api/expenses', {
      Id: created.id,
      ExpenseItemName: 'Petrol',
      Amount: 350,
      TimeStamp: '2026-05-09T10:00:00+05:30',
      IsBankTransaction: true,
      BankAccountId: bank.id,
      Remark: 'Card',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      expenseItemName: 'Petrol',
      amount: 350,
      isBankTransaction: true,
      bankAccountId: bank.id,
      remark: 'Card',
    });
    expect(await list('2026-05-08')).toEqual([]);
    expect((await list('2026-05-09')).map((r) => r.id)).toEqual([created.id]);
    expect(await ledgerBalance(t, companyId, 'CASH')).toBe(cashBefore + 30000);
    expect(await ledgerBalance(t, companyId, 'BANK')).toBe(bankBefore - 35000);
    expect((await items()).find((i) => i.name === 'Diesel')!.defaultRate).toBe(300);
    expect((await items()).find((i) => i.name === 'Petrol')!.defaultRate).toBe(350);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyId),
          eq(auditLog.entity, 'expense'),
          eq(auditLog.entityId, String(created.id)),
        ),
      );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]!.before).toMatchObject({
      expenseItemName: 'Diesel',
      amountPaise: 30000,
      isBankTransaction: false,
    });
    expect(audit[1]!.after).toMatchObject({
      expenseItemName: 'Petrol',
      amountPaise: 35000,
      bankAccountId: bank.id,
      expenseDate: '2026-05-09',
    });
  });

  it('deletes an expense with its ledger lines, and audits it', async () => {
    const created = (
      await send(
        'POST',
        '/api/expenses',
        expense({ expenseItemName: 'Courier', amount: 60, timeStamp: '2026-05-10T10:00:00+05:30' }),
      )
    ).json();
    const cashBefore = await ledgerBalance(t, companyId, 'CASH');
    expect((await send('DELETE', `/api/expenses/${created.id}`)).statusCode).toBe(204);
    expect(await list('2026-05-10')).toEqual([]);
    expect(await ledgerBalance(t, companyId, 'CASH')).toBe(cashBefore + 6000);
    expect(await ledgerBalance(t, companyId, 'EXPENSE')).toBe(
      -(await ledgerBalance(t, companyId, 'CASH')) - (await ledgerBalance(t, companyId, 'BANK')),
    );
    expect((await send('DELETE', `/api/expenses/${created.id}`)).statusCode).toBe(404);
    const [deleted] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'expense'),
          eq(auditLog.entityId, String(created.id)),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(deleted!.before).toMatchObject({ expenseItemName: 'Courier', amountPaise: 6000 });
    expect(await unbalancedSources(t)).toEqual([]);
  });

  // Issue 13: the Auditor reads the books and changes nothing (this test used to let every
  // role record expenses).
  it('lets a Manager record expenses and refuses an Auditor, saving nothing', async () => {
    const stationery = expense({
      expenseItemName: 'Stationery',
      amount: 15,
      timeStamp: '2026-05-11T10:00:00+05:30',
    });
    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    const refused = await send('POST', '/api/expenses', stationery, auditor.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Auditors can read the books but not change them.');
    expect(await list('2026-05-11')).toEqual([]);
    expect((await list('2026-05-11', auditor.auth)).length).toBe(0);
    const manager = await inviteAndJoin(t, owner, 'Manager');
    expect((await send('POST', '/api/expenses', stationery, manager.auth)).statusCode).toBe(201);
    expect((await list('2026-05-11', auditor.auth)).map((r) => r.expenseItemName)).toEqual([
      'Stationery',
    ]);
  });
});

describe('the rules of spec section 5', () => {
  it('answers each broken rule with its message and changes nothing', async () => {
    const before = {
      day: await list('2026-05-04'),
      items: await items(),
      ledger: await ledgerRows(),
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ expenseItemName: '' }, 'Please enter an expense item.'],
      [{ expenseItemName: '   ' }, 'Please enter an expense item.'],
      [{ expenseItemName: undefined }, 'Please enter an expense item.'],
      [{ amount: 0 }, 'Amount must be greater than 0.'],
      [{ amount: -5 }, 'Amount must be greater than 0.'],
      [{ amount: 'abc' }, 'Amount must be greater than 0.'],
      [{ amount: 1.234 }, 'Amount must be greater than 0.'],
      [{ isBankTransaction: true, bankAccountId: null }, 'Select a bank account for this expense.'],
      [
        { isBankTransaction: true, bankAccountId: 999999 },
        'Selected bank account is unavailable. Please choose another.',
      ],
      [{ timeStamp: 'tomorrow' }, 'Enter a valid date.'],
      [{ timeStamp: '2026-05-04T25:00:00' }, 'Enter a valid date.'],
    ];
    for (const [fields, message] of cases) {
      const res = await send(
        'POST',
        '/api/expenses',
        expense({ expenseItemName: 'New Head', ...fields }),
      );
      expect(res.statusCode, message).toBe(400);
      expect(res.json().detail, message).toBe(message);
    }
    const missingId = await send('POST', '/api/expenses', expense({ id: 999999 }));
    expect(missingId.statusCode).toBe(404);
    expect(await list('2026-05-04')).toEqual(before.day);
    expect(await items()).toEqual(before.items);
    expect(await ledgerRows()).toBe(before.ledger);
  });

  it("treats other companies' expenses as missing", async () => {
    const mine = (
      await send(
        'POST',
        '/api/expenses',
        expense({ expenseItemName: 'Tea', amount: 10, timeStamp: '2026-05-12T10:00:00+05:30' }),
      )
    ).json();
    const other = await registerAndLogin(t);
    expect(
      (await send('DELETE', `/api/expenses/${mine.id}`, undefined, other.auth)).statusCode,
    ).toBe(404);
    const edit = await send(
      'POST',
      '/api/expenses',
      expense({ id: mine.id, amount: 1 }),
      other.auth,
    );
    expect(edit.statusCode).toBe(404);
    expect(await list('2026-05-12', other.auth)).toEqual([]);
    expect(await items(other.auth)).toEqual([]);
    expect((await list('2026-05-12')).map((r) => [r.id, r.amount])).toEqual([[mine.id, 10]]);
  });

  it('refuses bad ids, bad dates and anonymous callers', async () => {
    for (const id of ['0', '-1', 'abc']) {
      const res = await send('DELETE', `/api/expenses/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Invalid expense id');
    }
    const bad = await send('GET', '/api/expenses?date=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Please select a date.');
    expect((await t.app.inject({ method: 'GET', url: '/api/expenses/items' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/expenses', payload: expense() })).statusCode,
    ).toBe(401);
  });
});
