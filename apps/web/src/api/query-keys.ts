// Every cached server answer is filed under a key from here, and every write names what it
// changed: `invalidateAfterWrite(client, 'bill')` after a sale is saved. The one table below
// says which cached answers each kind of write can make wrong, so the dashboard, the lists,
// the balances and the reopened bill show the new state at once (issue 15).
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const queryKeys = {
  dashboard: {
    /** The dashboard's days and the expense screen's cash status. */
    all: ['dashboard'],
    day: (date: string) => ['dashboard', 'day', date],
    cashStatus: (date: string) => ['dashboard', 'cash-status', date],
  },
  expenses: {
    all: ['expenses'],
    day: (date: string) => ['expenses', 'day', date],
    items: ['expenses', 'items'],
    bankAccounts: ['expenses', 'bank-accounts'],
  },
  invoice: {
    /** Customers (with balances), items (with stock), units and bank accounts. */
    autocomplete: ['invoice', 'autocomplete'],
    transactions: ['invoice', 'transaction'],
    transaction: (id: number) => ['invoice', 'transaction', id],
    /** A party's open bills a payment may choose (under transactions: a save refreshes them). */
    openBills: (customerId: number, isPurchase: boolean, paymentId: number | null) => [
      'invoice',
      'transaction',
      'open-bills',
      customerId,
      isPurchase,
      paymentId,
    ],
    /** An item's batches with their stock on a bill's date (issue 40 part 2): a save moves them. */
    batches: (itemId: number, date: string, billId: number | null, challanId: number | null) => [
      'invoice',
      'transaction',
      'batches',
      itemId,
      date,
      billId,
      challanId,
    ],
    /** Every item's batches: a delivery challan's save moves them too. */
    allBatches: ['invoice', 'transaction', 'batches'],
    customerRates: ['invoice', 'customer-rates'],
    customerRatesOf: (customerId: number) => ['invoice', 'customer-rates', customerId],
    settings: ['invoice', 'companysettings'],
  },
  estimates: {
    all: ['estimates'],
    list: (search: string, skip: number, take: number) => ['estimates', 'list', search, skip, take],
  },
  /** Sale and purchase orders: lists and orders, with what each has billed (issue 40). */
  orders: { all: ['orders'] },
  /** Delivery challans: lists and challans, with what each has billed and returned. */
  challans: { all: ['challans'] },
  /** Godowns with their stock, and the stock transfers between them (issue 40 part 3). */
  godowns: { all: ['godowns'], transfers: ['godowns', 'transfers'] },
  /** Credit and debit notes: lists, notes, and what is left to return on a bill. */
  returns: { all: ['returns'] },
  subscription: ['subscription'],
  settings: {
    customers: ['settings', 'customers'],
    items: ['settings', 'items'],
    units: ['settings', 'units'],
    bankAccounts: ['settings', 'bank-accounts'],
    company: ['settings', 'company'],
    taxes: ['settings', 'taxes'],
    taxGroups: ['settings', 'tax-groups'],
    openingBalances: ['settings', 'opening-balances'],
  },
  /** Report options, GST checks, snapshots: any of them may read what a write changed. */
  reports: ['reports'],
  /** The books' closing date and the GST returns marked filed (issue 38). */
  periodLocks: ['period-locks'],
} as const;

/** A kind of write, by what it changes on the server. */
export type Write =
  /** a sale, purchase or payment saved or deleted, or an estimate converted into a sale */
  | 'bill'
  /** an estimate saved or deleted (no stock, ledger or invoice number moves) */
  | 'estimate'
  /** a sale or purchase order saved, closed or deleted (no stock, ledger or bill moves) */
  | 'order'
  /** a delivery challan saved, closed, deleted or its goods returned (stock moves) */
  | 'challan'
  /** a godown added, renamed, made default or deleted, or a stock transfer (stock per godown) */
  | 'godown'
  | 'expense'
  | 'customer'
  | 'item'
  /** a tax or tax group, or an item moved between groups */
  | 'tax'
  | 'bankAccount'
  /** cash in hand's and the bank accounts' opening balances */
  | 'openingBalance'
  | 'companySettings';

