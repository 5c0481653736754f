// Queries for stored files and for the bank accounts a printed bill names (the company as it
// prints: companies/company-profile.ts).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bankAccounts, expenses, files, transactions } from '../../db/schema.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFile = Omit<typeof files.$inferInsert, 'id' | 'createdAt'>;

export async function transactionExists(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.id, id)));
  return rows.length > 0;
}

export async function expenseExists(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: expenses.id })
    .from(expenses)
    .where(and(eq(expenses.companyId, companyId), eq(expenses.id, id)));
  return rows.length > 0;
}

export async function insertFile(db: DbOrTx, row: NewFile): Promise<FileRow> {
  const [created] = await db.insert(files).values(row).returning();
  return created!;
}

/** The newest file uploaded for an expense of this company (its receipt), or null. */
export async function latestExpenseFile(
  db: DbOrTx,
  companyId: number,
  expenseId: number,
): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.expenseId, expenseId)))
    .orderBy(desc(files.id))
    .limit(1);
  return row ?? null;
}

/** Public links are not scoped by company: the code itself is the permission. */
export async function findByAccessCodeHash(db: DbOrTx, hash: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.accessCodeHash, hash));
  return row ?? null;
}

export async function bankAccountsByIds(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), inArray(bankAccounts.id, ids)));
}
