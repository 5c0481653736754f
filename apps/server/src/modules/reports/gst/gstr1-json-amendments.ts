// GSTR-1's amendment tables in the upload shape (issue 38 part 3), beside gstr1-json.ts's:
//  - b2ba: [{ctin, inv:[{oinum, oidt, inum, idt, val, pos, rchrg, inv_typ, itms}]}]: b2b's invoice
//    whole as amended, with the original invoice's number and date.
//  - b2cla: [{pos, inv:[{oinum, oidt, inum, idt, val, itms}]}], pos the original place of supply
//    (the offline tool's b2cla sheet: "Original Place Of Supply"; it cannot be amended).
//  - b2csa: [{omon, sply_ty, typ, pos, itms:[{rt, txval, iamt | camt+samt, csamt}]}]: per
//    original month (MMYYYY), supply type and place, the month's B2C small figures as revised.
//  - cdnra: [{ctin, nt:[{ont_num, ont_dt, ntty, nt_num, nt_dt, val, pos, rchrg, inv_typ, itms}]}]
//  - cdnura: [{ont_num, ont_dt, typ, ntty, nt_num, nt_dt, val, pos?, itms}]
//  - expa: [{exp_typ, inv:[{oinum, oidt, inum, idt, val, sb…, itms}]}]
// Empty tables are left out, as the others are.
import { isExport, isUnderLut } from '@hisaab/shared/gst/supply';
import { portalDate, ratePercent, rupees } from './gst-common.ts';
import { byKey, expSection, items, taxHeads, type Json } from './gstr1-json.ts';
import { invTypeOf } from './gstr1-sections.ts';
import type { Gstr1Amendments } from './gstr1-amendments.ts';

const original = (a: { originalNumber: string; originalDate: string }) => ({
  oinum: a.originalNumber,
  oidt: portalDate(a.originalDate),
});

const originalNote = (a: { originalNumber: string; originalDate: string }) => ({
  ont_num: a.originalNumber,
  ont_dt: portalDate(a.originalDate),
});

/** 'YYYY-MM' → the portal's MMYYYY. */
const omon = (period: string) => `${period.slice(5, 7)}${period.slice(0, 4)}`;

export function amendmentsJson(a: Gstr1Amendments): Json {
  const out: Json = {};
  if (a.b2ba.length > 0) {
    out['b2ba'] = byKey(a.b2ba, (i) => i.ctin!).map(([ctin, list]) => ({
      ctin,
      inv: list.map((inv) => ({
        ...original(inv),
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
  if (a.b2cla.length > 0) {
    out['b2cla'] = byKey(a.b2cla, (i) => i.originalPos).map(([pos, list]) => ({
      pos,
      inv: list.map((inv) => ({
        ...original(inv),
        inum: inv.number,
        idt: portalDate(inv.date),
        val: rupees(inv.val),
        itms: items(inv),
      })),
    }));
  }
  if (a.b2csa.length > 0) {
    const groups = byKey(a.b2csa, (r) => `${r.period}|${r.inter ? 'INTER' : 'INTRA'}|${r.pos}`);
    out['b2csa'] = groups.map(([, rows]) => {
      const first = rows[0]!;
      return {
        omon: omon(first.period),
        sply_ty: first.inter ? 'INTER' : 'INTRA',
        typ: 'OE',
        pos: first.pos,
        itms: rows.map((r) => ({
          rt: ratePercent(r.rtBp),
          txval: rupees(r.txval),
          ...taxHeads(r, r.inter),
        })),
      };
    });
  }
  if (a.expa.length > 0) {
    // exp's groups (by exp_typ, each in the list's order), each invoice with its original's keys.
    out['expa'] = expSection(a.expa).map((group) => {
      const sources = a.expa.filter(
        (x) => (isUnderLut(x.supplyType) ? 'WOPAY' : 'WPAY') === group['exp_typ'],
      );
      const invs = group['inv'] as Json[];
      return { ...group, inv: invs.map((inv, i) => ({ ...original(sources[i]!), ...inv })) };
    });
  }
  if (a.cdnra.length > 0) {
    out['cdnra'] = byKey(a.cdnra, (n) => n.ctin!).map(([ctin, list]) => ({
      ctin,
      nt: list.map((n) => ({
        ...originalNote(n),
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
  if (a.cdnura.length > 0) {
    out['cdnura'] = a.cdnura.map((n) => ({
      ...originalNote(n),
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
