// `npm run citus:distribute` (issue 26): a database whose migrations ran before it had Citus (a
// single PostgreSQL server grown into a coordinator) is distributed by the command, keeps its
// bills and balances, and bills on the company's node afterwards. Citus only: run with
// TEST_DATABASE_URL=<coordinator>; elsewhere there is nothing to distribute.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/client.ts';
import { createDatabaseCitusLater, postgresUrl } from './support/test-database.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf } from './support/fixtures.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs `npm run citus:distribute` on `url` and answers what it printed. */
async function distribute(url: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'citus:distribute'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
  });
  return stdout.trim();
}

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe.skipIf(!postgresUrl)('npm run citus:distribute', () => {
  it('distributes a database migrated before it had Citus, keeping its bills', async () => {
    const later = await createDatabaseCitusLater();
    if (!later) return; // PostgreSQL without Citus: nothing to distribute
    let t: TestApp | null = null;
    try {
      // A shop's books on a plain database: a bill and its payment.
      t = await createTestApp({ database: await openPostgres(later.url) });
      const owner = await registerAndLogin(t);
      const companyId = companyIdOf(owner.accessToken);
      const pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800 });
      const ravi = await addCustomer(t, companyId, { name: 'Ravi' });
      const bill = (quantity: number) => ({
        customerId: ravi.id,
        transactionDate: '2026-05-04',
        lineItems: [{ itemId: pen.id, unitId: pen.unitId, quantity, rate: 118 }],
        payments: [{ amount: 100, isBankTransaction: false, isPaymentMade: false }],
      });
      const save = async () => {
        const res = await t!.app.inject({
          method: 'POST',
          url: '/api/transactions',
          headers: owner.auth,
          payload: bill(3),
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json();
      };
      const first = await save();
      expect(first.customer.balance).toBe(254);
      const [before] = await rowsOf<{ distributed: number }>(
        t.database,
        sql`select count(*)::int as distributed from pg_extension where extname = 'citus'`,
      );
      expect(before!.distributed).toBe(0);
      await t.close(); // closes the database too
      t = null;

      // The server made a coordinator: the extension and the workers, then the command.
      await later.enableCitus();
      expect(await distribute(later.url)).toMatch(
        /^Distributed \d+ tables and functions over 2 workers\.$/,
      );
      expect(await distribute(later.url)).toBe(
        'Every table is already distributed: nothing to do.',
      );

      t = await createTestApp({ database: await openPostgres(later.url) });
      const tables = await rowsOf<{ name: string; method: string }>(
        t.database,
        sql`select logicalrelid::text as name, partmethod as method from pg_dist_partition`,
      );
      // Every table with company_id but the five reference tables, by company_id.
      const [{ n }] = (await rowsOf<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from pg_class c
              join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id'
             where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
               and c.relname not in ('companies', 'users', 'user_tokens', 'refresh_tokens',
                 'rate_limits')`,
      )) as [{ n: number }];
      expect(tables.filter((r) => r.method === 'h')).toHaveLength(n);
      expect(n).toBeGreaterThan(25);
      expect(tables.filter((r) => r.method === 'n')).toHaveLength(5);
      // The bill and the balance came along; the next bill continues the numbers and the
      // balance, on the company's node.
      const got = await t.app.inject({
        method: 'GET',
        url: `/api/transactions/${first.id}`,
        headers: owner.auth,
      });
      expect(got.statusCode).toBe(200);
      expect(got.json().number).toBe(first.number);
      const second = await save();
      expect(second.number).toBe('INV-0002');
      expect(second.customer.balance).toBe(508);
      const nodes = await rowsOf<{ groupid: number }>(
        t.database,
        sql`select distinct p.groupid from pg_dist_partition d
          join pg_dist_placement p
            on p.shardid = get_shard_id_for_distribution_column(d.logicalrelid, ${companyId}::integer)
         where d.partmethod = 'h'`,
      );
      expect(nodes).toHaveLength(1);
      const [stored] = await rowsOf<{ bills: number; lines: number }>(
        t.database,
        sql`select (select count(*)::int from transactions where company_id = ${companyId}) as bills,
          (select count(*)::int from journal_lines where company_id = ${companyId}) as lines`,
      );
      expect(stored).toEqual({ bills: 2, lines: 8 });
    } finally {
      await t?.close();
      await later.drop();
    }
  }, 600_000);
});
