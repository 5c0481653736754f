// Issue 41 part 3: a bill's save costs what its rows cost, not a round trip per check. On
// PostgreSQL every statement a save sends is captured (the database's onQuery hook): a new
// sale with a payment is begin, the save's lookups, the period locks (one statement: the
// closing date and the month's filings), the bill (one statement), commit, and after the
// commit one read of the customer's balance and the bill's due for the reply. Each statement
// is a round trip that the company's other saves wait behind (bench/README.md, save-throughput).
//
// PostgreSQL only (TEST_DATABASE_URL): PGlite's kept statements do not pass drizzle's logger,
// and on Citus a save also takes its rows' ids first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, sender, type TestApp } from './support/test-app.ts';
import { createTestDatabase, postgresUrl, testDatabasesAreCitus } from './support/test-database.ts';
import { addCustomer, addItem, companyIdOf, setCompanyState } from './support/fixtures.ts';

const plainPostgres = postgresUrl !== null && !(await testDatabasesAreCitus());

let capturing: string[] | null = null;
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let customer: { id: number };
let pen: { id: number; unitId: number };

beforeAll(async () => {
  if (!plainPostgres) return;
  const database = await createTestDatabase('hisaab_test', {
    onQuery: (query) => capturing?.push(query.replace(/\s+/g, ' ').trim()),
  });
  t = await createTestApp({ database });
  owner = await registerAndLogin(t);
  const companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  customer = await addCustomer(t, companyId, { name: 'Mumbai Stores', stateCode: '27' });
  pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
});
afterAll(async () => t?.close());

const send = sender(
  () => t,
  () => owner.auth,
);

describe.skipIf(!plainPostgres)('a bill save on PostgreSQL', () => {
  it('sends six statements and answers the balance and the due read after the commit', async () => {
    const bill = {
      customerId: customer.id,
      transactionDate: new Date().toISOString().slice(0, 10),
      lineItems: [{ itemId: pen.id, unitId: pen.unitId, quantity: 2, rate: 118 }],
      payments: [{ amount: 100, isBankTransaction: false, isPaymentMade: false }],
    };
    // The first save of a connection may read what later saves keep (e.g. the number format).
    expect((await send('POST', '/api/transactions', bill)).statusCode).toBe(201);
    const statements: string[] = [];
    capturing = statements;
    const res = await send('POST', '/api/transactions', bill).finally(() => {
      capturing = null;
    });
    expect(res.statusCode, res.body).toBe(201);
    // Two bills of ₹236 each, ₹100 paid on each: the customer owes ₹272, ₹136 on this bill.
    const body = res.json() as { customer: { balance: number }; totals: { pending: number } };
    expect(body.customer.balance).toBe(272);
    expect(body.totals.pending).toBe(136);
    const kinds = statements.map((s) => s.slice(0, 60));
    expect(statements, kinds.join('\n')).toHaveLength(6);
    expect(statements[0]).toMatch(/^begin/i);
    expect(statements[1]).toMatch(/row_to_json\(co\) as company/);
    expect(statements[2]).toMatch(/books_closed_to .*filed_returns.*for key share/);
    expect(statements[3]).toMatch(/insert into "transactions"/);
    expect(statements[4]).toMatch(/^commit/i);
    expect(statements[5]).toMatch(/party_balances.*with asked as/);
  });
});
