// The GST portal's upload files (GET /api/reports/gst/gstr1/json and /gstr3b/json), in the
// shape the offline tool writes (docs GSTR_JSON.md). Strict objects: a field the builder adds
// without adding it here fails the reply (and the tests) instead of vanishing from a tax
// file. Keys are listed in the order the file writes them. Amounts are rupees, dates dd-mm-yyyy.
import { z } from 'zod/mini';
import { rupees } from './list.ts';
import { gstr1AmendmentReplies } from './gst-amendments.ts';

/** The tax heads of a row: camt + samt intra-state, iamt inter-state; csamt always. */
const taxHeads = {
  iamt: z.optional(rupees),
  camt: z.optional(rupees),
  samt: z.optional(rupees),
  csamt: rupees,
};

/** One rate of an invoice or note: num = rate × 100 + 1. */
const itemReply = z.strictObject({
  num: z.number(),
  itm_det: z.strictObject({ txval: rupees, rt: z.number(), ...taxHeads }),
});

const hsnRowReply = z.strictObject({
  num: z.number(),
  hsn_sc: z.string(),
  desc: z.string(),
  uqc: z.string(),
  qty: z.number(),
  rt: z.number(),
  txval: rupees,
  iamt: rupees,
  camt: rupees,
  samt: rupees,
  csamt: rupees,
});

const docRangeReply = z.strictObject({
  num: z.number(),
  from: z.string(),
  to: z.string(),
  totnum: z.number(),
  cancel: z.number(),
  net_issue: z.number(),
});

export const gstr1FileReply = z.strictObject({
  gstin: z.string(),
  fp: z.string(),
  version: z.string(),
  hash: z.string(),
  b2b: z.optional(
    z.array(
      z.strictObject({
        ctin: z.string(),
        inv: z.array(
          z.strictObject({
            inum: z.string(),
            idt: z.string(),
            val: rupees,
            pos: z.string(),
            rchrg: z.string(),
            inv_typ: z.string(),
            itms: z.array(itemReply),
          }),
        ),
      }),
    ),
  ),
  b2cl: z.optional(
    z.array(
      z.strictObject({
        pos: z.string(),
        inv: z.array(
          z.strictObject({
            inum: z.string(),
            idt: z.string(),
            val: rupees,
            itms: z.array(itemReply),
          }),
        ),
      }),
    ),
  ),
  b2cs: z.optional(
    z.array(
      z.strictObject({
        sply_ty: z.enum(['INTER', 'INTRA']),
        pos: z.string(),
        typ: z.string(),
        rt: z.number(),
        txval: rupees,
        ...taxHeads,
      }),
    ),
  ),
  cdnr: z.optional(
    z.array(
      z.strictObject({
        ctin: z.string(),
        nt: z.array(
          z.strictObject({
            ntty: z.string(),
            nt_num: z.string(),
            nt_dt: z.string(),
            val: rupees,
            pos: z.string(),
            rchrg: z.string(),
            inv_typ: z.string(),
            itms: z.array(itemReply),
          }),
        ),
      }),
    ),
  ),
  cdnur: z.optional(
    z.array(
      z.strictObject({
        typ: z.string(),
        ntty: z.string(),
        nt_num: z.string(),
        nt_dt: z.string(),
        val: rupees,
        /** Absent on an export's note (typ EXPWP/EXPWOP). */
        pos: z.optional(z.string()),
        itms: z.array(itemReply),
      }),
    ),
  ),
  /** Exports (issue 36): items without num/itm_det; the shipping bill when known. */
  exp: z.optional(
    z.array(
      z.strictObject({
        exp_typ: z.enum(['WPAY', 'WOPAY']),
        inv: z.array(
          z.strictObject({
            inum: z.string(),
            idt: z.string(),
            val: rupees,
            sbpcode: z.optional(z.string()),
            sbnum: z.optional(z.string()),
            sbdt: z.optional(z.string()),
            itms: z.array(
              z.strictObject({ txval: rupees, rt: z.number(), iamt: rupees, csamt: rupees }),
            ),
          }),
        ),
      }),
    ),
  ),
  nil: z.optional(
    z.strictObject({
      inv: z.array(
        z.strictObject({
          sply_ty: z.string(),
          expt_amt: rupees,
          nil_amt: rupees,
          ngsup_amt: rupees,
        }),
      ),
    }),
  ),
  /** `data` up to 04/2025; hsn_b2b and hsn_b2c from 05/2025. */
  hsn: z.optional(
    z.strictObject({
      data: z.optional(z.array(hsnRowReply)),
      hsn_b2b: z.optional(z.array(hsnRowReply)),
      hsn_b2c: z.optional(z.array(hsnRowReply)),
    }),
  ),
  doc_issue: z.optional(
    z.strictObject({
      doc_det: z.array(
        z.strictObject({ doc_num: z.number(), doc_typ: z.string(), docs: z.array(docRangeReply) }),
      ),
    }),
  ),
  ...gstr1AmendmentReplies,
});
export type Gstr1File = z.infer<typeof gstr1FileReply>;

const heads = { iamt: rupees, camt: rupees, samt: rupees, csamt: rupees };
const headsOfType = z.strictObject({ ty: z.string(), ...heads });
const placeRow = z.strictObject({ pos: z.string(), txval: rupees, iamt: rupees });

export const gstr3bFileReply = z.strictObject({
  gstin: z.string(),
  ret_period: z.string(),
  sup_details: z.strictObject({
    osup_det: z.strictObject({ txval: rupees, ...heads }),
    osup_zero: z.strictObject({ txval: rupees, iamt: rupees, csamt: rupees }),
    osup_nil_exmp: z.strictObject({ txval: rupees }),
    isup_rev: z.strictObject({ txval: rupees, ...heads }),
    osup_nongst: z.strictObject({ txval: rupees }),
  }),
  inter_sup: z.strictObject({
    unreg_details: z.array(placeRow),
    comp_details: z.array(placeRow),
    uin_details: z.array(placeRow),
  }),
  itc_elg: z.strictObject({
    itc_avl: z.array(headsOfType),
    itc_rev: z.array(headsOfType),
    itc_net: z.strictObject(heads),
    itc_inelg: z.array(headsOfType),
  }),
  inward_sup: z.strictObject({
    isup_details: z.array(z.strictObject({ ty: z.string(), inter: rupees, intra: rupees })),
  }),
});
export type Gstr3bFile = z.infer<typeof gstr3bFileReply>;

/**
 * One row of the gst/gstr1 report's `checks` list, and of the `checks` a refused GSTR-1
 * download (400) lists: what is wrong, the document to open, the unit to give a GST code.
 */
export const gstCheckReply = z.object({
  severity: z.enum(['error', 'warning']),
  check: z.string(),
  message: z.string(),
  number: z.nullable(z.string()),
  transactionId: z.nullable(z.number()),
  unitId: z.optional(z.number()),
  unitName: z.optional(z.string()),
});
export type GstCheckReply = z.infer<typeof gstCheckReply>;
