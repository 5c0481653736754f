// Sorts a period's invoice-rate rows into GSTR-1's sections (GST.md section 8): b2b for
// registered buyers, b2cl for large inter-state sales to unregistered buyers, b2cs for the
// rest, nil for nil-rated lines (never b2cs), and the HSN table. Amounts stay in paise.
// A credit note (issue 16) is one more row source: cdnr when the buyer is registered, cdnur
// (typ B2CL) when the buyer is unregistered, the supply inter-state and the original invoice
// above the B2CL threshold, otherwise netted into b2cs (which takes negative values); its
// nil-rated lines are netted into nil and its lines into the HSN table (as negative). A debit
// note to a customer (issue 36) goes the same way with ntty "D", adding (stored positive).
// Exports go to exp, SEZ supplies and deemed exports to b2b with their inv_typ, and a note of
// an export to cdnur as EXPWP/EXPWOP (issue 36, GSTR_JSON.md); SEZ supplies and exports are
// inter-state whatever the states. A supply under reverse charge (GST.md section 12) is
// reported with rchrg Y and its tax per rate, as the portal computes it; that tax is the
// buyer's to pay, not in the books.
import {
  alwaysInterState,
  isExport,
  type ExportDetails,
  type SupplyType,
} from '@hisaab/shared/gst/supply';
import {
  addAmounts,
  b2clThresholdPaise,
  zeroAmounts,
  type Amounts,
  type GstProfile,
} from './gst-common.ts';
import {
  noSummedRows,
  type HsnRow,
  type InvoiceRateRow,
  type NoteRateRow,
  type SummedRows,
} from './gstr1-rows.ts';

export interface SectionInvoice {
  transactionId: number;
  number: string;
  date: string;
  pos: string;
  ctin: string | null;
  customerName: string;
  val: number;
  inter: boolean;
  /** Under reverse charge: rchrg Y. */
  reverseCharge: boolean;
  items: (Amounts & { rtBp: number })[];
  supplyType: SupplyType;
  exportDetails: ExportDetails | null;
}

/** A credit note (ntty C) or a debit note to the customer (D) in cdnr or cdnur. */
export interface SectionNote {
  ntty: 'C' | 'D';
  transactionId: number;
  number: string;
  date: string;
  pos: string;
  ctin: string | null;
  customerName: string;
  originalNumber: string | null;
  originalDate: string;
  /** Positive: the note's value and items as the portal takes them (ntty carries the sign). */
  val: number;
  inter: boolean;
  /** Under reverse charge (the bill's): rchrg Y. */
  reverseCharge: boolean;
  items: (Amounts & { rtBp: number })[];
  /** Its original bill's kind of supply: cdnr inv_typ, cdnur typ. */
  supplyType: SupplyType;
}

export interface B2csRow extends Amounts {
  inter: boolean;
  pos: string;
  rtBp: number;
}

export type NilSupplyType = 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';
export const NIL_SUPPLY_TYPES: readonly NilSupplyType[] = [
  'INTRB2B',
  'INTRAB2B',
  'INTRB2C',
  'INTRAB2C',
];

export interface Gstr1Sections {
  b2b: SectionInvoice[];
  b2cl: SectionInvoice[];
  b2cs: B2csRow[];
  /** Exports, with or without payment of IGST (exp). */
  exp: SectionInvoice[];
  /** Nil-rated value by supply type (Hisaab records no exempt or non-GST supplies yet). */
  nil: Record<NilSupplyType, number>;
  cdnr: SectionNote[];
  cdnur: SectionNote[];
  /** Every taxable and nil row, notes' included, added up: with reverseChargeTax, the books. */
  total: Amounts;
  /** The tax of the rows under reverse charge (txval 0): in the return, not in the books. */
  reverseChargeTax: Amounts;
}

const taxOnly = (a: Amounts): Amounts => ({ ...a, txval: 0 });

/** A bill with no place of supply was taxed as intra-state (see the transactions service). */
export function isInterState(pos: string | null, profile: GstProfile): boolean {
  return pos !== null && profile.state !== null && pos !== profile.state;
}

/** b2b and cdnr inv_typ of a kind of supply (GSTR_JSON.md, b2b). */
export function invTypeOf(t: SupplyType): 'R' | 'SEWP' | 'SEWOP' | 'DE' {
  if (t === 'sez_with_tax') return 'SEWP';
  if (t === 'sez_under_lut') return 'SEWOP';
  if (t === 'deemed_export') return 'DE';
  return 'R';
}

/** A row's supply is inter-state: another state's place, or an SEZ supply or export. */
export function rowInterState(
  r: { pos: string | null; supplyType: SupplyType },
  profile: GstProfile,
): boolean {
  return alwaysInterState(r.supplyType) || isInterState(r.pos, profile);
}

