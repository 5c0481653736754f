// /api/units replies: a unit of measure and its GST unit quantity code (UQC), null while unset.
import { z } from 'zod/mini';

export const unitReply = z.object({
  id: z.number(),
  name: z.string(),
  uqc: z.nullable(z.string()),
});
export type UnitReply = z.infer<typeof unitReply>;

export const unitListReply = z.array(unitReply);
