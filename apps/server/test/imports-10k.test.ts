// 10,000 rows in one import: the time is printed (not asserted, machines differ); what must
// hold is that every row arrived and the ledger balances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { companyIdOf, ledgerBalance, unbalancedSources } from './support/fixtures.ts';
import { countRows, csv, uploader, xlsx } from './imports-world.ts';

const ROWS = 10_000;
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-04T06:00:00Z');
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
});
afterAll(async () => t?.close());

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${Math.round(performance.now() - started)} ms (${t.database.kind})`);
  return result;
}

describe(`${ROWS.toLocaleString('en-IN')} rows`, () => {
  it('imports customers, every one with an opening balance', { timeout: 120_000 }, async () => {
    const rows: (string | number)[][] = [['Name', 'Phone', 'State', 'Opening balance']];
    // Half owe us (sales), half are owed (purchases): 10,000 bills and 20,000 ledger lines.
    for (let i = 1; i <= ROWS; i++)
      rows.push([
        `Customer ${i}`,
        `98${String(i).padStart(8, '0')}`,
        'Maharashtra',
        i % 2 ? i : -i,
      ]);
    const file = { name: 'customers.csv', bytes: csv(rows) };
    const upload = uploader(t);
    const preview = await timed('preview 10,000 customers (CSV)', () =>
      upload(owner.auth, 'customers/preview', file),
    );
    expect(preview.json().errorRows).toBe(0);
    const res = await timed('import 10,000 customers with opening balances (CSV)', () =>
      upload(owner.auth, 'customers', file),
    );
    expect(res.statusCode).toBe(201);
    expect(await countRows(t, 'customers', companyId)).toBe(ROWS + 1); // and Cash
    expect(await countRows(t, 'transactions', companyId)).toBe(ROWS);
    // Σ i for odd i minus Σ i for even i, in rupees → paise: the parties owe −5,000 rupees net.
    expect(await ledgerBalance(t, companyId, 'PARTY')).toBe(-5000 * 100);
    expect(await unbalancedSources(t)).toEqual([]);
    // Written in one statement, each document's line, party posting and audit entry are its own
    // (every customer's amount differs): none is another customer's.
    const strays = (await t.database.db.execute(sql`
      select count(*)::int as n from transactions t
      where t.company_id = ${companyId} and t.kind = 'opening_balance' and (
        not exists (select from transaction_lines l
          where l.company_id = t.company_id and l.transaction_id = t.id
            and l.amount_paise = t.amount_paise)
        or not exists (select from journal_lines j
          where j.company_id = t.company_id and j.source_kind = 'transaction' and j.source_id = t.id and j.account = 'PARTY'
            and j.party_id = t.customer_id and abs(j.amount_paise) = t.amount_paise)
        or not exists (select from audit_log a
          where a.company_id = t.company_id and a.entity = 'transaction'
            and a.entity_id = t.id::text and (a.after->'header'->>'customerId')::int = t.customer_id
            and (a.after->'lines'->0->>'amountPaise')::int = t.amount_paise))`)) as unknown as {
      rows: { n: number }[];
    };
    expect(strays.rows[0]?.n).toBe(0);
  });

  it('imports items, every one with opening stock', { timeout: 120_000 }, async () => {
    const rows: (string | number)[][] = [
      ['Name', 'Unit', 'HSN/SAC', 'Sale rate', 'Purchase rate', 'Tax group', 'Opening stock'],
    ];
    for (let i = 1; i <= ROWS; i++)
      rows.push([`Item ${i}`, i % 3 ? 'No' : 'Kg', '1006', 100 + (i % 50), 90, 'GST 5%', i % 7]);
    const file = { name: 'items.xlsx', bytes: await xlsx(rows) };
    const upload = uploader(t);
    const res = await timed('import 10,000 items with opening stock (XLSX)', () =>
      upload(owner.auth, 'items', file),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().counts).toMatchObject({ items: ROWS, units: 1 });
    const items = (
      await t.app.inject({ method: 'GET', url: '/api/items?search=Item 7', headers: owner.auth })
    ).json() as { name: string; stock: number }[];
    expect(items.find((i) => i.name === 'Item 7')?.stock).toBe(0);
    expect(items.find((i) => i.name === 'Item 75')?.stock).toBe(75 % 7);
  });
});
