// `npm run citus:isolate` (issue 26): a large company gets shards of its own on another worker
// while it bills (db/citus-isolate.ts). Citus only: run with TEST_DATABASE_URL=<coordinator>
// whose nodes have wal_level = logical (`citus:up` sets it); elsewhere there is nothing to split.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceDrift } from '../src/bookkeeping/balances.ts';
import { postgresUrl, testDatabasesAreCitus } from './support/test-database.ts';
import { createTestApp, registerAndLogin } from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf } from './support/fixtures.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe.skipIf(!postgresUrl)('npm run citus:isolate', () => {
  it('gives a company shards of its own on another worker while it bills', async () => {
    if (!(await testDatabasesAreCitus())) return; // PostgreSQL: nothing to split
    const t = await createTestApp();
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
      const owner = await registerAndLogin(t);
      const companyId = companyIdOf(owner.accessToken);
      // A neighbour on the same shard would be split off with it: register a few companies.
      for (let i = 0; i < 3; i++) await registerAndLogin(t);
      const pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800 });
      const ravi = await addCustomer(t, companyId, { name: 'Ravi' });
      const save = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/transactions',
          headers: owner.auth,
          payload: {
            customerId: ravi.id,
            transactionDate: '2026-05-04',
            lineItems: [{ itemId: pen.id, unitId: pen.unitId, quantity: 1, rate: 118 }],
            payments: [{ amount: 100, isBankTransaction: false, isPaymentMade: false }],
          },
        });
      for (let i = 0; i < 3; i++) expect((await save()).statusCode).toBe(201);
      const where = () =>
        rows<{ node: string; lo: string; hi: string; h: string }>(sql`
          select p.nodename || ':' || p.nodeport as node, s.shardminvalue as lo,
                 s.shardmaxvalue as hi, worker_hash(${companyId}::int)::text as h
            from pg_dist_shard s join pg_dist_shard_placement p using (shardid)
           where s.shardid = get_shard_id_for_distribution_column('company_settings', ${companyId}::int)`);
      const [before] = await where();
      expect(before!.lo).not.toBe(before!.hi);
      const [{ name }] = (await rows<{ name: string }>(sql`select current_database() as name`)) as [
        { name: string },
      ];
      const url = new URL(postgresUrl!);
      url.pathname = `/${name}`;

      // The shop keeps saving while the command runs.
      let stop = false;
      const statuses: number[] = [];
      const saving = (async () => {
        while (!stop) statuses.push((await save()).statusCode);
      })();
      const { stdout } = await run(
        'npm',
        ['run', '--silent', 'citus:isolate', '--', String(companyId)],
        {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: url.toString() },
        },
      );
      stop = true;
      await saving;
      expect(stdout).toContain(`Company ${companyId}: shards of its own on`);

      const [after] = await where();
      expect(after!.node).not.toBe(before!.node);
      expect([after!.lo, after!.hi]).toEqual([after!.h, after!.h]);
      // Every save answered, every bill there, numbered without a gap, balances as the journal.
      expect(statuses.filter((s) => s !== 201)).toEqual([]);
      expect((await save()).statusCode).toBe(201);
      const numbers = await rows<{ number: string }>(
        sql`select number from transactions where company_id = ${companyId} and kind = 'sale' order by id`,
      );
      expect(numbers.length).toBe(3 + statuses.length + 1);
      expect(numbers.map((n) => n.number)).toEqual(
        numbers.map((_, i) => `INV-${String(i + 1).padStart(4, '0')}`),
      );
      expect(await balanceDrift(t.database.db, companyId)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 300_000);
});
