// Does one heavy request stall every other client (issue 37)? The real server, compiled as
// `npm start` runs it (apps/server/dist/main.js), on a new DATA_DIR (embedded PGlite) or a new
// PostgreSQL database (DATABASE_URL: created here, dropped at the end). Another process polls
// /api/health and /api/version.json every 100 ms (each poll sent on time, whether or not the
// previous one answered) and saves a one-line sale every 500 ms as a second client; while idle for 10 s, then while a
// customer import of 20,000 rows (the documented maximum, a CSV as a user uploads it) runs,
// it records each request's latency. Printed: the import's time, and the worst / p99 / p50
// health and save latency, idle and during the import.
//   npx tsx bench/health-under-load.ts        DATABASE_URL=postgres://… npx tsx bench/health-under-load.ts
// BENCH_ROWS changes the import's size; BENCH_SKIP_BUILD=1 keeps an existing dist/main.js.
// PGlite runs on its own thread here (PGLITE_THREAD=1, the "after" run); PGLITE_THREAD=0 runs it
// on the server's thread, the server's default (the "before" run).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');

interface Sample {
  kind: 'health' | 'version' | 'save';
  /** when it was sent (ms since the epoch: both processes' clock) */
  at: number;
  ms: number;
  status: number;
}

// ---- the other client: a process of its own, printing one JSON sample a line ----
if (process.argv[2] === 'poll') {
  const [base, token, customerId, unitId] = process.argv.slice(3) as [
    string,
    string,
    string,
    string,
  ];
  const report = (kind: Sample['kind'], started: number, status: number) =>
    console.log(
      JSON.stringify({
        kind,
        at: Math.round(performance.timeOrigin + started),
        ms: performance.now() - started,
        status,
      }),
    );
  // /api/health asks the database (select 1); /api/version.json does not: it shows whether the
  // server's own thread is free.
  for (const [kind, url] of [
    ['health', '/api/health'],
    ['version', '/api/version.json'],
  ] as const) {
    setInterval(() => {
      const started = performance.now();
      fetch(`${base}${url}`)
        .then(async (r) => (await r.arrayBuffer(), report(kind, started, r.status)))
        .catch(() => report(kind, started, 0));
    }, 100);
  }
  let n = 0;
  const save = async () => {
    const started = performance.now();
    n++;
    const r = await fetch(`${base}/api/transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        customerId: Number(customerId),
        transactionDate: new Date().toISOString().slice(0, 10),
        isPurchase: false,
        lineItems: [{ itemName: 'Tea', quantity: 1, rate: 100 + n, unitId: Number(unitId) }],
        payments: [{ amount: 100 + n, isBankTransaction: false, isPaymentMade: false }],
      }),
    }).catch(() => null);
    if (r) await r.arrayBuffer();
    report('save', started, r?.status ?? 0);
    setTimeout(() => void save(), 500);
  };
  void save();
  await new Promise(() => undefined);
}

// ---- the bench ----
const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const IDLE_MS = 10_000;
const port = 8500 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hisaab-health-'));
const serverUrl = process.env.DATABASE_URL || null;
const dbName = `hisaab_health_${Date.now()}`;
let databaseUrl: string | null = null;
/** The server's PGLITE_THREAD: the database on its thread unless told otherwise. */
const pgliteThread = process.env.PGLITE_THREAD ?? '1';

async function admin(q: string) {
  const c = new pg.Client({ connectionString: serverUrl! });
  await c.connect();
  await c.query(q);
  await c.end();
}

function startServer(): ChildProcess {
  // BENCH_NODE_ARGS: e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see what holds the thread.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FAIR_USE_REQUESTS_PER_MINUTE: '0',
      FAIR_USE_DOCUMENTS_PER_MINUTE: '0',
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      DATABASE_URL: databaseUrl ?? '',
      PGLITE_THREAD: pgliteThread,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitUp() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function call(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Customers as a user's spreadsheet has them: the template's columns, CSV. */
function customersCsv(rows: number): Buffer {
  const lines = ['Name,Phone,GSTIN,State,Address,Opening balance'];
  for (let i = 1; i <= rows; i++) {
    const phone = String(9_000_000_000 + i);
    const balance = i % 3 === 0 ? String(100 + (i % 900)) : '';
    lines.push(`Customer ${i},${phone},,Maharashtra,"Shop ${i}, MG Road, Pune",${balance}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

function summary(samples: Sample[], kind: Sample['kind']) {
  const ms = samples.filter((s) => s.kind === kind).map((s) => s.ms);
  ms.sort((a, b) => a - b);
  const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? NaN;
  const bad = samples.filter((s) => s.kind === kind && s.status !== 200 && s.status !== 201);
  return {
    n: ms.length,
    p50: Math.round(q(0.5)),
    p99: Math.round(q(0.99)),
    worst: Math.round(ms.at(-1) ?? NaN),
    failed: bad.length,
  };
}

// As `npm start` builds the server (scripts/build-server.mjs): its own process, as start.ts does.
if (!process.env.BENCH_SKIP_BUILD) {
  const built = spawnSync(
    process.execPath,
    ['-e', "import('./scripts/build-server.mjs').then((b) => b.buildServer())"],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('the server did not build');
}
if (serverUrl) {
  await admin(`create database ${dbName}`);
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
}
const server = startServer();
let poller: ChildProcess | null = null;
try {
  await waitUp();
  const email = `owner-${Date.now()}@example.com`;
  const password = 'Secret123';
  await call('POST', '/api/account/register', {
    companyName: 'Health Traders',
    companyCode: `HL${Date.now() % 100000}`,
    email,
    password,
    confirmPassword: password,
  });
  const outbox = path.join(dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .join('\n')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  await call('GET', /\/api\/account\/confirm-email\?[^\s"<]+/.exec(mail)![0]);
  const token = (await call('POST', '/api/account/login', { email, password })).json[
    'accessToken'
  ] as string;
  const lists = (await call('GET', '/api/transactions/autocomplete', undefined, token)).json as {
    customers: { id: number; name: string }[];
    units: { id: number; name: string }[];
  };
  const cash = lists.customers.find((c) => c.name === 'Cash')!;
  const unit = lists.units.find((u) => u.name === 'No')!;

  const samples: Sample[] = [];
  poller = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'health-under-load.ts'),
      'poll',
      base,
      token,
      String(cash.id),
      String(unit.id),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const epoch = () => performance.timeOrigin + performance.now();
  createInterface({ input: poller.stdout! }).on('line', (line) => {
    if (line.startsWith('{')) samples.push(JSON.parse(line) as Sample);
  });
  // Idle: once the poller answers (its start takes seconds on a loaded machine), 10 s of
  // nothing else.
  while (samples.length === 0) await new Promise((r) => setTimeout(r, 100));
  const idleFrom = epoch() + 500;
  await new Promise((r) => setTimeout(r, 500 + IDLE_MS));
  const idle = samples.filter((s) => s.at >= idleFrom);

  const file = customersCsv(ROWS);
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'customers.csv');
  const importStart = performance.now();
  const importFrom = epoch();
  const res = await fetch(`${base}/api/imports/customers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const replyText = await res.text();
  const importMs = performance.now() - importStart;
  if (res.status !== 201)
    throw new Error(`import answered ${res.status}: ${replyText.slice(0, 500)}`);
  // Requests sent while the import ran.
  const from = importFrom;
  const to = from + importMs;
  await new Promise((r) => setTimeout(r, 1_500)); // the last polls' answers
  const during = samples.filter((s) => s.at >= from && s.at <= to);
  const kinds = ['health', 'version', 'save'] as const;
  // The server's peak resident memory (all its threads: the database's worker is one of them).
  const peakRss = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
  console.log(
    JSON.stringify(
      {
        database: serverUrl
          ? 'PostgreSQL'
          : `PGlite ${pgliteThread === '1' ? 'on its thread' : "on the server's thread"}`,
        when: new Date().toISOString(),
        machine: `${cpus().length} cores, Node ${process.versions.node}, load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
        importRows: ROWS,
        importMs: Math.round(importMs),
        serverPeakRssMiB: peakRss ? Math.round(Number(peakRss[1]) / 1024) : null,
        idle: Object.fromEntries(kinds.map((k) => [k, summary(idle, k)])),
        duringImport: Object.fromEntries(kinds.map((k) => [k, summary(during, k)])),
      },
      null,
      1,
    ),
  );
} finally {
  poller?.kill('SIGTERM');
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (serverUrl) await admin(`drop database if exists ${dbName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
