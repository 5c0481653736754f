// Queries of the subscription, kept on the company row, and of the use counted against it.
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, transactions, users } from '../../db/schema.ts';
import type { SubscriptionRow } from './plan-state.ts';

/** The company row's subscription columns (also read by a bill's save with its lookups). */
export const subscriptionColumns = {
  id: companies.id,
  code: companies.code,
  name: companies.name,
  plan: companies.plan,
  trialEndsOn: companies.trialEndsOn,
  planStartsOn: companies.planStartsOn,
  planEndsOn: companies.planEndsOn,
  extraInvoiceBlocks: companies.extraInvoiceBlocks,
  extraSeats: companies.extraSeats,
};

export type CompanySubscription = SubscriptionRow & { id: number; code: string; name: string };

/**
 * The company's subscription. `lock` holds the row until the transaction ends, so that two
 * saves cannot both take the last invoice or seat; FOR NO KEY UPDATE still lets other
 * transactions insert rows that reference the company.
 */
export async function subscriptionOf(
  db: DbOrTx,
  companyId: number,
  options: { lock?: boolean } = {},
): Promise<CompanySubscription | null> {
  const query = db.select(subscriptionColumns).from(companies).where(eq(companies.id, companyId));
  const [row] = options.lock ? await query.for('no key update') : await query;
  return (row as CompanySubscription | undefined) ?? null;
}

export async function findByCode(db: DbOrTx, code: string, options: { lock?: boolean } = {}) {
  const query = db
    .select(subscriptionColumns)
    .from(companies)
    .where(sql`lower(${companies.code}) = lower(${code})`);
  const [row] = options.lock ? await query.for('no key update') : await query;
  return (row as CompanySubscription | undefined) ?? null;
}

export type SubscriptionChanges = Partial<
  Pick<
    typeof companies.$inferInsert,
    'plan' | 'trialEndsOn' | 'planStartsOn' | 'planEndsOn' | 'extraInvoiceBlocks' | 'extraSeats'
  >
>;

export async function updateSubscription(
  db: DbOrTx,
  companyId: number,
  changes: SubscriptionChanges,
): Promise<void> {
  await db.update(companies).set(changes).where(eq(companies.id, companyId));
}

/** Midnight in India at the start of a yyyy-mm-dd day, as an instant. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** Sales invoices (kind 'sale') created from `from` (a day in India, or all) up to `until`. */
export async function countSalesInvoices(
  db: DbOrTx,
  companyId: number,
  window: { from: string | null; untilExclusive: string | null },
): Promise<number> {
  const conditions = [eq(transactions.companyId, companyId), eq(transactions.kind, 'sale')];
  if (window.from) conditions.push(gte(transactions.createdAt, indiaMidnight(window.from)));
  if (window.untilExclusive)
    conditions.push(lt(transactions.createdAt, indiaMidnight(window.untilExclusive)));
  const [row] = await db
    .select({ n: count() })
    .from(transactions)
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}

/** Users of the company, pending invitations included: each holds a seat. */
export async function countSeats(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.companyId, companyId));
  return Number(row?.n ?? 0);
}
