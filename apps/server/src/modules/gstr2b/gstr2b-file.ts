// Reads a GSTR-2B JSON (domain/GSTR2B.md) into the documents Hisaab keeps: every section of
// docdata the v4 file has (b2b, cdnr and ecom invoices from suppliers, ISD credit, imports of
// goods and from SEZ units), with the amendments (b2ba, cdnra, ecoma, isda) in place of the
// originals they amend. Both shapes of amounts are read: the older per-item `items` array and
// the current invoice-level amounts (the API dropped `items` with IMS in late 2024). A section
// it does not read is counted all the same (gstr2b-sections.ts), so the reply can name it with
// its documents and ITC. A file that is not a 2B, whose documents cannot be read, or whose
// amounts add up past what integer paise can hold, is refused with where it went wrong.
import { pacer } from '../../platform/pacer.ts';
import { z } from 'zod';
import { toPaise } from '@hisaab/shared/money';
import {
  GSTR2B_MESSAGES,
  invoiceNumberKey,
  isGstr2bSection,
  isPeriod,
  type Gstr2bSection,
} from '@hisaab/shared/gstr2b';
import { badRequest } from '../../platform/errors.ts';
import {
  addPaise,
  AmountGuard,
  countUnread,
  SectionBook,
  type SectionSummary,
} from './gstr2b-sections.ts';

export type DocType = 'invoice' | 'credit_note' | 'debit_note' | 'bill_of_entry';
export type Section = Gstr2bSection;

/** One document as stored: paise, signed as it counts toward credit (credit notes negative). */
export interface Gstr2bDocument {
  docKey: string;
  section: Section;
  docType: DocType;
  /** Empty for an import of goods (a bill of entry names no supplier). */
  supplierGstin: string;
  supplierName: string | null;
  supplierPeriod: string | null;
  number: string;
  numberKey: string;
  docDate: string;
  amendsNumber: string | null;
  amendsDate: string | null;
  valuePaise: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  cessPaise: number;
  placeOfSupply: string | null;
  reverseCharge: boolean;
  itcAvailable: 'Y' | 'N' | 'T';
  itcReason: string | null;
}

export interface Gstr2bFile {
  gstin: string;
  period: string;
  generatedOn: string | null;
  documents: Gstr2bDocument[];
  /** Every section of the file with its documents and ITC, read or not. */
  sections: SectionSummary[];
}

/** DD-MM-YYYY → yyyy-mm-dd, a real calendar day. */
const portalDate = z.string().transform((s, ctx) => {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(s.trim());
  const iso = m ? `${m[3]}-${m[2]}-${m[1]}` : '';
  const d = new Date(`${iso}T00:00:00Z`);
  if (!m || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) {
    ctx.addIssue({ code: 'custom', message: `"${s}" is not a date as DD-MM-YYYY` });
    return z.NEVER;
  }
  return iso;
});

/** Rupees as a number (or a numeric string) → paise; at most 2 decimals, as the portal writes. */
const amount = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return 0;
    try {
      const n = typeof v === 'number' ? v : Number(v);
      // A float such as 1025.1000000001 from a tool: the portal's own values have 2 decimals.
      return toPaise(Number.isInteger(n * 100) ? n : n.toFixed(2));
    } catch {
      ctx.addIssue({ code: 'custom', message: `${String(v)} is not an amount in rupees` });
      return z.NEVER;
    }
  });

const text = (max: number) => z.string().trim().min(1).max(max);
const gstin = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{15}$/, 'is not a GSTIN');
const yesNo = z
  .enum(['Y', 'N', 'y', 'n'])
  .optional()
  .transform((v) => v?.toUpperCase() === 'Y');

const item = z.object({
  txval: amount,
  igst: amount,
  cgst: amount,
  sgst: amount,
  cess: amount,
});

