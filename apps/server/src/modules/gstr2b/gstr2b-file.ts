// Reads a GSTR-2B JSON (domain/GSTR2B.md) into the documents Hisaab keeps: b2b invoices and
// cdnr notes, with b2ba/cdnra amendments in place of the originals they amend. Both shapes
// are read: the older per-item `items` array and the current invoice-level amounts (the API
// dropped `items` with IMS in late 2024). Unknown sections and keys are ignored; a file that is
// not a 2B, or whose documents cannot be read, is refused with where it went wrong.
import { z } from 'zod';
import { toPaise } from '@hisaab/shared/money';
import { GSTR2B_MESSAGES, invoiceNumberKey, isPeriod } from '@hisaab/shared/gstr2b';
import { badRequest } from '../../platform/errors.ts';

export type DocType = 'invoice' | 'credit_note' | 'debit_note';
export type Section = 'b2b' | 'b2ba' | 'cdnr' | 'cdnra';

/** One document as stored: paise, signed as it counts toward credit (credit notes negative). */
export interface Gstr2bDocument {
  docKey: string;
  section: Section;
  docType: DocType;
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

const docdata = z.object({
  b2b: z.array(z.object({ ...supplier, inv: z.array(invoice) })).optional(),
  b2ba: z.array(z.object({ ...supplier, inv: z.array(invoice) })).optional(),
  cdnr: z.array(z.object({ ...supplier, nt: z.array(note) })).optional(),
  cdnra: z.array(z.object({ ...supplier, nt: z.array(note) })).optional(),
});

const fileData = z.object({
  gstin,
  rtnprd: z.string().trim().refine(isPeriod, 'is not a return period MMYYYY'),
  gendt: portalDate.optional(),
  docdata,
});

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
    sum.taxablePaise += i.txval;
    sum.igstPaise += i.igst;
    sum.cgstPaise += i.cgst;
    sum.sgstPaise += i.sgst;
    sum.cessPaise += i.cess;
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

function where(issue: z.core.$ZodIssue): string {
  const path = issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

/** The file's JSON (already parsed) → the month's documents; 400 with a plain message if not. */
export function readGstr2b(json: unknown): Gstr2bFile {
  const root = json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  // The portal's download wraps the return in `data` (beside chksum); some tools unwrap it.
  const data = root && root['data'] && typeof root['data'] === 'object' ? root['data'] : root;
  const d = data as Record<string, unknown> | null;
  if (!d || typeof d['rtnprd'] !== 'string' || !d['docdata'] || typeof d['docdata'] !== 'object')
    throw badRequest(GSTR2B_MESSAGES.not2b);
  const parsed = fileData.safeParse(d);
  if (!parsed.success) throw badRequest(GSTR2B_MESSAGES.badShape(where(parsed.error.issues[0]!)));
  const file = parsed.data;
  const byKey = new Map<string, Gstr2bDocument>();
  const amended = new Set<string>();

  const put = (doc: Gstr2bDocument) => byKey.set(doc.docKey, doc);
  const common = (
    s: { ctin: string; trdnm?: string | undefined; supprd?: string | undefined },
    x: z.infer<typeof invoice> | z.infer<typeof note>,
  ) => ({
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

  for (const [section, list] of [
    ['b2b', file.docdata.b2b],
    ['b2ba', file.docdata.b2ba],
  ] as const) {
    for (const s of list ?? [])
      for (const inv of s.inv) {
        if (section === 'b2ba' && inv.oinum) amended.add(docKeyOf(s.ctin, 'invoice', inv.oinum));
        put({
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
  }
  for (const [section, list] of [
    ['cdnr', file.docdata.cdnr],
    ['cdnra', file.docdata.cdnra],
  ] as const) {
    for (const s of list ?? [])
      for (const nt of s.nt) {
        const docType: DocType = nt.typ === 'C' ? 'credit_note' : 'debit_note';
        if (section === 'cdnra' && nt.ontnum) amended.add(docKeyOf(s.ctin, docType, nt.ontnum));
        const amounts = amountsOf(nt);
        put({
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
  }
  // An amendment replaces the original it names (oinum / ontnum), unless it kept the number.
  for (const key of amended) {
    const doc = byKey.get(key);
    if (doc && (doc.section === 'b2b' || doc.section === 'cdnr')) byKey.delete(key);
  }
  return {
    gstin: file.gstin,
    period: file.rtnprd,
    generatedOn: file.gendt ?? null,
    documents: [...byKey.values()],
  };
}
