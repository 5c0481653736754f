// Queries behind the invoice screen's lists and rate lookups (lookups.service.ts). Company first.
import { and, asc, desc, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bankAccounts,
  customerItemRates,
  customers,
  items,
  projects,
  taxGroups,
  transactionLines,
  transactions,
  units,
} from '../../db/schema.ts';
import { partyBalanceTable } from '../../bookkeeping/balances.ts';
import { containsPattern, prefixPattern } from '../../db/like.ts';

/**
 * Customers (with their balances) and items (with unit and tax group names) by name, at most
 * `limit` of each; with a search, those containing it (name, phone or GSTIN; name or HSN/SAC),
 * prefix matches first.
 */
export async function autocompleteRows(
  db: DbOrTx,
  companyId: number,
  search: string | null,
  limit: number,
) {
  const p = search ? { prefix: prefixPattern(search), contains: containsPattern(search) } : null;
  // Prefix matches first, then the rest by name.
  const byName = (name: SQLWrapper) =>
    p ? [sql`(${name} ilike ${p.prefix}) desc`, asc(name as never)] : [asc(name as never)];
  // Any of the columns contains the search (no condition without one).
  const containedIn = (...columns: SQLWrapper[]) =>
    p ? or(...columns.map((col) => sql`${col} ilike ${p.contains}`)) : undefined;
  const balances = partyBalanceTable(db, companyId);
  const customerRows = await db
    .select({ customer: customers, balance: balances.balancePaise })
    .from(customers)
    .leftJoin(balances, eq(balances.partyId, customers.id))
    .where(
      and(
        eq(customers.companyId, companyId),
        containedIn(customers.name, customers.phone, customers.gstin),
      ),
    )
    .orderBy(...byName(customers.name))
    .limit(limit);
  const itemRows = await db
    .select({ item: items, unitName: units.name, groupName: taxGroups.name })
    .from(items)
    .innerJoin(units, and(eq(units.companyId, items.companyId), eq(units.id, items.unitId)))
    .leftJoin(
      taxGroups,
      and(eq(taxGroups.companyId, items.companyId), eq(taxGroups.id, items.taxGroupId)),
    )
    .where(and(eq(items.companyId, companyId), containedIn(items.name, items.hsnSacCode)))
    .orderBy(...byName(items.name))
    .limit(limit);
  return { customerRows, itemRows };
}

/** Every project, unit and bank account of the company, by name. */
export async function billingLists(db: DbOrTx, companyId: number) {
  const projectRows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.companyId, companyId))
    .orderBy(asc(projects.name));
  const unitRows = await db
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(eq(units.companyId, companyId))
    .orderBy(asc(units.name));
  const bankRows = await db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, companyId))
    .orderBy(asc(bankAccounts.bankName));
  return { projectRows, unitRows, bankRows };
}

export async function customerExists(db: DbOrTx, companyId: number, id: number) {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  return rows.length > 0;
}

/** The rates remembered for a customer, one per item. */
export async function customerRatesOf(db: DbOrTx, companyId: number, customerId: number) {
  return db
    .select({ itemId: customerItemRates.itemId, ratePaise: customerItemRates.ratePaise })
    .from(customerItemRates)
    .where(
      and(eq(customerItemRates.companyId, companyId), eq(customerItemRates.customerId, customerId)),
    );
}

export async function customerRateOf(
  db: DbOrTx,
  companyId: number,
  customerId: number,
  itemId: number,
) {
  const [row] = await db
    .select({ ratePaise: customerItemRates.ratePaise })
    .from(customerItemRates)
    .where(
      and(
        eq(customerItemRates.companyId, companyId),
        eq(customerItemRates.customerId, customerId),
        eq(customerItemRates.itemId, itemId),
      ),
    );
  return row ?? null;
}

export async function itemBuyRate(db: DbOrTx, companyId: number, itemId: number) {
  const [row] = await db
    .select({ buyRatePaise: items.buyRatePaise })
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.id, itemId)));
  return row ?? null;
}

/** The rate of the vendor's latest purchase of the item (by date, then entry). */
export async function lastBuyRate(db: DbOrTx, companyId: number, itemId: number, vendorId: number) {
  const [row] = await db
    .select({ ratePaise: transactionLines.ratePaise })
    .from(transactionLines)
    .innerJoin(
      transactions,
      and(
        eq(transactions.companyId, transactionLines.companyId),
        eq(transactions.id, transactionLines.transactionId),
      ),
    )
    .where(
      and(
        eq(transactionLines.companyId, companyId),
        eq(transactionLines.itemId, itemId),
        eq(transactions.customerId, vendorId),
        eq(transactions.isPurchase, true),
      ),
    )
    .orderBy(desc(transactions.transactionDate), desc(transactions.id))
    .limit(1);
  return row ?? null;
}
