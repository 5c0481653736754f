import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  expenseItems,
  expenses,
  journalLines,
  payments,
  transactions,
} from '../src/db/schema.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';

type Auth = { auth: Record<string, string> };
type BankAccount = {
  id: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branchName: string | null;
  bankCode: string | null;
  bankTransactionDetails: string | null;
};

let t: TestApp;
let admin: Auth;
let manager: Auth;
let auditor: Auth;
let other: Auth;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t, { email: 'admin@bank-a.example' });
  manager = await inviteAndJoin(t, admin, 'Manager');
  auditor = await inviteAndJoin(t, admin, 'Auditor');
  other = await registerAndLogin(t, { email: 'admin@bank-b.example' });
  const customers = (await call('GET', '/api/customers', admin)).json() as { companyId: number }[];
  companyId = customers[0]!.companyId;
});
afterAll(async () => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Auth,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: who.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const account = (overrides: Record<string, unknown> = {}) => ({
  bankName: 'HDFC Bank',
  accountName: 'Sharma Traders Current',
  accountNumber: '50200012345678',
  branchName: 'Fort, Mumbai',
  bankCode: 'hdfc0000060',
  bankTransactionDetails: 'UPI: sharma@hdfcbank',
  ...overrides,
});

async function create(body: Record<string, unknown>, who: Auth = admin): Promise<BankAccount> {
  const res = await call('POST', '/api/bankaccounts', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const listAccounts = async (who: Auth = admin): Promise<BankAccount[]> =>
  (await call('GET', '/api/bankaccounts', who)).json();

async function customerId(name: string): Promise<number> {
  return ((await call('POST', '/api/customers', admin, { name })).json() as { id: number }).id;
}

describe('bank account records', () => {
  it('creates from a PascalCase body, upper-cases the bank code and blanks become null', async () => {
    const created = await create({
      BankName: ' State Bank of India ',
      AccountName: 'Main',
      AccountNumber: '30012345678',
      BranchName: '',
      BankCode: 'sbin0000300',
      BankTransactionDetails: '  ',
    });
    expect(created).toEqual({
      id: expect.any(Number),
      bankName: 'State Bank of India',
      accountName: 'Main',
      accountNumber: '30012345678',
      branchName: null,
      bankCode: 'SBIN0000300',
      bankTransactionDetails: null,
      version: 1,
    });
    expect((await call('GET', `/api/bankaccounts/${created.id}`, admin)).json()).toEqual(created);
  });

  it('updates (the body may repeat the id) and deletes, writing the audit trail', async () => {
    const created = await create(account(), manager);
    const updated = await call('PUT', `/api/bankaccounts/${created.id}`, manager, {
      ...account({ branchName: 'Nariman Point' }),
      id: created.id,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      branchName: 'Nariman Point',
      bankCode: 'HDFC0000060',
    });
    expect((await call('DELETE', `/api/bankaccounts/${created.id}`, manager)).statusCode).toBe(204);
    expect((await call('GET', `/api/bankaccounts/${created.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/bankaccounts/${created.id}`, manager)).statusCode).toBe(404);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyId),
          eq(auditLog.entity, 'bankAccount'),
          eq(auditLog.entityId, String(created.id)),
        ),
      );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ branchName: 'Fort, Mumbai' }),
      after: expect.objectContaining({ branchName: 'Nariman Point' }),
    });
  });

  it.each([
    [{ bankName: '' }, 'bankName', 'Bank name is required.'],
    [{ accountName: undefined }, 'accountName', 'Account name is required.'],
    [{ accountNumber: '   ' }, 'accountNumber', 'Account number is required.'],
    [{ bankName: 'b'.repeat(129) }, 'bankName', 'Bank name must be 128 characters or fewer.'],
    [
      { accountNumber: '1'.repeat(65) },
      'accountNumber',
      'Account number must be 64 characters or fewer.',
    ],
    [{ bankCode: 'c'.repeat(33) }, 'bankCode', 'Bank code must be 32 characters or fewer.'],
    [
      { bankTransactionDetails: 'd'.repeat(513) },
      'bankTransactionDetails',
      'Transaction details must be 512 characters or fewer.',
    ],
  ])('refuses %j and creates nothing', async (override, field, message) => {
    const before = (await listAccounts()).length;
    const res = await call('POST', '/api/bankaccounts', admin, account(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect(await listAccounts()).toHaveLength(before);
  });

  it('refuses ids that are not positive whole numbers', async () => {
    for (const id of ['0', '-4', 'x']) {
      for (const [method, url] of [
        ['GET', `/api/bankaccounts/${id}`],
        ['PUT', `/api/bankaccounts/${id}`],
        ['DELETE', `/api/bankaccounts/${id}`],
        ['GET', `/api/bankaccounts/${id}/transactions?startDate=2025-10-01&endDate=2025-10-31`],
      ] as const) {
        const res = await call(method, url, admin, method === 'PUT' ? account() : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json().detail).toBe('Invalid bank account id');
      }
    }
  });
});

