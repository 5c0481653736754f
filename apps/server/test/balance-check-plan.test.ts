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
import { tableScans, type TableScans } from './support/table-scans.ts';

const CUSTOMERS = 1500;
const DOCUMENTS = 1500;

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function scansOfJournal(app: TestApp): Promise<TableScans> {
  return (await tableScans(app.database)).get('journal_lines')!;
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
  it("reads its own document's lines when the statistics take the table for empty, whatever index is newest", async () => {
    // ANALYZE that runs while a big write is not yet committed sees its pages but none of its
    // rows: the table is then planned as empty, every index on company_id costs the same, and
    // the newest wins the tie. A 710,000-line year sat in COMMIT for over 12 minutes so. Here:
    // lines written and removed, then analysed (pages, no rows), a rival index made last, and
    // 1,500 documents of two lines each written in one statement.
    t = await createTestApp({ autovacuumCheckEveryMs: 3_600_000 });
    const owner = await registerAndLogin(t);
    const companyId = companyIdOf(owner.accessToken);
    const db = t.database.db;
    const lines = (from: number) => sql`
      insert into journal_lines (company_id, source_kind, source_id, entry_date, account, amount_paise)
      select ${companyId}, 'expense', ${from} + s / 2, date '2026-05-01' + (s % 28),
             case when s % 2 = 0 then 'CASH' else 'EXPENSE' end,
             case when s % 2 = 0 then -100 else 100 end
        from generate_series(0, ${2 * DOCUMENTS - 1}) s`;
    await db.execute(lines(1_000_000));
    await db.execute(sql`delete from journal_lines where company_id = ${companyId}`);
    await db.execute(sql`analyze journal_lines`);
    await db.execute(
      sql`create index journal_lines_rival_idx on journal_lines (company_id, account)`,
    );
    const before = await scansOfJournal(t);
    await db.execute(lines(2_000_000));
    const after = await scansOfJournal(t);
    // Each check reads its own two lines (4.5 million line reads through the rival index).
    expect(after.fetched - before.fetched).toBeLessThan(60_000);
    const [sum] = (
      (await db.execute(
        sql`select count(*)::int as n from journal_lines where company_id = ${companyId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(sum!.n).toBe(2 * DOCUMENTS);
  }, 180_000);
});
