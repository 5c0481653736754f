import { and, asc, desc, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import { paiseToRupees, qtyMilliToNumber } from '@hisaab/shared/money';
import type { AppContext } from '../../platform/app-context.ts';
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
import type { AccessClaims } from '../../platform/tokens.ts';
import { notFound } from '../../platform/errors.ts';
import { INPUT_MESSAGES } from './transaction-inputs.ts';

const CUSTOMER_NOT_FOUND = INPUT_MESSAGES.customerNotFound;
import { itemsForBilling } from './save-lookups.repo.ts';
import { stockOf } from '../balances/balances.repo.ts';
import { partyBalanceTable } from '../balances/balances.repo.ts';
import { isDbId } from '../taxes/ids.ts';
import { containsPattern, prefixPattern } from '../../db/like.ts';

/** Up to this many customers and items, the invoice screen gets them all at once. */
export const AUTOCOMPLETE_FULL_LIST = 2000;

/** LIKE patterns for a literal text: starting with it, and containing it. */
const patterns = (search: string) => ({
  prefix: prefixPattern(search),
  contains: containsPattern(search),
});

export interface AutocompleteQuery {
  /** Name, phone or GSTIN of a customer; name or HSN/SAC code of an item. */
  search?: string | undefined;
  /** At most this many customers and items (default AUTOCOMPLETE_FULL_LIST). */
  limit?: number | undefined;
}

export function lookupService(ctx: AppContext) {
  const db = ctx.db;
  return {
    /**
     * The invoice screen's lists. A small shop gets every customer and item (`complete`); past
     * AUTOCOMPLETE_FULL_LIST, or with `limit`, the first ones by name and `complete: false`,
     * and the screen asks again with `search` as the user types (prefix matches first).
     */
    async autocomplete(me: AccessClaims, query: AutocompleteQuery = {}) {
      const c = me.companyId;
      const limit = query.limit ?? AUTOCOMPLETE_FULL_LIST;
      const search = query.search?.trim() || null;
      const p = search ? patterns(search) : null;
      // Prefix matches first, then the rest by name.
      const byName = (name: SQLWrapper) =>
        p ? [sql`(${name} ilike ${p.prefix}) desc`, asc(name as never)] : [asc(name as never)];
      // Any of the columns contains the search (no condition without one).
      const containedIn = (...columns: SQLWrapper[]) =>
        p ? or(...columns.map((col) => sql`${col} ilike ${p.contains}`)) : undefined;
      const balances = partyBalanceTable(db, c);
      const customerRows = await db
        .select({ customer: customers, balance: balances.balancePaise })
        .from(customers)
        .leftJoin(balances, eq(balances.partyId, customers.id))
        .where(
          and(
            eq(customers.companyId, c),
            containedIn(customers.name, customers.phone, customers.gstin),
          ),
        )
        .orderBy(...byName(customers.name))
        .limit(limit + 1);
      const itemRows = await db
        .select({ item: items, unitName: units.name, groupName: taxGroups.name })
        .from(items)
        .innerJoin(units, and(eq(units.companyId, items.companyId), eq(units.id, items.unitId)))
        .leftJoin(
          taxGroups,
          and(eq(taxGroups.companyId, items.companyId), eq(taxGroups.id, items.taxGroupId)),
        )
        .where(and(eq(items.companyId, c), containedIn(items.name, items.hsnSacCode)))
        .orderBy(...byName(items.name))
        .limit(limit + 1);
      const complete = customerRows.length <= limit && itemRows.length <= limit;
      customerRows.splice(limit);
      itemRows.splice(limit);
      const itemIds = itemRows.map((r) => r.item.id);
      const stock = await stockOf(db, c, complete && !p ? null : itemIds);
      // One map from item to its taxes (not a search of the list per item).
      const taxesOf = new Map(
        (await itemsForBilling(db, c, itemIds, [])).map((w) => [w.id, w.taxes]),
      );
      const [projectRows, unitRows, bankRows] = [
        await db
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(eq(projects.companyId, c))
          .orderBy(asc(projects.name)),
        await db
          .select({ id: units.id, name: units.name })
          .from(units)
          .where(eq(units.companyId, c))
          .orderBy(asc(units.name)),
        await db
          .select()
          .from(bankAccounts)
          .where(eq(bankAccounts.companyId, c))
          .orderBy(asc(bankAccounts.bankName)),
      ];
      return {
        customers: customerRows.map(({ customer: r, balance }) => ({
          id: r.id,
          name: r.name,
          phone: r.phone,
          address: r.address,
          email: r.email,
          gstin: r.gstin,
          pan: r.pan,
          stateCode: r.stateCode,
          isDefaultCash: r.isDefaultCash,
          balance: paiseToRupees(Number(balance ?? 0)),
        })),
        items: itemRows.map(({ item: r, unitName, groupName }) => ({
          id: r.id,
          name: r.name,
          unitId: r.unitId,
          unitName,
          rate: paiseToRupees(r.ratePaise),
          buyRate: paiseToRupees(r.buyRatePaise),
          hsnSacCode: r.hsnSacCode,
          taxGroupId: r.taxGroupId,
          taxGroupName: groupName,
          specialKind: r.specialKind,
          stock: qtyMilliToNumber(stock.get(r.id) ?? 0),
          taxes: (taxesOf.get(r.id) ?? []).map((t) => ({
            taxId: t.taxId,
            name: t.name,
            taxType: t.taxType,
            rate: t.rateBp / 100,
            isCompound: t.isCompound,
            effectiveFrom: t.effectiveFrom ?? null,
            effectiveTo: t.effectiveTo ?? null,
            priority: t.priority,
          })),
        })),
        projects: projectRows,
        units: unitRows,
        complete,
        bankAccounts: bankRows.map((b) => ({
          id: b.id,
          bankName: b.bankName,
          accountName: b.accountName,
          accountNumber: b.accountNumber,
          branchName: b.branchName,
          bankCode: b.bankCode,
        })),
      };
    },

    async customerRates(me: AccessClaims, customerId: number) {
      // An id the database cannot hold names no customer (and would fail the query).
      // 0 is "none selected"; any other id must name one of the caller's customers (DESIGN
      // section 2: another company's id answers 404, never an empty list that looks like ours).
      if (customerId === 0) return [];
      const [customer] = isDbId(customerId)
        ? await db
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.companyId, me.companyId), eq(customers.id, customerId)))
        : [];
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      const rows = await db
        .select({ itemId: customerItemRates.itemId, ratePaise: customerItemRates.ratePaise })
        .from(customerItemRates)
        .where(
          and(
            eq(customerItemRates.companyId, me.companyId),
            eq(customerItemRates.customerId, customerId),
          ),
        );
      return rows.map((r) => ({ itemId: r.itemId, rate: paiseToRupees(r.ratePaise) }));
    },

    async customerRate(me: AccessClaims, itemId: number, customerId: number) {
      if (!isDbId(itemId) || !isDbId(customerId)) return null;
      const [row] = await db
        .select({ ratePaise: customerItemRates.ratePaise })
        .from(customerItemRates)
        .where(
          and(
            eq(customerItemRates.companyId, me.companyId),
            eq(customerItemRates.customerId, customerId),
            eq(customerItemRates.itemId, itemId),
          ),
        );
      return row ? { itemId, customerId, rate: paiseToRupees(row.ratePaise) } : null;
    },

    async vendorBuyRate(me: AccessClaims, itemId: number, vendorId: number) {
      if (itemId <= 0 || vendorId <= 0) return null;
      if (!isDbId(itemId)) return null;
      const [item] = await db
        .select({ buyRatePaise: items.buyRatePaise })
        .from(items)
        .where(and(eq(items.companyId, me.companyId), eq(items.id, itemId)));
      if (!item) return null;
      const [last] = !isDbId(vendorId)
        ? []
        : await db
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
                eq(transactionLines.companyId, me.companyId),
                eq(transactionLines.itemId, itemId),
                eq(transactions.customerId, vendorId),
                eq(transactions.isPurchase, true),
              ),
            )
            .orderBy(desc(transactions.transactionDate), desc(transactions.id))
            .limit(1);
      return {
        vendorSpecificLastBuyRate: last ? paiseToRupees(last.ratePaise) : null,
        standardBuyRate: paiseToRupees(item.buyRatePaise),
      };
    },
  };
}
