// The embedded database's backup (the daily one, `npm run backup`, the test template): PGlite's
// data directory as a tar.gz that PGlite's loadDataDir and unpack-tar.ts read back.
//
// Issue 37: PGlite's own dumpDataDir reads every file, tars and gzips them while it holds the
// database: 5-9 s at the bench's size, and every save waited. Here the database is held only
// for a CHECKPOINT and a plain copy of the directory beside it (the "held section"); the copy
// is then tarred and gzipped while the database serves requests again, and deleted.
//
// Why the copy is consistent: it is taken between two statements (nothing else runs on the
// database's thread while the copy is made: the copy is synchronous, and on the worker it runs
// in the database's turn), so the files are what a power cut at that instant would leave. PGlite
// writes through to its files (NODEFS), so committed transactions are in the WAL on disk; a
// transaction open across statements is rolled back when the copy is opened (WAL recovery), as
// after a power cut. The CHECKPOINT just before keeps that recovery short. This is what PGlite's
// dumpDataDir gave too (it reads the same files at such an instant), only faster to release.
import { cpSync, createReadStream, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';

/** A copy of the data directory taken in the held section, to pack and then remove. */
export interface PgliteCopy {
  /** The copy's directory; null for a database in memory (its dump is made in the held section). */
  dir: string | null;
  /** The dump itself when the database is in memory (nothing on disk to copy). */
  bytes: Uint8Array | null;
}

const COPY_PREFIX = '.pgdata-backup-';
/** Bytes read and packed between two turns of the event loop. */
const CHUNK = 256 * 1024;
/** Copies this process is packing now (a leftover is any other: a crash's). */
const packing = new Set<string>();

/** The data directory on disk, or null (in memory). */
function onDisk(client: PGlite): string | null {
  const dir = client.dataDir;
  if (!dir || /^[a-z]+:\/\//.test(dir)) return null;
  return existsSync(path.join(dir, 'PG_VERSION')) ? path.resolve(dir) : null;
}

/** Removes the copies a backup cut short (a crash, a kill) left beside the data directory. */
function removeLeftovers(parent: string): void {
  for (const name of readdirSync(parent)) {
    const dir = path.join(parent, name);
    if (name.startsWith(COPY_PREFIX) && !packing.has(dir))
      rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The held section: CHECKPOINT, then a copy of the data directory beside it. The caller makes
 * sure no other statement runs meanwhile (the worker's turn; on the caller's own thread the copy
 * is synchronous). Quick: no archive, no compression; those are packCopy's, after it.
 */
export async function copyPglite(client: PGlite): Promise<PgliteCopy> {
  await client.exec('checkpoint');
  const dir = onDisk(client);
  if (!dir) {
    const blob = await client.dumpDataDir('gzip');
    return { dir: null, bytes: new Uint8Array(await blob.arrayBuffer()) };
  }
  removeLeftovers(path.dirname(dir));
  const copy = mkdtempSync(path.join(path.dirname(dir), COPY_PREFIX));
  packing.add(copy);
  try {
    cpSync(dir, copy, { recursive: true });
  } catch (error) {
    packing.delete(copy);
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
  return { dir: copy, bytes: null };
}

/** Every directory and file under `dir`, parents first, as paths relative to it. */
async function* walk(dir: string, under = ''): AsyncGenerator<{ name: string; full: string }> {
  for (const name of (await readdir(path.join(dir, under))).sort()) {
    const rel = under ? `${under}/${name}` : name;
    const full = path.join(dir, rel);
    yield { name: rel, full };
    if ((await lstat(full)).isDirectory()) yield* walk(dir, rel);
  }
}

/** The copy as a tar.gz (its files read a chunk at a time), then the copy is removed. */
export async function packCopy(copy: PgliteCopy): Promise<Uint8Array> {
  if (!copy.dir) return copy.bytes!;
  const root = copy.dir;
  try {
    const pack = tar.pack();
    const gzip = createGzip();
    const chunks: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const gzipped = new Promise<void>((resolve, reject) => {
      gzip.on('end', resolve);
      gzip.on('error', reject);
      pack.on('error', reject);
    });
    pack.pipe(gzip);
    const entries = (async () => {
      for await (const { name, full } of walk(root)) {
        const stat = await lstat(full);
        const header = { name, mode: stat.mode & 0o777, mtime: stat.mtime };
        if (stat.isDirectory()) {
          await new Promise<void>((resolve, reject) =>
            pack.entry({ ...header, type: 'directory' }, (e) => (e ? reject(e) : resolve())),
          );
        } else if (stat.isFile()) {
          let entry!: ReturnType<typeof pack.entry>;
          // Settled once the entry's bytes are in the archive (or it failed).
          const written = new Promise<void>((resolve, reject) => {
            entry = pack.entry({ ...header, size: stat.size }, (e) => (e ? reject(e) : resolve()));
          });
          // A chunk at a time with a turn of the event loop between: the thread also answers
          // the server (pings, statements) while it packs.
          for await (const chunk of createReadStream(full, { highWaterMark: CHUNK })) {
            if (!entry.write(chunk))
              await new Promise<void>((resolve) => entry.once('drain', () => resolve()));
            await nextTurn();
          }
          (entry as unknown as NodeJS.WritableStream).end();
          await written;
        }
      }
      pack.finalize();
    })();
    await Promise.all([entries, gzipped]);
    return new Uint8Array(Buffer.concat(chunks));
  } finally {
    // Off the thread (a synchronous delete of a 240 MB copy held it 1.2 s at load 20).
    await rm(root, { recursive: true, force: true });
    packing.delete(root);
  }
}

export interface DumpHooks {
  /** Called once the held section is over, before the copy is packed (tests). */
  copied?: () => Promise<void>;
}

/**
 * The data directory as a tar.gz, on the caller's thread (the operator's backup, tests, the
 * build's template): the held section, then the packing while other statements may run.
 */
export async function dumpPglite(client: PGlite, hooks: DumpHooks = {}): Promise<Uint8Array> {
  const copy = await copyPglite(client);
  try {
    await hooks.copied?.();
  } catch (error) {
    if (copy.dir) {
      packing.delete(copy.dir);
      rmSync(copy.dir, { recursive: true, force: true });
    }
    throw error;
  }
  return packCopy(copy);
}
