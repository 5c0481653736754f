// The embedded database's autovacuum. PostgreSQL's autovacuum analyzes a table once it has
// changed by 50 rows + 10% of its size, and vacuums it past 50 dead rows + 20% (or 1,000
// inserts + 20%); PGlite has no autovacuum, so without this its planner believed every table
// empty (a busy month's GSTR-1 took 13-15 s instead of 0.5 s, issue 24) and dead rows were
// never cleared. Here the same rule runs in the background: one table at a time (PGlite runs
// one statement at a time, and each VACUUM or ANALYZE holds it), only when no request is in
// flight. On PostgreSQL autovacuum does this; only bulk writes (imports) are analyzed at once,
// so the next report does not wait for autovacuum's next round. A PostgreSQL server with
// autovacuum switched off (this machine's is: a busy month's GSTR-1 took 8.6 s there) gets the
// same checks as PGlite, without waiting for idle moments: there VACUUM and ANALYZE block no
// reads or writes.
//
// On PGlite a VACUUM holds every other client for as long as it runs, and a bulk write makes a
// long one (issue 37): after a GSTR-2B of 180,000 documents, VACUUM ANALYZE of its table took
// 0.36 s, 0.56 s and 0.78 s (insert-only: the rule for inserted rows) and 0.9 s with the
// 360,000 dead rows of two replaced uploads, where ANALYZE alone took 0.35 s (2-core machine,
// load 4-10, PGlite 0.5.16). So, on PGlite only:
// - rows inserted make a table due for ANALYZE only, never for VACUUM (EMBEDDED_RULE). That
//   rule exists for the visibility map (index-only scans) and freezing; PGlite's tables get
//   both from the VACUUMs their dead rows bring, and a shop's database is far from the 200
//   million transactions after which freezing is forced;
// - a table due for VACUUM (dead rows) is vacuumed only once no request has been in flight for
//   VACUUM_IDLE_MS (a quiet moment); until then it is only analyzed, if due, so the planner's
//   statistics stay right (issue 24) whether or not the VACUUM has run.
// VACUUM (INDEX_CLEANUP OFF) took a seventh of the time but leaves the indexes' dead entries
// for ever; not used. The ANALYZE itself is kept short where it is long: gstr2b_documents
// samples 3,000 rows, not 30,000 (statistics target 10, migration 0047: 0.17-0.28 s against
// 1.3-2.3 s at load 11-15).
//
// The 5-7 s a save waited during the 2B's XLSX export in health-under-load.ts was not this: it
// was the first daily backup (platform/daily-backup.ts, a minute after the server starts), whose
// dump of the data directory holds PGlite's thread for as long as it takes.
import { sql, type SQL } from 'drizzle-orm';

/** What this needs of a database: declared here, as client.ts (its Db, Database) imports this. */
interface Db {
  execute(query: SQL): Promise<unknown>;
}
interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
}

export interface Rule {
  analyze: { rows: number; scale: number };
  vacuum: { rows: number; scale: number };
  /** null: rows inserted never make a table due for VACUUM (only for ANALYZE). */
  vacuumInserts: { rows: number; scale: number } | null;
}
/** PostgreSQL's defaults: autovacuum_{analyze,vacuum,vacuum_insert}_{threshold,scale_factor}. */
export const RULE: Rule = {
  analyze: { rows: 50, scale: 0.1 },
  vacuum: { rows: 50, scale: 0.2 },
  vacuumInserts: { rows: 1000, scale: 0.2 },
};
/** The embedded database's: no VACUUM for inserted rows (see the header). */
export const EMBEDDED_RULE: Rule = { ...RULE, vacuumInserts: null };
/** The rule the server applies to a database of this kind. */
export const ruleFor = (kind: Database['kind']): Rule => (kind === 'pglite' ? EMBEDDED_RULE : RULE);
/** On PGlite a VACUUM waits for no request to have been in flight for this long. */
export const VACUUM_IDLE_MS = 10_000;
/** How often PGlite's tables are checked against the rule (autovacuum_naptime is 1 minute). */
const CHECK_EVERY_MS = 60_000;
/** A check waits this long after start, a bulk write or a busy moment before it begins. */
const SETTLE_MS = 250;

