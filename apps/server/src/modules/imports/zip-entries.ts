// The parts of an XLSX (a zip archive), read without trusting it: the sizes of every part come
// from the zip's central directory and are checked before anything is inflated, and a part is
// inflated as a stream that stops at the size its directory entry declared (a "lying header"
// cannot grow past it). A 400 KB file whose sheet unpacks to 150 MB is refused in a millisecond
// instead of being inflated into memory (issue 25).
import { createInflateRaw } from 'node:zlib';
import { IMPORT_MESSAGES } from '@hisaab/shared/imports';
import { badRequest, HttpError } from '../../platform/errors.ts';

/** The most one part may unpack to (the sheet, its shared strings). */
export const XLSX_MAX_PART_BYTES = 64 * 1024 * 1024;
/** The most all parts together may unpack to. */
export const XLSX_MAX_TOTAL_BYTES = 128 * 1024 * 1024;
/**
 * Unpacked bytes per packed byte, above which a part larger than 1 MB is refused: spreadsheet
 * XML packs 5 to 30 times, cells repeated to fill memory a few hundred times (deflate's
 * ceiling is about 1,000).
 */
export const XLSX_MAX_RATIO = 200;
const RATIO_FROM_BYTES = 1024 * 1024;
/** An XLSX has a dozen or so parts; thousands are no spreadsheet. */
const MAX_PARTS = 1000;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; nothing else is read. */
  method: number;
  packedSize: number;
  size: number;
  localOffset: number;
}

const unreadable = () => badRequest(IMPORT_MESSAGES.unreadable);
export const tooBig = () => badRequest(IMPORT_MESSAGES.unpackedTooLarge);

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const FULL32 = 0xffffffff;

function u64(bytes: Buffer, at: number): number {
  const n = bytes.readBigUInt64LE(at);
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw unreadable();
  return Number(n);
}

/** Where the central directory is and how many entries it has. */
function directoryOf(bytes: Buffer): { offset: number; count: number } {
  // The end record is the last 22 bytes plus a comment of at most 65,535.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= from; at--) {
    if (bytes.readUInt32LE(at) !== EOCD) continue;
    let count = bytes.readUInt16LE(at + 10);
    let offset = bytes.readUInt32LE(at + 16);
    if ((count === 0xffff || offset === FULL32) && at >= 20) {
      // Zip64: the locator just before the end record points at the larger end record.
      if (bytes.readUInt32LE(at - 20) !== ZIP64_LOCATOR) throw unreadable();
      const end64 = u64(bytes, at - 20 + 8);
      if (end64 + 56 > bytes.length || bytes.readUInt32LE(end64) !== ZIP64_EOCD) throw unreadable();
      count = u64(bytes, end64 + 32);
      offset = u64(bytes, end64 + 48);
    }
    return { offset, count };
  }
  throw unreadable();
}

/**
 * Every entry of the zip's central directory, refused (400) past the ceilings above. Nothing
 * is inflated here.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] {
  if (bytes.length < 22) throw unreadable();
  const { offset, count } = directoryOf(bytes);
  if (count > MAX_PARTS) throw unreadable();
  const entries: ZipEntry[] = [];
  let at = offset;
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    let packedSize = bytes.readUInt32LE(at + 20);
    let size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    let localOffset = bytes.readUInt32LE(at + 42);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > bytes.length) throw unreadable();
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    // Zip64 sizes: an extra field 0x0001 holds, in order, each value the header left full.
    if (size === FULL32 || packedSize === FULL32 || localOffset === FULL32) {
      let x = at + 46 + nameLength;
      const xEnd = x + extraLength;
      while (x + 4 <= xEnd && bytes.readUInt16LE(x) !== 1) x += 4 + bytes.readUInt16LE(x + 2);
      if (x + 4 > xEnd) throw unreadable();
      let field = x + 4;
      const next = () => {
        if (field + 8 > xEnd) throw unreadable();
        const n = u64(bytes, field);
        field += 8;
        return n;
      };
      if (size === FULL32) size = next();
      if (packedSize === FULL32) packedSize = next();
      if (localOffset === FULL32) localOffset = next();
    }
    // The sizes first, so a bomb is named as one; an encrypted part cannot be read.
    if (size > XLSX_MAX_PART_BYTES) throw tooBig();
    total += size;
    if (total > XLSX_MAX_TOTAL_BYTES) throw tooBig();
    if (size > RATIO_FROM_BYTES && size > XLSX_MAX_RATIO * Math.max(packedSize, 1)) throw tooBig();
    if (flags & 1) throw unreadable();
    if (localOffset + 30 > bytes.length) throw unreadable();
    entries.push({ name, method, packedSize, size, localOffset });
    at = end;
  }
  return entries;
}

/** The part named so (zip names are case-sensitive; Excel writes them as the rels name them). */
export function findEntry(entries: ZipEntry[], name: string): ZipEntry | undefined {
  const wanted = name.replace(/^\/+/, '');
  return (
    entries.find((e) => e.name === wanted) ??
    entries.find((e) => e.name.toLowerCase() === wanted.toLowerCase())
  );
}

/**
 * A part's bytes, unpacked as a stream in slices of 64 KB (zlib works off the event loop), never
 * more than its directory entry declared: past that the file is refused as too large.
 */
export async function* unpack(bytes: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const at = entry.localOffset;
  if (bytes.readUInt32LE(at) !== LOCAL) throw unreadable();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.packedSize > bytes.length) throw unreadable();
  const packed = bytes.subarray(start, start + entry.packedSize);
  const slice = 64 * 1024;
  if (entry.method === 0) {
    if (entry.packedSize !== entry.size) throw unreadable();
    for (let i = 0; i < packed.length; i += slice) yield packed.subarray(i, i + slice);
    return;
  }
  if (entry.method !== 8) throw unreadable();
  const inflater = createInflateRaw({ chunkSize: slice });
  inflater.end(packed);
  let total = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > entry.size) throw tooBig();
      yield chunk;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable();
  } finally {
    inflater.destroy();
  }
}
