// Unpacks PGlite's tar.gz of a data directory (dumpDataDir) into a directory with Node's own
// zlib and file calls. PGlite's loadDataDir does the same inside WebAssembly, holding the
// archive several times over: 120 MiB more at its peak than opening the unpacked directory.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

const field = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** Writes the archive's directories and files under `dir`; any other entry is refused. */
export function unpackTarGz(file: string, dir: string): void {
  const tar = gunzipSync(readFileSync(file));
  const made = new Set<string>();
  const makeDir = (d: string) => {
    if (!made.has(d)) mkdirSync(d, { recursive: true, mode: 0o700 });
    made.add(d);
  };
  makeDir(dir);
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break; // the end: two zero blocks
    // ustar: a long path is split into a prefix (345) and a name (0).
    const name = [field(header, 345, 155), field(header, 0, 100)].filter(Boolean).join('/');
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156]!);
    const target = path.resolve(dir, `.${path.posix.normalize(`/${name}`)}`);
    if (target !== dir && !target.startsWith(dir + path.sep))
      throw new Error(`${file}: ${name} lies outside the directory`);
    at += BLOCK;
    if (type === '5') makeDir(target);
    else if (type === '0' || type === '\0') {
      makeDir(path.dirname(target));
      writeFileSync(target, tar.subarray(at, at + size), { mode: 0o600 });
    } else throw new Error(`${file}: ${name} is neither a file nor a directory`);
    at += Math.ceil(size / BLOCK) * BLOCK;
  }
}
