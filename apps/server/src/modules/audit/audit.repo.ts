// The append-only audit trail. Written in the same transaction as the change it records.
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  companyId: number;
  userId: number | null;
  entity: string;
  entityId: string | number;
  action: 'create' | 'update' | 'delete';
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(
  tx: DbOrTx,
  entries: AuditEntry | AuditEntry[],
  at: Date,
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await tx.insert(auditLog).values(
    list.map((e) => ({
      companyId: e.companyId,
      userId: e.userId,
      entity: e.entity,
      entityId: String(e.entityId),
      action: e.action,
      before: e.before ?? null,
      after: e.after ?? null,
      at,
    })),
  );
}
