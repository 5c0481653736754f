// The rows of an XLSX's first sheet, read as a stream (issue 25): the zip's directory is
// checked first (zip-entries.ts), then each part's XML goes through saxes, a streaming XML
// parser (the one jsdom and exceljs use; it expands no entities of a DTD, so no "billion
// laughs"), 64 KB at a time with a turn of the event loop between slices, so other requests
// are answered meanwhile. The caller's `onRow` may throw to stop early (a row ceiling); nothing
// but the shared strings and the rows handed over is kept in memory.
import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser } from 'saxes';
import { IMPORT_MAX_COLUMNS, IMPORT_MESSAGES } from '@hisaab/shared/imports';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { findEntry, unpack, zipEntries, type ZipEntry } from './zip-entries.ts';

export interface XlsxRow {
  /** The row's number in the sheet (1 = the first). */
  rowNumber: number;
  /** The text of each cell as the sheet shows it, from column A to the last with a value. */
  cells: string[];
}

type Attributes = Record<string, string>;
interface XmlHandlers {
  open?(name: string, attributes: Attributes): void;
  close?(name: string): void;
  text?(text: string): void;
}

const unreadable = () => badRequest(IMPORT_MESSAGES.unreadable);
/** Elements by their local name: some writers prefix every element (x:row). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

async function readXml(bytes: Buffer, entry: ZipEntry, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag.attributes as Attributes));
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of unpack(bytes, entry)) {
      parser.write(decoder.write(chunk));
      await nextTurn();
    }
    parser.write(decoder.end());
    parser.close();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable(); // not well-formed XML
  }
}

/** A relationships part: id → { target (a full part name), type }. */
async function relationships(bytes: Buffer, entries: ZipEntry[], name: string, base: string) {
  const out = new Map<string, { target: string; type: string }>();
  const entry = findEntry(entries, name);
  if (!entry) return out;
  await readXml(bytes, entry, {
    open(tag, a) {
      if (tag !== 'Relationship' || !a.Id || !a.Target || a.TargetMode === 'External') return;
      out.set(a.Id, { target: partName(base, a.Target), type: a.Type ?? '' });
    },
  });
  return out;
}

/** A relationship's target as a part name: relative to its folder, or from the root. */
function partName(base: string, target: string): string {
  const parts = target.startsWith('/') ? [] : base.split('/').filter(Boolean);
  for (const p of target.split('/')) {
    if (p === '..') parts.pop();
    else if (p !== '.' && p !== '') parts.push(p);
  }
  return parts.join('/');
}

const folderOf = (name: string) => name.slice(0, name.lastIndexOf('/') + 1);
const relsOf = (name: string) =>
  `${folderOf(name)}_rels/${name.slice(name.lastIndexOf('/') + 1)}.rels`;

/** The text of each shared string (rich text runs joined; phonetic guides left out). */
async function sharedStrings(bytes: Buffer, entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let text = '';
  let inText = false;
  let inPhonetic = false;
  await readXml(bytes, entry, {
    open(tag) {
      if (tag === 'si') text = '';
      else if (tag === 'rPh') inPhonetic = true;
      else if (tag === 't' && !inPhonetic) inText = true;
    },
    close(tag) {
      if (tag === 'si') strings.push(text);
      else if (tag === 'rPh') inPhonetic = false;
      else if (tag === 't') inText = false;
    },
    text(t) {
      if (inText) text += t;
    },
  });
  return strings;
}

// Excel's built-in date and time formats (ECMA-376 18.8.30, with the East Asian ones).
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** A custom number format shows a date when, outside quotes and [colours], it has y m d h s. */
const isDateCode = (code: string) =>
  /[ymdhs]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** For each cell style (the `s` of a cell), whether it shows a number as a date. */
