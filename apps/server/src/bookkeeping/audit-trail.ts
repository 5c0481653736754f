// The append-only audit trail: every module writes its entries here, in the same transaction as
// the change they record (modules/audit reads them for GET /api/audit). Nothing updates, deletes
// or truncates it (triggers of 0003 and 0010).
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { executeKept, type KeptStatement } from '../db/insert-rows.ts';
import { partyBalanceText } from './balances.ts';

export interface AuditEntry {
  companyId: number;
  userId: number | null;
  entity: string;
  entityId: string | number;
  /** login: a sign-in (entity user); export: a report or insight download (entity export). */
  action: 'create' | 'update' | 'delete' | 'login' | 'export';
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
  await tx.insert(auditLog).values(list.map((e) => auditRow(e, at)));
}

/** An entry as its `audit_log` row. */
export const auditRow = (e: AuditEntry, at: Date) => ({
  companyId: e.companyId,
  userId: e.userId,
  entity: e.entity,
  entityId: String(e.entityId),
  action: e.action,
  before: e.before ?? null,
  after: e.after ?? null,
  at,
});

const AUDIT_INSERT: KeptStatement = {
  name: 'hisaab_audit_insert',
  text: `insert into audit_log (company_id, user_id, entity, entity_id, action, before, after, at)
    values ($1::integer, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
};

const PARTY_BALANCE: KeptStatement = {
  name: 'hisaab_party_balance',
  text: `select ${partyBalanceText('$1::integer', '$2::integer')} as balance`,
};

/**
 * Records one entry and answers the party's balance (read after it: it sees what the
 * transaction's earlier statements wrote). Two statements, each of one company's rows: as one
 * (the insert a CTE the balance's select reads), Citus planned the insert as a subplan whose
 * result went through the coordinator (issue 26, docs/citus-findings.md session 11). Their text
 * is kept and prepared by name, like a bill's other statements (issue 14).
 */
export async function recordAuditReadingPartyBalance(
  tx: DbOrTx,
  entry: AuditEntry,
  at: Date,
  partyId: number,
): Promise<number> {
  const json = (value: unknown) =>
    value === undefined || value === null ? null : JSON.stringify(value);
  await executeKept(tx, AUDIT_INSERT, [
    entry.companyId,
    entry.userId,
    entry.entity,
    String(entry.entityId),
    entry.action,
    json(entry.before),
    json(entry.after),
    at.toISOString(),
  ]);
  const { rows } = await executeKept(tx, PARTY_BALANCE, [entry.companyId, partyId]);
  return Number(rows[0]!.balance);
}