/** A credit note's section: cdnr, cdnur (B2CL, or an export's) or netted into b2cs. */
export function noteSection(r: NoteRateRow, profile: GstProfile): 'cdnr' | 'cdnur' | 'b2cs' {
  if (isExport(r.supplyType)) return 'cdnur';
  if (r.ctin) return 'cdnr';
  const large = r.originalVal > b2clThresholdPaise(r.originalDate);
  return isInterState(r.pos, profile) && large ? 'cdnur' : 'b2cs';
}

const b2csKey = (inter: boolean, pos: string, rtBp: number) =>
  `${inter ? 'INTER' : 'INTRA'}|${pos}|${rtBp}`;

const negate = (a: Amounts): Amounts => ({
  txval: -a.txval,
  iamt: -a.iamt,
  camt: -a.camt,
  samt: -a.samt,
  csamt: -a.csamt,
});

const pick = (a: Amounts): Amounts => ({
  txval: a.txval,
  iamt: a.iamt,
  camt: a.camt,
  samt: a.samt,
  csamt: a.csamt,
});

/**
 * Credit notes' rows into the sections: nil-rated lines netted into nil, the rest netted into
 * b2cs or gathered per note for cdnr/cdnur (as the portal takes them: positive).
 */
function addNoteRows(
  noteRows: readonly NoteRateRow[],
  profile: GstProfile,
  into: {
    nil: Record<NilSupplyType, number>;
    total: Amounts;
    b2cs: Map<string, B2csRow>;
    reverseCharge: ReadonlySet<number>;
    reverseChargeTax: Amounts;
  },
): (SectionNote & { section: 'cdnr' | 'cdnur' })[] {
  const notes = new Map<number, SectionNote & { section: 'cdnr' | 'cdnur' }>();
  for (const r of noteRows) {
    addAmounts(into.total, r);
    if (into.reverseCharge.has(r.transactionId)) addAmounts(into.reverseChargeTax, taxOnly(r));
    const inter = rowInterState(r, profile);
    const pos = r.pos ?? profile.state ?? '';
    if (r.nil) {
      into.nil[`${inter ? 'INTR' : 'INTRA'}${r.ctin ? 'B2B' : 'B2C'}` as NilSupplyType] += r.txval;
      continue;
    }
    const section = noteSection(r, profile);
    if (section === 'b2cs') {
      const key = b2csKey(inter, pos, r.rtBp);
      const row = into.b2cs.get(key) ?? { inter, pos, rtBp: r.rtBp, ...zeroAmounts() };
      into.b2cs.set(key, addAmounts(row, r));
      continue;
    }
    let note = notes.get(r.transactionId);
    if (!note) {
      note = {
        section,
        ntty: r.debit ? 'D' : 'C',
        transactionId: r.transactionId,
        number: r.number ?? '',
        date: r.date,
        pos,
        ctin: r.ctin,
        customerName: r.customerName,
        originalNumber: r.originalNumber,
        originalDate: r.originalDate,
        val: r.debit ? r.val : -r.val,
        inter,
        reverseCharge: into.reverseCharge.has(r.transactionId),
        items: [],
        supplyType: r.supplyType,
      };
      notes.set(r.transactionId, note);
    }
    note.items.push({ rtBp: r.rtBp, ...(r.debit ? pick(r) : negate(r)) });
  }
  return [...notes.values()];
}

/**
 * Invoice-rate rows (ordered by bill), credit notes' rows (ordered by note) and the rows the
 * statement added up → sections.
 */