const k = queryKeys;

/** Prefixes of the answers each write can change. */
export const WRITE_TOUCHES: Record<Write, readonly QueryKey[]> = {
  bill: [
    k.dashboard.all, // day totals, rows, cash in hand
    k.invoice.autocomplete, // balances, stock, customers/items/units created by name
    k.invoice.transactions,
    k.invoice.customerRates, // the last rate billed to the customer
    k.estimates.all, // a converted estimate, or its sale deleted
    k.orders.all, // what a bill of an order has billed, or gave back when deleted
    k.challans.all, // what a bill of a challan has billed, or gave back when deleted
    k.godowns.all, // the items in stock per godown
    k.returns.all, // a credit or debit note saved or deleted, what is left to return
    k.subscription, // the year's invoice count
    k.settings.customers, // balances
    k.settings.items, // stock, items created by name
    k.settings.units,
    k.settings.company, // next invoice and purchase numbers
    k.reports,
  ],
  estimate: [
    k.estimates.all,
    k.invoice.transactions,
    k.invoice.autocomplete, // customers/items/units created by name
    k.settings.customers,
    k.settings.items,
    k.settings.units,
    k.settings.company, // next estimate number
  ],
  order: [k.orders.all, k.estimates.all, k.settings.company, k.reports],
  challan: [
    k.challans.all,
    k.orders.all, // what a challan of an order delivered
    k.godowns.all, // the items in stock per godown
    k.invoice.autocomplete, // items' stock
    k.invoice.allBatches, // a batch's stock
    k.settings.items,
    k.settings.company, // next challan number
    k.dashboard.all,
    k.reports,
  ],
  godown: [
    k.godowns.all,
    k.invoice.autocomplete, // the godowns and each item's stock in them
    k.settings.items,
    k.settings.company, // next transfer number
    k.reports,
  ],
  expense: [k.expenses.all, k.dashboard.all, k.reports],
  customer: [
    k.invoice.autocomplete,
    k.invoice.transactions,
    k.settings.customers,
    k.dashboard.all, // names on the day's rows
    k.estimates.all,
    k.reports,
  ],
  item: [
    k.invoice.autocomplete,
    k.invoice.customerRates,
    k.settings.items,
    k.settings.units,
    k.settings.taxGroups, // item counts per group
    k.reports,
  ],
  tax: [
    k.settings.taxes,
    k.settings.taxGroups,
    k.settings.items, // each item's tax breakdown
    k.invoice.autocomplete, // the taxes of each item on a new bill
  ],
  bankAccount: [
    k.settings.bankAccounts,
    k.expenses.bankAccounts,
    k.invoice.autocomplete,
    k.reports,
  ],
  openingBalance: [k.settings.openingBalances, k.dashboard.all, k.expenses.all, k.reports],
  companySettings: [k.settings.company, k.invoice.settings],
};

/**
 * After a write: answers on screen now are fetched again (awaited), the others are dropped so
 * that the next screen starts from the server instead of showing old numbers first. The bill
 * being left is not refetched: it may just have been deleted.
 */
export async function invalidateAfterWrite(
  client: QueryClient,
  ...writes: readonly Write[]
): Promise<void> {
  const keys = new Map<string, QueryKey>();
  for (const w of writes) for (const key of WRITE_TOUCHES[w]) keys.set(JSON.stringify(key), key);
  await Promise.all(
    [...keys.values()].map((queryKey) => {
      client.removeQueries({ queryKey, type: 'inactive' });
      const leaving = queryKey === k.invoice.transactions;
      return client.invalidateQueries({ queryKey, refetchType: leaving ? 'none' : 'active' });
    }),
  );
}
