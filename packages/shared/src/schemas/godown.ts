// Godowns (issue 40 part 3): the company's stock locations (POST/PUT /api/godowns) and the
// stock transfer between two of them (POST/PUT /api/stock-transfers). A transfer moves goods
// only: no ledger, no GST, the item's total stock unchanged.
import { z } from 'zod';
import { tk } from '../i18n/messages.ts';
import {
  isoDate,
  oneLine,
  optionalId,
  optionalText,
  positiveId,
  quantity,
  requiredText,
  versionField,
} from './common.ts';

export const GODOWN_LIMITS = { name: 100, lines: 500, remark: 500 } as const;

/** The default godown every company has: stored by this key, shown in the reader's language. */
export const MAIN_GODOWN = tk('Main godown');

export const GODOWN_SCHEMA_MESSAGES = {
  name: tk('Please enter the godown name.'),
  nameLength: tk('A godown name must be 100 characters or fewer.'),
  fromGodown: tk('Choose the godown the goods leave.'),
  toGodown: tk('Choose the godown the goods go to.'),
  sameGodown: tk('The goods must go to another godown than the one they leave.'),
  itemId: tk('Choose an item for every line of the transfer.'),
  quantity: tk('A quantity moved must be more than 0.'),
  noLines: tk('A stock transfer needs at least one line.'),
} as const;

export const godownSchema = z.object({
  version: versionField(),
  name: requiredText(
    GODOWN_LIMITS.name,
    GODOWN_SCHEMA_MESSAGES.name,
    GODOWN_SCHEMA_MESSAGES.nameLength,
  ),
  /** Makes it the default godown (the one a movement without a godown names). */
  isDefault: z.boolean().optional(),
});
export type GodownInput = z.input<typeof godownSchema>;

export const stockTransferLineSchema = z.object({
  itemId: positiveId(GODOWN_SCHEMA_MESSAGES.itemId),
  quantity: quantity().refine((q) => q > 0, GODOWN_SCHEMA_MESSAGES.quantity),
  /** The batch moved, for an item kept by batch. */
  batchId: optionalId(tk('Invalid id')),
});

export const stockTransferSchema = z
  .object({
    version: versionField(),
    transferDate: isoDate(),
    fromGodownId: positiveId(GODOWN_SCHEMA_MESSAGES.fromGodown),
    toGodownId: positiveId(GODOWN_SCHEMA_MESSAGES.toGodown),
    remark: optionalText(GODOWN_LIMITS.remark).transform((s) => s && oneLine(s)),
    lineItems: z
      .array(stockTransferLineSchema)
      .min(1, GODOWN_SCHEMA_MESSAGES.noLines)
      .max(GODOWN_LIMITS.lines),
  })
  .superRefine((t, ctx) => {
    if (t.fromGodownId === t.toGodownId)
      ctx.addIssue({
        code: 'custom',
        path: ['toGodownId'],
        message: GODOWN_SCHEMA_MESSAGES.sameGodown,
      });
  });
export type StockTransferInput = z.input<typeof stockTransferSchema>;
export type StockTransferData = z.output<typeof stockTransferSchema>;
