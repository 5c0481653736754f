// The invoice screen's lists (customers, items with stock and taxes, projects, units, bank
// accounts) and its rate lookups: a customer's remembered rates, a vendor's last buy rate.
import { GST_CATEGORIES } from '@hisaab/shared/gst/supply';
import { paiseToRupees, qtyMilliToNumber } from '@hisaab/shared/money';
import type { SpecialKind } from '@hisaab/shared/replies/lookups';
import type { AppContext } from '../../platform/app-context.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { notFound } from '../../platform/errors.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { INPUT_MESSAGES } from './transaction-inputs.ts';
import { itemsForBilling } from './save-lookups.repo.ts';
import { stockOf } from '../../bookkeeping/balances.ts';
import { listGodowns, stockByGodown } from '../godowns/index.ts';
import { isDbId } from '../taxes/index.ts';
import * as repo from './lookups.repo.ts';

const CUSTOMER_NOT_FOUND = INPUT_MESSAGES.customerNotFound;
const ITEM_NOT_FOUND = tk('Item not found.');

/** Up to this many customers and items, the invoice screen gets them all at once. */
export const AUTOCOMPLETE_FULL_LIST = 2000;

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
      const { customerRows, itemRows } = await repo.autocompleteRows(db, c, search, limit + 1);
      const complete = customerRows.length <= limit && itemRows.length <= limit;
      customerRows.splice(limit);
      itemRows.splice(limit);
      const itemIds = itemRows.map((r) => r.item.id);
      const stock = await stockOf(db, c, complete && !search ? null : itemIds);
      // The godowns, and each item's stock per godown (issue 40 part 3): the stock warning
      // checks the godown the bill is from.
      const godowns = await listGodowns(db, c);
      const perGodown =
        godowns.length > 1
          ? await stockByGodown(db, c, complete && !search ? null : itemIds)
          : new Map<number, { godownId: number; qtyMilli: number }[]>();
      // One map from item to its taxes (not a search of the list per item).
      const taxesOf = new Map(
        (await itemsForBilling(db, c, itemIds, [])).map((w) => [w.id, w.taxes]),
      );
      const { projectRows, unitRows, bankRows } = await repo.billingLists(db, c);
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
          gstCategory: GST_CATEGORIES.find((g) => g === r.gstCategory) ?? null,
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
          specialKind: r.specialKind as SpecialKind | null,
          stock: qtyMilliToNumber(stock.get(r.id) ?? 0),
          ...(godowns.length > 1 && {
            godownStock: Object.fromEntries(
              (perGodown.get(r.id) ?? []).map((g) => [
                String(g.godownId),
                qtyMilliToNumber(g.qtyMilli),
              ]),
            ),
          }),
          reverseCharge: r.reverseCharge,
          trackedByBatch: r.trackedByBatch,
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
        godowns: godowns.map((g) => ({ id: g.id, name: g.name, isDefault: g.isDefault })),
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
      const customer = isDbId(customerId)
        ? await repo.customerExists(db, me.companyId, customerId)
        : false;
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      const rows = await repo.customerRatesOf(db, me.companyId, customerId);
      return rows.map((r) => ({ itemId: r.itemId, rate: paiseToRupees(r.ratePaise) }));
    },

    async customerRate(me: AccessClaims, itemId: number, customerId: number) {
      // Customer 0 is "none selected" (the spec's answer: null). Otherwise both ids must be
      // the caller's: another company's item or customer answers 404 like every other route.
      if (customerId === 0) return null;
      const row =
        isDbId(itemId) && isDbId(customerId)
          ? await repo.customerRateOf(db, me.companyId, customerId, itemId)
          : null;
      if (row) return { itemId, customerId, rate: paiseToRupees(row.ratePaise) };
      if (!isDbId(itemId) || !(await repo.itemBuyRate(db, me.companyId, itemId)))
        throw notFound(ITEM_NOT_FOUND);
      if (!isDbId(customerId) || !(await repo.customerExists(db, me.companyId, customerId)))
        throw notFound(CUSTOMER_NOT_FOUND);
      return null;
    },

    async vendorBuyRate(me: AccessClaims, itemId: number, vendorId: number) {
      if (itemId <= 0 || vendorId <= 0) return null;
      const item = isDbId(itemId) ? await repo.itemBuyRate(db, me.companyId, itemId) : null;
      if (!item) throw notFound(ITEM_NOT_FOUND);
      if (!isDbId(vendorId) || !(await repo.customerExists(db, me.companyId, vendorId)))
        throw notFound(CUSTOMER_NOT_FOUND);
      const last = await repo.lastBuyRate(db, me.companyId, itemId, vendorId);
      return {
        vendorSpecificLastBuyRate: last ? paiseToRupees(last.ratePaise) : null,
        standardBuyRate: paiseToRupees(item.buyRatePaise),
      };
    },
  };
}