async function dateStyles(bytes: Buffer, entry: ZipEntry | undefined): Promise<boolean[]> {
  const styles: boolean[] = [];
  if (!entry) return styles;
  const custom = new Map<number, boolean>();
  let inCellXfs = false;
  await readXml(bytes, entry, {
    open(tag, a) {
      if (tag === 'numFmt') custom.set(Number(a.numFmtId), isDateCode(a.formatCode ?? ''));
      else if (tag === 'cellXfs') inCellXfs = true;
      else if (tag === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        styles.push(custom.get(id) ?? BUILT_IN_DATES.has(id));
      }
    },
    close(tag) {
      if (tag === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/** A1 → 1; the column of a cell reference. */
function columnOf(ref: string | undefined): number | null {
  if (!ref) return null;
  let col = 0;
  for (const ch of ref.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    col = col * 26 + (code - 64);
  }
  return col > 0 ? col : null;
}

/**
 * A number as typed: whole numbers without exponent (a 10-digit phone), and binary float noise
 * from a formula (12.300000000000001) trimmed to 9 decimals so 2-decimal rates stay exact.
 */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return BigInt(n).toString();
  return String(Number(n.toFixed(9)));
}

/** An Excel date serial as yyyy-mm-dd (1900 system; 1904 when the workbook says so). */
function serialDate(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

interface Book {
  sheet: ZipEntry;
  strings: ZipEntry | undefined;
  styles: ZipEntry | undefined;
  date1904: boolean;
}

/** The first sheet (in the workbook's order, as Excel shows the tabs) and its helper parts. */
async function bookOf(bytes: Buffer, entries: ZipEntry[]): Promise<Book | null> {
  const root = await relationships(bytes, entries, '_rels/.rels', '');
  const main = [...root.values()].find((r) => r.type.endsWith('/officeDocument'));
  const workbookName = main?.target ?? 'xl/workbook.xml';
  const workbook = findEntry(entries, workbookName);
  if (!workbook) throw unreadable();
  let firstSheetId: string | null = null;
  let date1904 = false;
  await readXml(bytes, workbook, {
    open(tag, a) {
      if (tag === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      if (tag === 'sheet' && firstSheetId === null)
        firstSheetId = a['r:id'] ?? Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1] ?? '';
    },
  });
  if (firstSheetId === null) return null;
  const rels = await relationships(bytes, entries, relsOf(workbookName), folderOf(workbookName));
  const sheetPart = rels.get(firstSheetId)?.target;
  const sheet = sheetPart ? findEntry(entries, sheetPart) : undefined;
  if (!sheet) throw unreadable();
  const ofType = (type: string) => {
    const target = [...rels.values()].find((r) => r.type.endsWith(type))?.target;
    return target ? findEntry(entries, target) : undefined;
  };
  return {
    sheet,
    strings: ofType('/sharedStrings'),
    styles: ofType('/styles'),
    date1904,
  };
}

/**
 * Hands each row of the first sheet that has a value to `onRow`, in order. Throws 400 for a
 * file that is not a readable XLSX, unpacks past the ceilings, or has values past column
 * IMPORT_MAX_COLUMNS; returns false when the workbook has no sheet.
 */
export async function readXlsxRows(bytes: Buffer, onRow: (row: XlsxRow) => void): Promise<boolean> {
  const entries = zipEntries(bytes);
  const book = await bookOf(bytes, entries);
  if (!book) return false;
  const strings = await sharedStrings(bytes, book.strings);
  const dates = await dateStyles(bytes, book.styles);

  let rowNumber = 0;
  let cells: string[] = [];
  let column = 0;
  let type = '';
  let style = 0;
  let value = '';
  let inValue = false;
  let inInline = false;
  let inPhonetic = false;

  const cellText = (): string => {
    switch (type) {
      case 's':
        return strings[Number(value)] ?? '';
      case 'inlineStr':
      case 'str':
      case 'e': // an error shows as itself: #N/A
        return value;
      case 'b':
        return value === '' ? '' : value === '1' || value === 'true' ? 'TRUE' : 'FALSE';
      case 'd': {
        const date = new Date(value);
        return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 10);
      }
      default: {
        if (value.trim() === '') return '';
        const n = Number(value);
        if (dates[style]) return serialDate(n, book.date1904);
        return numberText(n);
      }
    }
  };

  await readXml(bytes, book.sheet, {
    open(tag, a) {
      if (tag === 'row') {
        rowNumber = Number(a.r) > 0 ? Number(a.r) : rowNumber + 1;
        cells = [];
        column = 0;
      } else if (tag === 'c') {
        column = columnOf(a.r) ?? column + 1;
        type = a.t ?? 'n';
        style = Number(a.s ?? 0);
        value = '';
      } else if (tag === 'v') inValue = true;
      else if (tag === 'is') inInline = true;
      else if (tag === 'rPh') inPhonetic = true;
      else if (tag === 't' && inInline && !inPhonetic) inValue = true;
    },
    close(tag) {
      if (tag === 'v' || tag === 't') inValue = false;
      else if (tag === 'is') inInline = false;
      else if (tag === 'rPh') inPhonetic = false;
      else if (tag === 'c') {
        const text = cellText().trim();
        if (text === '') return;
        if (column > IMPORT_MAX_COLUMNS)
          throw badRequest(IMPORT_MESSAGES.tooManyColumns(IMPORT_MAX_COLUMNS));
        while (cells.length < column - 1) cells.push('');
        cells[column - 1] = text;
      } else if (tag === 'row' && cells.length > 0) {
        onRow({ rowNumber, cells });
      }
    },
    text(t) {
      if (inValue) value += t;
    },
  });
  return true;
}
