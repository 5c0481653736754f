// kill -9 under load: the real server (apps/server/src/main.ts as `npm start` runs it) takes
// parallel sales; it is killed with SIGKILL mid-stream and started again on the same data.
// Every save the server acknowledged (201) must still be there with its number, the numbers
// must stay unique, and every journal must balance. Embedded PGlite by default; with
// DATABASE_URL a new PostgreSQL database is created here and dropped at the end.
//   npx tsx bench/kill-9.ts            DATABASE_URL=postgres://… npx tsx bench/kill-9.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const port = 8400 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hisaab-kill9-'));
const serverUrl = process.env.DATABASE_URL ?? null;
const dbName = `hisaab_kill9_${Date.now()}`;
let databaseUrl: string | null = null;

async function admin(q: string) {
  const c = new pg.Client({ connectionString: serverUrl! });
  await c.connect();
  await c.query(q);
  await c.end();
}

function start(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      FAIR_USE_REQUESTS_PER_MINUTE: '0',
      FAIR_USE_DOCUMENTS_PER_MINUTE: '0',
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
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

async function signIn(email: string, password: string) {
  const login = await call('POST', '/api/account/login', { email, password });
  return login.json['accessToken'] as string;
}

if (serverUrl) {
  await admin(`create database ${dbName}`);
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
}
let server = start();
try {
  await waitUp();
  const email = `owner-${Date.now()}@example.com`;
  const password = 'Secret123';
  await call('POST', '/api/account/register', {
    companyName: 'Kill Nine Traders',
    companyCode: `K9${Date.now() % 100000}`,
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
  const link = /\/api\/account\/confirm-email\?[^\s"<]+/.exec(mail)![0];
  await call('GET', link);
  let token = await signIn(email, password);
  const lists = (await call('GET', '/api/transactions/autocomplete', undefined, token)).json as {
    customers: { id: number; name: string }[];
    units: { id: number; name: string }[];
  };
  const cash = lists.customers.find((c) => c.name === 'Cash')!;
  const unit = lists.units.find((u) => u.name === 'No')!;
  const sale = (n: number) => ({
    customerId: cash.id,
    transactionDate: new Date().toISOString().slice(0, 10),
    isPurchase: false,
    lineItems: [
      { itemName: `Item ${n % 7}`, quantity: 1 + (n % 3), rate: 100 + n, unitId: unit.id },
    ],
    payments: [
      { amount: (1 + (n % 3)) * (100 + n), isBankTransaction: false, isPaymentMade: false },
    ],
  });

  // Warm up, then 8 clients save as fast as they can; SIGKILL after 3 s.
  const acknowledged = new Map<number, string>();
  let sent = 0;
  let failed = 0;
  let killed = false;
  const client = async () => {
    while (!killed) {
      const n = sent++;
      try {
        const res = await call('POST', '/api/transactions', sale(n), token);
        if (res.status === 201)
          acknowledged.set(res.json['id'] as number, res.json['number'] as string);
        else failed++;
      } catch {
        failed++; // the connection died with the server: not acknowledged
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  await new Promise((r) => setTimeout(r, 3000));
  killed = true;
  server.kill('SIGKILL');
  await Promise.allSettled(clients);
  await new Promise((r) => server.once('exit', r));
  // PGlite leaves its lock file behind; the next start sees the dead pid and takes over.
  server = start();
  await waitUp();
  token = await signIn(email, password);
  let missing = 0;
  let wrongNumber = 0;
  for (const [id, number] of acknowledged) {
    const res = await call('GET', `/api/transactions/${id}`, undefined, token);
    if (res.status !== 200) missing++;
    else if (res.json['number'] !== number) wrongNumber++;
  }
  const numbers = [...acknowledged.values()];
  const unique = new Set(numbers).size === numbers.length;
  const tb = await call(
    'GET',
    `/api/reports/ledger/trial-balance?asOfDate=${new Date().toISOString().slice(0, 10)}`,
    undefined,
    token,
  );
  const totals = (tb.json['datasets'] as { name: string; rows: Record<string, number>[] }[]).find(
    (d) => d.name === 'totals',
  )!.rows[0]!;
  console.log(
    JSON.stringify(
      {
        database: serverUrl ? 'PostgreSQL' : 'PGlite',
        sent,
        acknowledged: acknowledged.size,
        notAcknowledged: failed,
        missingAfterRestart: missing,
        wrongNumber,
        numbersUnique: unique,
        trialBalance: totals,
      },
      null,
      1,
    ),
  );
  if (missing || wrongNumber || !unique || totals['debit'] !== totals['credit'])
    process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  if (serverUrl) await admin(`drop database if exists ${dbName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
