// Opens the database: real PostgreSQL when a URL is given, else embedded PGlite in a directory.
// Both speak the same SQL; the rest of the server sees one `Db` type.
import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { keepTransactionsTraceable } from './pglite-kept.ts';
import { unpackTarGz } from './unpack-tar.ts';
import { tidyTablesDue } from './autovacuum.ts';
import { retryCollidingTransactions } from './retry.ts';
import { markCitus, readCitus, type Citus } from './citus.ts';
import { startPgliteThread } from './pglite-thread.ts';
import { dumpPglite, type DumpHooks } from './pglite-backup.ts';

export { dumpPglite } from './pglite-backup.ts';

// The schema is in the type only: drizzle given it builds a relational query builder for every
// table on each db.transaction() (0.1 ms of a bill's save), and the server writes no `db.query`.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Query functions accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * The embedded database as a tar.gz of its data directory (pglite only): a backup. The
   * database is held only while its files are copied (pglite-backup.ts); `hooks.copied` is
   * called once it is released, before the copy is packed.
   */
  dumpDataDir?: (hooks?: DumpHooks) => Promise<Uint8Array>;
  /**
   * Resolves when the embedded database's thread answers, or is running a statement begun less
   * than a minute ago (openPgliteThread only): what /api/health asks there instead of a
   * `select 1`, which would wait behind the one connection for as long as another request's
   * transaction holds it (an import: seconds).
   */
  ping?: () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PostgreSQL's default 128 MB of shared buffers are touched at start: most of the embedded
 * server's memory. 16 MB keeps it under 300 MiB resident; pages beyond it come from the
 * operating system's file cache, and at 10k invoices the screens cost the same CPU (bench/start.ts).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * An empty embedded database with the migrations applied, made by the build (npm start's build
 * step, scripts/build-server.mjs). Creating a database at run time (initdb in WebAssembly) took
 * 3.7 s and 720-780 MiB at its peak on a first start; loading this archive takes a fraction.
 */
export const DATABASE_TEMPLATE = fileURLToPath(
  new URL('../../dist/pgdata-template.tar.gz', import.meta.url),
);

/** Writes DATABASE_TEMPLATE (or `file`): a new in-memory database, migrated, dumped. */
export async function writeDatabaseTemplate(file = DATABASE_TEMPLATE): Promise<void> {
  const client = new PGlite({ startParams: PGLITE_START_PARAMS });
  try {
    // Analyzed as the server's first check would (tables the migrations filled): not at start.
    await tidyTablesDue((await fromPglite(client)).db);
    const dump = await dumpPglite(client);
    mkdirSync(path.dirname(file), { recursive: true });
    await writeFile(`${file}.part`, dump);
    await rename(`${file}.part`, file);
  } finally {
    await client.close();
  }
}

/**
 * Opens the embedded database in `dataDir` (in memory when null). A directory without a
 * database starts from `template` when the build made one, else PGlite creates it; either way
 * the migrations not yet applied are applied (openPgliteHere). On this thread: the server opens
 * it on a thread of its own (openPgliteThread); operator commands and tests, which serve no
 * other client meanwhile, open it here.
 */
export async function openPglite(
  dataDir: string | null,
  template: string = DATABASE_TEMPLATE,
): Promise<Database> {
  return fromPglite(await openPgliteHere(dataDir, template), false);
}

/**
 * Opens the embedded database in `dataDir` (in memory when null) on a thread of its own
 * (pglite-thread.ts, pglite-worker.ts): a long statement there holds no request of the server's
 * thread, which reaches the database through node-postgres, as PostgreSQL (openPostgres): the
 * same driver, errors, prepared statements and transactions. PGlite has one session, so the
 * pool has one connection: statements run one at a time, as before; a request waits for the
 * connection while another's transaction holds it (never longer than POOL_WAIT_MS: then 503).
 * A directory without a database starts from `template` (see openPgliteHere).
 *
 * The server's way (main.ts, unless PGLITE_THREAD=0). The worker compiles PGlite's WebAssembly
 * afresh (and, outside the `npm start` bundle, loads its code through tsx): 2-8 s at start on a
 * busy 2-core machine, up to 48 s when many test files did it at once, which is why tests open
 * their databases on their own thread and one file (pglite-thread.test.ts) covers this one.
 */
export async function openPgliteThread(
  dataDir: string | null,
  template: string = DATABASE_TEMPLATE,
): Promise<Database> {
  const thread = await startPgliteThread(dataDir, template);
  const pool = new pg.Pool({
    max: 1,
    stream: () => thread.connection(),
    user: 'postgres',
    database: 'postgres',
    // The one session keeps its prepared statements: never closed for being idle.
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: POOL_WAIT_MS,
  });
  // As openPostgres: a broken connection fails its query, never the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = retryCollidingTransactions(drizzlePg({ client: pool }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    async close() {
      await pool.end();
      await thread.close();
    },
    dumpDataDir: (hooks?: DumpHooks) => thread.dump(hooks),
    ping: () => thread.ping(),
  };
}

/**
 * How long a request waits for the embedded database's one connection before it answers 503:
 * longer than the longest documented request (an import of 20,000 rows, a GSTR-2B of 180,000
 * invoices) holds it on a loaded machine.
 */
