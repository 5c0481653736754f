// `npm run restore -- FILE [--replace]`: puts the books of a backup back. Stop the server first.
// Embedded database: DATA_DIR/pgdata is replaced and the old one kept as
// pgdata.before-restore-<time>. PostgreSQL (DATABASE_URL): fills an empty database; one that
// holds books only with --replace, in a single transaction (all of the backup, or nothing).
// Migrations newer than the backup are applied when the server starts.
import path from 'node:path';
import { BackupError, restoreEmbedded, restorePostgres } from '../platform/backup.ts';

const USAGE =
  'Usage: npm run restore -- FILE [--replace]   (uses DATA_DIR, or DATABASE_URL when set)';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const files = args.filter((a) => a !== '--replace');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error(USAGE);
  process.exit(2);
}
// npm runs scripts from the repository root; FILE is relative to where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');

try {
  if (databaseUrl) {
    await restorePostgres(databaseUrl, file, { replace });
    console.log(`Restored ${file} into the PostgreSQL database (DATABASE_URL).`);
  } else {
    const { previous } = await restoreEmbedded(dataDir, file);
    console.log(`Restored ${file} into ${dataDir}.`);
    if (previous)
      console.log(`The books it replaced are kept in ${previous}; delete it when all is well.`);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
