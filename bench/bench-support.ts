// What the report benchmark shares: the real app on its own database (a new PostgreSQL
// database, created and dropped, when DATABASE_URL is set; else embedded PGlite), a signed-in
// owner, timing statistics, a capture of the SQL a request runs (for EXPLAIN) and RSS sampling.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { buildApp, type App } from '../apps/server/src/app.ts';
import { loadConfig, type Config } from '../apps/server/src/platform/config.ts';
import { createMailer } from '../apps/server/src/platform/mail.ts';
import { openPglite, openPostgres, type Database, type Db } from '../apps/server/src/db/client.ts';
import {
  createPostgresDatabase,
  createTestDatabase,
} from '../apps/server/test/support/test-database.ts';
import { EMBEDDED_RULE, tidyTablesDue } from '../apps/server/src/db/autovacuum.ts';

export interface BenchApp {
  app: App;
  database: Database;
  db: Db;
  companyId: number;
  userId: number;
  /** Headers of a signed-in Admin; refreshed before the 15-minute token runs out. */
  auth(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function rows<T = Record<string, unknown>>(db: Db, query: SQL | string): Promise<T[]> {
  const q = typeof query === 'string' ? sql.raw(query) : query;
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** A database on the PostgreSQL server of DATABASE_URL by name, created if missing, never dropped. */
async function openKeptDatabase(name: string, config: Config): Promise<Database> {
  if (!process.env.DATABASE_URL || !/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error('a kept database needs DATABASE_URL and a lower-case name');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return openPostgres(url.toString(), { poolSize: config.databasePoolSize });
}

/**
 * `now`: the app's clock (insights read "today" from it); the real one by default.
 * `keepDatabase`: a PostgreSQL database name to use and keep (created if missing) instead of a
 * new one dropped at the end, so a long seeding can be reused.
 * `serverUrl`: the PostgreSQL (or Citus coordinator) server to make the new database on instead
 * of DATABASE_URL's, so one run can compare two servers (dropped at the end all the same; on a
 * Citus coordinator made Citus-enabled on every node, as the test support does).
 */
export async function startBenchApp(
  opts: { now?: () => Date; keepDatabase?: string; serverUrl?: string } = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hisaab-bench-reports-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0' });
  config.rateLimits = {
    ...config.rateLimits,
    loginPerIp: 1e9,
    mailPerIp: 1e9,
    loginPerEmail: 1e9,
    mailPerEmail: 1e9,
  };
  // The benchmark saves bills as fast as it can: fair-use ceilings would answer 429.
  config.fairUse = { requestsPerMinute: 0, documentsPerMinute: 0 };
  const database = opts.serverUrl
    ? await createPostgresDatabase(opts.serverUrl, 'hisaab_bench', {
        poolSize: config.databasePoolSize,
      })
    : opts.keepDatabase
      ? await openKeptDatabase(opts.keepDatabase, config)
      : process.env.DATABASE_URL
        ? await createTestDatabase('hisaab_bench', { poolSize: config.databasePoolSize })
        : await openPglite(path.join(dataDir, 'pgdata'));
  const app = await buildApp({
    config,
    ...(process.env.BENCH_LOG ? { logger: { level: 'error' } } : {}),
    database,
    ...(opts.now ? { now: opts.now } : {}),
    mailer: createMailer({
      smtpUrl: null,
      from: 'bench@hisaab',
      outboxDir: path.join(dataDir, 'outbox'),
      log: { info: () => undefined },
    }),
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const stamp = Date.now();
    const email = `bench-${stamp}@example.com`;
    const password = 'Secret123';
    const reg = await app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        companyName: 'Bench Wholesale Mart',
        companyCode: `R${stamp}`,
        email,
        password,
        confirmPassword: password,
        gstin: '27AAPFU0939F1ZV',
      },
    });
    if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
    await database.db.execute(
      sql`update users set email_confirmed_at = now() where email = ${email}`,
    );
    const [user] = await rows<{ id: number; company_id: number }>(
      database.db,
      sql`select id, company_id from users where email = ${email}`,
    );
    let token = '';
    let tokenAt = -Infinity;
    const auth = async () => {
      if (performance.now() - tokenAt > 10 * 60_000) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/account/login',
          payload: { email, password },
        });
        if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
        token = (res.json() as { accessToken: string }).accessToken;
        tokenAt = performance.now();
      }
      return { authorization: `Bearer ${token}` };
    };
    await auth();
    return {
      app,
      database,
      db: database.db,
      companyId: user!.company_id,
      userId: user!.id,
      auth,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * What a user's server would have done by now to a database that had these rows written: the
 * app's own autovacuum on PGlite (apps/server/src/db/autovacuum.ts), PostgreSQL's on a server,
 * both by the same rule (every table past it vacuumed or analyzed). Benches call this where
 * they ran ANALYZE or VACUUM before, so their figures are those of a database as users have it.
 */
export async function vacuumAsTheServerWould(db: Db, log: (s: string) => void): Promise<void> {
  const t0 = performance.now();
  const client = (db as unknown as { $client: unknown }).$client;
  let done;
  if (client instanceof pg.Pool) {
    // A PostgreSQL connection reports its changed rows to pg_stat within 10 s of going idle.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    // One connection without the pool's statement timeout: a year's VACUUM takes minutes.
    const conn = await client.connect();
    try {
      await conn.query('set statement_timeout = 0');
      done = await tidyTablesDue(drizzlePg({ client: conn }) as unknown as Db);
    } finally {
      conn.release(true);
    }
  } else done = await tidyTablesDue(db, { rule: EMBEDDED_RULE });
  log(
    `  autovacuum's rule: ${done.map((d) => `${d.vacuum ? 'vacuum' : 'analyze'} ${d.table}`).join(', ') || 'nothing due'} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
}

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export function stats(ms: readonly number[]): Stats {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: ms.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

export async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await f();
  return { ms: performance.now() - start, value };
}

export interface CapturedQuery {
  text: string;
  values: unknown[];
  ms: number;
}

type QueryFn = (...args: unknown[]) => unknown;

/** Wraps a client `query` so each call's text, values and time are recorded. */
function recording(original: QueryFn, queries: CapturedQuery[]): QueryFn {
  return function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const values = (Array.isArray(args[1]) ? args[1] : []) as unknown[];
    const start = performance.now();
    const record = () => queries.push({ text, values, ms: performance.now() - start });
    const last = args.at(-1);
    if (typeof last === 'function') {
      // node-postgres's pool calls client.query(text, values, callback).
      const done = last as (...r: unknown[]) => void;
      args[args.length - 1] = (...r: unknown[]) => {
        record();
        done(...r);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) return result.finally(record);
    record();
    return result;
  };
}

/**
 * Records the statements sent to the database while `f` runs, including those inside a
 * transaction (on PostgreSQL every pg.Client's query; on PGlite the instance's), so the
 * slowest statement of a report can be explained with its own parameters.
 */
export async function captureQueries<T>(
  db: Db,
  f: () => Promise<T>,
): Promise<{ value: T; queries: CapturedQuery[] }> {
  const client = (db as unknown as { $client: { query: QueryFn } }).$client;
  if (client instanceof PGlite) return capturePglite(client, f);
  const target: { query: QueryFn } =
    client instanceof pg.Pool ? (pg.Client.prototype as unknown as { query: QueryFn }) : client;
  const original = target.query;
  const queries: CapturedQuery[] = [];
  target.query = recording(original, queries);
  try {
    return { value: await f(), queries };
  } finally {
    target.query = original;
  }
}

/** Each statement's text by name, as PGlite saw it parsed (capturePglite). */
const pgliteNames = new WeakMap<PGlite, Map<string, string>>();

/**
 * PGlite's side of captureQueries: every exchange with the instance (its query(), a
 * transaction's, pglite-kept.ts's named runs) goes through execProtocolStream, so each call is
 * recorded by its first message: a simple query's text, a Parse's text, or a Bind's statement
 * (by the text of its earlier Parse). Values are not decoded (empty).
 */
async function capturePglite<T>(
  lite: PGlite,
  f: () => Promise<T>,
): Promise<{ value: T; queries: CapturedQuery[] }> {
  let names = pgliteNames.get(lite);
  if (!names) pgliteNames.set(lite, (names = new Map()));
  const known = names;
  const original = lite.execProtocolStream;
  const queries: CapturedQuery[] = [];
  const cstring = (b: Uint8Array, at: number) => {
    let end = at;
    while (end < b.length && b[end] !== 0) end++;
    return [Buffer.from(b.subarray(at, end)).toString('utf8'), end + 1] as const;
  };
  /** The statement a message batch runs: walks to its first Q, P or B message. */
  const textOf = (b: Uint8Array): string => {
    for (let at = 0; at + 5 <= b.length;) {
      const type = String.fromCharCode(b[at]!);
      const len = Buffer.from(b.subarray(at + 1, at + 5)).readInt32BE(0);
      if (type === 'Q') {
        const [text] = cstring(b, at + 5);
        // pglite-kept.ts's `set local plan_cache_mode` leads a named run's batch.
        if (!text.startsWith('set local plan_cache_mode')) return text;
      } else if (type === 'P') {
        const [name, next] = cstring(b, at + 5);
        const [text] = cstring(b, next);
        if (name) known.set(name, text);
        return `(parse) ${text}`;
      } else if (type === 'B') {
        const [, next] = cstring(b, at + 5);
        const [statement] = cstring(b, next);
        return statement ? (known.get(statement) ?? statement) : '(unnamed)';
      }
      at += 1 + len;
    }
    return '(other)';
  };
  lite.execProtocolStream = async function (this: PGlite, message, options) {
    const start = performance.now();
    try {
      return await original.call(this, message, options);
    } finally {
      const text = textOf(message);
      const ms = performance.now() - start;
      // query() sends Parse, Describe, Bind, Execute and Sync one call each: the calls after
      // a statement's Parse are that statement's.
      const last = queries.at(-1);
      if (last && (text === '(other)' || text === '(unnamed)')) last.ms += ms;
      else queries.push({ text: text.replace(/^\(parse\) /, ''), values: [], ms });
    }
  } as typeof original;
  try {
    return { value: await f(), queries };
  } finally {
    lite.execProtocolStream = original;
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a captured statement, with its parameters inlined. Costs stay
 * on: PostgreSQL prints the JIT compile time only with them.
 */
export async function explain(db: Db, q: CapturedQuery): Promise<string> {
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'bigint') return String(v);
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    if (v instanceof Date) return `'${v.toISOString()}'`;
    return `'${String(v).replace(/'/g, "''")}'`;
  };
  // $10 before $1, so a longer number is not cut short.
  let text = q.text;
  for (let i = q.values.length; i >= 1; i--) {
    text = text.split(`$${i}`).join(literal(q.values[i - 1]));
  }
  const plan = await rows<Record<string, string>>(
    db,
    `explain (analyze, buffers, timing on) ${text}`,
  );
  return plan.map((r) => Object.values(r)[0]).join('\n');
}