export interface TableDue {
  table: string;
  /** Past the vacuum rule (VACUUM ANALYZE); else past the analyze rule only (ANALYZE). */
  vacuum: boolean;
  /** Past the analyze rule. */
  analyze: boolean;
}

/**
 * The tables past the rule, from the cumulative statistics (pg_stat_user_tables) against the
 * rows last counted (pg_class.reltuples, -1 before any analysis). PGlite keeps those statistics
 * while it runs (a second or more behind: this asks for them first) but loses them when it is
 * closed, so a table is also counted as changed by the pages it has grown since its analysis,
 * and a table with pages that was never analyzed is due.
 */
export async function tablesDue(db: Db, rule: Rule = RULE): Promise<TableDue[]> {
  // This connection's own counts (PostgreSQL 15+; older servers flush them within seconds).
  await db.execute(sql`select pg_stat_force_next_flush()`).catch(() => undefined);
  const size = sql`greatest(c.reltuples, 0)`;
  const { analyze, vacuum, vacuumInserts } = rule;
  const inserts = vacuumInserts
    ? sql`or s.n_ins_since_vacuum > ${vacuumInserts.rows} + ${vacuumInserts.scale} * ${size}`
    : sql``;
  const result = (await db.execute(sql`
    select table_name as "table", to_vacuum as "vacuum", to_analyze as "analyze" from (
      select s.relname as table_name, greatest(s.n_mod_since_analyze, g.grown) as changed,
        s.n_dead_tup > ${vacuum.rows} + ${vacuum.scale} * ${size} ${inserts} as to_vacuum,
        greatest(s.n_mod_since_analyze, g.grown) > ${analyze.rows} + ${analyze.scale} * ${size}
          or (c.reltuples < 0 and p.pages > 0) as to_analyze
      from pg_stat_user_tables s
      join pg_class c on c.oid = s.relid
      cross join lateral (
        select pg_relation_size(c.oid) / current_setting('block_size')::int as pages) p
      cross join lateral (
        select case when c.relpages > 0 and c.reltuples > 0
          then (p.pages - c.relpages) * c.reltuples / c.relpages else 0 end as grown) g
      where s.schemaname = 'public') t
    where to_vacuum or to_analyze
    order by changed desc`)) as unknown as { rows: TableDue[] };
  return result.rows;
}

/** VACUUM ANALYZE or ANALYZE of one table; answers how long it held the database (ms). */
async function tidy(
  db: Db,
  { table, vacuum }: Pick<TableDue, 'table' | 'vacuum'>,
): Promise<number> {
  const started = performance.now();
  const name = `"${table.replace(/"/g, '""')}"`;
  await db.execute(sql.raw(`${vacuum ? 'vacuum (analyze)' : 'analyze'} ${name}`));
  return performance.now() - started;
}

/**
 * ANALYZE of the named tables now (never VACUUM: this may run inside a transaction); answers
 * how long it took (ms). A bulk write calls it before its large statement: the plans kept for
 * the tables' foreign-key checks are dropped, and made again from their real sizes.
 */
export async function analyzeTables(db: Db, tables: string[]): Promise<number> {
  let ms = 0;
  for (const table of tables) ms += await tidy(db, { table, vacuum: false });
  return ms;
}