/** What an invoice and a note share: value, amounts (on it or in items), ITC fields. */
const docFields = {
  dt: portalDate,
  val: amount,
  pos: z.string().trim().max(2).optional(),
  rev: yesNo,
  itcavl: z.enum(['Y', 'N', 'T']).optional(),
  rsn: z.string().trim().max(10).optional(),
  items: z.array(item).optional(),
  txval: amount,
  igst: amount,
  cgst: amount,
  sgst: amount,
  cess: amount,
};

const invoice = z.object({
  inum: text(40),
  oinum: text(40).optional(),
  oidt: portalDate.optional(),
  ...docFields,
});
const note = z.object({
  ntnum: text(40),
  typ: z.enum(['C', 'D']),
  ontnum: text(40).optional(),
  ontdt: portalDate.optional(),
  ...docFields,
});
const supplier = {
  ctin: gstin,
  trdnm: z.string().trim().max(200).optional(),
  supprd: z.string().trim().max(6).optional(),
};

const isdDoc = z.object({
  doctyp: z.enum(['ISDI', 'ISDC']),
  docnum: text(40),
  docdt: portalDate,
  odoctyp: z.enum(['ISDI', 'ISDC']).optional(),
  odocnum: text(40).optional(),
  odocdt: portalDate.optional(),
  igst: amount,
  cgst: amount,
  sgst: amount,
  cess: amount,
  itcelg: z.enum(['Y', 'N']).optional(),
});
const boe = z.object({
  portcode: z.string().trim().max(10).optional(),
  boenum: text(40),
  boedt: portalDate,
  txval: amount,
  igst: amount,
  cess: amount,
});

const sezBoe = z.object({
  ctin: gstin,
  trdnm: z.string().trim().max(200).optional(),
  boe: z.array(boe),
});

// The file is checked in two steps (issue 37): its frame first, with each list's entries left
// unread, then each supplier and document on its own, a slice at a time with a turn of the
// event loop between (180,000 invoices checked in one piece held the server's thread for
// seconds). Frame, supplier and document are checked in the order one schema of the whole file
// would (its keys in order), so the first problem named is the same.
const entries = z.array(z.unknown());
const frame = z.object({
  gstin,
  rtnprd: z.string().trim().refine(isPeriod, 'is not a return period MMYYYY'),
  gendt: portalDate.optional(),
  docdata: z.object({
    b2b: entries.optional(),
    b2ba: entries.optional(),
    cdnr: entries.optional(),
    cdnra: entries.optional(),
    ecom: entries.optional(),
    ecoma: entries.optional(),
    isd: entries.optional(),
    isda: entries.optional(),
    impg: entries.optional(),
    impgsez: entries.optional(),
  }),
});
const invSupplier = z.object({ ...supplier, inv: entries });
const noteSupplier = z.object({ ...supplier, nt: entries });
const isdSupplier = z.object({ ...supplier, doclist: entries });
const sezSupplier = z.object({ ctin: gstin, trdnm: sezBoe.shape.trdnm, boe: entries });

/** A section's suppliers as checked, each with its documents. */
type Listed<S extends z.ZodType, K extends string, D extends z.ZodType> = (Omit<z.infer<S>, K> &
  Record<K, z.infer<D>[]>)[];
type Invoices = Listed<typeof invSupplier, 'inv', typeof invoice>;
type Notes = Listed<typeof noteSupplier, 'nt', typeof note>;
type IsdList = Listed<typeof isdSupplier, 'doclist', typeof isdDoc>;

type Path = PropertyKey[];

/** The checked value, or a 400 naming where in the file it went wrong. */
function valid<T>(schema: z.ZodType<T>, value: unknown, path: Path): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw badRequest(GSTR2B_MESSAGES.badShape(where({ ...issue, path: [...path, ...issue.path] })));
}

/** A list of documents, each checked; `path` is where the list is. */
async function validList<T>(
  schema: z.ZodType<T>,
  list: readonly unknown[],
  path: Path,
  pace: () => Promise<void>,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) {
    out.push(valid(schema, list[i], [...path, i]));
    await pace();
  }
  return out;
}

