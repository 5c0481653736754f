import { createTestDatabase } from './test/support/test-database.ts';
import type pg from 'pg';
const database = await createTestDatabase('hisaab_scratch');
const pool = (database.db as unknown as { $client: pg.Pool }).$client;
await pool.query(`insert into companies (id, code, name, trial_ends_on) values (41, 'C41', 'x', '2030-01-01')`);
const variants: Record<string, string> = JSON.parse(process.env.VARIANTS!);
for (const [name, text] of Object.entries(variants)) {
  const c = await pool.connect();
  try {
    await c.query('begin');
    const r = await c.query(`explain (costs off) ${text}`);
    console.log(`== ${name}\n` + r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  } catch (e) { console.log(`== ${name}: ERROR ${(e as Error).message}`); }
  finally { await c.query('rollback'); c.release(); }
}
await database.close();
