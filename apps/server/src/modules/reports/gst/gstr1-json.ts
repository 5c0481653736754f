// GSTR-1 in the portal's upload shape (shared/domain/GSTR_JSON.md): header gstin, fp,
// version, hash; sections b2b, b2cl, b2cs, cdnr, cdnur, nil, hsn, doc_issue; empty sections
// left out. Dates dd-mm-yyyy, amounts JSON numbers with at most 2 decimals, from paise.
// cdnr and cdnur take positive amounts (ntty 'C' carries the sign: the sections negated them;
// 'D', a debit note to the customer, adds).
// Exports in exp (WPAY/WOPAY), SEZ supplies and deemed exports in b2b by inv_typ (issue 36).
import { isExport, isUnderLut } from '@hisaab/shared/gst/supply';
import { roundHalfAwayFromZero } from '@hisaab/shared/money';
import { portalDate, ratePercent, rupees, type Amounts } from './gst-common.ts';
import type { HsnRow } from './gstr1-rows.ts';
import type { DocIssue } from './gstr1-docs.ts';
import {
  NIL_SUPPLY_TYPES,
  invTypeOf,
  mergeHsnRows,
  type Gstr1Sections,
  type SectionInvoice,
  type SectionNote,
} from './gstr1-sections.ts';

export const GSTR1_VERSION = 'GST3.2.4';

export type Json = Record<string, unknown>;

/**
 * An item's serial: rt × 100 + 1 (18% → 1801), as GSTN's own offline tool writes it (S1 Excel
 * import, S2 real output). One item per rate, so it is unique in the invoice, and it stays the
 * same for the same rate however the bill is edited (1..n would renumber when a rate goes).
 */
export const itemNum = (rtBp: number): number => rtBp + 1;

/** camt + samt on an intra-state row, iamt on an inter-state one; csamt always. */
export function taxHeads(a: Amounts, inter: boolean): Json {
  return inter
    ? { iamt: rupees(a.iamt), csamt: rupees(a.csamt) }
    : { camt: rupees(a.camt), samt: rupees(a.samt), csamt: rupees(a.csamt) };
}

