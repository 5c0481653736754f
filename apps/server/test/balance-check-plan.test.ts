// The commit-time check that each document's journal balances (migration 0003) runs once per
// journal line written. PL/pgSQL keeps its query's plan: one made while the company's
// journal_lines was tiny (a new company, analysed early by the app's own upkeep or by
// autovacuum) scans the whole table, so a bulk write (an import) rescanned it once per line:
// 20,000 lines took 21 s instead of 0.3 (issue 24). Planned at each call it reads the index.
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { tidyTablesDue } from '../src/db/autovacuum.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf } from './support/fixtures.ts';
import { csv, uploader } from './imports-world.ts';

const CUSTOMERS = 1500;

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function scansOfJournal(
  app: TestApp,
): Promise<{ seq: number; idx: number; fetched: number }> {
  const db = app.database.db;
  await db.execute(sql`select pg_stat_force_next_flush()`).catch(() => undefined);
  const r = (await db.execute(
    sql`select seq_scan::int as seq, coalesce(idx_scan, 0)::int as idx,
          coalesce(idx_tup_fetch, 0)::int as fetched
          from pg_stat_user_tables where relname = 'journal_lines'`,
  )) as unknown as { rows: { seq: number; idx: number; fetched: number }[] };
  return r.rows[0]!;
}

/** 1,500 customers with opening balances through the import: 3,000 journal lines at once. */
async function importCustomers(app: TestApp, auth: Record<string, string>) {
  const header = ['Name', 'Phone', 'GSTIN', 'State', 'Address', 'Opening balance'];
  const rows = Array.from({ length: CUSTOMERS }, (_, i) => [
    `Customer ${i}`,
    '',
    '',
    '',
    '',
    '250',
  ]);
  const res = await uploader(app)(
    auth,
    'customers',
    { name: 'customers.csv', bytes: csv([header, ...rows]) },
    { openingDate: '2026-05-01' },
  );
  expect(res.statusCode, res.body).toBe(201);
}

describe('the journal balance check at commit', () => {
  it('reads each document by the index during a bulk import, even after its table was analysed while tiny', async () => {
    t = await createTestApp({ autovacuumCheckEveryMs: 3_600_000 });
    const owner = await registerAndLogin(t);
    const companyId = companyIdOf(owner.accessToken);
    const customer = await addCustomer(t, companyId, { name: 'Patil Traders' });
    const item = await addItem(t, companyId, { name: 'Soap', ratePaise: 11800, group: 'GST 18%' });
    const sale = () =>
      t!.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: owner.auth,
        payload: {
          customerId: customer.id,
          transactionDate: '2026-05-04',
          isPurchase: false,
          lineItems: [{ itemId: item.id, quantity: 1, rate: 118, unitId: item.unitId }],
          payments: [],
        },
      });
    // A few bills, the app's upkeep analyses the tiny tables, a few bills more: the check's
    // query has run often enough on a tiny table for PL/pgSQL to keep one plan for it.
    for (let i = 0; i < 3; i++) expect((await sale()).statusCode).toBe(201);
    await tidyTablesDue(t.database.db);
    for (let i = 0; i < 8; i++) expect((await sale()).statusCode).toBe(201);

    const before = await scansOfJournal(t);
    await importCustomers(t, owner.auth);
    const after = await scansOfJournal(t);
    // One opening balance a customer, two journal lines each: checked through the index, not
    // by a scan of the whole table per line (3,000 scans before).
    expect(after.seq - before.seq).toBeLessThan(50);
  }, 180_000);

  it("reads its own document's lines for a company the statistics do not know yet", async () => {
    // The statistics know one company's journal; a second company's import is then checked with
    // its id unknown to them. Planned for that value, the check read every line of the company
    // through another index once per line (a second company's year: minutes in COMMIT).
    t = await createTestApp({ autovacuumCheckEveryMs: 3_600_000 });
    const first = await registerAndLogin(t);
    const customer = await addCustomer(t, companyIdOf(first.accessToken), { name: 'Patil' });
    for (let i = 0; i < 5; i++)
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/transactions/payment',
            headers: first.auth,
            payload: {
              customerId: customer.id,
              transactionDate: '2026-05-04',
              amount: 100,
              isPaymentMade: false,
            },
          })
        ).statusCode,
      ).toBe(201);
    await tidyTablesDue(t.database.db);
    const second = await registerAndLogin(t);
    const before = await scansOfJournal(t);
    await importCustomers(t, second.auth);
    const after = await scansOfJournal(t);
    // Two lines a customer, each check reading its own document's two lines (4.5 million
    // line reads before).
    expect(after.fetched - before.fetched).toBeLessThan(60_000);
  }, 180_000);
});
