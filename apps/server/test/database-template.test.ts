// A first start loads the migrated database the build made (db/client.ts, DATABASE_TEMPLATE)
// instead of creating one in WebAssembly (3.7 s and 750 MiB): issue 24.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import {
  dumpPglite,
  fromPglite,
  openPglite,
  writeDatabaseTemplate,
  type Database,
} from '../src/db/client.ts';
import { unpackTarGz } from '../src/db/unpack-tar.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'hisaab-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const journal = JSON.parse(
  readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

async function rowsOf(database: Database, table: string) {
  const r = (await database.db.execute(
    sql`select n from ${sql.identifier(table)} order by n`,
  )) as unknown as { rows: { n: number }[] };
  return r.rows;
}

async function migrationsApplied(database: Database): Promise<number> {
  const r = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number }[] };
  return r.rows[0]!.n;
}

describe('the database made at build time', () => {
  it('is the migrated database, in an archive the start unpacks', async () => {
    const template = path.join(dir, 'built.tar.gz');
    await writeDatabaseTemplate(template);
    unpackTarGz(template, path.join(dir, 'built'));
    const client = new PGlite(path.join(dir, 'built'));
    try {
      const r = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(r.rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('a new data directory starts from it, and then keeps its own data', async () => {
    // A template with a mark of its own, to see that it, not a new database, was opened.
    const made = new PGlite();
    await fromPglite(made);
    await made.exec('create table from_template (n int); insert into from_template values (1)');
    const template = path.join(dir, 'marked.tar.gz');
    writeFileSync(template, await dumpPglite(made));
    await made.close();

    const pgdata = path.join(dir, 'data', 'pgdata');
    let database = await openPglite(pgdata, template);
    try {
      expect(await migrationsApplied(database)).toBe(journal.entries.length);
      expect(await rowsOf(database, 'from_template')).toEqual([{ n: 1 }]);
      await database.db.execute(sql`insert into from_template values (7)`);
    } finally {
      await database.close();
    }
    database = await openPglite(pgdata, template);
    try {
      expect(await rowsOf(database, 'from_template')).toEqual([{ n: 1 }, { n: 7 }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('a template this PGlite cannot read is set aside and the database created', async () => {
    const broken = path.join(dir, 'broken.tar.gz');
    writeFileSync(broken, 'not an archive');
    const database = await openPglite(path.join(dir, 'other', 'pgdata'), broken);
    try {
      expect(await migrationsApplied(database)).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  }, 60_000);
});
