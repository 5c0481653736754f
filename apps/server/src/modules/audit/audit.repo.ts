// Reads of the audit trail for GET /api/audit: a page of entries and the company's users to
// filter by. The entries are written by bookkeeping/audit-trail.ts.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

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
