// POST /api/items/labels (issue 40): barcode labels of chosen items, with copies of each, on
// A4 label sheets (3 × 8 labels of 70 × 37 mm) or on 50 × 25 mm thermal labels (one a page).
import { z } from 'zod';
import { positiveId, wholeNumber } from './common.ts';
import { tk } from '../i18n/messages.ts';

export const LABEL_FORMATS = ['a4', 'thermal'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export const LABEL_LIMITS = { items: 500, copies: 1000, labels: 5000 } as const;

export const LABEL_MESSAGES = {
  format: tk('Choose A4 sheets or thermal labels.'),
  copies: tk('Copies must be a whole number from 1 to 1000.'),
  noItems: tk('Choose at least one item for labels.'),
  tooManyItems: tk('Labels can be printed for at most 500 items at a time.'),
  tooManyLabels: tk('At most 5000 labels can be printed at a time.'),
  noBarcode: tk('Item {{item}} has no barcode: add one in its form first.'),
} as const;

export const itemLabelsSchema = z
  .object({
    format: z.enum(LABEL_FORMATS, { error: LABEL_MESSAGES.format }),
    items: z
      .array(
        z.object({
          itemId: positiveId(tk('Invalid item id')),
          copies: wholeNumber(1, LABEL_LIMITS.copies, LABEL_MESSAGES.copies),
        }),
        { error: LABEL_MESSAGES.noItems },
      )
      .min(1, LABEL_MESSAGES.noItems)
      .max(LABEL_LIMITS.items, LABEL_MESSAGES.tooManyItems),
  })
  .refine(
    (b) => b.items.reduce((n, i) => n + i.copies, 0) <= LABEL_LIMITS.labels,
    LABEL_MESSAGES.tooManyLabels,
  );
export type ItemLabelsInput = z.input<typeof itemLabelsSchema>;
export type ItemLabelsData = z.output<typeof itemLabelsSchema>;
