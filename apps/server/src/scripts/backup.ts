// `npm run backup -- FILE`: writes a backup of the books to FILE.
// Embedded database (no DATABASE_URL): PGlite's dump of DATA_DIR/pgdata; refused while the
// server runs on DATA_DIR (stop it first; meanwhile it backs itself up daily into
// DATA_DIR/backups). PostgreSQL (DATABASE_URL): pg_dump's custom format, beside a running server.
import path from 'node:path';
import { BackupError, backupEmbedded, backupPostgres, fileSize } from '../platform/backup.ts';

const USAGE = 'Usage: npm run backup -- FILE   (uses DATA_DIR, or DATABASE_URL when set)';

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error(USAGE);
  process.exit(2);
}
// npm runs scripts from the repository root; FILE is relative to where the command was typed.
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');

try {
  if (databaseUrl) await backupPostgres(databaseUrl, target);
  else await backupEmbedded(dataDir, target);
  const source = databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : `${dataDir}`;
  console.log(`Backed up ${source} to ${target} (${fileSize(target)} bytes).`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
