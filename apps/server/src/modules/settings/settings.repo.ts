// Company settings queries: the settings row (with company information) and the company row
// whose name, GSTIN and state follow that information.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companySettings } from '../../db/schema.ts';
import { nextVersion } from '../../platform/versions.ts';

export type SettingsRow = typeof companySettings.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type SettingsChanges = Partial<
  Omit<SettingsRow, 'companyId' | 'version' | 'updatedBy' | 'updatedAt'>
>;
export type CompanyChanges = Partial<Pick<CompanyRow, 'name' | 'gstin' | 'stateCode'>>;

export async function findSettings(
  db: DbOrTx,
  companyId: number,
): Promise<{ settings: SettingsRow | null; company: CompanyRow | null }> {
  const [row] = await db
    .select({ company: companies, settings: companySettings })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return { settings: row?.settings ?? null, company: row?.company ?? null };
}

/**
 * Locks the company's settings and company rows for the rest of the transaction (invoice
 * numbering takes the same settings lock), creating the settings row if it was never made.
 */
export async function lockSettings(
  tx: DbOrTx,
  companyId: number,
): Promise<{ settings: SettingsRow; company: CompanyRow }> {
  await tx.insert(companySettings).values({ companyId }).onConflictDoNothing();
  const [company] = await tx
    .select()
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  const [settings] = await tx
    .select()
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId))
    .for('update');
  return { settings: settings!, company: company! };
}

/** Writes the changes; `by`: an edit of the settings, one more version by its author (issue 37). */
export async function updateSettings(
  tx: DbOrTx,
  companyId: number,
  changes: SettingsChanges,
  by: { userId: number; at: Date } | null = null,
): Promise<void> {
  const set = by
    ? { ...changes, ...nextVersion(companySettings.version, by.userId, by.at) }
    : changes;
  if (Object.keys(set).length === 0) return;
  await tx.update(companySettings).set(set).where(eq(companySettings.companyId, companyId));
}

export async function updateCompany(
  tx: DbOrTx,
  companyId: number,
  changes: CompanyChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx.update(companies).set(changes).where(eq(companies.id, companyId));
}
