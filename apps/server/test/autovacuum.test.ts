// The app keeps the planner's statistics itself (db/autovacuum.ts, issue 24): the embedded
// database has no autovacuum, and without statistics a busy month's GSTR-1 checked its books
// with a nested loop that grew with the square of the month's bills (13-15 s at 2,000 bills).
import { afterEach, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { booksQuery } from '../src/modules/reports/gst/gstr1-data.ts';
import { EMBEDDED_RULE, tablesDue, tidyTablesDue, VACUUM_IDLE_MS } from '../src/db/autovacuum.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf, setCompanyState } from './support/fixtures.ts';
import { postgresUrl } from './support/test-database.ts';
import { csv, uploader } from './imports-world.ts';

const MONTH_BILLS = 300;

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

type PlanNode = {
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Join Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

/** Rows every node of the statement's plan produced or threw away, over all its loops. */
async function rowsExamined(app: TestApp, query: SQL): Promise<number> {
  const result = (await app.database.db.execute(
    sql`explain (analyze, format json) ${query}`,
  )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
  const raw = result.rows[0]!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const walk = (n: PlanNode): number =>
    n['Actual Loops'] *
      (n['Actual Rows'] +
        (n['Rows Removed by Filter'] ?? 0) +
        (n['Rows Removed by Join Filter'] ?? 0) +
        (n['Rows Removed by Index Recheck'] ?? 0)) +
    (n.Plans ?? []).reduce((sum, child) => sum + walk(child), 0);
  return walk(plan[0]!.Plan);
}

async function until(what: string, done: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function serverAutovacuumOff(app: TestApp): Promise<boolean> {
  const r = (await app.database.db.execute(
    sql`select current_setting('autovacuum') as autovacuum`,
  )) as unknown as { rows: { autovacuum: string }[] };
  return r.rows[0]!.autovacuum === 'off';
}

describe('planner statistics', () => {
  // The embedded database has only the app; a PostgreSQL server with its autovacuum off (as
  // this machine's) gets the app's checks too. Where PostgreSQL's own autovacuum runs, it
  // applies the same rule on its own schedule, which this test does not wait for.
  it("a month of bills saved through the API is planned from the app's own statistics: the GSTR-1 books check reads each row a bounded number of times", async (context) => {
    t = await createTestApp({ autovacuumCheckEveryMs: 200 });
    if (postgresUrl && !(await serverAutovacuumOff(t))) context.skip();
    const owner = await registerAndLogin(t);
    const companyId = companyIdOf(owner.accessToken);
    await setCompanyState(t, companyId, '27');
    const customer = await addCustomer(t, companyId, { name: 'Patil Traders' });
    const items = await Promise.all(
      ['GST 18%', 'GST 12%', 'GST 5%'].map((group, i) =>
        addItem(t!, companyId, { name: `Item ${i}`, ratePaise: 11800, group, hsn: '3401' }),
      ),
    );
    for (let i = 0; i < MONTH_BILLS; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: owner.auth,
        payload: {
          customerId: customer.id,
          transactionDate: `2026-04-${String(1 + (i % 28)).padStart(2, '0')}`,
          isPurchase: false,
          lineItems: items.map((item) => ({
            itemId: item.id,
            quantity: 1 + (i % 3),
            rate: 118,
            unitId: item.unitId,
          })),
          payments: [],
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const db = t.database.db;
    // Nobody runs ANALYZE here: the app's own check finds the changed tables and does.
    await until('the app to analyze the changed tables', async () => {
      const due = (await tablesDue(db)).filter((d) => d.analyze).map((d) => d.table);
      return !due.includes('transactions') && !due.includes('journal_lines');
    });
    const examined = await rowsExamined(t, booksQuery(companyId, '2026-04-01', '2026-04-30'));
    // About ten ledger lines a bill: linear reading stays near that; the nested loop over
    // every pair of bills read MONTH_BILLS² (90,000) rows and more.
    expect(examined).toBeLessThan(30 * MONTH_BILLS);
  }, 240_000);

  it('an import is analyzed at once, without waiting for the periodic check', async () => {
    t = await createTestApp({ autovacuumCheckEveryMs: 3_600_000 });
    const owner = await registerAndLogin(t);
    const header = ['Name', 'Phone', 'GSTIN', 'State', 'Address', 'Opening balance'];
    const names = Array.from({ length: 400 }, (_, i) => [`Customer ${i}`, '', '', '', '', '']);
    const res = await uploader(t)(owner.auth, 'customers', {
      name: 'customers.csv',
      bytes: csv([header, ...names]),
    });
    expect(res.statusCode).toBe(201);
    // pg_class.reltuples is what ANALYZE counted: -1 (never) or the few rows of registration.
    // On Citus the coordinator's table is a shell: ANALYZE counts the shards, on the workers.
    const read = async (query: ReturnType<typeof sql>) =>
      ((await t!.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] })
        .rows[0]!;
    const citus = (
      await read(sql`select exists (select 1 from pg_extension where extname = 'citus') as citus`)
    ).citus;
    const counted = async () =>
      Number(
        (
          await read(
            citus
              ? sql`select sum(greatest(result::real, 0)) as reltuples
                      from run_command_on_shards('customers',
                        $$select reltuples from pg_class where oid = '%s'::regclass$$)`
              : sql`select reltuples from pg_class where relname = 'customers' and relkind = 'r'`,
          )
        ).reltuples,
      );
    // Patience, not a bound: a loaded machine (CI's 2 cores) may take this long.
    await until('the import to be analyzed', async () => (await counted()) >= 400, 60_000);
  }, 120_000);
});

describe('the embedded database after a bulk write (issue 37)', () => {
  // On PGlite a VACUUM holds every other client while it runs (0.4-0.9 s after a 2B of
  // 180,000 documents): inserted rows are only analyzed, and dead rows wait for a quiet moment.
  it('analyzes a table of inserted rows without vacuuming it, and vacuums dead rows only once no request has come for a while', async (context) => {
    t = await createTestApp({ autovacuumCheckEveryMs: 3_600_000 });
    if (postgresUrl && !(await serverAutovacuumOff(t))) context.skip();
    // The app's own first check (at start) is over.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const db = t.database.db;
    await db.execute(sql`create table bulk_rows (id integer primary key, v text)`);
    await db.execute(
      sql`insert into bulk_rows select g, md5(g::text) from generate_series(1, 5000) g`,
    );
    const counts = async () => {
      await db.execute(sql`select pg_stat_force_next_flush()`).catch(() => undefined);
      const r = (await db.execute(sql`
        select vacuum_count::int as vacuums, analyze_count::int as analyses
        from pg_stat_user_tables where relname = 'bulk_rows'`)) as unknown as {
        rows: { vacuums: number; analyses: number }[];
      };
      return r.rows[0]!;
    };
    let idle = 0;
    const tidy = async () =>
      (await tidyTablesDue(db, { rule: EMBEDDED_RULE, idleFor: () => idle })).filter(
        (d) => d.table === 'bulk_rows',
      );
    // 5,000 rows inserted: analyzed (the planner knows them), not vacuumed.
    expect(await tidy()).toEqual([{ table: 'bulk_rows', vacuum: false, analyze: true }]);
    expect(await counts()).toMatchObject({ vacuums: 0 });
    expect((await counts()).analyses).toBeGreaterThan(0);
    // 4,000 deleted while requests come: analyzed only.
    await db.execute(sql`delete from bulk_rows where id <= 4000`);
    idle = VACUUM_IDLE_MS - 1_000;
    expect(await tidy()).toEqual([{ table: 'bulk_rows', vacuum: false, analyze: true }]);
    expect(await counts()).toMatchObject({ vacuums: 0 });
    // A quiet moment: vacuumed.
    idle = VACUUM_IDLE_MS;
    expect(await tidy()).toEqual([{ table: 'bulk_rows', vacuum: true, analyze: false }]);
    expect(await counts()).toMatchObject({ vacuums: 1 });
    expect(await tidy()).toEqual([]);
  }, 120_000);
});
