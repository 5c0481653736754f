// `npm run citus:up`: a local Citus cluster (a coordinator and two workers) in a temp folder,
// on free ports of 127.0.0.1 (from 9700 up, never 5432), built and installed first when the
// machine lacks Citus. Prints the coordinator's DATABASE_URL. Running it again while the
// cluster is up only prints the URL again; a stopped cluster is restarted. With `--url` the
// progress goes to stderr and stdout gets only the bare URL (for scripts: `url=$(... --url)`).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, appendFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  NODES,
  PG_BIN,
  RUN_AS,
  STATE_FILE,
  dataDir,
  databaseUrl,
  isRunning,
  pg,
  readState,
  sql,
} from './cluster.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIRST_PORT = Number(process.env.CITUS_FIRST_PORT ?? 9700);
const LAST_PORT = 9799;
const URL_ONLY = process.argv.includes('--url');
// Progress lines: stdout normally, stderr under --url so that stdout is the URL alone.
const log = URL_ONLY ? (...args) => console.error(...args) : (...args) => console.log(...args);

function fail(message) {
  console.error(`citus:up: ${message}`);
  process.exit(1);
}

function ensureInstalled() {
  const pgConfig = path.join(PG_BIN, 'pg_config');
  if (!existsSync(pgConfig)) fail(`PostgreSQL 15 is not installed (no ${pgConfig})`);
  const libdir = spawnSync(pgConfig, ['--pkglibdir'], { encoding: 'utf8' }).stdout.trim();
  if (existsSync(path.join(libdir, 'citus.so'))) return;
  log('Citus is not installed; building it (15-30 min on a busy machine)…');
  const result = spawnSync('bash', [path.join(here, 'install.sh')], {
    stdio: ['inherit', URL_ONLY ? 'pipe' : 'inherit', 'inherit'],
  });
  if (URL_ONLY && result.stdout) process.stderr.write(result.stdout);
  if (result.status !== 0) fail('installing Citus failed (see above)');
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
}

async function freePorts(count) {
  const ports = [];
  for (let port = FIRST_PORT; port <= LAST_PORT && ports.length < count; port++) {
    if (port === 5432) continue;
    if (await portIsFree(port)) ports.push(port);
    else log(`port ${port} is busy; skipping it`);
  }
  if (ports.length < count) fail(`fewer than ${count} free ports in ${FIRST_PORT}-${LAST_PORT}`);
  return ports;
}

function initNode(state, node, port) {
  const dir = dataDir(state, node);
  pg('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C'], {
    quiet: true,
  });
  // Trust is safe only because nothing but 127.0.0.1 (and the folder's own socket) can reach it.
  writeFileSync(
    path.join(dir, 'pg_hba.conf'),
    'local all all trust\nhost all all 127.0.0.1/32 trust\n',
  );
  appendFileSync(
    path.join(dir, 'postgresql.conf'),
    [
      '',
      '# hisaab citus:up',
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${state.dir}'`,
      "shared_preload_libraries = 'citus'",
      // CREATE/DROP DATABASE on the coordinator also make/drop it on the workers (the tests make
      // a database per file); `CREATE EXTENSION citus` in it is still needed on each node.
      'citus.enable_create_database_propagation = on',
      // A throwaway dev cluster: small memory, no durability wait.
      'shared_buffers = 32MB',
      'fsync = off',
      'synchronous_commit = off',
      'max_connections = 100',
      // Citus runs a maintenance worker per database (two-phase commit recovery, distributed
      // deadlock detection); the default 8 ran out with a test run's databases ("could not
      // start maintenance background worker").
      'max_worker_processes = 64',
      // A company's shards move by logical replication (shard_transfer_mode force_logical or
      // auto), its writes held only at the switch (bench/citus-move.ts).
      'wal_level = logical',
      // This machine's PostgreSQL build lets only the libraries listed here decode the WAL for
      // logical replication; a company split off to a shard of its own
      // (isolate_tenant_to_new_shard, force_logical) is decoded by Citus's own.
      ...(outputPluginsListed()
        ? ["output_plugin_libraries = 'pgoutput, test_decoding, citus'"]
        : []),
      '',
    ].join('\n'),
  );
  if (RUN_AS) chownAll(dir);
}

/** True when the server has the output_plugin_libraries setting (a patched build's). */
function outputPluginsListed() {
  const result = spawnSync(path.join(PG_BIN, 'postgres'), ['--describe-config'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return (result.stdout ?? '')
    .split('\n')
    .some((line) => line.startsWith('output_plugin_libraries\t'));
}

// The files root wrote after initdb must belong to the cluster's user.
function chownAll(dir) {
  const result = spawnSync('chown', ['-R', `${RUN_AS}:`, dir]);
  if (result.status !== 0) fail(`cannot give ${dir} to ${RUN_AS}`);
}

function startNode(state, node) {
  const dir = dataDir(state, node);
  pg('pg_ctl', ['start', '-w', '-t', '60', '-D', dir, '-l', path.join(state.dir, `${node}.log`)], {
    quiet: true,
  });
}

async function main() {
  ensureInstalled();

  let state = readState();
  if (state && NODES.every((node) => existsSync(dataDir(state, node)))) {
    for (const node of NODES) {
      if (!isRunning(state, node)) {
        const port = state.ports[node];
        if (!(await portIsFree(port)))
          fail(`port ${port} for the ${node} is taken by another program`);
        log(`starting the ${node} again (port ${port})`);
        startNode(state, node);
      }
    }
  } else {
    const ports = await freePorts(NODES.length);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hisaab-citus-'));
    if (RUN_AS) chownSync(dir, ...ownerIds(RUN_AS));
    state = { dir, ports: Object.fromEntries(NODES.map((node, i) => [node, ports[i]])) };
    // Written before the clusters start so that `citus:down` can clean up a half-made one.
    writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
    log(`making the cluster in ${dir}`);
    for (const node of NODES) {
      initNode(state, node, state.ports[node]);
      startNode(state, node);
      log(`${node} started on 127.0.0.1:${state.ports[node]}`);
    }
  }

  const coordinator = state.ports.coordinator;
  for (const node of NODES) sql(state.ports[node], 'CREATE EXTENSION IF NOT EXISTS citus');
  sql(coordinator, `SELECT citus_set_coordinator_host('127.0.0.1', ${coordinator})`);
  // citus_add_node answers the existing node's id when the worker is already known.
  for (const node of NODES.slice(1))
    sql(coordinator, `SELECT citus_add_node('127.0.0.1', ${state.ports[node]})`);
  const workers = sql(coordinator, 'SELECT count(*) FROM citus_get_active_worker_nodes()');
  const version = sql(coordinator, "SELECT extversion FROM pg_extension WHERE extname = 'citus'");
  log(`Citus ${version} is up: coordinator on ${coordinator}, ${workers} active workers.`);
  if (URL_ONLY) console.log(databaseUrl(coordinator));
  else console.log(`DATABASE_URL=${databaseUrl(coordinator)}`);
}

function ownerIds(user) {
  const id = (flag) => Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
  const [uid, gid] = [id('-u'), id('-g')];
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) fail(`no OS user ${user}`);
  return [uid, gid];
}

main().catch((error) => fail(error.message));
