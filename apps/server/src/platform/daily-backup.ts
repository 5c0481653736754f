// The server's own daily backup of the embedded database into DATA_DIR/backups, kept 30 days.
// PGlite dumps while the server holds it (the dump waits for the statement in progress), so
// this runs inside the server: nobody has to stop it. Checked hourly, so a server that was off
// at the usual time catches up within the hour, and a restart does not skip or repeat a day.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const BACKUP_EVERY_MS = 24 * 60 * 60 * 1000;
export const KEEP_BACKUPS_MS = 30 * 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;
const NAME = /^hisaab-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;

export const backupFileName = (now: Date) =>
  `hisaab-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;

/** When a daily backup was taken, from its name; null for other files. */
export function backupTime(name: string): number | null {
  const m = NAME.exec(name);
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : null;
}

/** The daily backups in `dir`, oldest first. */
function listBackups(dir: string): { file: string; time: number }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((n) => ({ file: path.join(dir, n), time: backupTime(n) }))
    .filter((b): b is { file: string; time: number } => b.time !== null)
    .sort((a, b) => a.time - b.time);
}

/**
 * One check: writes a backup when the newest is a day old (or there is none), then deletes
 * backups older than 30 days (never the newest). Returns the file written, if any.
 */
export async function backUpIfDue(
  dir: string,
  dump: () => Promise<Uint8Array>,
  now: Date,
): Promise<string | null> {
  mkdirSync(dir, { recursive: true });
  const newest = listBackups(dir).at(-1);
  let written: string | null = null;
  if (!newest || now.getTime() - newest.time >= BACKUP_EVERY_MS - 5 * 60 * 1000) {
    written = path.join(dir, backupFileName(now));
    const part = `${written}.part`;
    await writeFile(part, await dump());
    await rename(part, written);
  }
  const all = listBackups(dir);
  for (const old of all.slice(0, -1)) {
    if (now.getTime() - old.time > KEEP_BACKUPS_MS) rmSync(old.file, { force: true });
  }
  return written;
}

export interface DailyBackupLog {
  info(message: string): void;
  error(message: string): void;
}

/** Starts the hourly check (the first a minute after start); returns a function that stops it. */
export function startDailyBackups(
  dataDir: string,
  dump: () => Promise<Uint8Array>,
  log: DailyBackupLog,
  now: () => Date = () => new Date(),
): () => void {
  const dir = path.join(dataDir, 'backups');
  let running = false;
  let stopped = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const file = await backUpIfDue(dir, dump, now());
      if (file) log.info(`Daily backup written: ${file}`);
    } catch (error) {
      // A server stopping while it dumps closes the database under the dump: no file is left
      // (it is written aside and renamed), and the next start takes the backup.
      if (stopped) log.info('Daily backup left for the next start: the server stopped during it');
      else log.error(`Daily backup failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(check, 60 * 1000);
  const hourly = setInterval(check, CHECK_EVERY_MS);
  first.unref();
  hourly.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(hourly);
  };
}
