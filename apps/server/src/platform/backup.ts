// Backups of the books, with the database's own tools so that nothing is re-implemented:
// - embedded PGlite: its dump of the data directory (a tar.gz, exact, sequences and migrations
//   included); restored into a fresh directory, the old one kept beside it;
// - PostgreSQL: pg_dump's custom format; restored with pg_restore in ONE transaction, so a
//   failed restore leaves the books as they were.
// The embedded database must never be opened by two processes: these take DATA_DIR's lock and
// refuse while the server holds it (the server backs itself up daily into DATA_DIR/backups).
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { dumpPglite } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

/** A refusal or failure to tell the operator as it is (no stack trace). */
export class BackupError extends Error {}

export type BackupKind = 'pglite' | 'pg_dump';

/** What a backup file holds, from its first bytes: gzip (PGlite's tar.gz) or pg_dump's PGDMP. */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
  return null;
}

/** Writes beside the target first, so a crash never leaves half a backup under its name. */
async function writeAtomically(file: string, data: Uint8Array): Promise<void> {
  const part = `${file}.part`;
  await writeFile(part, data);
  renameSync(part, file);
}

function lockOrRefuse(dataDir: string) {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `The server is running on ${dataDir} (pid ${error.pid}): stop the server first. ` +
        `While it runs it makes a daily backup into ${path.join(dataDir, 'backups')}.`,
    );
  }
}

export async function backupEmbedded(dataDir: string, file: string): Promise<void> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!existsSync(path.join(pgdata, 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${dataDir}.`);
  const lock = lockOrRefuse(dataDir);
  try {
    const client = new PGlite(pgdata);
    try {
      await writeAtomically(file, await dumpPglite(client));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Replaces DATA_DIR's embedded database by the backup. The database it replaces is moved to
 * pgdata.before-restore-<time> (delete it once the restored books look right); on failure it is
 * put back. Migrations newer than the backup are applied when the server starts.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<{ previous: string | null }> {
  if (backupKindOf(file) !== 'pglite')
    throw new BackupError(
      `${file} is not a backup of the embedded database` +
        (backupKindOf(file) === 'pg_dump' ? ' (it is a PostgreSQL one: set DATABASE_URL).' : '.'),
    );
  mkdirSync(dataDir, { recursive: true });
  const lock = lockOrRefuse(dataDir);
  const pgdata = path.join(dataDir, 'pgdata');
  const previous = existsSync(pgdata)
    ? `${pgdata}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`
    : null;
  try {
    if (previous) renameSync(pgdata, previous);
    try {
      const blob = new Blob([await readFile(file)]);
      const client = new PGlite(pgdata, { loadDataDir: blob });
      try {
        await client.query('select count(*) from drizzle.__drizzle_migrations');
      } finally {
        await client.close();
      }
    } catch (error) {
      rmSync(pgdata, { recursive: true, force: true });
      if (previous) renameSync(previous, pgdata);
      throw new BackupError(`Could not restore ${file}: ${(error as Error).message}`);
    }
    return { previous };
  } finally {
    lock.release();
  }
}

/** Runs a PostgreSQL client tool; its stderr becomes the error. */
function runTool(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.resume();
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed. Install PostgreSQL's client tools of your server's ` +
                'version (Debian/Ubuntu: apt-get install postgresql-client).',
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed: ${stderr.trim()}`)),
    );
  });
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  const part = `${file}.part`;
  try {
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${part}`, url]);
    renameSync(part, file);
  } finally {
    rmSync(part, { force: true });
  }
}

/** Other sessions on the database: a server still running would fight the restore. */
async function otherSessions(client: pg.Client): Promise<number> {
  // A server stopped a moment ago leaves its connections' backends ending for a few
  // milliseconds: they are waited for (up to 3 s) before the restore is refused.
  for (let waited = 0; ; waited += 100) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const n = Number(rows[0]?.n ?? 0);
    if (n === 0 || waited >= 3_000) return n;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Restores a pg_dump backup into the database of `url`. An empty database (a new one made with
 * createdb) is filled; one that holds books is refused unless `replace`, which drops its schemas
 * and restores in the same single transaction: either the backup's books or the old ones.
 */
export async function restorePostgres(
  url: string,
  file: string,
  options: { replace?: boolean } = {},
): Promise<void> {
  const kind = backupKindOf(file);
  if (kind !== 'pg_dump')
    throw new BackupError(
      `${file} is not a PostgreSQL backup` +
        (kind === 'pglite' ? ' (it is one of the embedded database: unset DATABASE_URL).' : '.'),
    );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    if (Number(rows[0]?.n ?? 0) > 0 && !options.replace)
      throw new BackupError(
        'This database already holds books. Restore into a new, empty database (createdb, then ' +
          'point DATABASE_URL at it), or add --replace to replace these books by the backup.',
      );
    if ((await otherSessions(client)) > 0)
      throw new BackupError(
        'Other sessions are connected to this database: stop the server first.',
      );
  } finally {
    await client.end();
  }
  // The backup as SQL first: if pg_restore cannot read it, nothing has been touched yet.
  const work = mkdtempSync(path.join(tmpdir(), 'hisaab-restore-'));
  try {
    const prelude = path.join(work, 'prelude.sql');
    const script = path.join(work, 'restore.sql');
    writeFileSync(
      prelude,
      'drop schema if exists drizzle cascade;\ndrop schema if exists public cascade;\n' +
        'create schema public;\n',
    );
    await runTool('pg_restore', ['--no-owner', '--no-acl', `--file=${script}`, file]);
    await runTool('psql', [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--file=${prelude}`,
      `--file=${script}`,
      url,
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Size in bytes, for the operator's summary line. */
export const fileSize = (file: string) => statSync(file).size;
