// POST /estimates/{id}/convert: the sale's date, offered as the estimate's own or today
// (issue 42); without one the sale is dated today.
import { z } from 'zod';
import { isoDate } from './common.ts';

// No body at all (null or absent) is today, as before.
export const convertEstimateSchema = z.object({ transactionDate: z.optional(isoDate()) }).nullish();
export type ConvertEstimateInput = z.input<typeof convertEstimateSchema>;
