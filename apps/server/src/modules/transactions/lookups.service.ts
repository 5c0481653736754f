import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { paiseToRupees, qtyMilliToNumber } from '@hisaab/shared/money';
import type { AppContext } from '../../platform/app-context.ts';
import {
  bankAccounts,
  customerItemRates,
  customers,
  items,
  journalLines,
  projects,
  taxGroups,
  transactionLines,
  transactions,
  units,
} from '../../db/schema.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { itemsForBilling } from './transactions.repo.ts';
import { stockByItem } from '../items/items.repo.ts';
import { isDbId } from '../taxes/ids.ts';

export function lookupService(ctx: AppContext) {
  const db = ctx.db;
  return {
    async autocomplete(me: AccessClaims) {
      const c = me.companyId;
      const balances = db
        .select({
          partyId: journalLines.partyId,
          total: sql<string>`sum(${journalLines.amountPaise})`.as('total'),
        })
        .from(journalLines)
        .where(and(eq(journalLines.companyId, c), eq(journalLines.account, 'PARTY')))
        .groupBy(journalLines.partyId)
        .as('balances');
      const customerRows = await db
        .select({ customer: customers, balance: balances.total })
        .from(customers)
        .leftJoin(balances, eq(balances.partyId, customers.id))
        .where(eq(customers.companyId, c))
        .orderBy(asc(customers.name));
      const stock = await stockByItem(db, c, null);
      const itemRows = await db
        .select({ item: items, unitName: units.name, groupName: taxGroups.name })
        .from(items)
        .innerJoin(units, and(eq(units.companyId, items.companyId), eq(units.id, items.unitId)))
        .leftJoin(
          taxGroups,
          and(eq(taxGroups.companyId, items.companyId), eq(taxGroups.id, items.taxGroupId)),
        )
        .where(eq(items.companyId, c))
        .orderBy(asc(items.name));
      const withTaxes = await itemsForBilling(
        db,
        c,
        itemRows.map((r) => r.item.id),
        [],
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
          taxes: (withTaxes.find((w) => w.id === r.id)?.taxes ?? []).map((t) => ({
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
      if (!isDbId(customerId)) return [];
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
