// Start-up as a shop sees it: `npm start` (scripts/start.mjs, which runs the compiled server)
// on books with BENCH_INVOICES sales (default 10,000), timed from the spawn to the first
// healthy /api/health, and the server's resident memory once started and after the
// dashboard was loaded. Then Ctrl+C (SIGINT to the whole process group, as a terminal sends
// it) and SIGTERM to `npm start` alone must each stop the server. On PGlite, first the first
// start on a new DATA_DIR (time to healthy, peak resident memory: VmHWM); with
// BENCH_FIRST_START_ONLY=1 only that, without seeding.
//
//   npx tsx bench/start.ts                       # embedded PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/start.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createMailer } from '../apps/server/src/platform/mail.ts';
import { rows } from './bench-support.ts';
import { seedMasters } from './seed-masters.ts';
import { seedYear, settle } from './seed-year.ts';

const root = path.resolve(import.meta.dirname, '..');
const INVOICES = Number(process.env.BENCH_INVOICES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8195);
/** BENCH_FIRST_START_ONLY=1: only the first starts on a new DATA_DIR (no seeding). */
const FIRST_START_ONLY = Boolean(process.env.BENCH_FIRST_START_ONLY);
const serverUrl = process.env.DATABASE_URL || null;
const log = (s: string) => console.log(s);
const mib = (kb: number) => `${(kb / 1024).toFixed(0)} MiB`;

export const OWNER = { email: 'owner@bench.example', password: 'Secret123' };

/** A company with a confirmed owner and INVOICES sales over a financial year. */
export async function seedBooks(database: Database, dataDir: string, invoices: number) {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0' });
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ smtpUrl: null, from: 'b@h', outboxDir: dataDir, log: { info() {} } }),
  });
  await app.ready();
  const reg = await app.inject({
    method: 'POST',
    url: '/api/account/register',
    payload: {
      companyName: 'Bench Kirana Store',
      companyCode: 'BENCHSTART',
      ...OWNER,
      confirmPassword: OWNER.password,
      gstin: '27AAPFU0939F1ZV',
    },
  });
  if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  await app.close();
  const db = database.db;
  await db.execute(sql`update users set email_confirmed_at = now() where email = ${OWNER.email}`);
  const [user] = await rows<{ id: number; company_id: number }>(
    db,
    sql`select id, company_id from users where email = ${OWNER.email}`,
  );
  const m = await seedMasters(db, user!.company_id, user!.id, { customers: 200, vendors: 20 });
  await seedYear(
    db,
    m,
    { fy: 2025, invoices, purchases: invoices / 10, expenses: invoices / 20 },
    () => undefined,
  );
  await settle(db, () => undefined);
}

/** Resident memory of a process in KiB (PGlite runs inside the server process). */
function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Peak resident memory of a process in KiB (VmHWM: the most it ever held). */
function peakRssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** CPU time a process has used (user + system), in ms: the start's cost whatever the load. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in 1/100 s
}

const alive = (pid: number) => existsSync(`/proc/${pid}`);

async function healthy(): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
    return res.ok;
  } catch {
    return false;
  }
}

interface Started {
  npmStart: ChildProcess;
  serverPid: number;
  ms: number;
  /** CPU used by `npm start` (the server) until healthy. */
  cpu: number;
}

async function startServer(env: Record<string, string>): Promise<Started> {
  const t0 = performance.now();
  // Its own process group, like a terminal's foreground job: Ctrl+C signals the group.
  const npmStart = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (;;) {
    if (npmStart.exitCode !== null) throw new Error(`npm start exited ${npmStart.exitCode}`);
    if (await healthy()) break;
    if (performance.now() - t0 > 120_000) throw new Error('no healthy /api/health in 120 s');
    await sleep(10);
  }
  const ms = performance.now() - t0;
  // The server runs in the `npm start` process itself (scripts/start.mjs imports the bundle).
  const serverPid = npmStart.pid!;
  return { npmStart, serverPid, ms, cpu: cpuMs(serverPid) };
}

/** Sends a signal and waits until both processes are gone and the port answers no more. */
async function stopBy(s: Started, how: 'ctrl-c' | 'sigterm'): Promise<number> {
  const t0 = performance.now();
  if (how === 'ctrl-c') process.kill(-s.npmStart.pid!, 'SIGINT');
  else s.npmStart.kill('SIGTERM');
  while (alive(s.serverPid) || s.npmStart.exitCode === null) {
    if (performance.now() - t0 > 30_000) {
      process.kill(-s.npmStart.pid!, 'SIGKILL');
      throw new Error(`${how}: the server was still running after 30 s`);
    }
    await sleep(20);
  }
  if (await healthy()) throw new Error(`${how}: something still answers on port ${PORT}`);
  return performance.now() - t0;
}