describe('bank transactions', () => {
  let bank: BankAccount;

  beforeAll(async () => {
    bank = await create(account({ accountName: 'Transactions' }));
    const spare = await create(account({ accountName: 'Spare' }));
    const mehta = await customerId('Mehta Textiles');
    const vendor = await customerId('Kumar Suppliers');
    const db = t.database.db;
    const [sale, paymentOnly, other] = await db
      .insert(transactions)
      .values([
        {
          companyId,
          kind: 'sale',
          isPurchase: false,
          number: 'INV-0001',
          transactionDate: '2025-10-03',
          customerId: mehta,
          amountPaise: 100_000,
          paidPaise: 60_000,
          remark: 'Sale remark',
        },
        {
          companyId,
          kind: 'payment',
          isPurchase: true,
          transactionDate: '2025-10-05',
          customerId: vendor,
          amountPaise: 0,
          paidPaise: 25_000,
        },
        {
          companyId,
          kind: 'sale',
          isPurchase: false,
          number: 'INV-0002',
          transactionDate: '2025-09-30',
          customerId: mehta,
          amountPaise: 5_000,
          paidPaise: 5_000,
        },
      ])
      .returning();
    await db.insert(payments).values([
      {
        companyId,
        transactionId: sale!.id,
        paymentDate: '2025-10-03',
        amountPaise: 60_000,
        isBankTransaction: true,
        bankAccountId: bank.id,
        isPaymentMade: false,
        remark: 'NEFT UTR 123',
      },
      {
        companyId,
        transactionId: paymentOnly!.id,
        paymentDate: '2025-10-05',
        amountPaise: 25_000,
        isBankTransaction: true,
        bankAccountId: bank.id,
        isPaymentMade: true,
      },
      // Outside the range, in cash, or through another account: not listed.
      {
        companyId,
        transactionId: other!.id,
        paymentDate: '2025-09-30',
        amountPaise: 5_000,
        isBankTransaction: true,
        bankAccountId: bank.id,
        isPaymentMade: false,
      },
      {
        companyId,
        transactionId: sale!.id,
        paymentDate: '2025-10-03',
        amountPaise: 1_000,
        isBankTransaction: false,
        isPaymentMade: false,
      },
      {
        companyId,
        transactionId: sale!.id,
        paymentDate: '2025-10-03',
        amountPaise: 2_000,
        isBankTransaction: true,
        bankAccountId: spare.id,
        isPaymentMade: false,
      },
    ]);
    // The sale's postings: what is due on it is read from the ledger (bill-dues.ts).
    await db.insert(journalLines).values(
      [
        ['PARTY', 40_000],
        ['BANK', 60_000],
        ['SALES', -100_000],
      ].map(([account, amountPaise]) => ({
        companyId,
        sourceKind: 'transaction',
        sourceId: sale!.id,
        entryDate: '2025-10-03',
        account: account as string,
        partyId: account === 'PARTY' ? mehta : null,
        bankAccountId: account === 'BANK' ? bank.id : null,
        amountPaise: amountPaise as number,
      })),
    );
    const [internet] = await db
      .insert(expenseItems)
      .values({ companyId, name: 'Internet' })
      .returning();
    await db.insert(expenses).values({
      companyId,
      expenseItemId: internet!.id,
      amountPaise: 79_950,
      remark: 'October plan',
      expenseDate: '2025-10-04',
      timeStamp: new Date('2025-10-04T10:30:00+05:30'),
      isBankTransaction: true,
      bankAccountId: bank.id,
    });
  });

  it('lists payments and bank expenses of the account in the range, by date', async () => {
    const res = await call(
      'GET',
      `/api/bankaccounts/${bank.id}/transactions?startDate=2025-10-01&endDate=2025-10-31`,
      auditor,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        transactionDate: '2025-10-03',
        customerName: 'Mehta Textiles',
        number: 'INV-0001',
        transactionId: expect.any(Number),
        expenseId: null,
        isPurchase: false,
        totalAmount: 1000,
        amountPaid: 600,
        pendingAmount: 400,
        remark: 'NEFT UTR 123',
      },
      {
        transactionDate: '2025-10-04',
        customerName: 'Internet',
        number: null,
        transactionId: null,
        expenseId: expect.any(Number),
        isPurchase: true,
        totalAmount: 799.5,
        amountPaid: 799.5,
        pendingAmount: 0,
        remark: 'October plan',
      },
      {
        transactionDate: '2025-10-05',
        customerName: 'Kumar Suppliers',
        number: null,
        transactionId: expect.any(Number),
        expenseId: null,
        isPurchase: true,
        totalAmount: 250,
        amountPaid: 250,
        pendingAmount: 0,
        remark: null,
      },
    ]);
    const oneDay = await call(
      'GET',
      `/api/bankaccounts/${bank.id}/transactions?startDate=2025-10-04&endDate=2025-10-04`,
      admin,
    );
    expect(oneDay.json().map((r: { customerName: string }) => r.customerName)).toEqual([
      'Internet',
    ]);
  });

  it.each([
    ['', 'Please select start and end dates.'],
    ['?startDate=2025-10-01', 'Please select start and end dates.'],
    ['?startDate=2025-10-01&endDate=', 'Please select start and end dates.'],
    ['?startDate=2025-02-30&endDate=2025-03-01', 'Please select start and end dates.'],
    ['?startDate=2025-10-31&endDate=2025-10-01', 'Start date must be before end date.'],
  ])('refuses the range %s', async (query, message) => {
    const res = await call('GET', `/api/bankaccounts/${bank.id}/transactions${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(message);
  });

  it('keeps an account that payments or expenses use', async () => {
    const res = await call('DELETE', `/api/bankaccounts/${bank.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'This bank account is used by payments or expenses and cannot be deleted.',
    );
    expect((await call('GET', `/api/bankaccounts/${bank.id}`, admin)).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bankaccounts' })).statusCode).toBe(401);
  });

  it('lets an Auditor read accounts but not change them', async () => {
    const mine = await create(account({ accountName: 'Auditor Check' }));
    expect((await listAccounts(auditor)).map((a) => a.id)).toContain(mine.id);
    for (const [method, url] of [
      ['POST', '/api/bankaccounts'],
      ['PUT', `/api/bankaccounts/${mine.id}`],
      ['DELETE', `/api/bankaccounts/${mine.id}`],
    ] as const) {
      const res = await call(
        method,
        url,
        auditor,
        method === 'DELETE' ? undefined : account({ accountName: 'Changed' }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Only Admin/Manager can change bank accounts.');
    }
    expect((await call('GET', `/api/bankaccounts/${mine.id}`, admin)).json().accountName).toBe(
      'Auditor Check',
    );
  });

  it('answers 404 for another company’s account and changes nothing', async () => {
    const theirs = await create(account({ accountName: 'Theirs' }), other);
    const url = `/api/bankaccounts/${theirs.id}`;
    expect((await call('GET', url, admin)).statusCode).toBe(404);
    expect((await call('PUT', url, admin, account({ accountName: 'Mine now' }))).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', url, admin)).statusCode).toBe(404);
    expect(
      (await call('GET', `${url}/transactions?startDate=2025-10-01&endDate=2025-10-31`, admin))
        .statusCode,
    ).toBe(404);
    expect((await listAccounts()).map((a) => a.id)).not.toContain(theirs.id);
    expect((await call('GET', url, other)).json().accountName).toBe('Theirs');
  });
});
