// A fresh, migrated database per test: by default an embedded PGlite loaded from the migrated
// database's dump, or a new database on the PostgreSQL server named by TEST_DATABASE_URL /
// DATABASE_URL, copied from a migrated template database, created here and dropped afterwards.
// Vitest's global setup (global-setup.ts) makes the dump or the template once per run; outside
// a test run (bench/) each database is migrated here. On a Citus coordinator there is no
// template: each new database is made Citus-enabled on every node (TEST_CITUS, below), so its
// migrations distribute the tables.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  fromPglite,
  openPostgres,
  type Database,
  type PostgresOptions,
} from '../../src/db/client.ts';

export const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;

/** What global-setup.ts made for this run, given to each test file by Vitest (inject). */
export interface RunTemplates {
  /** PGlite's dump of the migrated database (a tar file), when the run is on PGlite. */
  pgliteTar: string | null;
  /** A migrated database on the test server to copy, when the run is on PostgreSQL (no Citus). */
  postgresTemplate: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templates: RunTemplates;
  }
}

const noTemplates: RunTemplates = { pgliteTar: null, postgresTemplate: null };

async function runTemplates(): Promise<RunTemplates> {
  if (!process.env.VITEST) return noTemplates; // a script (bench/), not a test run
  const { inject } = await import('vitest');
  return inject('templates') ?? noTemplates;
}

/** The dump's tar, read once per test file; null: no dump, each database is migrated here. */
let pgliteTar: Promise<Blob | null> | null = null;
/** Outside a test run: one database migrated here, cloned for each. */
let template: Promise<PGlite> | null = null;

async function readPgliteTar(): Promise<Blob | null> {
  const { pgliteTar } = await runTemplates();
  if (!pgliteTar) return null;
  return new Blob([await readFile(pgliteTar)], { type: 'application/x-tar' });
}

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
  if (postgresUrl) {
    const { postgresTemplate } = await runTemplates();
    return createPostgresDatabase(postgresUrl, prefix, options, postgresTemplate);
  }
  const tar = await (pgliteTar ??= readPgliteTar());
  if (tar) return fromPglite(await PGlite.create({ loadDataDir: tar }), false);
  template ??= migratedTemplate();
  const clone = (await (await template).clone()) as PGlite;
  return fromPglite(clone, false);
}

export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
  options: PostgresOptions,
  /** A migrated database to copy (made by createPostgresTemplate: never on Citus). */
  template: string | null = null,
): Promise<Database> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let workers: Node[] | null = null;
  try {
    if (template) {
      await admin.query(`create database ${name} template ${template}`);
    } else {
      workers = await citusWorkers(admin);
      await admin.query(`create database ${name}`);
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (workers) await enableCitus(url, workers);
  const database = await openPostgres(url.toString(), options);
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(serverUrl, name, workers);
    },
  };
}

/**
 * A migrated database on the server of serverUrl for a test run's databases to copy
 * (CREATE DATABASE ... TEMPLATE: a file copy instead of every migration), or null on a Citus
 * coordinator, where each database is made Citus-enabled before its migrations (which then
 * distribute the tables). Nothing may connect to it while it is copied: it refuses connections.
 * `dropPostgresTemplate` drops it.
 */
export async function createPostgresTemplate(serverUrl: string): Promise<string | null> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `hisaab_template_${randomBytes(6).toString('hex')}`;
  try {
    if (await citusWorkers(admin)) return null;
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      await (await openPostgres(url.toString(), { poolSize: 1 })).close(); // migrates it
      await admin.query(`alter database ${name} is_template true allow_connections false`);
    } catch (error) {
      await admin.query(`drop database if exists ${name} with (force)`);
      throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

export async function dropPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await runOnce(serverUrl, [
    `alter database ${name} is_template false`,
    `drop database if exists ${name} with (force)`,
  ]);
}

/**
 * Whether the test databases are Citus-enabled (TEST_DATABASE_URL names a coordinator, as
 * citusWorkers below decides): for tests that only mean something on Citus.
 */
