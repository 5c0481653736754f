// GSTR-1's amendment tables in the upload file (issue 38 part 3; the server's
// gstr1-json-amendments.ts writes them): b2ba, b2cla, b2csa, cdnra, cdnura, expa, each an
// original table's shape plus the original document's number and date (oinum/oidt,
// ont_num/ont_dt), b2csa by original month (omon). Strict, as gst.ts's tables are.
import { z } from 'zod/mini';
import { rupees } from './list.ts';

const taxHeads = {
  iamt: z.optional(rupees),
  camt: z.optional(rupees),
  samt: z.optional(rupees),
  csamt: rupees,
};

const itemReply = z.strictObject({
  num: z.number(),
  itm_det: z.strictObject({ txval: rupees, rt: z.number(), ...taxHeads }),
});

const original = { oinum: z.string(), oidt: z.string() };

/** The amendment tables, spread into gstr1FileReply after its other keys. */
export const gstr1AmendmentReplies = {
  b2ba: z.optional(
    z.array(
      z.strictObject({
        ctin: z.string(),
        inv: z.array(
          z.strictObject({
            ...original,
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
  b2cla: z.optional(
    z.array(
      z.strictObject({
        /** The original place of supply. */
        pos: z.string(),
        inv: z.array(
          z.strictObject({
            ...original,
            inum: z.string(),
            idt: z.string(),
            val: rupees,
            itms: z.array(itemReply),
          }),
        ),
      }),
    ),
  ),
  b2csa: z.optional(
    z.array(
      z.strictObject({
        /** The original month, MMYYYY. */
        omon: z.string(),
        sply_ty: z.enum(['INTER', 'INTRA']),
        typ: z.string(),
        pos: z.string(),
        itms: z.array(z.strictObject({ rt: z.number(), txval: rupees, ...taxHeads })),
      }),
    ),
  ),
  expa: z.optional(
    z.array(
      z.strictObject({
        exp_typ: z.enum(['WPAY', 'WOPAY']),
        inv: z.array(
          z.strictObject({
            ...original,
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
  cdnra: z.optional(
    z.array(
      z.strictObject({
        ctin: z.string(),
        nt: z.array(
          z.strictObject({
            ont_num: z.string(),
            ont_dt: z.string(),
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
  cdnura: z.optional(
    z.array(
      z.strictObject({
        ont_num: z.string(),
        ont_dt: z.string(),
        typ: z.string(),
        ntty: z.string(),
        nt_num: z.string(),
        nt_dt: z.string(),
        val: rupees,
        pos: z.optional(z.string()),
        itms: z.array(itemReply),
      }),
    ),
  ),
};
