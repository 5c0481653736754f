// The append-only audit trail. Written in the same transaction as the change it records; read
// by GET /api/audit. Nothing updates, deletes or truncates it (triggers of 0003 and 0010).
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { auditLog, users } from '../db/schema.ts';
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

export interface AuditFilter {
  entity?: string | null;
  entityId?: string | null;
  userId?: number | null;
  /** Instants: from inclusive, until exclusive. */
  from?: Date | null;
  until?: Date | null;
}

export interface AuditRow {
  id: number;
  at: Date;
  userId: number | null;
  userEmail: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
}

/** One page of a company's trail, newest first, with who did it by email. */
export async function listAudit(
  db: DbOrTx,
  companyId: number,
  filter: AuditFilter,
  skip: number,
  take: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where: SQL[] = [sql`a.company_id = ${companyId}`];
  if (filter.entity) where.push(sql`a.entity = ${filter.entity}`);
  if (filter.entityId) where.push(sql`a.entity_id = ${filter.entityId}`);
  if (filter.userId) where.push(sql`a.user_id = ${filter.userId}`);
  if (filter.from) where.push(sql`a.at >= ${filter.from.toISOString()}`);
  if (filter.until) where.push(sql`a.at < ${filter.until.toISOString()}`);
  const condition = sql.join(where, sql` and `);
  // A removed user's email is still in the trail: the entry that created the user. Looked up
  // in the company given (not `a.company_id`), so Citus routes it to the company's shard.
  const page = (await db.execute(sql`
    select a.id, a.at, a.user_id, a.entity, a.entity_id, a.action, a.before, a.after,
           coalesce(u.email, (
             select c.after ->> 'email' from audit_log c
              where c.company_id = ${companyId} and c.entity = 'user'
                and c.entity_id = a.user_id::text and c.action = 'create'
              order by c.id limit 1)) as user_email
      from audit_log a
      left join users u on u.id = a.user_id and u.company_id = a.company_id
     where ${condition}
     order by a.at desc, a.id desc
     limit ${take} offset ${skip}`)) as unknown as { rows: Record<string, unknown>[] };
  const counted = (await db.execute(
    sql`select count(*)::int as n from audit_log a where ${condition}`,
  )) as unknown as { rows: { n: number }[] };
  return {
    rows: page.rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.at as string | Date),
      userId: r.user_id === null ? null : Number(r.user_id),
      userEmail: (r.user_email as string | null) ?? null,
      entity: String(r.entity),
      entityId: String(r.entity_id),
      action: String(r.action),
      before: parseJson(r.before),
      after: parseJson(r.after),
    })),
    total: Number(counted.rows[0]?.n ?? 0),
  };
}

export function listCompanyUsers(
  db: DbOrTx,
  companyId: number,
): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.email));
}

// node-postgres parses jsonb; PGlite through a raw execute may hand back the text.
function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
