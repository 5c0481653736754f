// Queries for users, their mailed tokens and their refresh tokens.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, refreshTokens, users, userTokens } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = 'confirm-email' | 'reset-password' | 'invite';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Stores a new mailed token, retiring the user's earlier unused ones of the same purpose. */
export async function storeUserToken(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
  await db.insert(userTokens).values({ userId, purpose, tokenHash, expiresAt });
}

/** Marks a valid, unused, unexpired token as used; returns whether one was found. */
export async function consumeUserToken(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        eq(userTokens.tokenHash, tokenHash),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ id: userTokens.id });
  return used.length > 0;
}

/** True when this token was ever issued to the user for `purpose`, used or not. */
export async function wasMailedToken(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        eq(userTokens.tokenHash, tokenHash),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertRefreshToken(
  db: DbOrTx,
  row: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Rotates a token only if it is still current: two concurrent refreshes cannot both win. */
export async function markRotated(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeFamily(db: DbOrTx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Ends every access token of the user at its next use (user-state.ts compares versions). */
export async function raiseTokenVersion(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

export async function userLanguage(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? null;
}

export async function setUserLanguage(db: DbOrTx, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** A registering company's row. */
export async function insertCompany(db: DbOrTx, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

/** The registering company's first user: its Admin, no invitation to accept. */
export async function insertAdmin(
  db: DbOrTx,
  companyId: number,
  email: string,
  passwordHash: string,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ companyId, email, passwordHash, roles: ['Admin'], invitationAccepted: true })
    .returning();
  return row!;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  set: Partial<Pick<UserRow, 'passwordHash' | 'emailConfirmedAt'>>,
): Promise<void> {
  await db.update(users).set(set).where(eq(users.id, id));
}

export async function companyNameOf(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}