/** Samples the process's resident set while `f` runs; answers the peak above the start. */
export async function peakRss<T>(f: () => Promise<T>): Promise<{ value: T; peakMiB: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const value = await f();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, peakMiB: (peak - base) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

export const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

/**
 * Turns PostgreSQL's JIT compilation on or off for the benchmark's database. New sessions take
 * the setting; the pool closes idle connections after 10 s, so this waits that out and then
 * checks what a fresh connection says.
 */
export async function setJit(db: Db, on: boolean): Promise<string> {
  const [current] = await rows<{ db: string }>(db, 'select current_database() as db');
  const name = current!.db.replace(/"/g, '""');
  await rows(db, `alter database "${name}" ${on ? 'reset jit' : 'set jit = off'}`);
  await new Promise((r) => setTimeout(r, 11_000));
  const [jit] = await rows<{ jit: string }>(db, 'show jit');
  return jit!.jit;
}

/**
 * The servers a comparing bench runs on: BENCH_URLS as `label=url,label=url` (e.g.
 * `pg=postgres://postgres@127.0.0.1:5432/postgres,citus=postgres://postgres@127.0.0.1:9700/postgres`),
 * else DATABASE_URL alone, else embedded PGlite (url null).
 */
export function benchTargets(): { label: string; url: string | null }[] {
  const list = process.env.BENCH_URLS;
  if (list) {
    return list.split(',').map((entry) => {
      const at = entry.indexOf('=');
      if (at < 1) throw new Error(`BENCH_URLS: "${entry}" is not label=url`);
      return { label: entry.slice(0, at), url: entry.slice(at + 1) };
    });
  }
  const url = process.env.DATABASE_URL;
  return [{ label: url ? 'PostgreSQL' : 'PGlite', url: url ?? null }];
}

/** What a server is (Citus coordinator or plain PostgreSQL) and how it commits. */
export async function serverNote(db: Db): Promise<string> {
  const [r] = await rows<Record<string, string>>(
    db,
    `select (select extversion from pg_extension where extname = 'citus') as citus,
       current_setting('server_version') as version, current_setting('fsync') as fsync,
       current_setting('synchronous_commit') as sync, current_setting('shared_buffers') as sb,
       current_setting('wal_level') as wal`,
  );
  const workers = r!.citus
    ? (
        await rows<{ n: number }>(
          db,
          `select count(*)::int as n from pg_dist_node where groupid <> 0`,
        )
      )[0]!.n
    : 0;
  return `${r!.citus ? `Citus ${r!.citus} (${workers} workers) on ` : ''}PostgreSQL ${r!.version}, fsync ${r!.fsync}, synchronous_commit ${r!.sync}, shared_buffers ${r!.sb}, wal_level ${r!.wal}`;
}