export async function testDatabasesAreCitus(): Promise<boolean> {
  if (!postgresUrl) return false;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    return (await citusWorkers(admin)) !== null;
  } finally {
    await admin.end();
  }
}

interface Node {
  host: string;
  port: number;
}

/**
 * A database on the Citus coordinator of TEST_DATABASE_URL, migrated before it has Citus (as a
 * single PostgreSQL server's database has been), and its URL; `enableCitus` then makes the
 * extension in it on every node and adds the workers. Null when the test server is no Citus
 * coordinator. `drop` drops it.
 */
export async function createDatabaseCitusLater(prefix = 'hisaab_test'): Promise<{
  url: string;
  enableCitus(): Promise<void>;
  drop(): Promise<void>;
} | null> {
  if (!postgresUrl) return null;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  let workers: Node[] | null;
  try {
    workers = await citusWorkers(admin);
    if (workers) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  if (!workers) return null;
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    enableCitus: () => enableCitus(url, workers),
    drop: () => dropDatabase(postgresUrl!, name, workers),
  };
}

/**
 * The workers when the test server is a Citus coordinator (TEST_CITUS=1 insists, TEST_CITUS=0
 * refuses; otherwise: the server has the citus extension and its `postgres` database lists
 * workers in pg_dist_node), else null. Read from the database of serverUrl (`postgres`).
 */
async function citusWorkers(admin: pg.Client): Promise<Node[] | null> {
  if (process.env.TEST_CITUS === '0') return null;
  const available = await admin.query(
    `select 1 from pg_available_extensions where name = 'citus'` +
      ` and to_regclass('pg_catalog.pg_dist_node') is not null`,
  );
  if (available.rowCount === 0) {
    if (process.env.TEST_CITUS === '1') {
      throw new Error('TEST_CITUS=1 but the test server is no Citus coordinator (no pg_dist_node)');
    }
    return null;
  }
  const { rows } = await admin.query<{ host: string; port: number }>(
    `select nodename as host, nodeport as port from pg_dist_node
      where groupid <> 0 and noderole = 'primary' order by nodeid`,
  );
  if (rows.length === 0 && process.env.TEST_CITUS !== '1') return null;
  return rows;
}

/**
 * Makes a new database Citus-enabled (docs/citus-findings.md §2): the coordinator propagated
 * CREATE DATABASE to the workers (citus:up turns citus.enable_create_database_propagation on);
 * the extension is made in the database on every node, then the coordinator learns its nodes.
 */
async function enableCitus(url: URL, workers: Node[]): Promise<void> {
  for (const worker of workers) {
    const workerUrl = new URL(url);
    workerUrl.hostname = worker.host;
    workerUrl.port = String(worker.port);
    await runOnce(workerUrl.toString(), ['create extension if not exists citus']);
  }
  await runOnce(url.toString(), [
    'create extension if not exists citus',
    `select citus_set_coordinator_host('${url.hostname}', ${Number(url.port || 5432)})`,
    ...workers.map((w) => `select citus_add_node('${w.host}', ${w.port})`),
  ]);
}

async function runOnce(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops the database. On Citus the drop is propagated to the workers, and a node may still be
 * ending a connection ("is being accessed by other users"), after the drop went through on
 * another node: then each node drops its own copy (propagation off), tried for up to 10 s.
 */
async function dropDatabase(
  serverUrl: string,
  name: string,
  workers: Node[] | null,
): Promise<void> {
  const drop = `drop database if exists ${name} with (force)`;
  try {
    await runOnce(serverUrl, [drop]);
    return;
  } catch (error) {
    if (!workers) throw error;
  }
  const nodes = workers.map((w) => {
    const url = new URL(serverUrl);
    url.hostname = w.host;
    url.port = String(w.port);
    return url.toString();
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      for (const url of [...nodes, serverUrl]) {
        await runOnce(url, ['set citus.enable_create_database_propagation = off', drop]);
      }
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
