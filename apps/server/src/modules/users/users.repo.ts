// Queries behind the company's users and invitations (users.service.ts). Company first where
// the caller is a company's admin; an invitation being accepted names its user alone.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The company's user with this email (any case), or null. */
export async function companyUser(
  db: DbOrTx,
  companyId: number,
  email: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = lower(${email})`));
  return row ?? null;
}

export async function companyName(db: DbOrTx, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? null;
}

export async function listUsers(db: DbOrTx, companyId: number): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.email));
}

export async function insertInvitedUser(
  db: DbOrTx,
  companyId: number,
  email: string,
  roles: string[],
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ companyId, email, roles, invitationAccepted: false })
    .returning();
  return row!;
}

export async function markInviteSent(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ inviteSentAt: at }).where(eq(users.id, userId));
}

export async function deleteUser(db: DbOrTx, companyId: number, userId: number): Promise<void> {
  await db.delete(users).where(and(eq(users.id, userId), eq(users.companyId, companyId)));
}

export async function setRoles(
  db: DbOrTx,
  companyId: number,
  userId: number,
  roles: string[],
): Promise<void> {
  await db
    .update(users)
    .set({ roles })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
}

/** An accepted invitation: the user's password, accepted and confirmed at `at`. */
export async function acceptInvitation(
  db: DbOrTx,
  userId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, invitationAccepted: true, emailConfirmedAt: at })
    .where(eq(users.id, userId));
}
