// npm run bench:seed -- --invoices N [--company CODE]
// Seeds a company with a login (printed), 300 items, 200 customers and N sales over the past
// twelve months (1–20 lines, payments, purchases, expenses) into DATABASE_URL, or into the
// embedded database in DATA_DIR (the server must be stopped: its DATA_DIR lock is taken).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { DataDirLockedError, lockDataDir } from '../apps/server/src/platform/data-dir-lock.ts';
import { createMailer } from '../apps/server/src/platform/mail.ts';
import { seedCompany } from './seed-company.ts';

const { values } = parseArgs({
  options: { invoices: { type: 'string' }, company: { type: 'string' } },
});
const invoices = Number(values.invoices);
if (!Number.isSafeInteger(invoices) || invoices < 1) {
  console.error('usage: npm run bench:seed -- --invoices N [--company CODE]');
  process.exit(2);
}

const config = loadConfig();
config.rateLimits = { ...config.rateLimits, mailPerIp: 1e9, mailPerEmail: 1e9 };
if (!config.databaseUrl) {
  mkdirSync(config.dataDir, { recursive: true });
  try {
    lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const database = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openPglite(path.join(config.dataDir, 'pgdata'));
const app = await buildApp({
  config,
  database,
  mailer: createMailer({
    smtpUrl: null,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: { info: () => undefined },
  }),
});
try {
  await app.ready();
  const t0 = performance.now();
  const seeded = await seedCompany(app, database.db, {
    invoices,
    ...(values.company ? { companyCode: values.company } : {}),
    log: (line) => console.log(line),
  });
  // The server's own autovacuum (db/autovacuum.ts) analyzes these tables when it next starts.
  console.log(
    `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${JSON.stringify(seeded.counts)}`,
  );
  console.log(`company ${seeded.companyCode}: sign in as ${seeded.email} / ${seeded.password}`);
} finally {
  await app.close();
  await database.close();
}