export function buildSections(
  rows: readonly InvoiceRateRow[],
  noteRows: readonly NoteRateRow[],
  profile: GstProfile,
  /** Ids of the bills and notes under reverse charge. */
  reverseCharge: ReadonlySet<number> = new Set(),
  /** Rows the statement added up (none of them under reverse charge). */
  summed: SummedRows = noSummedRows(),
): Gstr1Sections {
  const nil: Record<NilSupplyType, number> = { INTRB2B: 0, INTRAB2B: 0, INTRB2C: 0, INTRAB2C: 0 };
  const total = zeroAmounts();
  const reverseChargeTax = zeroAmounts();
  for (const r of summed.nil) {
    addAmounts(total, r);
    nil[`${r.inter ? 'INTR' : 'INTRA'}${r.b2b ? 'B2B' : 'B2C'}` as NilSupplyType] += r.txval;
  }
  const invoices = new Map<number, SectionInvoice>();
  for (const r of rows) {
    addAmounts(total, r);
    if (reverseCharge.has(r.transactionId)) addAmounts(reverseChargeTax, taxOnly(r));
    const inter = rowInterState(r, profile);
    if (r.nil) {
      const kind = `${inter ? 'INTR' : 'INTRA'}${r.ctin ? 'B2B' : 'B2C'}` as NilSupplyType;
      nil[kind] += r.txval;
      continue;
    }
    let inv = invoices.get(r.transactionId);
    if (!inv) {
      inv = {
        transactionId: r.transactionId,
        number: r.number ?? '',
        date: r.date,
        pos: r.pos ?? profile.state ?? '',
        ctin: r.ctin,
        customerName: r.customerName,
        val: r.val,
        inter,
        reverseCharge: reverseCharge.has(r.transactionId),
        items: [],
        supplyType: r.supplyType,
        exportDetails: r.exportDetails,
      };
      invoices.set(r.transactionId, inv);
    }
    inv.items.push({
      rtBp: r.rtBp,
      txval: r.txval,
      iamt: r.iamt,
      camt: r.camt,
      samt: r.samt,
      csamt: r.csamt,
    });
  }

  const b2b: SectionInvoice[] = [];
  const b2cl: SectionInvoice[] = [];
  const exp: SectionInvoice[] = [];
  const b2csByKey = new Map<string, B2csRow>();
  for (const r of summed.b2cs) {
    addAmounts(total, r);
    const key = b2csKey(r.inter, r.pos, r.rtBp);
    const row = b2csByKey.get(key) ?? {
      inter: r.inter,
      pos: r.pos,
      rtBp: r.rtBp,
      ...zeroAmounts(),
    };
    b2csByKey.set(key, addAmounts(row, r));
  }
  for (const inv of invoices.values()) {
    if (isExport(inv.supplyType)) exp.push(inv);
    else if (inv.ctin) b2b.push(inv);
    else if (inv.inter && inv.val > b2clThresholdPaise(inv.date)) b2cl.push(inv);
    else {
      for (const item of inv.items) {
        const key = b2csKey(inv.inter, inv.pos, item.rtBp);
        const row = b2csByKey.get(key) ?? {
          inter: inv.inter,
          pos: inv.pos,
          rtBp: item.rtBp,
          ...zeroAmounts(),
        };
        b2csByKey.set(key, addAmounts(row, item));
      }
    }
  }
  const notes = addNoteRows(noteRows, profile, {
    nil,
    total,
    b2cs: b2csByKey,
    reverseCharge,
    reverseChargeTax,
  });
  const b2cs = [...b2csByKey.values()].sort(
    (a, b) => Number(a.inter) - Number(b.inter) || a.pos.localeCompare(b.pos) || a.rtBp - b.rtBp,
  );
  return {
    b2b,
    b2cl,
    b2cs,
    exp,
    nil,
    cdnr: notes.filter((n) => n.section === 'cdnr'),
    cdnur: notes.filter((n) => n.section === 'cdnur'),
    total,
    reverseChargeTax,
  };
}

export interface HsnTable {
  /** Rows the return reports: with an HSN/SAC code and a UQC. */
  rows: HsnRow[];
  /** Lines without an HSN/SAC code (warned about, or an error for registered buyers). */
  withoutHsn: Amounts;
  total: Amounts;
}

/**
 * Sales and credit-note HSN rows added up per table, HSN, rate and UQC; a row a return took
 * back whole (nothing left of quantity or value) is left out.
 */
function netHsnRows(sales: readonly HsnRow[], notes: readonly HsnRow[]): HsnRow[] {
  const byKey = new Map<string, HsnRow>();
  for (const r of [...sales, ...notes]) {
    const key = `${r.b2b}|${r.hsn}|${r.rtBp}|${r.uqc}`;
    const row = byKey.get(key);
    if (!row) byKey.set(key, { ...r });
    else {
      addAmounts(row, r);
      row.qtyMilli += r.qtyMilli;
    }
  }
  const empty = (r: HsnRow) =>
    r.qtyMilli === 0 &&
    r.txval === 0 &&
    r.iamt === 0 &&
    r.camt === 0 &&
    r.samt === 0 &&
    r.csamt === 0;
  return [...byKey.values()].filter((r) => !empty(r));
}

/** The HSN table of the sales net of the credit notes (their rows negative). */
export function hsnTable(sales: readonly HsnRow[], notes: readonly HsnRow[]): HsnTable {
  const withoutHsn = zeroAmounts();
  const total = zeroAmounts();
  const kept: HsnRow[] = [];
  for (const r of netHsnRows(sales, notes)) {
    if (r.hsn === null) addAmounts(withoutHsn, r);
    else if (r.uqc !== null) {
      kept.push(r);
      addAmounts(total, r);
    }
  }
  return { rows: kept, withoutHsn, total };
}

/** Before 05/2025 one table: B2B and B2C rows of the same HSN + rate + UQC added up. */
export function mergeHsnRows(rows: readonly HsnRow[]): HsnRow[] {
  const byKey = new Map<string, HsnRow>();
  for (const r of rows) {
    const key = `${r.hsn}|${r.rtBp}|${r.uqc}`;
    const row = byKey.get(key);
    if (!row) byKey.set(key, { ...r, b2b: false });
    else {
      addAmounts(row, r);
      row.qtyMilli += r.qtyMilli;
      if (r.desc < row.desc) row.desc = r.desc;
    }
  }
  return [...byKey.values()];
}
