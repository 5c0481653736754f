// Master data written straight into the database, for tests of features that use it.
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { gstinCheckCharacter } from '@hisaab/shared/gstin';
import {
  bankAccounts,
  companies,
  companySettings,
  customers,
  items,
  journalLines,
  taxGroups,
  units,
} from '../../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

export const companyIdOf = (accessToken: string) => decodeJwt(accessToken).companyId as number;

/** A valid GSTIN of `stateCode` (PAN AAPFU0939F, entity 1) with its check character. */
export function gstinOfState(stateCode: string): string {
  const first14 = `${stateCode}AAPFU0939F1Z`;
  return first14 + gstinCheckCharacter(first14)!;
}

/**
 * The company is GST-registered in `stateCode`: its state, and a GSTIN of that state unless it
 * has one (a company without a GSTIN collects no tax, so billing tests need one).
 */
export async function setCompanyState(t: TestApp, companyId: number, stateCode: string) {
  await t.database.db
    .update(companies)
    .set({ stateCode, gstin: sql`coalesce(${companies.gstin}, ${gstinOfState(stateCode)})` })
    .where(eq(companies.id, companyId));
}

/** The company's own GSTIN (and so its state); null makes it unregistered, in the same state. */
export async function setCompanyGstin(t: TestApp, companyId: number, gstin: string | null) {
  await t.database.db
    .update(companies)
    .set(gstin ? { gstin, stateCode: gstin.slice(0, 2) } : { gstin })
    .where(eq(companies.id, companyId));
}

export async function addCustomer(
  t: TestApp,
  companyId: number,
  c: { name: string; gstin?: string; stateCode?: string; phone?: string },
) {
  const [row] = await t.database.db
    .insert(customers)
    .values({
      companyId,
      name: c.name,
      gstin: c.gstin ?? null,
      stateCode: c.stateCode ?? c.gstin?.slice(0, 2) ?? null,
      phone: c.phone ?? null,
    })
    .returning();
  return row!;
}

export async function cashCustomer(t: TestApp, companyId: number) {
  const [row] = await t.database.db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.isDefaultCash, true)));
  return row!;
}

export async function addItem(
  t: TestApp,
  companyId: number,
  i: { name: string; ratePaise: number; buyRatePaise?: number; group?: string; hsn?: string },
) {
  const [unit] = await t.database.db
    .select()
    .from(units)
    .where(and(eq(units.companyId, companyId), eq(units.name, 'No')));
  const [group] = i.group
    ? await t.database.db
        .select()
        .from(taxGroups)
        .where(and(eq(taxGroups.companyId, companyId), eq(taxGroups.name, i.group)))
    : [];
  if (i.group && !group) throw new Error(`no tax group ${i.group}`);
  const [row] = await t.database.db
    .insert(items)
    .values({
      companyId,
      name: i.name,
      unitId: unit!.id,
      ratePaise: i.ratePaise,
      buyRatePaise: i.buyRatePaise ?? 0,
      taxGroupId: group?.id ?? null,
      hsnSacCode: i.hsn ?? null,
    })
    .returning();
  return { ...row!, unitName: 'No' };
}

export async function specialItem(
  t: TestApp,
  companyId: number,
  kind: 'opening_balance' | 'round_off' | 'discount',
) {
  const [row] = await t.database.db
    .select()
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.specialKind, kind)));
  return row!;
}

export async function addBankAccount(t: TestApp, companyId: number, bankName = 'HDFC Bank') {
  const [row] = await t.database.db
    .insert(bankAccounts)
    .values({ companyId, bankName, accountName: 'Current', accountNumber: '50100012345678' })
    .returning();
  return row!;
}

/** Sum of a ledger account for the company (optionally one party or bank account), in paise. */
export async function ledgerBalance(
  t: TestApp,
  companyId: number,
  account: string,
  ref: { partyId?: number; bankAccountId?: number } = {},
) {
  const conditions = [eq(journalLines.companyId, companyId), eq(journalLines.account, account)];
  if (ref.partyId !== undefined) conditions.push(eq(journalLines.partyId, ref.partyId));
  if (ref.bankAccountId !== undefined)
    conditions.push(eq(journalLines.bankAccountId, ref.bankAccountId));
  const [row] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${journalLines.amountPaise}), 0)` })
    .from(journalLines)
    .where(and(...conditions));
  return Number(row!.total);
}

/** Every document's journal sums to zero, and so does the whole ledger. */
export async function unbalancedSources(t: TestApp): Promise<unknown[]> {
  const result = (await t.database.db.execute(
    sql`select company_id, source_kind, source_id, sum(amount_paise) as off from journal_lines group by 1, 2, 3 having sum(amount_paise) <> 0`,
  )) as unknown as { rows: unknown[] };
  return result.rows;
}

/**
 * Sets the next number of the invoice series, as Settings does: the worlds written when an
 * opening balance still took an invoice number keep their other numbers this way.
 */
export async function setNextInvoiceNumber(t: TestApp, companyId: number, next: number) {
  await t.database.db
    .update(companySettings)
    .set({ nextInvoiceNumber: next })
    .where(eq(companySettings.companyId, companyId));
}
