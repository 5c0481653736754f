// Hostile XLSX files for the import tests, built here byte by byte: a minimal workbook (the five
// parts Excel needs) whose sheet may unpack to far more than the file's size, and whose zip
// directory may tell the truth about that or lie. Huge bodies are cheap to make: a deflate
// stream flushed in full is a run of independent blocks, so one compressed megabyte is repeated.
import { constants, deflateRawSync } from 'node:zlib';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(chunks: Buffer[], repeat: number[]): number {
  let crc = 0xffffffff;
  chunks.forEach((chunk, i) => {
    for (let r = 0; r < repeat[i]!; r++)
      for (const byte of chunk) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  });
  return (crc ^ 0xffffffff) >>> 0;
}

interface Part {
  name: string;
  /** The packed (raw deflate) bytes. */
  packed: Buffer;
  /** Its unpacked size as the zip's directory (and local header) will declare it. */
  declaredSize: number;
  crc: number;
}

/** A part whose content is `head`, then `body` `times` times, then `tail`, deflated. */
function part(name: string, head: string, body = '', times = 0, tail = ''): Part {
  const pieces = [Buffer.from(head), Buffer.from(body), Buffer.from(tail)];
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const packedBody = body ? deflateRawSync(pieces[1]!, flush) : Buffer.alloc(0);
  const packed = Buffer.concat([
    deflateRawSync(pieces[0]!, flush),
    ...Array.from({ length: times }, () => packedBody),
    deflateRawSync(pieces[2]!),
  ]);
  const size = pieces[0]!.length + pieces[1]!.length * times + pieces[2]!.length;
  // The CRC of a huge body is not worth computing: the reader trusts no checksum anyway.
  const crc = size < 4 * 1024 * 1024 ? crc32(pieces, [1, times, 1]) : 0;
  return { name, packed, declaredSize: size, crc };
}

function zip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(p.crc, 14);
    local.writeUInt32LE(p.packed.length, 18);
    local.writeUInt32LE(Math.min(p.declaredSize, 0xfffffffe), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.crc, 16);
    central.writeUInt32LE(p.packed.length, 20);
    central.writeUInt32LE(Math.min(p.declaredSize, 0xfffffffe), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.packed);
    centrals.push(central, name);
    offset += 30 + name.length + p.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const inline = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;
export const rowXml = (cells: string[]) => `<row>${cells.map(inline).join('')}</row>`;

export interface SheetPlan {
  /** Rows before the body (e.g. the header). */
  head: string;
  /** Repeated `times` times. */
  body?: string;
  times?: number;
  /** Declare this unpacked size for the sheet instead of the true one (a lying header). */
  declareSize?: number;
}

/** A minimal XLSX whose first sheet's sheetData is head + body × times. */
export function workbook(plan: SheetPlan): Buffer {
  const sheet = part(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${plan.head}`,
    plan.body ?? '',
    plan.times ?? 0,
    '</sheetData></worksheet>',
  );
  if (plan.declareSize !== undefined) sheet.declaredSize = plan.declareSize;
  return zip([
    part(
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    part(
      '_rels/.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
  ]);
}

/** About one megabyte of `unit` repeated. */
export const megabyteOf = (unit: string) => unit.repeat(Math.ceil((1024 * 1024) / unit.length));
