// Delivery challans (issue 40): POST /api/challans and PUT /api/challans/{id}, the list's
// query, close/reopen, and goods recorded as returned. A challan sends goods out before the
// bill (its lines move stock, it posts nothing); a bill line that bills one names its line.
import { z } from 'zod';
import { tk } from '../i18n/messages.ts';
import {
  flag,
  isoDate,
  oneLine,
  optionalId,
  optionalText,
  positiveId,
  quantity,
  rupees,
  searchPageQuery,
  versionField,
  wholeNumber,
} from './common.ts';

export const CHALLAN_LIMITS = { lines: 500, remark: 500, reasonRemark: 100 } as const;

/** Why the goods go: ahead of the bill, for job work, on approval, to an exhibition, other. */
export const CHALLAN_REASONS = ['supply', 'job_work', 'approval', 'exhibition', 'other'] as const;
export type ChallanReason = (typeof CHALLAN_REASONS)[number];

/** The reasons as the screens and the printed challan name them. */
export const CHALLAN_REASON_LABELS: Record<ChallanReason, string> = {
  supply: tk('Supply (goods ahead of the bill)'),
  job_work: tk('Job work'),
  approval: tk('Sale on approval'),
  exhibition: tk('Exhibition or fair'),
  other: tk('Other'),
};

/** The reasons whose goods are billed from the challan (the others come back). */
export const BILLABLE_REASONS: readonly ChallanReason[] = ['supply', 'approval'];

export const CHALLAN_SCHEMA_MESSAGES = {
  customerId: tk('Choose the party the goods go to.'),
  itemId: tk('Choose an item for every line of the challan.'),
  quantity: tk('A quantity sent must be more than 0.'),
  rate: tk('A rate cannot be negative.'),
  noLines: tk('A challan needs at least one line.'),
  reason: tk('Choose why the goods go.'),
  reasonRemark: tk('Write why the goods go (reason Other).'),
  returned: tk('A quantity returned must be more than 0.'),
} as const;

export const challanLineSchema = z.object({
  /** The stored line being kept (an edit); a bill may already name it. */
  id: optionalId(tk('Invalid line item id')),
  itemId: positiveId(CHALLAN_SCHEMA_MESSAGES.itemId),
  quantity: quantity().refine((q) => q > 0, CHALLAN_SCHEMA_MESSAGES.quantity),
  rate: rupees().refine((r) => r >= 0, CHALLAN_SCHEMA_MESSAGES.rate),
  unitId: optionalId(tk('Invalid unit id')),
  /** The sale order line these goods deliver. */
  orderLineId: optionalId(tk('Invalid order line id')),
  /**
   * The batch the goods leave from (an item tracked by batch); absent or null: the
   * first-expiring batch with stock, or on an edit the batch the line already names.
   */
  batchId: optionalId(tk('Invalid batch id')),
});
export type ChallanLineInput = z.input<typeof challanLineSchema>;

export const challanSchema = z
  .object({
    version: versionField(),
    customerId: wholeNumber(1, Number.MAX_SAFE_INTEGER, CHALLAN_SCHEMA_MESSAGES.customerId),
    challanDate: isoDate(),
    reason: z.enum(CHALLAN_REASONS, { error: CHALLAN_SCHEMA_MESSAGES.reason }),
    reasonRemark: optionalText(CHALLAN_LIMITS.reasonRemark).transform((s) => s && oneLine(s)),
    remark: optionalText(CHALLAN_LIMITS.remark).transform((s) => s && oneLine(s)),
    /** The sale order or estimate it is made from. */
    orderId: optionalId(tk('Invalid id')),
    estimateId: optionalId(tk('Invalid id')),
    /** The godown the goods leave (issue 40 part 3); absent: the default one. */
    godownId: optionalId(tk('Invalid id')).optional(),
    lineItems: z
      .array(challanLineSchema)
      .min(1, CHALLAN_SCHEMA_MESSAGES.noLines)
      .max(CHALLAN_LIMITS.lines),
  })
  .superRefine((c, ctx) => {
    if (c.reason === 'other' && !c.reasonRemark)
      ctx.addIssue({
        code: 'custom',
        path: ['reasonRemark'],
        message: CHALLAN_SCHEMA_MESSAGES.reasonRemark,
      });
  });
export type ChallanInput = z.input<typeof challanSchema>;
export type ChallanData = z.output<typeof challanSchema>;

/**
 * GET /api/challans: searched, paged; `open`: only those with goods pending; a party's; or
 * those made from an estimate.
 */
export const challanListQuery = searchPageQuery.extend({
  open: flag(),
  customerId: optionalId(tk('Invalid id')),
  estimateId: optionalId(tk('Invalid id')),
});

/** POST /api/challans/{id}/close: close (true) with goods pending, or open again (false). */
export const closeChallanSchema = z.object({ closed: flag(true), version: versionField() });

/** POST /api/challans/{id}/returns: goods of one line came back on a date. */
export const challanReturnSchema = z.object({
  version: versionField(),
  lineId: positiveId(tk('Invalid line item id')),
  quantity: quantity().refine((q) => q > 0, CHALLAN_SCHEMA_MESSAGES.returned),
  returnDate: isoDate(),
  remark: optionalText(CHALLAN_LIMITS.remark).transform((s) => s && oneLine(s)),
});
export type ChallanReturnInput = z.input<typeof challanReturnSchema>;

/** DELETE /api/challans/{id}/returns/{returnId}: a record of goods returned undone. */
export const challanReturnParams = z.object({
  id: positiveId(tk('Invalid id')),
  returnId: positiveId(tk('Invalid id')),
});
