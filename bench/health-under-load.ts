// Does one heavy request stall every other client (issue 37)? The real server, compiled as
// `npm start` runs it (apps/server/dist/main.js), on a new DATA_DIR (embedded PGlite) or a new
// PostgreSQL database (DATABASE_URL: created here, dropped at the end). Another process polls
// /api/health and /api/version.json every 100 ms (each poll sent on time, whether or not the
// previous one answered) and saves a one-line sale every 500 ms as a second client; while idle
// for 10 s, then while each heavy request of bench/heavy-cases.ts runs (a customer import of
// 20,000 rows, a GSTR-2B of 180,000 invoices, two pages of its reconciliation, its XLSX
// export), it records each request's latency. Printed: each heavy request's time and reply
// size, and the worst / p99 / p50 health and save latency, idle and while it ran.
//   npx tsx bench/health-under-load.ts        DATABASE_URL=postgres://… npx tsx bench/health-under-load.ts
// BENCH_ROWS, BENCH_INVOICES, BENCH_PURCHASES change the sizes; BENCH_CASES=import or gstr2b
// runs one; `backup` (embedded database only, last) restarts the server on the same DATA_DIR with
// its backups removed, so that its first daily check (a minute after start) backs up the books
// the cases before made, and measures the other client from that minute until the file appears; BENCH_SKIP_BUILD=1 keeps an existing dist/main.js; BENCH_SAMPLES=file appends every
// sample taken while a heavy request ran (its time from the request's start) to that file;
// BENCH_LOG_LEVEL=info shows the server's log (its autovacuum's statements and their times).
// PGlite runs on its own thread here, the server's default (the "after" run); PGLITE_THREAD=0
// runs it on the server's thread, as before issue 37 (the "before" run).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import {
  COMPANY_GSTIN,
  customersCsv,
  gstr2bJson,
  PERIOD,
  purchaseOf,
  supplierGstin,
} from './heavy-cases.ts';

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
/** The 2B's invoices; the purchases saved before (each a 2B invoice, so matched). */
const INVOICES = Number(process.env.BENCH_INVOICES ?? 180_000);
const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 300);
/** Which heavy requests, in order: import, gstr2b (its upload, two pages, the XLSX export). */
const CASES = (process.env.BENCH_CASES ?? 'import,gstr2b').split(',');
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
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
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

