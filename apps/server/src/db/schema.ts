// The database schema. Business tables carry company_id in their primary key, so every row
// and every reference stays inside one company (and the schema can be distributed by
// company_id later). Money is bigint paise, rates are basis points, quantities thousandths.
// One file over 500 lines on purpose: drizzle-kit reads the schema from here to generate the
// migrations, and a table's references to other tables read best beside them.
import { sql } from 'drizzle-orm';
import type { ExportDetails, ShipAddress } from '@hisaab/shared/gst/supply';
import type { LineTaxAmount } from '@hisaab/shared/gst/types';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  bigserial,
  serial,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const paise = (name: string) => bigint(name, { mode: 'number' });
/**
 * A record users edit (issue 37): one more version at every edit, and who made it and when
 * (platform/versions.ts). An edit based on an older version is refused. Migration 0042.
 */
const versioned = () => ({
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

const undoneAt = (name: string) => timestamp(name, { withTimezone: true });
const undoneBy = (name: string) => integer(name);
const undoReason = (name: string) => text(name);
/**
 * A kept record undone (issue 38: a filing or an annual return undone, a year's closing
 * reopened): when, by whom and why, the row staying; it is in force while the time is null. A
 * table may name the three in its own words, as [property, column] pairs.
 */
function keptUndone<const At extends string, const By extends string, const Why extends string>(
  at: readonly [At, string],
  by: readonly [By, string],
  why: readonly [Why, string],
) {
  return {
    [at[0]]: undoneAt(at[1]),
    [by[0]]: undoneBy(by[1]),
    [why[0]]: undoReason(why[1]),
  } as Record<At, ReturnType<typeof undoneAt>> &
    Record<By, ReturnType<typeof undoneBy>> &
    Record<Why, ReturnType<typeof undoReason>>;
}
/** keptUndone in its usual words: undone_at, undone_by, undo_reason. */
const undone = () =>
  keptUndone(['undoneAt', 'undone_at'], ['undoneBy', 'undone_by'], ['undoReason', 'undo_reason']);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    gstin: text('gstin'),
    stateCode: text('state_code'),
    /** The last day of the free period. */
    trialEndsOn: date('trial_ends_on', { mode: 'string' }).notNull(),
    // The subscription (spec section 9), set by the operator's `npm run plan`: the plan, its
    // year (first and last day) and the add-ons bought for that year.
    plan: text('plan').notNull().default('none'),
    planStartsOn: date('plan_starts_on', { mode: 'string' }),
    planEndsOn: date('plan_ends_on', { mode: 'string' }),
    extraInvoiceBlocks: integer('extra_invoice_blocks').notNull().default(0),
    extraSeats: integer('extra_seats').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('companies_code_lower_uq').on(sql`lower(${t.code})`),
    check('companies_plan_ck', sql`${t.plan} in ('none', 'basic', 'standard', 'premium')`),
    check('companies_addons_ck', sql`${t.extraInvoiceBlocks} >= 0 and ${t.extraSeats} >= 0`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    roles: text('roles').array().notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    invitationAccepted: boolean('invitation_accepted').notNull().default(true),
    inviteSentAt: timestamp('invite_sent_at', { withTimezone: true }),
    /** Carried in access tokens; raised on logout and password reset to end them at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The language the user reads the product in; null until they choose. Migration 0035. */
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
  ],
);

/** Single-use tokens sent by mail (email confirmation, password reset, invitation), stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Rotating refresh tokens; a family is one sign-in. Reuse of a rotated token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Fixed-window counters, kept in the database so any number of server processes agree. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Append-only edit log (Companies (Accounts) Rules, Rule 3(1)): nothing updates or deletes it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyed by company with its id, so that Citus can distribute it by company (0025).
    primaryKey({ columns: [t.companyId, t.id] }),
    index('audit_log_company_entity_idx').on(t.companyId, t.entity, t.entityId),
    // GET /api/audit pages a company's trail newest first.
    index('audit_log_company_at_idx').on(t.companyId, t.at.desc(), t.id.desc()),
  ],
);

export const companySettings = pgTable('company_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  enableStockWarning: boolean('enable_stock_warning').notNull().default(false),
  enableTraceability: boolean('enable_traceability').notNull().default(false),
  invoicePrintMode: integer('invoice_print_mode').notNull().default(0),
  invoiceNumberFormat: text('invoice_number_format').notNull().default('INV-{0000}'),
  purchaseNumberFormat: text('purchase_number_format').notNull().default('PUR-{0000}'),
  nextInvoiceNumber: integer('next_invoice_number').notNull().default(1),
  nextPurchaseNumber: integer('next_purchase_number').notNull().default(1),
  /** Estimates (quotations) have their own series; they never take an invoice number. */
  estimateNumberFormat: text('estimate_number_format').notNull().default('EST-{0000}'),
  nextEstimateNumber: integer('next_estimate_number').notNull().default(1),
  /** Sale and purchase orders (issue 40): their own series, as estimates. Migration 0052. */
  saleOrderNumberFormat: text('sale_order_number_format').notNull().default('SO-{0000}'),
  nextSaleOrderNumber: integer('next_sale_order_number').notNull().default(1),
  purchaseOrderNumberFormat: text('purchase_order_number_format').notNull().default('PO-{0000}'),
  nextPurchaseOrderNumber: integer('next_purchase_order_number').notNull().default(1),
  /** Delivery challans (issue 40): their own series. Migration 0052_delivery_challans. */
  deliveryChallanNumberFormat: text('delivery_challan_number_format')
    .notNull()
    .default('DC-{0000}'),
  nextDeliveryChallanNumber: integer('next_delivery_challan_number').notNull().default(1),
  /** Stock transfers between godowns (issue 40 part 3): their own series. Migration 0054. */
  stockTransferNumberFormat: text('stock_transfer_number_format').notNull().default('ST-{0000}'),
  nextStockTransferNumber: integer('next_stock_transfer_number').notNull().default(1),
  /** Credit notes (sale returns) and debit notes (purchase returns): their own series. */
  creditNoteNumberFormat: text('credit_note_number_format').notNull().default('CN-{0000}'),
  nextCreditNoteNumber: integer('next_credit_note_number').notNull().default(1),
  debitNoteNumberFormat: text('debit_note_number_format').notNull().default('DN-{0000}'),
  nextDebitNoteNumber: integer('next_debit_note_number').notNull().default(1),
  /** Debit notes to customers (a price raised after the sale): their own series. Migration 0037. */
  salesDebitNoteNumberFormat: text('sales_debit_note_number_format')
    .notNull()
    .default('SDN-{0000}'),
  nextSalesDebitNoteNumber: integer('next_sales_debit_note_number').notNull().default(1),
  /**
   * The letter of undertaking (LUT) under which exports and SEZ supplies go without payment of
   * IGST: its reference (ARN) and the days it covers (a financial year). Migration 0037.
   */
  lutReference: text('lut_reference'),
  lutValidFrom: date('lut_valid_from', { mode: 'string' }),
  lutValidTo: date('lut_valid_to', { mode: 'string' }),
  infoName: text('info_name'),
  infoAddress: text('info_address'),
  infoPhone: text('info_phone'),
  infoEmail: text('info_email'),
  infoWebsite: text('info_website'),
  infoGstin: text('info_gstin'),
  infoPan: text('info_pan'),
  infoCin: text('info_cin'),
  /**
   * The aggregate annual turnover band (shared einvoice/aato.ts AATO_BANDS): above ₹5 crore,
   * e-invoicing and 6-digit HSN codes; ₹10 crore or more, the IRP's 30-day limit. Migration
   * 0036 (it replaced turnover_above_5cr and e_invoicing_enabled, one fact in two columns).
   */
  aatoBand: text('aato_band').notNull().default('up_to_5cr'),
  /** UPI ID (VPA) and payee name for the scan-to-pay QR on bills; no QR without an ID. */
  upiId: text('upi_id'),
  upiPayeeName: text('upi_payee_name'),
  /** 'A4', or a thermal roll: '80mm' / '58mm' (a one-column receipt). */
  printPaper: text('print_paper').notNull().default('A4'),
  /**
   * 'regular', or 'composition' (no tax collected, bill of supply, no input tax credit: see
   * packages/shared/src/gst/registration.ts). Migration 0020.
   */
  gstScheme: text('gst_scheme').notNull().default('regular'),
  /** The consignment value above which the invoice screen asks for an e-way bill (rule 138). */
  ewayBillThresholdPaise: paise('eway_bill_threshold_paise').notNull().default(5000000),
  /** The language of what customers receive: prints, PDFs, WhatsApp and e-mail. Migration 0035. */
  documentLanguage: text('document_language').notNull().default('en'),
  /** Prints carry English labels with the document language's beneath them. */
  bilingualPrint: boolean('bilingual_print').notNull().default(false),
  /**
   * Books closed up to this day (issue 38, migration 0041): nothing dated on or before it is
   * written (modules/periods/period-locks.ts). Null: open.
   */
  booksClosedTo: date('books_closed_to', { mode: 'string' }),
  /** Prints write numbers in Devanagari digits (०-९); Latin digits otherwise. */
  devanagariDigits: boolean('devanagari_digits').notNull().default(false),
  /** The settings and company information edited as one record (issue 37, migration 0046). */
  ...versioned(),
});

