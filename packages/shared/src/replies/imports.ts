// /api/imports replies: the preview of a file (every row's problems, nothing written) and the
// result of an import. The types in ../imports.ts are these schemas' types.
import { z } from 'zod';
import { IMPORT_KINDS } from '../import-kinds.ts';
import { isoDate } from './list.ts';

export const importProblemReply = z.object({
  /** The column the problem is in (its key), or null for the row as a whole. */
  column: z.string().nullable(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
});
export type ImportProblemReply = z.infer<typeof importProblemReply>;

export const importPreviewRowReply = z.object({
  /** The row's number in the sheet (the header is row 1). */
  rowNumber: z.number().int(),
  values: z.record(z.string(), z.string()),
  problems: z.array(importProblemReply),
});
export type ImportPreviewRowReply = z.infer<typeof importPreviewRowReply>;

export const importCountsReply = z.object({
  customers: z.number().int(),
  items: z.number().int(),
  units: z.number().int(),
  openingBalances: z.number().int(),
  openingStockLines: z.number().int(),
});
export type ImportCountsReply = z.infer<typeof importCountsReply>;

export const newUnitReply = z.object({ name: z.string(), uqc: z.string().nullable() });
export type NewUnitReply = z.infer<typeof newUnitReply>;

export const importPreviewReply = z.object({
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string().nullable(),
  /** Problems of the file itself (a missing column, an unknown header). */
  fileProblems: z.array(importProblemReply),
  rows: z.array(importPreviewRowReply),
  /** Rows with at least one error: nothing is imported while this is above 0. */
  errorRows: z.number().int(),
  warningRows: z.number().int(),
  /** The date opening balances and opening stock are posted on. */
  openingDate: isoDate,
  /** What an import of this file would write. */
  counts: importCountsReply,
  /**
   * The units an import of items would create, as first spelled in the file, with the GST unit
   * code (UQC) each would get (null: none recognised). The import may be sent a code for each.
   */
  newUnits: z.array(newUnitReply),
});
export type ImportPreviewReply = z.infer<typeof importPreviewReply>;

export const importResultReply = z.object({
  kind: z.enum(IMPORT_KINDS),
  counts: importCountsReply,
  openingDate: isoDate,
});
export type ImportResultReply = z.infer<typeof importResultReply>;