/** Bytes of the files under `dir`. */
function dirSize(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile())
    .reduce((n, f) => n + statSync(path.join(f.parentPath, f.name)).size, 0);
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
let server = startServer();
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

  // The books the 2B is matched against: suppliers with a GSTIN and purchases saved through
  // the API (one a 2B invoice's number, date and amounts), before the idle window.
  const purchaseIds: number[] = [];
  if (CASES.some((c) => c.startsWith('gstr2b'))) {
    await call(
      'PUT',
      '/api/companysettings',
      {
        companyInfo: {
          name: 'Health Traders',
          address: null,
          phone: null,
          email: null,
          website: null,
          gstin: COMPANY_GSTIN,
          pan: null,
          cin: null,
        },
      },
      token,
    );
    const suppliers: number[] = [];
    for (let s = 1; s <= 10; s++) {
      const res = await call(
        'POST',
        '/api/customers',
        { name: `Supplier ${s}`, gstin: supplierGstin(s) },
        token,
      );
      suppliers.push(Number(res.json['id']));
    }
    for (let i = 0; i < PURCHASES; i++) {
      const s = 1 + (i % suppliers.length);
      const { number, date } = purchaseOf(s, 1 + Math.floor(i / suppliers.length));
      const res = await call(
        'POST',
        '/api/transactions',
        {
          customerId: suppliers[s - 1],
          transactionDate: date,
          isPurchase: true,
          supplierInvoiceNumber: number,
          supplierInvoiceDate: date,
          lineItems: [{ itemName: 'Tea', quantity: 1, rate: 1180, unitId: unit.id }],
          payments: [],
        },
        token,
      );
      if (res.status !== 201) throw new Error(`purchase answered ${res.status}`);
      purchaseIds.push(Number(res.json['id']));
    }
  }

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

  /** One heavy request: its time, and what the other client saw while it ran. */
  const results: Record<string, unknown>[] = [];
  const kinds = ['health', 'version', 'save'] as const;
  let uploadId = 0;
  async function heavy(name: string, send: () => Promise<Response>, want: number) {
    const started = performance.now();
    const from = epoch();
    const res = await send();
    const body = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - started;
    if (res.status !== want)
      throw new Error(`${name} answered ${res.status}: ${body.toString('utf8').slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 1_500)); // the last polls' answers
    const during = samples.filter((s) => s.at >= from && s.at <= from + ms);
    if (process.env.BENCH_SAMPLES)
      appendFileSync(
        process.env.BENCH_SAMPLES,
        during.map((s) => JSON.stringify({ request: name, t: s.at - from, ...s })).join('\n') +
          '\n',
      );
    results.push({
      request: name,
      ms: Math.round(ms),
      replyKiB: Math.round(body.length / 1024),
      ...Object.fromEntries(kinds.map((k) => [k, summary(during, k)])),
    });
    console.error(`${name}: ${Math.round(ms)} ms`);
    return body;
  }
  const auth = { authorization: `Bearer ${token}` };
  /** The server's peak resident memory (all its threads: the database's worker is one). */
  const peakRssMiB = () => {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  };
  let firstPeakRssMiB: number | null = null;
  const upload = (url: string, name: string, type: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    return fetch(`${base}${url}`, { method: 'POST', headers: auth, body: form });
  };
  for (const c of CASES) {
    if (c === 'import')
      await heavy(
        `customer import, ${ROWS} rows`,
        () => upload('/api/imports/customers', 'customers.csv', 'text/csv', customersCsv(ROWS)),
        201,
      );
    else if (c === 'backup' && !serverUrl) {
      // The daily backup of the books as the cases before left them: a new server on the same
      // DATA_DIR, its backups gone, writes one at its first check, a minute after it starts.
      firstPeakRssMiB = peakRssMiB();
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      const backups = path.join(dataDir, 'backups');
      rmSync(backups, { recursive: true, force: true });
      const spawned = epoch();
      server = startServer();
      await waitUp();
      const from = spawned + 60_000;
      let file: string | undefined;
      const written = () =>
        existsSync(backups) ? readdirSync(backups).find((f) => f.endsWith('.tar.gz')) : undefined;
      while (!(file = written())) await new Promise((r) => setTimeout(r, 50));
      const to = epoch();
      await new Promise((r) => setTimeout(r, 1_500)); // the last polls' answers
      const during = samples.filter((s) => s.at >= from && s.at <= to);
      results.push({
        request: `daily backup (${(statSync(path.join(backups, file)).size / 1048576).toFixed(1)} MB tar.gz of ${(dirSize(path.join(dataDir, 'pgdata')) / 1048576).toFixed(0)} MB), from its minute to its file`,
        ms: Math.round(to - from),
        replyKiB: 0,
        ...Object.fromEntries(kinds.map((k) => [k, summary(during, k)])),
      });
      console.error(`backup: ${Math.round(to - from)} ms`);
    } else if (c === 'gstr2b') {
      const file = gstr2bJson(INVOICES, 500);
      const reply = await heavy(
        `2B upload, ${INVOICES} invoices, ${(file.length / 1048576).toFixed(1)} MB`,
        () => upload(`/api/gstr2b?period=${PERIOD}`, 'GSTR2B.json', 'application/json', file),
        201,
      );
      uploadId = (JSON.parse(reply.toString('utf8')) as { id: number }).id;
      const page = (q: string) => () =>
        fetch(`${base}/api/gstr2b/${uploadId}?${q}`, { headers: auth });
      await heavy(
        '2B reconciliation, first page (matched, 200)',
        page('category=matched&take=200'),
        200,
      );
      await heavy(
        '2B reconciliation, a far page (only in 2B, 1,000 from 100,000)',
        page('category=missingInBooks&skip=100000&take=1000'),
        200,
      );
      await heavy(
        '2B export, XLSX',
        () => fetch(`${base}/api/gstr2b/${uploadId}/export?format=xlsx`, { headers: auth }),
        200,
      );
    }
  }

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
        purchases: purchaseIds.length,
        // Before the backup case's restart: the cases before it; the restarted server's after.
        serverPeakRssMiB: firstPeakRssMiB ?? peakRssMiB(),
        ...(firstPeakRssMiB === null ? {} : { restartedServerPeakRssMiB: peakRssMiB() }),
        idle: Object.fromEntries(kinds.map((k) => [k, summary(idle, k)])),
        heavy: results,
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
