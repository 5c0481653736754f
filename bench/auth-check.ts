// What the per-request check of the token's user costs (issue 13, finding 3), beside an anchor:
// the same request on the same database with no check. Three apps share one database and one
// signed-in Admin; their requests are interleaved round by round, so drift hits all alike:
//
//   anchor      no check (AppDeps.withoutUserCheck; exists for this bench only)
//   cached      the shipped check: the user read at most every 2 s per process
//   database    the check with no cache: one primary-key read of users every request
//
// Also times wrong passwords for a known and an unknown address (finding 5: both run argon2id).
//
//   npx tsx bench/auth-check.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/auth-check.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createMailer } from '../apps/server/src/platform/mail.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { createTestDatabase } from '../apps/server/test/support/test-database.ts';
import { stats } from './bench-support.ts';

const ROUNDS = Number(process.env.AUTH_BENCH_ROUNDS ?? 20);
const PER_ROUND = Number(process.env.AUTH_BENCH_REQUESTS ?? 100);
const LOGINS = Number(process.env.AUTH_BENCH_LOGINS ?? 20);
const URL = '/api/units';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hisaab-bench-auth-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0' });
config.rateLimits = {
  ...config.rateLimits,
  loginPerEmailAndIp: 1e9,
  loginPerEmail: 1e9,
  loginPerIp: 1e9,
  mailPerIp: 1e9,
  mailPerEmail: 1e9,
};
config.fairUse = { requestsPerMinute: 0, documentsPerMinute: 0 };
const database = process.env.DATABASE_URL
  ? await createTestDatabase()
  : await openPglite(path.join(dataDir, 'pgdata'));
const mailer = createMailer({
  smtpUrl: null,
  from: 'bench@hisaab',
  outboxDir: path.join(dataDir, 'outbox'),
  log: { info: () => undefined },
});
const variants: [string, App][] = [
  ['anchor (no check)', await buildApp({ config, database, mailer, withoutUserCheck: true })],
  ['cached check (2 s)', await buildApp({ config, database, mailer })],
  ['database every request', await buildApp({ config, database, mailer, userStateCacheMs: 0 })],
];
const [, app] = variants[1]!;

try {
  const email = `bench-auth-${Date.now()}@example.com`;
  const password = 'Secret123';
  const reg = await app.inject({
    method: 'POST',
    url: '/api/account/register',
    payload: {
      companyName: 'Bench Auth',
      companyCode: `A${Date.now()}`,
      email,
      password,
      confirmPassword: password,
    },
  });
  if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  await database.db.execute(
    sql`update users set email_confirmed_at = now() where email = ${email}`,
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email, password },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}` };

  const samples = new Map<string, number[]>(variants.map(([name]) => [name, []]));
  for (const [, v] of variants) for (let i = 0; i < 20; i++) await v.inject({ url: URL, headers });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, v] of variants) {
      for (let i = 0; i < PER_ROUND; i++) {
        const start = performance.now();
        const res = await v.inject({ url: URL, headers });
        samples.get(name)!.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      }
    }
  }
  const anchorMean = mean(samples.get(variants[0]![0])!);
  console.log(`${database.kind}, GET ${URL}, ${ROUNDS} × ${PER_ROUND} requests a variant`);
  console.log('| variant | mean ms | p50 ms | p95 ms | vs anchor |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [name] of variants) {
    const ms = samples.get(name)!;
    const s = stats(ms);
    const extra = mean(ms) - anchorMean;
    console.log(
      `| ${name} | ${mean(ms).toFixed(3)} | ${s.p50.toFixed(3)} | ${s.p95.toFixed(3)} | ${extra >= 0 ? '+' : ''}${(extra * 1000).toFixed(0)} µs |`,
    );
  }

  const wrong = async (address: string, i: number) => {
    const start = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: address, password: `wrong-${i}` },
    });
    if (res.statusCode !== 401) throw new Error(`login: ${res.statusCode}`);
    return performance.now() - start;
  };
  await wrong('warm-up@example.com', 0);
  // Alternated, so drift in the machine's load falls on both alike.
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < LOGINS; i++) {
    known.push(await wrong(email, i));
    unknown.push(await wrong(`nobody-${i}@example.com`, i));
  }
  console.log(
    `wrong password, ${LOGINS} each: known address mean ${mean(known).toFixed(1)} ms, unknown ${mean(unknown).toFixed(1)} ms`,
  );
} finally {
  for (const [, v] of variants) await v.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

function mean(ms: readonly number[]): number {
  return ms.reduce((a, b) => a + b, 0) / ms.length;
}
