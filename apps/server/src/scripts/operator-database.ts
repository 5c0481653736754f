// The database an operator's command works on: the server's own (DATABASE_URL, or the embedded
// one in DATA_DIR). On PostgreSQL a command runs beside the server. The embedded database must
// never be opened by two processes, so on PGlite the command takes DATA_DIR's lock and refuses
// while the server holds it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../platform/data-dir-lock.ts';

/** Says why on stderr and exits 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Opens the server's database; `close()` closes it and lets go of DATA_DIR's lock. */
export async function openOperatorDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL || null;
  if (databaseUrl) return openPostgres(databaseUrl);
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  if (!existsSync(path.join(dataDir, 'pgdata'))) {
    fail(
      `There is no embedded database in ${dataDir}. Set DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
  }
  let lock: DataDirLock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    fail(
      `The server (pid ${error.pid}) is running on the embedded database in ${dataDir}: ` +
        'stop the server first, then run this command again.',
    );
  }
  const database = await openPglite(path.join(dataDir, 'pgdata'));
  return {
    ...database,
    close: async () => {
      await database.close();
      lock.release();
    },
  };
}