async function signIn(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const work = mkdtempSync(path.join(tmpdir(), 'hisaab-bench-start-'));
// BENCH_DATA_DIR keeps the seeded embedded database for the next run (seeded when missing).
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir && !serverUrl ? keptDir : path.join(work, 'data');
const reuse = existsSync(path.join(dataDir, 'pgdata'));
mkdirSync(dataDir, { recursive: true });
let dbName: string | null = null;
let running: Started | null = null;
let env: Record<string, string>;
try {
  log(`# Start-up, ${new Date().toISOString()}`);
  log(
    `${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; node ${process.version}`,
  );
  const t0 = performance.now();
  if (serverUrl) {
    dbName = `hisaab_bench_start_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
    const database = await openPostgres(url.toString());
    await seedBooks(database, dataDir, INVOICES);
    await database.close();
  } else if (reuse) {
    env = { DATABASE_URL: '', DATA_DIR: dataDir };
  } else {
    env = { DATABASE_URL: '', DATA_DIR: dataDir };
    const database = await openPglite(path.join(dataDir, 'pgdata'));
    if (!FIRST_START_ONLY) await seedBooks(database, dataDir, INVOICES);
    await database.close();
  }
  const seeded = ((performance.now() - t0) / 1000).toFixed(0);
  log(
    `database: ${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${FIRST_START_ONLY ? 0 : INVOICES} sales ${reuse ? `in ${dataDir}` : `seeded in ${seeded} s`}`,
  );

  // The first start builds what is stale (web app, server); not counted.
  await stopBy(await startServer(env), 'sigterm');

  // A shop's very first start: a new DATA_DIR, the embedded database made from nothing; beside
  // it, the anchor: the next start of the same DATA_DIR (its database exists).
  if (!serverUrl) {
    const firsts: { ms: number; peak: number; againMs: number; againPeak: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const fresh = { DATABASE_URL: '', DATA_DIR: path.join(work, `first-${i}`) };
      const s = await startServer(fresh);
      running = s;
      const peak = peakRssKb(s.serverPid);
      await stopBy(s, 'sigterm');
      const again = await startServer(fresh);
      running = again;
      const againPeak = peakRssKb(again.serverPid);
      await stopBy(again, 'sigterm');
      running = null;
      firsts.push({ ms: s.ms, peak, againMs: again.ms, againPeak });
      log(
        `first start ${i + 1} on a new DATA_DIR: healthy in ${s.ms.toFixed(0)} ms, peak RSS ${mib(peak)}; the next start ${again.ms.toFixed(0)} ms, ${mib(againPeak)}`,
      );
    }
    const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    log(
      `first start, median: healthy in ${mid(firsts.map((f) => f.ms)).toFixed(0)} ms, peak RSS ${mib(mid(firsts.map((f) => f.peak)))}; the next start ${mid(firsts.map((f) => f.againMs)).toFixed(0)} ms, ${mib(mid(firsts.map((f) => f.againPeak)))}`,
    );
  }

  const times: number[] = [];
  const cpus: number[] = [];
  const rssStarted: number[] = [];
  const rssWorked: number[] = [];
  let token = '';
  for (let i = 0; i < (FIRST_START_ONLY ? 0 : RUNS); i++) {
    const s = await startServer(env);
    running = s;
    times.push(s.ms);
    cpus.push(s.cpu);
    await sleep(2_000);
    rssStarted.push(rssKb(s.serverPid));
    // Once: the token outlives a restart (same secret), and sign-ins are rate-limited.
    token ||= await signIn();
    for (const url of ['/api/dashboard', '/api/transactions/autocomplete', '/api/customers']) {
      const res = await fetch(`http://127.0.0.1:${PORT}${url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      await res.arrayBuffer();
    }
    rssWorked.push(rssKb(s.serverPid));
    const stopMs = await stopBy(s, i % 2 === 0 ? 'ctrl-c' : 'sigterm');
    running = null;
    log(
      `run ${i + 1}: healthy in ${s.ms.toFixed(0)} ms (CPU ${s.cpu.toFixed(0)} ms); RSS ${mib(rssStarted[i]!)} started, ${mib(rssWorked[i]!)} after dashboard, lists; ${i % 2 === 0 ? 'Ctrl+C' : 'SIGTERM'} stopped it in ${stopMs.toFixed(0)} ms`,
    );
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  if (!FIRST_START_ONLY)
    log(
      `median: healthy in ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}), CPU ${median(cpus).toFixed(0)} ms; RSS ${mib(median(rssStarted))} started, ${mib(median(rssWorked))} after work; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
} finally {
  if (running) process.kill(-running.npmStart.pid!, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
  if (dbName && serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}
