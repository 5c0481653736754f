// Queries for stored files and for the few company details a printed bill needs (read straight
// from the tables, so this module does not depend on the settings module).
import { isLanguage } from '@hisaab/shared/i18n/languages';
import type { PrintLanguage } from '@hisaab/shared/i18n/print-labels';
import type { GstScheme } from '@hisaab/shared/gst/registration';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bankAccounts,
  companies,
  companySettings,
  expenses,
  files,
  transactions,
} from '../../db/schema.ts';

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

export interface CompanyProfile {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  gstin: string | null;
  pan: string | null;
  stateCode: string | null;
  invoicePrintMode: number;
  /** With the GSTIN: whether its sales are tax invoices or bills of supply. */
  gstScheme: GstScheme;
  /** For the UPI QR on the bill: no QR without an ID. */
  upiId: string | null;
  upiPayeeName: string | null;
  /** The language its customers' documents print in (issue 28); English when absent. */
  print?: PrintLanguage;
  /** Its letter of undertaking's ARN, printed on supplies under LUT (issue 36). */
  lutReference?: string | null;
}

/** The company as it prints on its documents: the settings' info first, else the registration. */
export async function companyProfile(db: DbOrTx, companyId: number): Promise<CompanyProfile> {
  const [row] = await db
    .select({ company: companies, settings: companySettings })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`company ${companyId} not found`);
  const { company, settings } = row;
  return {
    name: settings?.infoName || company.name,
    address: settings?.infoAddress ?? null,
    phone: settings?.infoPhone ?? null,
    email: settings?.infoEmail ?? null,
    gstin: settings?.infoGstin || company.gstin,
    pan: settings?.infoPan ?? null,
    stateCode: company.stateCode,
    invoicePrintMode: settings?.invoicePrintMode ?? 0,
    gstScheme: settings?.gstScheme === 'composition' ? 'composition' : 'regular',
    upiId: settings?.upiId ?? null,
    upiPayeeName: settings?.upiPayeeName ?? null,
    lutReference: settings?.lutReference ?? null,
    print: {
      language: isLanguage(settings?.documentLanguage) ? settings.documentLanguage : 'en',
      bilingual: settings?.bilingualPrint ?? false,
      devanagariDigits: settings?.devanagariDigits ?? false,
    },
  };
}

export async function bankAccountsByIds(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), inArray(bankAccounts.id, ids)));
}
