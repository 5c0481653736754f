import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';

export async function companyCodeExists(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.code}) = lower(${code})`)
    .limit(1);
  return rows.length > 0;
}

export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}