export const POOL_WAIT_MS = 120_000;

/**
 * Opens the embedded database in `dataDir` (in memory when null) on this thread, the PGlite
 * itself, migrated: what openPglite wraps by default, the worker's side of openPgliteThread, and
 * scripts that need PGlite's own calls.
 * A directory without a database starts from `template` when the build made one, else PGlite
 * creates it; either way the migrations not yet applied are applied.
 */
export async function openPgliteHere(
  dataDir: string | null,
  template: string = DATABASE_TEMPLATE,
): Promise<PGlite> {
  const options = { startParams: PGLITE_START_PARAMS };
  if (!dataDir) return migrated(await readyPglite(new PGlite(options)));
  const isEmpty = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  mkdirSync(dataDir, { recursive: true });
  if (isEmpty && existsSync(template)) {
    // Unpacked beside it and renamed: a start cut short leaves no half-made database.
    const unpacking = `${dataDir}.unpacking`;
    let opened: PGlite | null = null;
    try {
      rmSync(unpacking, { recursive: true, force: true });
      unpackTarGz(template, unpacking);
      rmSync(dataDir, { recursive: true, force: true });
      renameSync(unpacking, dataDir);
      opened = await readyPglite(new PGlite(dataDir, options));
      return await migrated(opened);
    } catch {
      // An archive this PGlite cannot open (made by another version): create the database.
      await opened?.close().catch(() => undefined);
      rmSync(unpacking, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
    }
  }
  return migrated(await readyPglite(new PGlite(dataDir, options)));
}

async function migrated(client: PGlite): Promise<PGlite> {
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  return client;
}

async function readyPglite(client: PGlite): Promise<PGlite> {
  await client.waitReady;
  return client;
}

export async function fromPglite(client: PGlite, runMigrations = true): Promise<Database> {
  keepTransactionsTraceable(client);
  const db = drizzlePglite({ client });
  if (runMigrations) await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: (hooks?: DumpHooks) => dumpPglite(client, hooks),
  };
}

export interface PostgresOptions {
  /** Told about connection errors (the server restarting); they never end the process. */
  onConnectionError?: (error: Error) => void;
  /** How long to keep trying when the server is not up yet at start (ms). */
  startupWaitMs?: number;
  /** Connections at most (DATABASE_POOL_SIZE); null or absent: defaultPoolSize(). */
  poolSize?: number | null;
  /**
   * Told each statement drizzle sends (its text and parameters) before it goes out: tests that
   * look at what a request runs (test/citus-router-plans.test.ts). Absent in the server: drizzle
   * then keeps its no-op logger, as before.
   */
  onQuery?: (query: string, params: unknown[]) => void;
}

/**
 * Twice the cores, at least 4: about as many statements as the database can run at once when it
 * shares the machine. More connections only queue the extra requests inside PostgreSQL, where
 * they wait unfairly (CPU and row locks), instead of in the pool's first-come-first-served
 * queue: at 16 clients saving bills on 2 cores, 10 connections gave a p99 of 270–310 ms, 4 gave
 * 110–170 ms at the same or higher throughput (bench/save-throughput.ts).
 */
export function defaultPoolSize(): number {
  return Math.max(4, 2 * availableParallelism());
}

/** No request waits longer than this for a connection: it gets a 503 instead. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** The server cancels a statement running longer (a report over years of books takes ~1 s). */
export const STATEMENT_TIMEOUT_MS = 60_000;

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const citus = await migratePostgres(url, options.startupWaitMs ?? 30_000);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? defaultPoolSize(),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // Notices a peer that vanished without closing (a cut network) instead of waiting forever.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // JIT compiling cost most of a month's report statements (bench/reports.ts: ~400 ms of a
    // 620 ms register query) and buys nothing for the short queries of a billing app.
    options: '-c jit=off',
  });
  const report = options.onConnectionError ?? (() => undefined);
  // An idle client's error reaches the pool, which drops that client.
  pool.on('error', report);
  // A checked-out client has no 'error' listener of its own: its connection dropping (the
  // server restarting mid-request) would be an unhandled 'error' event that ends the process.
  // The failed query rejects as well; on release the pool drops the broken client and opens a
  // new connection for the next request, so service resumes when the server is back.
  pool.on('connect', (client) => client.on('error', report));
  if (citus) markCitus(pool, citus);
  // Concurrent edits may deadlock or fail to serialize: the loser runs again (db/retry.ts).
  const db = retryCollidingTransactions(
    drizzlePg({ client: pool, ...queryLogger(options.onQuery) }) as unknown as Db,
  );
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** drizzle's `logger` option for PostgresOptions.onQuery; none (its no-op logger) without. */
function queryLogger(onQuery: PostgresOptions['onQuery']) {
  return onQuery ? { logger: { logQuery: onQuery } } : {};
}

/**
 * Applies migrations on a connection of its own, free of the pool's statement timeout; answers
 * what it finds of Citus there.
 */
async function migratePostgres(url: string, waitMs: number): Promise<Citus | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined); // the failed call below reports it
    try {
      await client.connect();
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      return await readCitus(client);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