export function items(inv: SectionInvoice | SectionNote): Json[] {
  return inv.items.map((it) => ({
    num: itemNum(it.rtBp),
    itm_det: { txval: rupees(it.txval), rt: ratePercent(it.rtBp), ...taxHeads(it, inv.inter) },
  }));
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function byKey<T>(list: readonly T[], key: (t: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const t of list) {
    const k = key(t);
    const g = groups.get(k);
    if (g) g.push(t);
    else groups.set(k, [t]);
  }
  return [...groups.entries()].sort(([a], [b]) => cmp(a, b));
}

/** cdnr (by the buyer's GSTIN) and cdnur (GSTR_JSON.md section 3); empty ones left out. */
function noteSections(sections: Pick<Gstr1Sections, 'cdnr' | 'cdnur'>): Json {
  const out: Json = {};
  if (sections.cdnr.length > 0) {
    out['cdnr'] = byKey(sections.cdnr, (n) => n.ctin!).map(([ctin, list]) => ({
      ctin,
      nt: list.map((n) => ({
        ntty: n.ntty,
        nt_num: n.number,
        nt_dt: portalDate(n.date),
        val: rupees(n.val),
        pos: n.pos,
        rchrg: n.reverseCharge ? 'Y' : 'N',
        inv_typ: invTypeOf(n.supplyType),
        itms: items(n),
      })),
    }));
  }
  if (sections.cdnur.length > 0) {
    // An export's note: EXPWP/EXPWOP and no pos (GSTR_JSON.md, cdnur).
    out['cdnur'] = sections.cdnur.map((n) => ({
      typ: isExport(n.supplyType) ? (isUnderLut(n.supplyType) ? 'EXPWOP' : 'EXPWP') : 'B2CL',
      ntty: n.ntty,
      nt_num: n.number,
      nt_dt: portalDate(n.date),
      val: rupees(n.val),
      ...(isExport(n.supplyType) ? {} : { pos: n.pos }),
      itms: items(n),
    }));
  }
  return out;
}

/**
 * exp by exp_typ: WPAY with the IGST paid, WOPAY (under LUT) with iamt and csamt 0; the
 * shipping bill and port when known; items without num/itm_det (GSTR_JSON.md, exp).
 */
export function expSection(list: readonly SectionInvoice[]): Json[] {
  return byKey(list, (i) => (isUnderLut(i.supplyType) ? 'WOPAY' : 'WPAY')).map(
    ([expTyp, invs]) => ({
      exp_typ: expTyp,
      inv: invs.map((inv) => {
        const d = inv.exportDetails;
        const wop = expTyp === 'WOPAY';
        return {
          inum: inv.number,
          idt: portalDate(inv.date),
          val: rupees(inv.val),
          ...(d?.portCode ? { sbpcode: d.portCode } : {}),
          ...(d?.shippingBillNumber ? { sbnum: d.shippingBillNumber } : {}),
          ...(d?.shippingBillDate ? { sbdt: portalDate(d.shippingBillDate) } : {}),
          itms: inv.items.map((it) => ({
            txval: rupees(it.txval),
            rt: ratePercent(it.rtBp),
            iamt: wop ? 0 : rupees(it.iamt),
            csamt: wop ? 0 : rupees(it.csamt),
          })),
        };
      }),
    }),
  );
}

/** doc_issue's rows: invoices (1), debit notes (4), credit notes (5); empty kinds left out. */
function docDetails(docs: DocIssue): Json[] {
  const kinds = [
    [1, 'Invoices for outward supply', docs.invoices],
    [4, 'Debit Note', docs.debit],
    [5, 'Credit Note', docs.credit],
  ] as const;
  return kinds
    .filter(([, , ranges]) => ranges.length > 0)
    .map(([docNum, docTyp, ranges]) => ({
      doc_num: docNum,
      doc_typ: docTyp,
      docs: ranges.map((d, i) => ({ num: i + 1, ...d })),
    }));
}

/** The older upload path's rule: at most 30 of [ A-Za-z0-9_@./&-]; else the code itself. */
export function hsnDescription(name: string, hsn: string): string {
  const clean = name
    .replace(/[^ A-Za-z0-9_@./&-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 30)
    .trim();
  return clean === '' ? `HSN ${hsn}` : clean;
}

/** Quantity in the HSN table: up to 2 decimals; services (SAC 99…) report NA and 0. */
export function hsnQuantity(row: Pick<HsnRow, 'qtyMilli' | 'uqc'>): number {
  if (row.uqc === 'NA') return 0;
  return Number(roundHalfAwayFromZero(BigInt(row.qtyMilli), 10n)) / 100;
}

function hsnRows(rows: readonly HsnRow[]): Json[] {
  return [...rows]
    .sort((a, b) => cmp(a.hsn!, b.hsn!) || a.rtBp - b.rtBp || cmp(a.uqc!, b.uqc!))
    .map((r, i) => ({
      num: i + 1,
      hsn_sc: r.hsn,
      desc: hsnDescription(r.desc, r.hsn!),
      uqc: r.uqc,
      qty: hsnQuantity(r),
      rt: ratePercent(r.rtBp),
      txval: rupees(r.txval),
      iamt: rupees(r.iamt),
      camt: rupees(r.camt),
      samt: rupees(r.samt),
      csamt: rupees(r.csamt),
    }));
}

export function gstr1Json(input: {
  gstin: string;
  fp: string;
  /** hsn_b2b / hsn_b2c (from 05/2025) instead of one `data` table. */
  splitHsn: boolean;
  sections: Gstr1Sections;
  hsn: readonly HsnRow[];
  docs: DocIssue;
}): Json {
  const { sections } = input;
  const out: Json = { gstin: input.gstin, fp: input.fp, version: GSTR1_VERSION, hash: 'hash' };

  if (sections.b2b.length > 0) {
    out['b2b'] = byKey(sections.b2b, (i) => i.ctin!).map(([ctin, list]) => ({
      ctin,
      inv: list.map((inv) => ({
        inum: inv.number,
        idt: portalDate(inv.date),
        val: rupees(inv.val),
        pos: inv.pos,
        rchrg: inv.reverseCharge ? 'Y' : 'N',
        inv_typ: invTypeOf(inv.supplyType),
        itms: items(inv),
      })),
    }));
  }
  if (sections.b2cl.length > 0) {
    out['b2cl'] = byKey(sections.b2cl, (i) => i.pos).map(([pos, list]) => ({
      pos,
      inv: list.map((inv) => ({
        inum: inv.number,
        idt: portalDate(inv.date),
        val: rupees(inv.val),
        itms: items(inv),
      })),
    }));
  }
  if (sections.b2cs.length > 0) {
    out['b2cs'] = sections.b2cs.map((r) => ({
      sply_ty: r.inter ? 'INTER' : 'INTRA',
      pos: r.pos,
      typ: 'OE',
      rt: ratePercent(r.rtBp),
      txval: rupees(r.txval),
      ...taxHeads(r, r.inter),
    }));
  }
  if (sections.exp.length > 0) out['exp'] = expSection(sections.exp);
  Object.assign(out, noteSections(sections));
  if (NIL_SUPPLY_TYPES.some((t) => sections.nil[t] !== 0)) {
    out['nil'] = {
      inv: NIL_SUPPLY_TYPES.map((t) => ({
        sply_ty: t,
        expt_amt: 0,
        nil_amt: rupees(sections.nil[t]),
        ngsup_amt: 0,
      })),
    };
  }
  if (input.hsn.length > 0) {
    if (input.splitHsn) {
      const hsn: Json = {};
      const b2b = input.hsn.filter((r) => r.b2b);
      const b2c = input.hsn.filter((r) => !r.b2b);
      if (b2b.length > 0) hsn['hsn_b2b'] = hsnRows(b2b);
      if (b2c.length > 0) hsn['hsn_b2c'] = hsnRows(b2c);
      out['hsn'] = hsn;
    } else {
      out['hsn'] = { data: hsnRows(mergeHsnRows(input.hsn)) };
    }
  }
  const docDet = docDetails(input.docs);
  if (docDet.length > 0) out['doc_issue'] = { doc_det: docDet };
  return out;
}
