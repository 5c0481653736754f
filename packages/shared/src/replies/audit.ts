// /api/audit replies: a page of the audit trail, newest first, and the users it can be filtered by.
import { z } from 'zod/mini';

export const auditEntryReply = z.object({
  id: z.number(),
  /** ISO date-time (UTC). */
  at: z.string(),
  userId: z.nullable(z.number()),
  /** Null for the operator's own commands (plan changes) and users long gone. */
  userEmail: z.nullable(z.string()),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  /** The stored documents, as they were. */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryReply = z.infer<typeof auditEntryReply>;

export const auditPageReply = z.object({
  items: z.array(auditEntryReply),
  total: z.number(),
  skip: z.number(),
  take: z.number(),
});
export type AuditPageReply = z.infer<typeof auditPageReply>;

export const auditUserReply = z.object({ id: z.number(), email: z.string() });
export type AuditUserReply = z.infer<typeof auditUserReply>;

export const auditUserListReply = z.array(auditUserReply);
