// Starts Hisaab: opens the database (PGlite under DATA_DIR, or PostgreSQL by DATABASE_URL),
// applies migrations, serves the API and the built web app.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './platform/config.ts';
import { openPglite, openPgliteThread, openPostgres } from './db/client.ts';
import { createMailer } from './platform/mail.ts';
import { buildApp } from './app.ts';
import { DataDirLockedError, lockDataDir } from './platform/data-dir-lock.ts';
import { startDailyBackups } from './platform/daily-backup.ts';
import { undoLeftoverImports } from './modules/imports/index.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  try {
    mkdirSync(config.dataDir, { recursive: true });
    lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
// Connection errors (PostgreSQL restarting) are logged once the app's logger exists; the
// requests they hit answer 503 and the pool reconnects by itself.
let logConnectionError = (error: Error) => console.warn(`database connection: ${error.message}`);
const database = config.databaseUrl
  ? await openPostgres(config.databaseUrl, {
      onConnectionError: (e) => logConnectionError(e),
      poolSize: config.databasePoolSize,
    })
  : await (config.pgliteThread ? openPgliteThread : openPglite)(
      path.join(config.dataDir, 'pgdata'),
    );

// Readable lines in a terminal; one JSON object per line otherwise (files, log collectors).
// pino-pretty is loaded only for a terminal, and writes on this thread: no worker to start.
const logStream = process.stdout.isTTY
  ? (await import('pino-pretty')).default({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
    })
  : undefined;

const app = await buildApp({
  config,
  database,
  mailer: createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: { info: (obj: object, msg?: string) => app.log.info(obj, msg) },
  }),
  logger: { level: process.env.LOG_LEVEL ?? 'info', ...(logStream ? { stream: logStream } : {}) },
});

logConnectionError = (error) => app.log.warn(`database connection: ${error.message}`);
const dump = database.dumpDataDir;
const stopBackups = dump
  ? startDailyBackups(config.dataDir, dump, {
      info: (message) => app.log.info(message),
      error: (message) => app.log.error(message),
    })
  : () => undefined;

// Ctrl+C (SIGINT), a service manager's SIGTERM, a closed terminal (SIGHUP), and under
// `npm start` the end of npm's shell (scripts/start.mjs): each stops the server once, closing
// the database cleanly (repeats while it closes are ignored).
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: stopping`);
    stopBackups();
    await app.close();
    await database.close();
    app.log.info('Hisaab has stopped; the database is closed.');
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PGlite in ${config.dataDir}`;
app.log.info(`Hisaab is running at ${config.publicUrl}  (database: ${where})`);
if (!config.webDistDir)
  app.log.warn('The web app is not built: run `npm run build` to serve it at /.');
if (!config.smtpUrl)
  app.log.info(`No SMTP_URL: mails are written to ${path.join(config.dataDir, 'outbox')}`);
// Imports a crash cut short (issue 37: written in slices) are undone; the next import of the
// company would do it too.
undoLeftoverImports(database.db, null, new Date(), config.databaseUrl ? undefined : 0).then(
  (n) => n > 0 && app.log.info(`Undid ${n} import(s) a stop cut short`),
  (error: Error) => app.log.warn(`Undoing imports a stop cut short: ${error.message}`),
);
