// Issue 38, part 4: the books closed up to a date (owner or manager, audited) lock every
// document, payment, estimate, expense and opening balance on or before it, GST or not, through
// the API and an import; reopening is for the owner alone, with a reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query-rows.ts';
import { lockedShop } from './support/locked-shop.ts';
import { csv, uploader } from './imports-world.ts';

let shop: Awaited<ReturnType<typeof lockedShop>>;
const send: (typeof shop)['send'] = (...args) => shop.send(...args);

const CLOSED =
  'The books are closed up to 31/10/2026: nothing on or before it can be added, changed or deleted. Only the owner can reopen them.';

const expense = (timeStamp: string, id?: number) => ({
  ...(id ? { id } : {}),
  expenseItemName: 'Tea',
  amount: 20,
  remark: null,
  timeStamp,
  isBankTransaction: false,
  bankAccountId: null,
});

let octoberExpense: number;
let octoberPayment: number;

beforeAll(async () => {
  shop = await lockedShop();
  const spent = await send('POST', '/api/expenses', expense('2026-10-16T10:15:00+05:30'));
  expect(spent.statusCode, spent.body).toBe(201);
  octoberExpense = spent.json().id;
  const paid = await send('POST', '/api/transactions/payment', {
    customerId: shop.ganesh.id,
    transactionDate: '2026-10-20',
    amount: 100,
    isBankTransaction: false,
    isPaymentMade: false,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  octoberPayment = paid.json().id;
  const close = await send(
    'PUT',
    '/api/periods/books-closed',
    { closedTo: '2026-10-31' },
    shop.manager.auth,
  );
  expect(close.statusCode, close.body).toBe(200);
  expect(close.json().booksClosedTo).toBe('2026-10-31');
}, 240_000);

afterAll(async () => {
  await shop?.t.close();
});

async function refused(res: { statusCode: number; json(): { detail: string } }) {
  expect(res.statusCode).toBe(409);
  expect(res.json().detail).toBe(CLOSED);
}

describe('closed books', () => {
  it('refuse the Auditor, a date ahead of today, and the same date again', async () => {
    const auditor = await send(
      'PUT',
      '/api/periods/books-closed',
      { closedTo: '2026-11-01' },
      shop.auditor.auth,
    );
    expect(auditor.statusCode).toBe(403);
    const ahead = await send('PUT', '/api/periods/books-closed', { closedTo: '2026-11-21' });
    expect(ahead.statusCode).toBe(400);
    const same = await send('PUT', '/api/periods/books-closed', { closedTo: '2026-10-31' });
    expect(same.statusCode).toBe(400);
  });

  it('hold a sale, a purchase, a payment and an estimate dated in them, for every role', async () => {
    const { october, bill } = shop;
    await refused(
      await send(
        'PUT',
        `/api/transactions/${october.id}`,
        bill('2026-10-12', 3, { id: october.id }),
      ),
    );
    await refused(
      await send('DELETE', `/api/transactions/${october.id}`, undefined, shop.manager.auth),
    );
    await refused(
      await send('POST', '/api/transactions', bill('2026-10-31', 1, { isPurchase: true })),
    );
    await refused(await send('DELETE', `/api/transactions/${octoberPayment}`));
    await refused(
      await send('POST', '/api/estimates', {
        customerId: shop.ganesh.id,
        transactionDate: '2026-09-30',
        lineItems: [{ itemId: shop.shirt.id, quantity: 1, rate: 105, unitId: shop.shirt.unitId }],
      }),
    );
    // The day after is open.
    const next = await send(
      'POST',
      '/api/transactions',
      bill('2026-11-01', 1, { isPurchase: true }),
    );
    expect(next.statusCode, next.body).toBe(201);
  });

  it('hold expenses: no change, no delete, none back-dated', async () => {
    await refused(
      await send('POST', '/api/expenses', expense('2026-10-16T11:00:00+05:30', octoberExpense)),
    );
    await refused(await send('DELETE', `/api/expenses/${octoberExpense}`));
    await refused(await send('POST', '/api/expenses', expense('2026-10-31T18:00:00+05:30')));
    const today = await send('POST', '/api/expenses', expense('2026-11-20T09:00:00+05:30'));
    expect(today.statusCode, today.body).toBe(201);
    // Nor can a November expense move into them.
    await refused(
      await send('POST', '/api/expenses', expense('2026-10-30T09:00:00+05:30', today.json().id)),
    );
  });

  it('hold the opening balances, saved on the screen or imported', async () => {
    await refused(
      await send('PUT', '/api/opening-balances', { cashInHand: 500, bankAccounts: [] }),
    );
    const upload = uploader(shop.t);
    const res = await upload(shop.owner.auth, 'opening-balances', {
      name: 'ob.csv',
      bytes: csv([
        ['Customer', 'Opening balance'],
        ['Ganesh Traders', '500'],
      ]),
    });
    await refused(res);
    const [row] = await queryRows<{ n: number }>(
      shop.t.database.db,
      sql`select count(*)::int as n from transactions
          where company_id = ${shop.companyId} and kind = 'opening_balance'`,
    );
    expect(Number(row!.n)).toBe(0);
  });
});

describe('reopening', () => {
  it('is for the owner only, with a reason, and is audited', async () => {
    const byManager = await send(
      'PUT',
      '/api/periods/books-closed',
      { closedTo: '2026-09-30', reason: 'A missed bill' },
      shop.manager.auth,
    );
    expect(byManager.statusCode).toBe(403);
    const noReason = await send('PUT', '/api/periods/books-closed', { closedTo: null });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Reopening the books needs a reason.');
    // Closing further needs no reason, and the manager may.
    const further = await send(
      'PUT',
      '/api/periods/books-closed',
      { closedTo: '2026-11-05' },
      shop.manager.auth,
    );
    expect(further.statusCode, further.body).toBe(200);
    const reopen = await send('PUT', '/api/periods/books-closed', {
      closedTo: '2026-09-30',
      reason: 'The CA found a missed October bill',
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    const edit = await send(
      'PUT',
      `/api/transactions/${shop.october.id}`,
      shop.bill('2026-10-12', 3, { id: shop.october.id }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const rows = await queryRows<{ before: unknown; after: unknown }>(
      shop.t.database.db,
      sql`select before, after from audit_log
          where company_id = ${shop.companyId} and entity = 'booksClosed' order by id`,
    );
    expect(rows).toEqual([
      { before: { closedTo: null }, after: { closedTo: '2026-10-31', reason: null } },
      { before: { closedTo: '2026-10-31' }, after: { closedTo: '2026-11-05', reason: null } },
      {
        before: { closedTo: '2026-11-05' },
        after: { closedTo: '2026-09-30', reason: 'The CA found a missed October bill' },
      },
    ]);
  });
});