/** Suppliers (`shell` each, documents under `key` left unread), then each one's documents. */
async function validSuppliers<S extends Record<K, unknown[]>, K extends string, T>(
  shell: z.ZodType<S>,
  key: K,
  schema: z.ZodType<T>,
  list: readonly unknown[] | undefined,
  path: Path,
  pace: () => Promise<void>,
): Promise<(Omit<S, K> & Record<K, T[]>)[] | undefined> {
  if (list === undefined) return undefined;
  const out: (Omit<S, K> & Record<K, T[]>)[] = [];
  for (let i = 0; i < list.length; i++) {
    const s = valid(shell, list[i], [...path, i]);
    const docs = await validList(schema, s[key], [...path, i, key], pace);
    out.push({ ...s, [key]: docs } as Omit<S, K> & Record<K, T[]>);
  }
  return out;
}

/** The whole file checked, as one schema of it would parse it. */
async function validFile(d: Record<string, unknown>) {
  const f = valid(frame, d, []);
  const dd = f.docdata;
  const pace = pacer();
  const at = (section: string): Path => ['docdata', section];
  return {
    ...f,
    docdata: {
      b2b: await validSuppliers(invSupplier, 'inv', invoice, dd.b2b, at('b2b'), pace),
      b2ba: await validSuppliers(invSupplier, 'inv', invoice, dd.b2ba, at('b2ba'), pace),
      cdnr: await validSuppliers(noteSupplier, 'nt', note, dd.cdnr, at('cdnr'), pace),
      cdnra: await validSuppliers(noteSupplier, 'nt', note, dd.cdnra, at('cdnra'), pace),
      ecom: await validSuppliers(invSupplier, 'inv', invoice, dd.ecom, at('ecom'), pace),
      ecoma: await validSuppliers(invSupplier, 'inv', invoice, dd.ecoma, at('ecoma'), pace),
      isd: await validSuppliers(isdSupplier, 'doclist', isdDoc, dd.isd, at('isd'), pace),
      isda: await validSuppliers(isdSupplier, 'doclist', isdDoc, dd.isda, at('isda'), pace),
      impg: dd.impg && (await validList(boe, dd.impg, at('impg'), pace)),
      impgsez: await validSuppliers(sezSupplier, 'boe', boe, dd.impgsez, at('impgsez'), pace),
    },
  };
}

type Amounts = Pick<
  Gstr2bDocument,
  'taxablePaise' | 'igstPaise' | 'cgstPaise' | 'sgstPaise' | 'cessPaise'
>;

/** The older files add up the items; the current ones carry the totals on the document. */
function amountsOf(d: z.infer<typeof invoice> | z.infer<typeof note>): Amounts {
  const items = d.items ?? [];
  if (items.length === 0)
    return {
      taxablePaise: d.txval,
      igstPaise: d.igst,
      cgstPaise: d.cgst,
      sgstPaise: d.sgst,
      cessPaise: d.cess,
    };
  const sum: Amounts = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, cessPaise: 0 };
  for (const i of items) {
    sum.taxablePaise = addPaise(sum.taxablePaise, i.txval);
    sum.igstPaise = addPaise(sum.igstPaise, i.igst);
    sum.cgstPaise = addPaise(sum.cgstPaise, i.cgst);
    sum.sgstPaise = addPaise(sum.sgstPaise, i.sgst);
    sum.cessPaise = addPaise(sum.cessPaise, i.cess);
  }
  return sum;
}

const negate = (a: Amounts): Amounts => ({
  taxablePaise: -a.taxablePaise,
  igstPaise: -a.igstPaise,
  cgstPaise: -a.cgstPaise,
  sgstPaise: -a.sgstPaise,
  cessPaise: -a.cessPaise,
});

export const docKeyOf = (gstin: string, docType: DocType, number: string) =>
  `${gstin}|${docType}|${invoiceNumberKey(number)}`;

