// Shared by `npm run citus:up` and `citus:down`: where the local Citus cluster lives, how to
// run PostgreSQL's tools as the right OS user, and the state file that lets `down` find it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PG_BIN = process.env.CITUS_PG_BIN ?? '/usr/lib/postgresql/15/bin';
// One cluster per machine user: `down` reads this to find the temp folder `up` made.
export const STATE_FILE = path.join(os.tmpdir(), `hisaab-citus-${os.userInfo().uid}.json`);
export const NODES = ['coordinator', 'worker1', 'worker2'];

// PostgreSQL refuses to run as root, so root runs the clusters as the `postgres` user.
export const RUN_AS = process.getuid?.() === 0 ? 'postgres' : null;

/** Runs a PostgreSQL tool (as RUN_AS when root); throws with its output when it fails. */
export function pg(tool, args, { allowFail = false, quiet = false } = {}) {
  const bin = path.join(PG_BIN, tool);
  const [cmd, argv] = RUN_AS ? ['runuser', ['-u', RUN_AS, '--', bin, ...args]] : [bin, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', cwd: os.tmpdir() });
  if (result.error) throw result.error;
  if (result.status !== 0 && !allowFail) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(`${tool} ${args.join(' ')} failed (exit ${result.status}):\n${output}`);
  }
  if (!quiet && result.status === 0 && result.stdout.trim()) process.stdout.write(result.stdout);
  return result;
}

/** Runs SQL on one node over TCP as the `postgres` database user. */
export function sql(port, statement, database = 'postgres') {
  return pg(
    'psql',
    ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1', '-p', String(port)].concat(
      ['-U', 'postgres', '-d', database, '-c', statement],
    ),
    { quiet: true },
  ).stdout.trim();
}

export function readState() {
  if (!existsSync(STATE_FILE)) return null;
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8'));
  } catch {
    return null;
  }
}

export const dataDir = (state, node) => path.join(state.dir, node);

/** True when the node's postmaster answers `pg_ctl status`. */
export function isRunning(state, node) {
  if (!existsSync(path.join(dataDir(state, node), 'PG_VERSION'))) return false;
  return (
    pg('pg_ctl', ['status', '-D', dataDir(state, node)], { allowFail: true, quiet: true })
      .status === 0
  );
}

export const databaseUrl = (port) => `postgres://postgres@127.0.0.1:${port}/postgres`;