/**
 * Per-financial-year counters of a number series whose format holds {FY}: such a series
 * restarts at 1 every April. fy is the label of financialYearOf ('2025-26'); series is
 * 'invoice', 'purchase' or 'estimate'.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    series: text('series').notNull(),
    fy: text('fy').notNull(),
    nextNumber: integer('next_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.series, t.fy] }),
    check(
      'document_counters_series_ck',
      sql`${t.series} in ('invoice', 'purchase', 'estimate', 'credit_note', 'debit_note', 'sales_debit_note', 'sale_order', 'purchase_order', 'delivery_challan', 'stock_transfer')`,
    ),
  ],
);

/** A report's result saved read-only (spec section 7 snapshots): the datasets as generated. */
export const reportSnapshots = pgTable(
  'report_snapshots',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: text('id').notNull(),
    name: text('name').notNull(),
    reportType: text('report_type').notNull(),
    parameters: jsonb('parameters').notNull(),
    datasets: jsonb('datasets').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('report_snapshots_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

export const units = pgTable(
  'units',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The GST unit quantity code (NOS, KGS, ...) that GSTR-1's HSN table reports it as. */
    uqc: text('uqc'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('units_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    email: text('email'),
    gstin: text('gstin'),
    pan: text('pan'),
    stateCode: text('state_code'),
    isDefaultCash: boolean('is_default_cash').notNull().default(false),
    /**
     * The customer's GST category when the GSTIN does not tell it (shared gst/supply.ts
     * GST_CATEGORIES: 'sez', 'overseas', 'deemed_export'...): the default kind of supply of
     * its bills. Null: read from the GSTIN. Migration 0037.
     */
    gstCategory: text('gst_category'),
    createdAt: createdAt(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('customers_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const taxes = pgTable(
  'taxes',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    taxType: text('tax_type').notNull().default('GST'),
    rateBp: integer('rate_bp').notNull(),
    isCompound: boolean('is_compound').notNull().default(false),
    effectiveFrom: date('effective_from', { mode: 'string' }),
    effectiveTo: date('effective_to', { mode: 'string' }),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    ...versioned(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const taxGroups = pgTable(
  'tax_groups',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    /** Its name and its ordered taxes (migration 0046). */
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('tax_groups_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const taxGroupTaxes = pgTable(
  'tax_group_taxes',
  {
    companyId: integer('company_id').notNull(),
    taxGroupId: integer('tax_group_id').notNull(),
    taxId: integer('tax_id').notNull(),
    priority: integer('priority').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.taxGroupId, t.taxId] }),
    foreignKey({
      columns: [t.companyId, t.taxGroupId],
      foreignColumns: [taxGroups.companyId, taxGroups.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.taxId], foreignColumns: [taxes.companyId, taxes.id] }),
  ],
);

export const items = pgTable(
  'items',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    unitId: integer('unit_id').notNull(),
    ratePaise: paise('rate_paise').notNull().default(0),
    buyRatePaise: paise('buy_rate_paise').notNull().default(0),
    hsnSacCode: text('hsn_sac_code'),
    taxGroupId: integer('tax_group_id'),
    /** 'opening_balance' | 'round_off' | 'discount' for the locked special items, else null. */
    specialKind: text('special_kind'),
    /**
     * A service notified under reverse charge (CGST Act section 9(3): goods transport, legal
     * services, renting by...): a purchase of it is under reverse charge. Migration 0037.
     */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** The maximum retail price printed on the pack, which its labels show (migration 0051). */
    mrpPaise: paise('mrp_paise'),
    /** Stock kept per batch (issue 40 part 2, migration 0053): item_batches. */
    trackedByBatch: boolean('tracked_by_batch').notNull().default(false),
    createdAt: createdAt(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    check('items_mrp_check', sql`${t.mrpPaise} is null or ${t.mrpPaise} >= 0`),
    uniqueIndex('items_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
    foreignKey({ columns: [t.companyId, t.unitId], foreignColumns: [units.companyId, units.id] }),
    foreignKey({
      columns: [t.companyId, t.taxGroupId],
      foreignColumns: [taxGroups.companyId, taxGroups.id],
    }),
  ],
);

/**
 * An item's barcodes (issue 40, migration 0051): EAN-13, UPC-A or Code 128 codes, several per
 * item, each naming one item of the company (the counter's scan looks it up here).
 */
export const itemBarcodes = pgTable(
  'item_barcodes',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    itemId: integer('item_id').notNull(),
    code: text('code').notNull(),
    /** The order the item's codes were given in, from 0 (labels print the first). */
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'item_barcodes_pk', columns: [t.companyId, t.itemId, t.code] }),
    uniqueIndex('item_barcodes_company_code_uq').on(t.companyId, t.code),
    check('item_barcodes_code_check', sql`length(${t.code}) between 1 and 48`),
    foreignKey({
      name: 'item_barcodes_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    branchName: text('branch_name'),
    bankCode: text('bank_code'),
    bankTransactionDetails: text('bank_transaction_details'),
    createdAt: createdAt(),
    ...versioned(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const projects = pgTable(
  'projects',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('projects_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/**
 * A document: a sale, a purchase, a payment-only transaction (kind 'payment', with isPurchase
 * meaning "payment made"), a party's opening balance (kind 'opening_balance', isPurchase: we
 * owe them; never a sale or purchase, no number of a series), or an estimate (kind
 * 'estimate': a quotation that posts nothing,
 * moves no stock and counts in no report until it is converted into a sale). Totals are
 * stored as computed at save time.
 */
export const transactions = pgTable(
  'transactions',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    isPurchase: boolean('is_purchase').notNull(),
    number: text('number'),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
    projectId: integer('project_id'),
    remark: text('remark'),
    placeOfSupply: text('place_of_supply'),
    amountPaise: paise('amount_paise').notNull().default(0),
    taxablePaise: paise('taxable_paise').notNull().default(0),
    taxPaise: paise('tax_paise').notNull().default(0),
    paidPaise: paise('paid_paise').notNull().default(0),
    /** An estimate converted into a sale: that sale (cleared if the sale is deleted). */
    convertedToTransactionId: integer('converted_to_transaction_id'),
    /** A credit note (kind 'credit_note') or debit note ('debit_note'): the bill it returns. */
    returnOfTransactionId: integer('return_of_transaction_id'),
    /** A purchase: the supplier's own invoice number and date (GST returns, reconciliation). */
    supplierInvoiceNumber: text('supplier_invoice_number'),
    supplierInvoiceDate: date('supplier_invoice_date', { mode: 'string' }),
    /**
     * The kind of supply (shared gst/supply.ts SUPPLY_TYPES): 'regular', an export or SEZ
     * supply with or without payment of IGST, a deemed export. Migration 0037.
     */
    supplyType: text('supply_type').notNull().default('regular'),
    /** Tax paid by the recipient (reverse charge): not collected on the bill. Migration 0037. */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** Where the goods go and come from when not the parties' own addresses (ShipTo/DispatchFrom). */
    shipTo: jsonb('ship_to').$type<ShipAddress>(),
    dispatchFrom: jsonb('dispatch_from').$type<ShipAddress>(),
    /** An export's shipping bill, port, currency and country (ExportDetails). */
    exportDetails: jsonb('export_details').$type<ExportDetails>(),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** One more at every edit: an edit based on an older version is refused. Migration 0038. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('transactions_number_uq').on(t.companyId, t.isPurchase, t.number),
    // A day's bills in entry order (the dashboard's pages, by keyset), and its sale and purchase
    // totals read from the index alone (kind and amount ride along): the dashboard reads a page
    // of the day, not the day, and never touches the table for its totals.
    index('transactions_day_idx').on(
      t.companyId,
      t.transactionDate,
      t.createdAt,
      t.id,
      t.kind,
      t.amountPaise,
    ),
    index('transactions_company_customer_idx').on(t.companyId, t.customerId),
    // GSTR-1's check that a sale number is used once in its financial year, without regard to
    // case: one probe per bill of the month instead of grouping the whole year.
    index('transactions_sale_number_upper_idx')
      .on(t.companyId, sql`upper(${t.number})`)
      .where(sql`${t.kind} = 'sale'`),
    // The plan's yearly count of sales invoices (plans module).
    index('transactions_company_kind_created_idx').on(t.companyId, t.kind, t.createdAt),
    // The returns of a bill (what is left to take back).
    index('transactions_company_return_of_idx').on(t.companyId, t.returnOfTransactionId),
    // The same supplier invoice entered twice (transactions/supplier-invoice.ts).
    index('transactions_supplier_invoice_idx')
      .on(t.companyId, t.customerId, sql`upper(${t.supplierInvoiceNumber})`)
      .where(sql`${t.supplierInvoiceNumber} is not null`),
    foreignKey({
      columns: [t.companyId, t.customerId],
      foreignColumns: [customers.companyId, customers.id],
    }),
    foreignKey({
      columns: [t.companyId, t.projectId],
      foreignColumns: [projects.companyId, projects.id],
    }),
  ],
);

export const transactionLines = pgTable(
  'transaction_lines',
  {
    companyId: integer('company_id').notNull(),
    transactionId: integer('transaction_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    lineNo: integer('line_no').notNull(),
    itemId: integer('item_id').notNull(),
    itemName: text('item_name').notNull(),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull(),
    ratePaise: paise('rate_paise').notNull(),
    unitId: integer('unit_id').notNull(),
    unitName: text('unit_name').notNull(),
    lotSerialNumber: text('lot_serial_number'),
    /** The item's HSN/SAC code when billed, so a reprint shows what the bill said. */
    hsnSacCode: text('hsn_sac_code'),
    specialKind: text('special_kind'),
    amountPaise: paise('amount_paise').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    /** On a credit or debit note: the line number of the original bill it takes back. */
    returnOfLineNo: integer('return_of_line_no'),
    /** The sale or purchase order line this line fulfils (issue 40, migration 0052). */
    orderLineId: integer('order_line_id'),
    /** The delivery challan line this line bills: it moves no stock (the challan did). */
    challanLineId: integer('challan_line_id'),
    /** The batch of a goods line (issue 40 part 2, migration 0053); lot_serial_number is its number. */
    batchId: integer('batch_id'),
    /** The godown its goods moved in or out of (issue 40 part 3, migration 0054); null on a special line. */
    godownId: integer('godown_id'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('transaction_lines_tx_idx').on(t.companyId, t.transactionId),
    index('transaction_lines_item_idx').on(t.companyId, t.itemId),
    index('transaction_lines_order_line_idx')
      .on(t.companyId, t.orderLineId)
      .where(sql`${t.orderLineId} is not null`),
    index('transaction_lines_challan_line_idx')
      .on(t.companyId, t.challanLineId)
      .where(sql`${t.challanLineId} is not null`),
    index('transaction_lines_batch_idx')
      .on(t.companyId, t.batchId)
      .where(sql`${t.batchId} is not null`),
    foreignKey({
      columns: [t.companyId, t.transactionId],
      foreignColumns: [transactions.companyId, transactions.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.itemId], foreignColumns: [items.companyId, items.id] }),
    foreignKey({ columns: [t.companyId, t.unitId], foreignColumns: [units.companyId, units.id] }),
  ],
);

/**
 * A batch of an item (issue 40 part 2, migration 0053): its number (unique per item without
 * regard to case), manufacturing and expiry dates and MRP, as a purchase line named them. Its
 * stock is counted from the lines naming it (transaction_lines.batch_id).
 */
export const itemBatches = pgTable(
  'item_batches',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    itemId: integer('item_id').notNull(),
    batchNumber: text('batch_number').notNull(),
    mfgDate: date('mfg_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    mrpPaise: paise('mrp_paise'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('item_batches_item_number_uq').on(
      t.companyId,
      t.itemId,
      sql`upper(${t.batchNumber})`,
    ),
    check('item_batches_number_check', sql`length(${t.batchNumber}) between 1 and 64`),
    check(
      'item_batches_dates_check',
      sql`${t.expiryDate} is null or ${t.mfgDate} is null or ${t.expiryDate} >= ${t.mfgDate}`,
    ),
    check('item_batches_mrp_check', sql`${t.mrpPaise} is null or ${t.mrpPaise} >= 0`),
    foreignKey({
      name: 'item_batches_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
  ],
);

/** One row per tax component of a line (CGST and SGST are two rows), as the engine computed it. */
export const transactionLineTaxes = pgTable(
  'transaction_line_taxes',
  {
    companyId: integer('company_id').notNull(),
    transactionId: integer('transaction_id').notNull(),
    lineId: integer('line_id').notNull(),
    taxId: integer('tax_id').notNull(),
    name: text('name').notNull(),
    taxType: text('tax_type').notNull(),
    component: text('component').notNull(),
    /** The tax's full rate; a CGST or SGST row is charged at half of it. */
    taxRateBp: integer('tax_rate_bp').notNull(),
    amountPaise: paise('amount_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.lineId, t.taxId, t.component] }),
    index('transaction_line_taxes_tx_idx').on(t.companyId, t.transactionId),
    foreignKey({
      columns: [t.companyId, t.transactionId],
      foreignColumns: [transactions.companyId, transactions.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.taxId], foreignColumns: [taxes.companyId, taxes.id] }),
  ],
);

export const payments = pgTable(
  'payments',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    amountPaise: paise('amount_paise').notNull(),
    isBankTransaction: boolean('is_bank_transaction').notNull().default(false),
    bankAccountId: integer('bank_account_id'),
    isPaymentMade: boolean('is_payment_made').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('payments_tx_idx').on(t.companyId, t.transactionId),
    // The day's money received and paid (dashboard totals), read from the index alone.
    index('payments_day_idx').on(
      t.companyId,
      t.paymentDate,
      t.transactionId,
      t.isPaymentMade,
      t.amountPaise,
    ),
    foreignKey({
      columns: [t.companyId, t.transactionId],
      foreignColumns: [transactions.companyId, transactions.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
  ],
);

/**
 * The bills a payment-only entry settles and how much of each (issue 42, migration 0050): the
 * rest of the payment settles the party's oldest bills first. bookkeeping/bill-dues.ts counts
 * an allocation against its bill as it counts a note; written with the payment.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The payment-only entry (transactions.kind 'payment'). */
    paymentId: integer('payment_id').notNull(),
    billId: integer('bill_id').notNull(),
    partyId: integer('party_id').notNull(),
    amountPaise: paise('amount_paise').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'payment_allocations_pk',
      columns: [t.companyId, t.paymentId, t.billId],
    }),
    index('payment_allocations_party_idx').on(t.companyId, t.partyId),
    index('payment_allocations_bill_idx').on(t.companyId, t.billId),
    check('payment_allocations_amount_check', sql`amount_paise > 0`),
    foreignKey({
      name: 'payment_allocations_payment_fk',
      columns: [t.companyId, t.paymentId],
      foreignColumns: [transactions.companyId, transactions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payment_allocations_bill_fk',
      columns: [t.companyId, t.billId],
      foreignColumns: [transactions.companyId, transactions.id],
    }).onDelete('cascade'),
  ],
);

export const expenseItems = pgTable(
  'expense_items',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The last amount used, offered as the default next time. */
    defaultRatePaise: paise('default_rate_paise').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('expense_items_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    expenseItemId: integer('expense_item_id').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    remark: text('remark'),
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    timeStamp: timestamp('time_stamp', { withTimezone: true }).notNull(),
    isBankTransaction: boolean('is_bank_transaction').notNull().default(false),
    bankAccountId: integer('bank_account_id'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('expenses_company_date_idx').on(t.companyId, t.expenseDate),
    foreignKey({
      columns: [t.companyId, t.expenseItemId],
      foreignColumns: [expenseItems.companyId, expenseItems.id],
    }),
    foreignKey({
      columns: [t.companyId, t.bankAccountId],
      foreignColumns: [bankAccounts.companyId, bankAccounts.id],
    }),
  ],
);

/**
 * The double-entry ledger. Each posted document (source) writes lines whose signed amounts
 * (debit positive, credit negative) sum to zero; a deferred trigger refuses any commit where a
 * source does not balance. Balances, cash in hand and reports are sums over these lines.
 * Accounts: CASH, BANK (bankAccountId), PARTY (partyId; positive = the party owes us),
 * SALES, PURCHASES, TAX_OUTPUT / TAX_INPUT (taxId, component), EXPENSE (expenseItemId),
 * ROUND_OFF, DISCOUNT, OPENING_BALANCE.
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    companyId: integer('company_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sourceKind: text('source_kind').notNull(),
    sourceId: integer('source_id').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    account: text('account').notNull(),
    partyId: integer('party_id'),
    bankAccountId: integer('bank_account_id'),
    taxId: integer('tax_id'),
    component: text('component'),
    expenseItemId: integer('expense_item_id'),
    amountPaise: paise('amount_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // entry_date last: the balance check's order (migration 0032).
    index('journal_lines_source_date_idx').on(t.companyId, t.sourceKind, t.sourceId, t.entryDate),
    index('journal_lines_account_date_idx').on(t.companyId, t.account, t.entryDate),
    index('journal_lines_party_idx').on(t.companyId, t.partyId),
  ],
);

/**
 * The last rate billed to a customer per item, offered on their next bill. "Update Items"
 * (changing an item's master rate) clears the item's rows, as the invoice screen warns.
 */
export const customerItemRates = pgTable(
  'customer_item_rates',
  {
    companyId: integer('company_id').notNull(),
    customerId: integer('customer_id').notNull(),
    itemId: integer('item_id').notNull(),
    ratePaise: paise('rate_paise').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.customerId, t.itemId] }),
    foreignKey({
      columns: [t.companyId, t.customerId],
      foreignColumns: [customers.companyId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Uploaded or server-rendered files (bill PDFs, expense receipts). The bytes live in the
 * FileStore under storageKey; the public link's code is kept only as its SHA-256 hash, so a
 * copy of the database does not hand out working links.
 */
export const files = pgTable(
  'files',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id'),
    expenseId: integer('expense_id'),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    accessCodeHash: text('access_code_hash').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // Not unique: the code is 192 random bits, and a table distributed by company cannot keep
    // a unique index without company_id (0025, docs/citus-findings.md).
    index('files_access_code_hash_idx').on(t.accessCodeHash),
    index('files_company_transaction_idx').on(t.companyId, t.transactionId),
    // A deleted bill or expense takes its files' links with it.
    foreignKey({
      columns: [t.companyId, t.transactionId],
      foreignColumns: [transactions.companyId, transactions.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.expenseId],
      foreignColumns: [expenses.companyId, expenses.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Idempotency keys of saves that may be retried (POST /transactions, POST /expenses): the
 * first request with a key claims it; a retry with the same key gets the stored answer of
 * the first instead of saving again (platform/idempotency.ts). Kept for a week.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The route, e.g. 'POST /api/transactions'. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    userId: integer('user_id'),
    /** SHA-256 of the request body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    /** The id of what the first request created, when its answer named one. */
    resourceId: integer('resource_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Balances kept beside the journal so screens do not sum the whole history: per party (the
 * PARTY account), per day of CASH and of each bank account (BANK; cash is bank account 0),
 * and per item the stock in thousandths. Statement-level triggers with transition tables on
 * journal_lines, transaction_lines and transactions (migration 0015) keep them in the same
 * transaction as any posting, whichever code wrote it; the journal and the lines stay the
 * source of truth (`npm run repair-balances` recomputes these from them).
 */
export const partyBalances = pgTable(
  'party_balances',
  {
    companyId: integer('company_id').notNull(),
    partyId: integer('party_id').notNull(),
    balancePaise: paise('balance_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.partyId] }),
    foreignKey({
      columns: [t.companyId, t.partyId],
      foreignColumns: [customers.companyId, customers.id],
    }).onDelete('cascade'),
  ],
);

export const moneyBalances = pgTable(
  'money_balances',
  {
    companyId: integer('company_id').notNull(),
    /** 'CASH' or 'BANK'. */
    account: text('account').notNull(),
    /** The bank account; 0 for cash. */
    bankAccountId: integer('bank_account_id').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    amountPaise: paise('amount_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.account, t.bankAccountId, t.entryDate] })],
);

export const itemStock = pgTable(
  'item_stock',
  {
    companyId: integer('company_id').notNull(),
    itemId: integer('item_id').notNull(),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.itemId] }),
    foreignKey({
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
  ],
);

/** A month's GSTR-2B as uploaded (0033): one per company and return period (MMYYYY). */
export const gstr2bUploads = pgTable(
  'gstr2b_uploads',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    period: text('period').notNull(),
    gstin: text('gstin').notNull(),
    /** gendt of the file: 2B can be regenerated (IMS), so a later upload may differ. */
    generatedOn: date('generated_on', { mode: 'string' }),
    documentCount: integer('document_count').notNull().default(0),
    /** Each section of the file: documents, those amendments replaced, ITC (paise). */
    sections: jsonb('sections').$type<Record<string, unknown>[]>().notNull().default([]),
    uploadedBy: integer('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The generation of documents readers see (migration 0047); null while the month's first
     * upload is being written: the month is not shown yet.
     */
    currentGeneration: integer('current_generation'),
    /** The latest generation an upload claimed: only it may become current. */
    lastGeneration: integer('last_generation').notNull().default(0),
    /** When that upload last wrote a slice of its documents (a crash leaves it behind). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('gstr2b_uploads_period_uq').on(t.companyId, t.period),
    check('gstr2b_uploads_period_check', sql`${t.period} ~ '^(0[1-9]|1[0-2])[0-9]{4}$'`),
    check(
      'gstr2b_uploads_generation_check',
      sql`${t.currentGeneration} is null or ${t.currentGeneration} <= ${t.lastGeneration}`,
    ),
  ],
);

/**
 * A document of an uploaded 2B: amounts in paise as they count toward input tax credit (a
 * supplier's credit note negative, as the books store debit notes).
 */
export const gstr2bDocuments = pgTable(
  'gstr2b_documents',
  {
    companyId: integer('company_id').notNull(),
    uploadId: integer('upload_id').notNull(),
    /** The upload's generation it belongs to: readers see the upload's current one only. */
    generation: integer('generation').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** Supplier GSTIN, document type and normalised number: what actions point at. */
    docKey: text('doc_key').notNull(),
    section: text('section').notNull(),
    docType: text('doc_type').notNull(),
    supplierGstin: text('supplier_gstin').notNull(),
    supplierName: text('supplier_name'),
    supplierPeriod: text('supplier_period'),
    number: text('number').notNull(),
    numberKey: text('number_key').notNull(),
    docDate: date('doc_date', { mode: 'string' }).notNull(),
    amendsNumber: text('amends_number'),
    amendsDate: date('amends_date', { mode: 'string' }),
    valuePaise: paise('value_paise').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    igstPaise: paise('igst_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull(),
    sgstPaise: paise('sgst_paise').notNull(),
    cessPaise: paise('cess_paise').notNull(),
    placeOfSupply: text('place_of_supply'),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    itcAvailable: text('itc_available').notNull(),
    itcReason: text('itc_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('gstr2b_documents_key_uq').on(t.companyId, t.uploadId, t.generation, t.docKey),
    foreignKey({
      name: 'gstr2b_documents_upload_fk',
      columns: [t.companyId, t.uploadId],
      foreignColumns: [gstr2bUploads.companyId, gstr2bUploads.id],
    }).onDelete('cascade'),
    check(
      'gstr2b_documents_section_check',
      sql`${t.section} in ('b2b', 'b2ba', 'cdnr', 'cdnra', 'ecom', 'ecoma', 'isd', 'isda', 'impg', 'impgsez')`,
    ),
    check(
      'gstr2b_documents_doc_type_check',
      sql`${t.docType} in ('invoice', 'credit_note', 'debit_note', 'bill_of_entry')`,
    ),
    check('gstr2b_documents_itc_check', sql`${t.itcAvailable} in ('Y', 'N', 'T')`),
  ],
);

/** What the user decided on a month's 2B: accept a match, link a pair, follow up. */
export const gstr2bActions = pgTable(
  'gstr2b_actions',
  {
    companyId: integer('company_id').notNull(),
    uploadId: integer('upload_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    action: text('action').notNull(),
    docKey: text('doc_key'),
    /**
     * A purchase or debit note. No foreign key: deleting a bill must not touch this table (the
     * save path stays as it is); an action whose bill is gone no longer applies.
     */
    transactionId: integer('transaction_id'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('gstr2b_actions_target_uq').on(
      t.companyId,
      t.uploadId,
      t.action,
      sql`coalesce(${t.docKey}, '')`,
      sql`coalesce(${t.transactionId}, 0)`,
    ),
    foreignKey({
      name: 'gstr2b_actions_upload_fk',
      columns: [t.companyId, t.uploadId],
      foreignColumns: [gstr2bUploads.companyId, gstr2bUploads.id],
    }).onDelete('cascade'),
    check('gstr2b_actions_action_check', sql`${t.action} in ('accept', 'link', 'follow_up')`),
    check(
      'gstr2b_actions_target_check',
      sql`${t.docKey} is not null or ${t.transactionId} is not null`,
    ),
  ],
);

/** What the IRP answered for one bill (issue 27, migration 0034): its IRN, ack and signed QR. */
export const eInvoices = pgTable(
  'e_invoices',
  {
    companyId: integer('company_id').notNull(),
    transactionId: integer('transaction_id').notNull(),
    irn: text('irn').notNull(),
    ackNo: text('ack_no').notNull(),
    /** As the IRP wrote it: "yyyy-MM-dd HH:mm:ss" (IST). */
    ackDate: text('ack_date').notNull(),
    signedQr: text('signed_qr').notNull(),
    signedInvoice: text('signed_invoice'),
    status: text('status').notNull().default('active'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.transactionId] }),
    index('e_invoices_company_irn_idx').on(t.companyId, t.irn),
    check('e_invoices_status_ck', sql`${t.status} in ('active', 'cancelled')`),
    check('e_invoices_irn_ck', sql`${t.irn} ~ '^[0-9a-f]{64}$'`),
    foreignKey({
      name: 'e_invoices_transaction_fk',
      columns: [t.companyId, t.transactionId],
      foreignColumns: [transactions.companyId, transactions.id],
    }).onDelete('cascade'),
  ],
);

/** A bill's transport details and the e-way bill number the user entered (migration 0034). */
export const eWayBills = pgTable(
  'e_way_bills',
  {
    companyId: integer('company_id').notNull(),
    transactionId: integer('transaction_id').notNull(),
    transMode: text('trans_mode'),
    vehicleNo: text('vehicle_no'),
    vehicleType: text('vehicle_type'),
    transporterId: text('transporter_id'),
    transporterName: text('transporter_name'),
    transDocNo: text('trans_doc_no'),
    transDocDate: date('trans_doc_date', { mode: 'string' }),
    distanceKm: integer('distance_km'),
    ewbNo: text('ewb_no'),
    validUntil: date('valid_until', { mode: 'string' }),
    /** Issue 37 (migration 0046); a bill without a row reads as version 1. */
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.transactionId] }),
    check(
      'e_way_bills_distance_ck',
      sql`${t.distanceKm} is null or ${t.distanceKm} between 0 and 4000`,
    ),
    check('e_way_bills_ewb_no_ck', sql`${t.ewbNo} is null or ${t.ewbNo} ~ '^[0-9]{12}$'`),
    foreignKey({
      name: 'e_way_bills_transaction_fk',
      columns: [t.companyId, t.transactionId],
      foreignColumns: [transactions.companyId, transactions.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A GST return marked filed (issue 38, 0041): its date, ARN and the JSON exactly as the download
 * gave it. An undone filing keeps its row; one filing of a return and month is in force.
 */
export const filedReturns = pgTable(
  'filed_returns',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    returnType: text('return_type').notNull(),
    /** 'YYYY-MM'. */
    period: text('period').notNull(),
    filedOn: date('filed_on', { mode: 'string' }).notNull(),
    arn: text('arn').notNull(),
    json: text('json').notNull(),
    filedBy: integer('filed_by'),
    createdAt: createdAt(),
    ...undone(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('filed_returns_in_force_uq')
      .on(t.companyId, t.returnType, t.period)
      .where(sql`${t.undoneAt} is null`),
    check('filed_returns_type_check', sql`${t.returnType} in ('gstr1', 'gstr3b')`),
    check('filed_returns_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * An amendment of a filed supply (issue 38 part 3): a sale, credit note or debit note to a
 * customer changed after its month's GSTR-1 was filed. The document itself holds the amended
 * state; this row keeps what GSTR-1 and GSTR-3B had reported before (`before`, the first row's
 * is the supply as filed) and what the amendment reports (`after`), each the document's return
 * figures (reports/gst/doc-figures.ts), and the month the amendment is reported in.
 */
export const amendments = pgTable(
  'amendments',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id').notNull(),
    kind: text('kind').notNull(),
    /** 'YYYY-MM' of the document's date: the month whose GSTR-1 reported it. */
    originalPeriod: text('original_period').notNull(),
    /** 'YYYY-MM' the amendment was made in (India's date): its GSTR-1 and GSTR-3B report it. */
    amendmentPeriod: text('amendment_period').notNull(),
    /** As first filed: the portal's oinum/oidt (ont_num/ont_dt), and its GSTIN and place. */
    originalNumber: text('original_number'),
    originalDate: date('original_date', { mode: 'string' }).notNull(),
    originalCtin: text('original_ctin'),
    originalPos: text('original_pos'),
    /** The GSTR-1 table of the supply: b2b, b2cl, b2cs, exp, cdnr, cdnur. */
    section: text('section').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('amendments_original_idx').on(t.companyId, t.originalPeriod),
    index('amendments_made_idx').on(t.companyId, t.amendmentPeriod),
    index('amendments_transaction_idx').on(t.companyId, t.transactionId),
    check(
      'amendments_original_period_check',
      sql`${t.originalPeriod} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
    check('amendments_period_check', sql`${t.amendmentPeriod} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * A financial year closed (issue 38 part 5): its profit or loss (result_paise, a profit
 * positive) moved to the capital account by the closing journal (journal_lines, source kind
 * 'year_close', source id this row's id, dated 31 March). Reopened: the journal deleted, the row
 * kept with who, when and why. At most one closing of a year in force.
 */
export const yearClosings = pgTable(
  'year_closings',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** 1 April of the year. */
    yearStart: date('year_start', { mode: 'string' }).notNull(),
    resultPaise: paise('result_paise').notNull(),
    closedBy: integer('closed_by'),
    createdAt: createdAt(),
    ...keptUndone(
      ['reopenedAt', 'reopened_at'],
      ['reopenedBy', 'reopened_by'],
      ['reopenReason', 'reopen_reason'],
    ),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('year_closings_in_force_uq')
      .on(t.companyId, t.yearStart)
      .where(sql`${t.reopenedAt} is null`),
    check('year_closings_year_start_check', sql`to_char(${t.yearStart}, 'MM-DD') = '04-01'`),
  ],
);

/**
 * The annual return (GSTR-9) of a financial year marked filed (issue 38 part 3's time limit):
 * the year's supplies can no longer be amended after `filed_on`. Undone: the row kept.
 */
export const annualReturns = pgTable(
  'annual_returns',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** 1 April of the year. */
    yearStart: date('year_start', { mode: 'string' }).notNull(),
    filedOn: date('filed_on', { mode: 'string' }).notNull(),
    arn: text('arn').notNull(),
    filedBy: integer('filed_by'),
    createdAt: createdAt(),
    ...undone(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('annual_returns_in_force_uq')
      .on(t.companyId, t.yearStart)
      .where(sql`${t.undoneAt} is null`),
    check('annual_returns_year_start_check', sql`to_char(${t.yearStart}, 'MM-DD') = '04-01'`),
  ],
);

/**
 * The version of a record without a row of its own (issue 37, migration 0046): a company's
 * opening balances (journals). Made at the record's first edit; none reads as version 1.
 */
export const recordVersions = pgTable(
  'record_versions',
  {
    companyId: integer('company_id').notNull(),
    record: text('record').notNull(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ name: 'record_versions_pk', columns: [t.companyId, t.record] }),
    check('record_versions_record_check', sql`${t.record} in ('opening_balances')`),
  ],
);

/**
 * A sale order (a customer's) or purchase order (to a vendor), issue 40: its own number series,
 * and it posts nothing (no stock, ledger or GST). What is pending on it is its lines' quantities
 * less the bill lines that name them (transaction_lines.order_line_id). Migration 0052.
 */
export const orders = pgTable(
  'orders',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    isPurchase: boolean('is_purchase').notNull(),
    number: text('number').notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
    expectedDate: date('expected_date', { mode: 'string' }),
    remark: text('remark'),
    amountPaise: paise('amount_paise').notNull().default(0),
    taxablePaise: paise('taxable_paise').notNull().default(0),
    taxPaise: paise('tax_paise').notNull().default(0),
    /** The estimate this order was made from. */
    estimateId: integer('estimate_id'),
    /** Closed by the user with quantities still pending: nothing more is billed against it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('orders_number_uq').on(t.companyId, t.isPurchase, t.number),
    index('orders_company_date_idx').on(t.companyId, t.orderDate),
    foreignKey({
      name: 'orders_customer_fk',
      columns: [t.companyId, t.customerId],
      foreignColumns: [customers.companyId, customers.id],
    }),
  ],
);

/** An order's line: the item, quantity and tax-inclusive rate ordered, its tax as computed. */
export const orderLines = pgTable(
  'order_lines',
  {
    companyId: integer('company_id').notNull(),
    orderId: integer('order_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    lineNo: integer('line_no').notNull(),
    itemId: integer('item_id').notNull(),
    itemName: text('item_name').notNull(),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull(),
    ratePaise: paise('rate_paise').notNull(),
    unitId: integer('unit_id').notNull(),
    unitName: text('unit_name').notNull(),
    hsnSacCode: text('hsn_sac_code'),
    amountPaise: paise('amount_paise').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('order_lines_order_idx').on(t.companyId, t.orderId),
    check('order_lines_qty_check', sql`qty_milli > 0`),
    foreignKey({
      name: 'order_lines_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_lines_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }),
  ],
);

/**
 * A delivery challan (issue 40, migration 0052_delivery_challans): goods sent out before the
 * bill, for a reason (supply, job work, sale on approval, exhibition, other with a remark). It
 * posts nothing to the ledger; its lines move stock out (item_stock triggers), its returns back.
 */
export const deliveryChallans = pgTable(
  'delivery_challans',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    challanDate: date('challan_date', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
    reason: text('reason').notNull(),
    reasonRemark: text('reason_remark'),
    remark: text('remark'),
    amountPaise: paise('amount_paise').notNull().default(0),
    taxablePaise: paise('taxable_paise').notNull().default(0),
    taxPaise: paise('tax_paise').notNull().default(0),
    /** The sale order it delivers, and the estimate it was made from. */
    orderId: integer('order_id'),
    estimateId: integer('estimate_id'),
    /** Closed by the user: nothing more is billed or expected back on it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    ...versioned(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('delivery_challans_number_uq').on(t.companyId, t.number),
    index('delivery_challans_company_date_idx').on(t.companyId, t.challanDate),
    check(
      'delivery_challans_reason_check',
      sql`reason in ('supply', 'job_work', 'approval', 'exhibition', 'other')`,
    ),
    check(
      'delivery_challans_other_remark_check',
      sql`reason <> 'other' or reason_remark is not null`,
    ),
    foreignKey({
      name: 'delivery_challans_customer_fk',
      columns: [t.companyId, t.customerId],
      foreignColumns: [customers.companyId, customers.id],
    }),
    foreignKey({
      name: 'delivery_challans_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }),
  ],
);

/** A challan's line: item, quantity sent, tax-inclusive rate and its tax as a bill shows it. */
export const challanLines = pgTable(
  'challan_lines',
  {
    companyId: integer('company_id').notNull(),
    challanId: integer('challan_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    lineNo: integer('line_no').notNull(),
    itemId: integer('item_id').notNull(),
    itemName: text('item_name').notNull(),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull(),
    ratePaise: paise('rate_paise').notNull(),
    unitId: integer('unit_id').notNull(),
    unitName: text('unit_name').notNull(),
    hsnSacCode: text('hsn_sac_code'),
    amountPaise: paise('amount_paise').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    /** Its taxes as the engine computed them (the e-way bill's rates read them). */
    taxes: jsonb('taxes').$type<LineTaxAmount[]>().notNull().default([]),
    /** The sale order line it delivers. */
    orderLineId: integer('order_line_id'),
    /** The batch its goods leave from (an item tracked by batch; migration 0055). */
    batchId: integer('batch_id'),
    /** The godown the goods left (issue 40 part 3); the default one when none was chosen. */
    godownId: integer('godown_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('challan_lines_challan_idx').on(t.companyId, t.challanId),
    index('challan_lines_order_line_idx')
      .on(t.companyId, t.orderLineId)
      .where(sql`${t.orderLineId} is not null`),
    index('challan_lines_batch_idx')
      .on(t.companyId, t.batchId)
      .where(sql`${t.batchId} is not null`),
    check('challan_lines_qty_check', sql`qty_milli > 0`),
    foreignKey({
      name: 'challan_lines_challan_fk',
      columns: [t.companyId, t.challanId],
      foreignColumns: [deliveryChallans.companyId, deliveryChallans.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'challan_lines_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }),
    foreignKey({
      name: 'challan_lines_order_line_fk',
      columns: [t.companyId, t.orderLineId],
      foreignColumns: [orderLines.companyId, orderLines.id],
    }),
    foreignKey({
      name: 'challan_lines_batch_fk',
      columns: [t.companyId, t.batchId],
      foreignColumns: [itemBatches.companyId, itemBatches.id],
    }),
  ],
);

/** Goods that came back on a challan line (job work returned, approval not kept): stock in. */
export const challanReturns = pgTable(
  'challan_returns',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    challanId: integer('challan_id').notNull(),
    challanLineId: integer('challan_line_id').notNull(),
    itemId: integer('item_id').notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull(),
    remark: text('remark'),
    /** The godown the goods came back into: its challan line's. */
    godownId: integer('godown_id').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('challan_returns_line_idx').on(t.companyId, t.challanLineId),
    check('challan_returns_qty_check', sql`qty_milli > 0`),
    foreignKey({
      name: 'challan_returns_line_fk',
      columns: [t.companyId, t.challanLineId],
      foreignColumns: [challanLines.companyId, challanLines.id],
    }).onDelete('cascade'),
  ],
);

/**
 * An import written in short transactions (issue 37, migration 0048): finished by its last one;
 * one unfinished and untouched for long was cut short by a crash and is undone.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    startedBy: integer('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Renewed by each slice. */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('import_runs_unfinished_idx')
      .on(t.companyId, t.touchedAt)
      .where(sql`${t.finishedAt} IS NULL`),
    check('import_runs_kind_check', sql`kind IN ('customers', 'items', 'opening-balances')`),
  ],
);

/** The ids one slice of an unfinished import wrote into one table (what undoing it deletes). */
export const importRunRows = pgTable(
  'import_run_rows',
  {
    companyId: integer('company_id').notNull(),
    runId: integer('run_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    entity: text('entity').$type<'customer' | 'item' | 'unit' | 'transaction'>().notNull(),
    ids: integer('ids').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('import_run_rows_run_idx').on(t.companyId, t.runId),
    foreignKey({
      name: 'import_run_rows_run_fk',
      columns: [t.companyId, t.runId],
      foreignColumns: [importRuns.companyId, importRuns.id],
    }).onDelete('cascade'),
    check(
      'import_run_rows_entity_check',
      sql`entity IN ('customer', 'item', 'unit', 'transaction')`,
    ),
  ],
);

/**
 * A godown, a place stock is kept (issue 40 part 3, migration 0054_godowns). One per company is
 * the default ('Main godown', a catalogue key): a stock row written without a godown lands there.
 */
export const godowns = pgTable(
  'godowns',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('godowns_name_uq').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('godowns_default_uq')
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
    check('godowns_name_check', sql`length(btrim(name)) BETWEEN 1 AND 100`),
    foreignKey({
      name: 'godowns_company_id_companies_id_fk',
      columns: [t.companyId],
      foreignColumns: [companies.id],
    }),
  ],
);

/**
 * Stock per item and godown in thousandths, maintained by the stock triggers beside item_stock
 * (migration 0054): an item's rows here sum to its item_stock row.
 */
export const itemGodownStock = pgTable(
  'item_godown_stock',
  {
    companyId: integer('company_id').notNull(),
    itemId: integer('item_id').notNull(),
    godownId: integer('godown_id').notNull(),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'item_godown_stock_pk', columns: [t.companyId, t.itemId, t.godownId] }),
    index('item_godown_stock_godown_idx').on(t.companyId, t.godownId),
    foreignKey({
      name: 'item_godown_stock_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'item_godown_stock_godown_fk',
      columns: [t.companyId, t.godownId],
      foreignColumns: [godowns.companyId, godowns.id],
    }),
  ],
);

/** A stock transfer (issue 40 part 3): goods moved from one godown to another; no ledger, no GST. */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    fromGodownId: integer('from_godown_id').notNull(),
    toGodownId: integer('to_godown_id').notNull(),
    remark: text('remark'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('stock_transfers_number_uq').on(t.companyId, t.number),
    index('stock_transfers_company_date_idx').on(t.companyId, t.transferDate),
    check('stock_transfers_godowns_check', sql`from_godown_id <> to_godown_id`),
    foreignKey({
      name: 'stock_transfers_company_id_companies_id_fk',
      columns: [t.companyId],
      foreignColumns: [companies.id],
    }),
    foreignKey({
      name: 'stock_transfers_from_fk',
      columns: [t.companyId, t.fromGodownId],
      foreignColumns: [godowns.companyId, godowns.id],
    }),
    foreignKey({
      name: 'stock_transfers_to_fk',
      columns: [t.companyId, t.toGodownId],
      foreignColumns: [godowns.companyId, godowns.id],
    }),
  ],
);

/** A line of a stock transfer; it carries its transfer's godowns for the stock trigger. */
export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    transferId: integer('transfer_id').notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: integer('item_id').notNull(),
    itemName: text('item_name').notNull(),
    unitName: text('unit_name').notNull(),
    qtyMilli: bigint('qty_milli', { mode: 'number' }).notNull(),
    batchId: integer('batch_id'),
    fromGodownId: integer('from_godown_id').notNull(),
    toGodownId: integer('to_godown_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('stock_transfer_lines_transfer_idx').on(t.companyId, t.transferId),
    index('stock_transfer_lines_item_idx').on(t.companyId, t.itemId),
    check('stock_transfer_lines_qty_check', sql`qty_milli > 0`),
    foreignKey({
      name: 'stock_transfer_lines_transfer_fk',
      columns: [t.companyId, t.transferId],
      foreignColumns: [stockTransfers.companyId, stockTransfers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_transfer_lines_item_fk',
      columns: [t.companyId, t.itemId],
      foreignColumns: [items.companyId, items.id],
    }),
  ],
);
