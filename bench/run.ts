// Counter-speed benchmark: how long a shop waits for a bill to save and for its lists to load.
// Runs the real app in-process on a fresh embedded database (or DATABASE_URL), seeds a shop,
// then times sequential bill saves, the autocomplete load and a bill load. Prints a table.
// Not a test: nothing here passes or fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { createMailer } from '../apps/server/src/platform/mail.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { createTestDatabase } from '../apps/server/test/support/test-database.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 300);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const BILLS = Number(process.env.BENCH_BILLS ?? 300);

function stats(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    n: ms.length,
    p50: at(0.5).toFixed(1),
    p95: at(0.95).toFixed(1),
    max: sorted.at(-1)!.toFixed(1),
  };
}

async function timed<T>(into: number[], f: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await f();
  into.push(performance.now() - start);
  return result;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'hisaab-bench-'));
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
// On PostgreSQL the benchmark makes a database of its own on that server and drops it after.
const database = process.env.DATABASE_URL
  ? await createTestDatabase()
  : await openPglite(path.join(dataDir, 'pgdata'));
const app = await buildApp({
  config,
  database,
  mailer: createMailer({
    smtpUrl: null,
    from: 'bench@hisaab',
    outboxDir: path.join(dataDir, 'outbox'),
    log: { info: () => undefined },
  }),
});

const inject = async (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
};

try {
  const email = `bench-${Date.now()}@example.com`;
  await inject('POST', '/api/account/register', {
    companyName: 'Bench Mart',
    companyCode: `B${Date.now()}`,
    email,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    gstin: '27AAPFU0939F1ZV',
  });
  const { sql } = await import('drizzle-orm');
  await database.db.execute(
    sql`update users set email_confirmed_at = now() where email = ${email}`,
  );
  const login = (
    await inject('POST', '/api/account/login', { email, password: 'Secret123' })
  ).json() as { accessToken: string };
  const auth = { authorization: `Bearer ${login.accessToken}` };

  // Seed through SQL: the benchmark is about reading and billing, not about seeding.
  const company = (await database.db.execute(
    sql`select company_id from users where email = ${email}`,
  )) as unknown as { rows: { company_id: number }[] };
  const companyId = company.rows[0]!.company_id;
  await database.db.execute(sql`
    insert into customers (company_id, name, state_code)
    select ${companyId}, 'Customer ' || g, case when g % 3 = 0 then '29' else '27' end from generate_series(1, ${CUSTOMERS}) g`);
  await database.db.execute(sql`
    insert into items (company_id, name, unit_id, rate_paise, tax_group_id)
    select ${companyId}, 'Item ' || g, (select id from units where company_id = ${companyId} limit 1), 1000 + g * 37,
           (select id from tax_groups where company_id = ${companyId} and name = 'GST 18%')
    from generate_series(1, ${ITEMS}) g`);
  const ids = (await database.db.execute(
    sql`select id from customers where company_id = ${companyId} and not is_default_cash`,
  )) as unknown as { rows: { id: number }[] };
  const itemRows = (await database.db.execute(
    sql`select id, unit_id from items where company_id = ${companyId} and special_kind is null`,
  )) as unknown as { rows: { id: number; unit_id: number }[] };

  const saveMs: number[] = [];
  let lastId = 0;
  for (let i = 0; i < BILLS; i++) {
    const lines = Array.from({ length: 5 }, (_, k) => {
      const item = itemRows.rows[(i * 7 + k) % itemRows.rows.length]!;
      return { itemId: item.id, unitId: item.unit_id, quantity: 1 + (k % 3), rate: 10 + k };
    });
    const res = await timed(saveMs, () =>
      inject(
        'POST',
        '/api/transactions',
        {
          customerId: ids.rows[i % ids.rows.length]!.id,
          transactionDate: '2026-11-20',
          lineItems: lines,
          payments: [{ amount: 20 }],
        },
        auth,
      ),
    );
    lastId = (res.json() as { id: number }).id;
  }
  const autocompleteMs: number[] = [];
  const loadMs: number[] = [];
  for (let i = 0; i < 20; i++) {
    await timed(autocompleteMs, () =>
      inject('GET', '/api/transactions/autocomplete', undefined, auth),
    );
    await timed(loadMs, () => inject('GET', `/api/transactions/${lastId}`, undefined, auth));
  }
  console.log(
    `database: ${database.kind}; ${ITEMS} items, ${CUSTOMERS} customers, ${BILLS} bills of 5 lines`,
  );
  console.table({
    'save a 5-line bill (ms)': stats(saveMs),
    'load autocomplete lists (ms)': stats(autocompleteMs),
    'load one bill (ms)': stats(loadMs),
  });
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
