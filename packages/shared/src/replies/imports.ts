// /api/imports replies: the preview of a file (every row's problems, nothing written) and the
// result of an import. The types in ../imports.ts are these schemas' types.
import { z } from 'zod/mini';
import { IMPORT_KINDS } from '../import-kinds.ts';
import { isoDate } from './list.ts';

export const importProblemReply = z.object({
  /** The column the problem is in (its key), or null for the row as a whole. */
  column: z.nullable(z.string()),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
});
export type ImportProblemReply = z.infer<typeof importProblemReply>;

export const importPreviewRowReply = z.object({
  /** The row's number in the sheet (the header is row 1). */
  rowNumber: z.int(),
  values: z.record(z.string(), z.string()),
  problems: z.array(importProblemReply),
});
export type ImportPreviewRowReply = z.infer<typeof importPreviewRowReply>;

export const importCountsReply = z.object({
  customers: z.int(),
  items: z.int(),
  units: z.int(),
  openingBalances: z.int(),
  openingStockLines: z.int(),
});
export type ImportCountsReply = z.infer<typeof importCountsReply>;

export const newUnitReply = z.object({ name: z.string(), uqc: z.nullable(z.string()) });
export type NewUnitReply = z.infer<typeof newUnitReply>;

export const importPreviewReply = z.object({
  kind: z.enum(IMPORT_KINDS),
  fileName: z.nullable(z.string()),
  /** Problems of the file itself (a missing column, an unknown header). */
  fileProblems: z.array(importProblemReply),
  rows: z.array(importPreviewRowReply),
  /** Rows with at least one error: nothing is imported while this is above 0. */
  errorRows: z.int(),
  warningRows: z.int(),
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
