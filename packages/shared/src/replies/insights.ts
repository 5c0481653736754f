// Insights answer in the reports' shape (replies/reports.ts: reportResultReply). These are
// the rows of the lists the screen draws as charts, the fields the charts read.
import { z } from 'zod/mini';
import { isoDate, rupees } from './list.ts';

/** analytics/sales-trend's `daily` list: day n of the period beside day n of the one before. */
export const salesTrendDayReply = z.object({
  currentDate: isoDate,
  currentSales: rupees,
  previousSales: rupees,
});

/** analytics/abc's `abc` list: items by sales value, each with its cumulative share in %. */
export const abcRowReply = z.object({ cumulativePct: z.number() });

/** analytics/abc's parameters: the A and B cuts as fractions (0.8 = 80%). */
export const abcCutsReply = z.object({
  aCut: z.optional(z.number()),
  bCut: z.optional(z.number()),
});
