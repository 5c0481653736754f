// The test databases (issue 39): the migrated database is made once per run by the global
// setup (support/global-setup.ts) and each test's database starts from it, fully migrated and
// its own. On PostgreSQL the template is a database that refuses connections (one would stop
// it being copied); on Citus there is none.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase, postgresUrl, testDatabasesAreCitus } from './support/test-database.ts';

const opened: Database[] = [];
afterAll(async () => {
  for (const d of opened) await d.close();
});

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const migrations = (
  JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe('test databases', () => {
  it('the run made its migrated database once, for the database the tests use', async () => {
    const templates = inject('templates');
    if (postgresUrl) {
      expect(templates.pgliteTar).toBeNull();
      if (await testDatabasesAreCitus()) {
        expect(templates.postgresTemplate).toBeNull();
        return;
      }
      expect(templates.postgresTemplate).toMatch(/^hisaab_template_[0-9a-f]{12}$/);
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      try {
        const { rows: found } = await admin.query(
          'select datistemplate, datallowconn from pg_database where datname = $1',
          [templates.postgresTemplate],
        );
        expect(found).toEqual([{ datistemplate: true, datallowconn: false }]);
      } finally {
        await admin.end();
      }
    } else {
      expect(templates.postgresTemplate).toBeNull();
      expect(templates.pgliteTar).toMatch(/pgdata\.tar$/);
    }
  });

  it('each database has every migration and is its own', async () => {
    const a = await createTestDatabase();
    opened.push(a);
    const b = await createTestDatabase();
    opened.push(b);
    for (const d of [a, b]) {
      const [count] = await rows<{ n: number }>(
        d,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(Number(count!.n)).toBe(migrations);
    }
    await a.db.execute(sql`create table only_in_a (x int)`);
    const [found] = await rows<{ there: string | null }>(
      b,
      sql`select to_regclass('only_in_a')::text as there`,
    );
    expect(found!.there).toBeNull();
  }, 240_000); // two databases opened in the test itself: slow on a busy machine
});