function where(issue: { path: readonly PropertyKey[]; message: string }): string {
  const path = issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

const AMENDMENTS = new Set<Section>(['b2ba', 'cdnra', 'ecoma', 'isda']);

/**
 * The file's JSON (already parsed) → the month's documents; 400 with a plain message if not.
 * Async only to let other requests in between slices of documents.
 */
export async function readGstr2b(json: unknown): Promise<Gstr2bFile> {
  const root = json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  // The portal's download wraps the return in `data` (beside chksum); some tools unwrap it.
  const data = root && root['data'] && typeof root['data'] === 'object' ? root['data'] : root;
  const d = data as Record<string, unknown> | null;
  if (!d || typeof d['rtnprd'] !== 'string' || !d['docdata'] || typeof d['docdata'] !== 'object')
    throw badRequest(GSTR2B_MESSAGES.not2b);
  const file = await validFile(d);
  const dd = file.docdata;
  const pace = pacer();
  const byKey = new Map<string, Gstr2bDocument>();
  const book = new SectionBook();
  const guard = new AmountGuard();

  /** Keeps the document; one of the same key already kept is replaced (its amendment). */
  const put = async (doc: Gstr2bDocument) => {
    await pace();
    const before = byKey.get(doc.docKey);
    if (before) book.replaced(before.section);
    byKey.set(doc.docKey, doc);
    guard.add(doc.valuePaise, doc.taxablePaise, doc.igstPaise, doc.cgstPaise, doc.sgstPaise);
    guard.add(doc.cessPaise);
    const heads = {
      igst: doc.igstPaise,
      cgst: doc.cgstPaise,
      sgst: doc.sgstPaise,
      cess: doc.cessPaise,
    };
    book.count(doc.section, true, heads, doc.itcAvailable !== 'N');
  };
  /** An amendment naming another original (oinum / ontnum / odocnum) replaces that one. */
  const amends = (key: string, section: Section) => {
    const original = byKey.get(key);
    if (!original || original.section === section || AMENDMENTS.has(original.section)) return;
    byKey.delete(key);
    book.replaced(original.section);
  };
  type SupplierOf = { ctin: string; trdnm?: string | undefined; supprd?: string | undefined };
  const common = (s: SupplierOf, x: z.infer<typeof invoice> | z.infer<typeof note>) => ({
    supplierGstin: s.ctin,
    supplierName: s.trdnm || null,
    supplierPeriod: s.supprd || null,
    docDate: x.dt,
    valuePaise: x.val,
    placeOfSupply: x.pos || null,
    reverseCharge: x.rev,
    itcAvailable: x.itcavl ?? 'Y',
    itcReason: x.rsn || null,
  });

  const readInvoices = async (section: Section, list: Invoices | undefined) => {
    for (const s of list ?? [])
      for (const inv of s.inv) {
        if (inv.oinum) amends(docKeyOf(s.ctin, 'invoice', inv.oinum), section);
        await put({
          ...common(s, inv),
          ...amountsOf(inv),
          docKey: docKeyOf(s.ctin, 'invoice', inv.inum),
          section,
          docType: 'invoice',
          number: inv.inum,
          numberKey: invoiceNumberKey(inv.inum),
          amendsNumber: inv.oinum ?? null,
          amendsDate: inv.oidt ?? null,
        });
      }
  };
  const readNotes = async (section: Section, list: Notes | undefined) => {
    for (const s of list ?? [])
      for (const nt of s.nt) {
        const docType: DocType = nt.typ === 'C' ? 'credit_note' : 'debit_note';
        if (nt.ontnum) amends(docKeyOf(s.ctin, docType, nt.ontnum), section);
        const amounts = amountsOf(nt);
        await put({
          ...common(s, nt),
          ...(docType === 'credit_note' ? negate(amounts) : amounts),
          valuePaise: docType === 'credit_note' ? -nt.val : nt.val,
          docKey: docKeyOf(s.ctin, docType, nt.ntnum),
          section,
          docType,
          number: nt.ntnum,
          numberKey: invoiceNumberKey(nt.ntnum),
          amendsNumber: nt.ontnum ?? null,
          amendsDate: nt.ontdt ?? null,
        });
      }
  };
  // An ISD credit note (ISDC) takes credit back: its heads are negative, as a supplier's.
  const isdKey = (ctin: string, typ: 'ISDI' | 'ISDC', num: string) =>
    `ISD|${docKeyOf(ctin, typ === 'ISDI' ? 'invoice' : 'credit_note', num)}`;
  const readIsd = async (section: Section, list: IsdList | undefined) => {
    for (const s of list ?? [])
      for (const doc of s.doclist) {
        if (doc.odocnum) amends(isdKey(s.ctin, doc.odoctyp ?? doc.doctyp, doc.odocnum), section);
        const sign = doc.doctyp === 'ISDC' ? -1 : 1;
        const heads = { igst: doc.igst, cgst: doc.cgst, sgst: doc.sgst, cess: doc.cess };
        const value = addPaise(addPaise(heads.igst, heads.cgst), addPaise(heads.sgst, heads.cess));
        await put({
          docKey: isdKey(s.ctin, doc.doctyp, doc.docnum),
          section,
          docType: doc.doctyp === 'ISDI' ? 'invoice' : 'credit_note',
          supplierGstin: s.ctin,
          supplierName: s.trdnm || null,
          supplierPeriod: s.supprd || null,
          number: doc.docnum,
          numberKey: invoiceNumberKey(doc.docnum),
          docDate: doc.docdt,
          amendsNumber: doc.odocnum ?? null,
          amendsDate: doc.odocdt ?? null,
          valuePaise: sign * value,
          taxablePaise: 0,
          igstPaise: sign * heads.igst,
          cgstPaise: sign * heads.cgst,
          sgstPaise: sign * heads.sgst,
          cessPaise: sign * heads.cess,
          placeOfSupply: null,
          reverseCharge: false,
          itcAvailable: doc.itcelg ?? 'Y',
          itcReason: null,
        });
      }
  };
  // A bill of entry: IGST and cess on imports, always available (india-compliance).
  const readBoe = async (section: Section, b: z.infer<typeof boe>, s: SupplierOf | null) =>
    await put({
      docKey: [section, s?.ctin ?? '', b.portcode ?? '', b.boenum, b.boedt].join('|'),
      section,
      docType: 'bill_of_entry',
      supplierGstin: s?.ctin ?? '',
      supplierName: s?.trdnm || null,
      supplierPeriod: null,
      number: b.boenum,
      numberKey: invoiceNumberKey(b.boenum),
      docDate: b.boedt,
      amendsNumber: null,
      amendsDate: null,
      valuePaise: addPaise(addPaise(b.txval, b.igst), b.cess),
      taxablePaise: b.txval,
      igstPaise: b.igst,
      cgstPaise: 0,
      sgstPaise: 0,
      cessPaise: b.cess,
      placeOfSupply: null,
      reverseCharge: false,
      itcAvailable: 'Y',
      itcReason: null,
    });

  // Originals first, then the amendments that replace them.
  await readInvoices('b2b', dd.b2b);
  await readInvoices('ecom', dd.ecom);
  await readNotes('cdnr', dd.cdnr);
  await readIsd('isd', dd.isd);
  for (const b of dd.impg ?? []) await readBoe('impg', b, null);
  for (const s of dd.impgsez ?? []) for (const b of s.boe) await readBoe('impgsez', b, s);
  await readInvoices('b2ba', dd.b2ba);
  await readInvoices('ecoma', dd.ecoma);
  await readNotes('cdnra', dd.cdnra);
  await readIsd('isda', dd.isda);
  // Sections this reader does not know (itcrev, or one a later version adds): named, counted.
  for (const [key, value] of Object.entries(d['docdata'] as Record<string, unknown>))
    if (!isGstr2bSection(key) && Array.isArray(value) && value.length > 0)
      countUnread(book, guard, key, value);

  return {
    gstin: file.gstin,
    period: file.rtnprd,
    generatedOn: file.gendt ?? null,
    documents: [...byKey.values()],
    sections: book.summaries(),
  };
}
