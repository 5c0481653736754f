// A fresh, migrated database per test file: a clone of a migrated PGlite template by default,
// or a new database on the PostgreSQL server named by TEST_DATABASE_URL / DATABASE_URL,
// created here and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  fromPglite,
  openPostgres,
  type Database,
  type PostgresOptions,
} from '../../src/db/client.ts';

export const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;

let template: Promise<PGlite> | null = null;

async function migratedTemplate(): Promise<PGlite> {
  const client = new PGlite();
  await fromPglite(client); // applies the migrations
  return client;
}

/** `prefix` names the PostgreSQL database (benchmarks use their own, apart from test runs). */
export async function createTestDatabase(
  prefix = 'hisaab_test',
  options: PostgresOptions = {},
): Promise<Database> {
  if (postgresUrl) return createPostgresDatabase(postgresUrl, prefix, options);
  template ??= migratedTemplate();
  const clone = (await (await template).clone()) as PGlite;
  return fromPglite(clone, false);
}

async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
  options: PostgresOptions,
): Promise<Database> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), options);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