export interface TidyOptions {
  /** True while a request is in flight: the next table waits. */
  busy?: () => boolean;
  /** Which tables are due (RULE unless given). */
  rule?: Rule;
  /**
   * How long (ms) no request has been in flight: given, a table is vacuumed only once that is
   * VACUUM_IDLE_MS or more (else only analyzed, if due; vacuumed at a later check).
   */
  idleFor?: () => number;
  log?: (message: string) => void;
  /** True once the work should stop (the server is closing). */
  stopped?: () => boolean;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Vacuums and analyzes every table past the rule, one at a time; answers what it did. */
export async function tidyTablesDue(db: Db, options: TidyOptions = {}): Promise<TableDue[]> {
  const busy = options.busy ?? (() => false);
  const stopped = options.stopped ?? (() => false);
  const done: TableDue[] = [];
  for (const due of await tablesDue(db, options.rule)) {
    while (busy() && !stopped()) await pause(SETTLE_MS);
    if (stopped()) break;
    const idle = options.idleFor?.() ?? Infinity;
    const step = due.vacuum && idle < VACUUM_IDLE_MS ? { ...due, vacuum: false } : due;
    if (!step.vacuum && !step.analyze) continue;
    const ms = await tidy(db, step);
    options.log?.(`${step.vacuum ? 'vacuumed' : 'analyzed'} ${due.table} in ${Math.round(ms)} ms`);
    done.push(step);
  }
  return done;
}

export interface AutovacuumOptions {
  busy?: () => boolean;
  /** How long no request has been in flight (ms): PGlite's VACUUM waits for a quiet moment. */
  idleFor?: () => number;
  log?: (message: string) => void;
  checkEveryMs?: number;
}

export interface Autovacuum {
  /** After many rows were written at once (an import): analyze what changed, soon. */
  afterBulkWrite(): void;
  /** Stops the checks; waits for the statement in progress (the database is closed next). */
  stop(): Promise<void>;
}

/** PostgreSQL's autovacuum is off, for the whole server (statistics still counted). */
async function serverAutovacuumIsOff(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select current_setting('autovacuum') = 'off' and current_setting('track_counts') = 'on' as "off"`,
  )) as unknown as { rows: { off: boolean }[] };
  return result.rows[0]?.off === true;
}

export function startAutovacuum(database: Database, options: AutovacuumOptions = {}): Autovacuum {
  const { db, kind } = database;
  const log = options.log ?? (() => undefined);
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  /** One check at a time, after the ones before it; a failure is logged, the next one retries. */
  function check(): void {
    running = running.then(async () => {
      if (stopped) return;
      await pause(SETTLE_MS);
      const busy = waitForIdle ? options.busy : undefined;
      const idleFor = waitForIdle ? options.idleFor : undefined;
      await tidyTablesDue(db, {
        busy,
        idleFor,
        rule: ruleFor(kind),
        log,
        stopped: () => stopped,
      }).catch((error: Error) => {
        if (!stopped) log(`not done: ${error.message}`);
      });
    });
  }

  // Whether the app checks the tables itself: always on PGlite; on PostgreSQL when its own
  // autovacuum is off (learnt at start; until then, the app's own checks wait).
  let selfTended = kind === 'pglite';
  /** PGlite runs one statement at a time: its upkeep waits for no request to be in flight. */
  let waitForIdle = kind === 'pglite';
  function startChecks(): void {
    // Straight after the migrations (just applied), then as often as autovacuum looks.
    check();
    timer = setInterval(check, options.checkEveryMs ?? CHECK_EVERY_MS);
    timer.unref();
  }

  if (kind === 'pglite') startChecks();
  else {
    running = serverAutovacuumIsOff(db)
      .then((off) => {
        if (!off || stopped) return;
        log("PostgreSQL's autovacuum is off: the app keeps the planner's statistics itself");
        selfTended = true;
        waitForIdle = false;
        startChecks();
      })
      .catch((error: Error) => log(`not checked: ${error.message}`));
  }

  return {
    afterBulkWrite() {
      if (selfTended) return check();
      // PostgreSQL: a connection reports its changed rows to pg_stat only when it flushes them
      // (up to seconds later), so the whole database is analyzed, as one statement that blocks
      // nobody. Imports are rare; autovacuum covers the day's writes.
      running = running.then(() =>
        db.execute(sql`analyze`).catch((error: Error) => log(`analyze: ${error.message}`)),
      );
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
