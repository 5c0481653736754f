// Queries behind invoices, purchases and payments. Every function takes the company first.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { GroupTax, TaxType } from '@hisaab/shared/gst/tax-engine';
import { financialYearOf } from '@hisaab/shared/format';
import type { GstRegistration, GstScheme } from '@hisaab/shared/gst/registration';
import { INVOICE_NUMBER_MAX } from '@hisaab/shared/invoice-number';
import { hasFinancialYear, numberFormatParts } from '@hisaab/shared/number-format';
import type { DbOrTx } from '../../db/client.ts';
import {
  executeKept,
  insertChain,
  insertRows,
  jsonOfRow,
  rowOf,
  type KeptStatement,
} from '../../db/insert-rows.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import { partyBalanceText } from '../balances/balances.repo.ts';
import { listGroupTaxes } from '../taxes/tax-groups.repo.ts';
import type { CompanySubscription } from '../plans/plans.repo.ts';
import {
  auditLog,
  bankAccounts,
  companies,
  companySettings,
  customerItemRates,
  customers,
  documentCounters,
  items,
  journalLines,
  payments,
  transactionLines,
  transactionLineTaxes,
  transactions,
} from '../../db/schema.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomer(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  return row ?? null;
}

export async function companyStateCode(db: DbOrTx, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ stateCode: companies.stateCode })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.stateCode ?? null;
}

export interface ItemForBilling {
  id: number;
  name: string;
  specialKind: string | null;
  unitId: number;
  ratePaise: number;
  buyRatePaise: number;
  taxGroupId: number | null;
  hsnSacCode: string | null;
  taxes: GroupTax[];
}

/** Items by id or by name (case-insensitive), each with its group's taxes in priority order. */
export async function itemsForBilling(
  db: DbOrTx,
  companyId: number,
  ids: number[],
  names: string[],
): Promise<ItemForBilling[]> {
  if (ids.length === 0 && names.length === 0) return [];
  const conditions = [];
  if (ids.length > 0) conditions.push(inArray(items.id, ids));
  if (names.length > 0)
    conditions.push(
      inArray(
        sql`lower(${items.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  const rows = await db
    .select()
    .from(items)
    .where(and(eq(items.companyId, companyId), sql`(${sql.join(conditions, sql` or `)})`));
  const groupIds = [
    ...new Set(rows.map((r) => r.taxGroupId).filter((g): g is number => g !== null)),
  ];
  const groupTaxes = await listGroupTaxes(db, companyId, groupIds);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    specialKind: r.specialKind,
    unitId: r.unitId,
    ratePaise: r.ratePaise,
    buyRatePaise: r.buyRatePaise,
    taxGroupId: r.taxGroupId,
    hsnSacCode: r.hsnSacCode,
    taxes: groupTaxes
      .filter((g) => g.taxGroupId === r.taxGroupId)
      .map((g): GroupTax => ({
        taxId: g.taxId,
        name: g.name,
        taxType: g.taxType as TaxType,
        rateBp: g.rateBp,
        isCompound: g.isCompound,
        priority: g.priority,
        effectiveFrom: g.effectiveFrom,
        effectiveTo: g.effectiveTo,
      })),
  }));
}

/** What a bill's save reads before it writes: see saveLookups. */
export interface SaveLookups {
  subscription: CompanySubscription;
  stateCode: string | null;
  /** Whether its sales carry tax and its purchases' tax is input tax credit. */
  registration: GstRegistration;
  customer: CustomerRow | null;
  projectExists: boolean;
  items: ItemForBilling[];
  units: { id: number; name: string }[];
  bankAccountIds: number[];
  /** Each series' number format (null without a settings row). */
  numberFormats: Record<DocumentSeries, string> | null;
}

/**
 * Everything a bill's save reads before it writes, in one statement (a round trip each was
 * most of a save's time): the company's subscription and state, the customer (by id, or by
 * name when the id is null), whether the project exists, the items of the lines by id or name
 * (each with its group's taxes in priority order, as itemsForBilling), every unit and every
 * bank account id. Null when the company does not exist.
 */
const SAVE_LOOKUP_ITEMS = `(select coalesce(json_agg(json_build_object(
    'id', i.id, 'name', i.name, 'specialKind', i.special_kind, 'unitId', i.unit_id,
    'ratePaise', i.rate_paise, 'buyRatePaise', i.buy_rate_paise,
    'taxGroupId', i.tax_group_id, 'hsnSacCode', i.hsn_sac_code,
    'taxes', (select coalesce(json_agg(json_build_object(
        'taxId', t.id, 'name', t.name, 'taxType', t.tax_type, 'rateBp', t.rate_bp,
        'isCompound', t.is_compound, 'priority', g.priority,
        'effectiveFrom', t.effective_from, 'effectiveTo', t.effective_to)
        order by g.priority, g.tax_id), '[]')
      from tax_group_taxes g
      join taxes t on t.company_id = g.company_id and t.id = g.tax_id
      where g.company_id = i.company_id and g.tax_group_id = i.tax_group_id))), '[]')
  from items i where i.company_id = co.id and (MATCH))`;

/**
 * The lookup statement's text for one shape (customer by id or by name; items by ids, names,
 * both or none; a project or none), built once and prepared by name, with its parameters in
 * order: $1 the company, then the customer, the project, the item ids and the item names as
 * the shape has them.
 */
function saveLookupStatement(shape: {
  customerById: boolean;
  project: boolean;
  itemIds: boolean;
  itemNames: boolean;
}) {
  const key = `${+shape.customerById}${+shape.project}${+shape.itemIds}${+shape.itemNames}`;
  let statement = saveLookupStatements.get(key);
  if (statement) return statement;
  const params = ['$1'];
  const param = () => {
    params.push(`$${params.length + 1}`);
    return params.at(-1)!;
  };
  const customer = shape.customerById ? `c.id = ${param()}` : `lower(c.name) = lower(${param()})`;
  const project = shape.project
    ? `exists (select 1 from projects p where p.company_id = co.id and p.id = ${param()})`
    : 'false';
  const match = [
    ...(shape.itemIds ? [`i.id = any(${param()}::integer[])`] : []),
    ...(shape.itemNames ? [`lower(i.name) = any(${param()}::text[])`] : []),
  ];
  statement = {
    name: `hisaab_save_lookups_${key}`,
    text: `select row_to_json(co) as company, row_to_json(c) as customer,
        ${project} as project_exists,
        ${match.length === 0 ? `'[]'::json` : SAVE_LOOKUP_ITEMS.replace('MATCH', match.join(' or '))} as items,
        (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name)), '[]')
          from units u where u.company_id = co.id) as units,
        (select coalesce(json_agg(b.id), '[]')
          from bank_accounts b where b.company_id = co.id) as bank_account_ids,
        (select json_build_object(${Object.entries(SERIES_COLUMNS)
          .map(([series, c]) => `'${series}', s.${companySettings[c.format].name}`)
          .join(', ')})
          from company_settings s where s.company_id = co.id) as number_formats,
        (select s.gst_scheme from company_settings s where s.company_id = co.id) as gst_scheme
      from companies co
      left join customers c on c.company_id = co.id and ${customer}
      where co.id = $1`,
  };
  saveLookupStatements.set(key, statement);
  return statement;
}
const saveLookupStatements = new Map<string, KeptStatement>();

export async function saveLookups(
  db: DbOrTx,
  companyId: number,
  want: {
    customerId: number | null;
    customerName: string | null;
    projectId: number | null;
    itemIds: number[];
    itemNames: string[];
  },
): Promise<SaveLookups | null> {
  const shape = {
    customerById: want.customerId !== null,
    project: want.projectId !== null,
    itemIds: want.itemIds.length > 0,
    itemNames: want.itemNames.length > 0,
  };
  const params: unknown[] = [companyId, want.customerId ?? want.customerName];
  if (shape.project) params.push(want.projectId);
  if (shape.itemIds) params.push(want.itemIds);
  if (shape.itemNames) params.push(want.itemNames.map((n) => n.toLowerCase()));
  const [row] = (await executeKept(db, saveLookupStatement(shape), params)).rows as {
    company: Record<string, unknown>;
    customer: Record<string, unknown> | null;
    project_exists: boolean;
    items: ItemForBilling[];
    units: { id: number; name: string }[];
    bank_account_ids: number[];
    number_formats: Record<DocumentSeries, string> | null;
    gst_scheme: GstScheme | null;
  }[];
  if (!row) return null;
  const company = rowOf(companies, row.company);
  return {
    subscription: {
      id: company.id,
      code: company.code,
      name: company.name,
      plan: company.plan,
      trialEndsOn: company.trialEndsOn,
      planStartsOn: company.planStartsOn,
      planEndsOn: company.planEndsOn,
      extraInvoiceBlocks: company.extraInvoiceBlocks,
      extraSeats: company.extraSeats,
    } as CompanySubscription,
    stateCode: company.stateCode,
    registration: { gstin: company.gstin, gstScheme: row.gst_scheme ?? 'regular' },
    customer: row.customer ? rowOf(customers, row.customer) : null,
    projectExists: row.project_exists,
    items: row.items,
    units: row.units,
    bankAccountIds: row.bank_account_ids,
    numberFormats: row.number_formats,
  };
}

/** The company's GSTIN and scheme (saveLookups reads them with the rest on a bill's save). */
export async function gstRegistrationOf(db: DbOrTx, companyId: number): Promise<GstRegistration> {
  const [row] = await db
    .select({ gstin: companies.gstin, gstScheme: companySettings.gstScheme })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return { gstin: row?.gstin ?? null, gstScheme: (row?.gstScheme as GstScheme) ?? 'regular' };
}

export async function bankAccountIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, companyId));
  return rows.map((r) => r.id);
}

export async function settingsOf(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select()
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  return row ?? null;
}

/** Locks the company's settings row for the rest of the transaction (numbering). */
export async function lockSettings(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select()
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId))
    .for('update');
  return row ?? null;
}

/** True when a sale (isPurchase false) or purchase already carries this number. */
export async function numberTaken(
  db: DbOrTx,
  companyId: number,
  isPurchase: boolean,
  number: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.isPurchase, isPurchase),
        eq(transactions.number, number),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A number series: sales invoices, purchase bills, estimates. */
export type DocumentSeries = 'invoice' | 'purchase' | 'estimate' | 'credit_note' | 'debit_note';

/** The settings columns of a series (format and next number without {FY}). */
export const SERIES_COLUMNS = {
  invoice: { format: 'invoiceNumberFormat', next: 'nextInvoiceNumber' },
  purchase: { format: 'purchaseNumberFormat', next: 'nextPurchaseNumber' },
  estimate: { format: 'estimateNumberFormat', next: 'nextEstimateNumber' },
  credit_note: { format: 'creditNoteNumberFormat', next: 'nextCreditNoteNumber' },
  debit_note: { format: 'debitNoteNumberFormat', next: 'nextDebitNoteNumber' },
} as const;

/**
 * Numbers are unique per side (the transactions_number_uq index is on is_purchase): estimates
 * share the sales side, so a number an invoice took is skipped by estimates, and the other way.
 */
export const seriesIsPurchase = (series: DocumentSeries) =>
  series === 'purchase' || series === 'debit_note';

/** A series, or (as callers wrote before estimates) isPurchase for purchase or invoice. */
export type SeriesOrSide = DocumentSeries | boolean;
const seriesOf = (s: SeriesOrSide): DocumentSeries =>
  typeof s === 'boolean' ? (s ? 'purchase' : 'invoice') : s;

export async function setNextNumber(
  db: DbOrTx,
  companyId: number,
  side: SeriesOrSide,
  next: number,
): Promise<void> {
  const series = seriesOf(side);
  await db
    .update(companySettings)
    .set({ [SERIES_COLUMNS[series].next]: next })
    .where(eq(companySettings.companyId, companyId));
}

/** A new document's number: its series, the series' format as read, the document's date. */
export interface Numbering {
  series: DocumentSeries;
  format: string;
  date: string;
}

/**
 * The statements that take a new document's number inside the statement that writes it
 * (insertNewDocument's lead): the series' counter moves on under the settings row's lock, or,
 * for a format with {FY}, the settings row is locked and the date's financial-year counter
 * moves on; `num` is the number as formatDocumentNumber writes it (the format's parts, from
 * numberFormatParts) and the traceability setting. The lock is taken by the statement that
 * writes the bill, so it is held only from there to commit. Text kept per series and kind.
 */
function numberingLead(companyId: number, numbering: Numbering) {
  const { series, format, date } = numbering;
  const fy = hasFinancialYear(format) ? financialYearOf(date).label : null;
  const { before, width, after } = numberFormatParts(format, date);
  const key = `${series}${fy === null ? '' : ' fy'}`;
  let ctes = numberingLeads.get(key);
  if (ctes === undefined) {
    const next = companySettings[SERIES_COLUMNS[series].next].name;
    const formatted = (n: string) =>
      `$2::text || lpad(${n}::text, greatest($3::integer, length(${n}::text)), '0') || $4::text`;
    ctes =
      fy === null
        ? `s as (update company_settings set ${next} = ${next} + 1 where company_id = $1
              returning ${next} - 1 as n, enable_traceability as traceability),
            num as (select ${formatted('s.n')} as number, s.traceability from s)`
        : `s as (update company_settings set ${next} = ${next} where company_id = $1
              returning enable_traceability as traceability),
            c as (insert into document_counters (company_id, series, fy, next_number)
              select $1, $5::text, $6::text, 2 from s
              on conflict (company_id, series, fy)
              do update set next_number = document_counters.next_number + 1
              returning next_number - 1 as n),
            num as (select ${formatted('c.n')} as number, s.traceability from c cross join s)`;
    numberingLeads.set(key, ctes);
  }
  const params = [companyId, before, width, after, ...(fy === null ? [] : [series, fy])];
  return { key, ctes, params };
}
const numberingLeads = new Map<string, string>();

/**
 * Takes the next number of a series on its own (a payment made a bill, a credit or debit
 * note), by the same statements a new bill's insert leads with (numberingLead), under the
 * settings row's lock held to the end of the transaction. Answers the number and the
 * traceability setting; null without a settings row.
 */
export async function takeNumber(
  db: DbOrTx,
  companyId: number,
  numbering: Numbering,
): Promise<{ number: string; traceability: boolean } | null> {
  const lead = numberingLead(companyId, numbering);
  const statement = {
    name: `hisaab_take_number_${lead.key.replace(' ', '_')}`,
    text: `with ${lead.ctes} select number, traceability from num`,
  };
  const [row] = (await executeKept(db, statement, lead.params)).rows as {
    number: string;
    traceability: boolean;
  }[];
  return row ?? null;
}

/**
 * The next number of a series numbered per financial year (fy '2025-26'), with its counter
 * row locked for the rest of the transaction: created at 1 on first use, in one statement
 * (the no-op update takes the row lock of an existing counter).
 */
export async function lockYearCounter(
  db: DbOrTx,
  companyId: number,
  side: SeriesOrSide,
  fy: string,
): Promise<number> {
  const series = seriesOf(side);
  const [row] = await db
    .insert(documentCounters)
    .values({ companyId, series, fy, nextNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.companyId, documentCounters.series, documentCounters.fy],
      set: { nextNumber: sql`${documentCounters}.next_number` },
    })
    .returning({ nextNumber: documentCounters.nextNumber });
  return row!.nextNumber;
}

/** The financial year's counter of a series, or null before the year's first document. */
export async function yearCounter(
  db: DbOrTx,
  companyId: number,
  side: SeriesOrSide,
  fy: string,
): Promise<number | null> {
  const series = seriesOf(side);
  const [row] = await db
    .select({ nextNumber: documentCounters.nextNumber })
    .from(documentCounters)
    .where(
      and(
        eq(documentCounters.companyId, companyId),
        eq(documentCounters.series, series),
        eq(documentCounters.fy, fy),
      ),
    );
  return row?.nextNumber ?? null;
}

export async function setYearCounter(
  db: DbOrTx,
  companyId: number,
  side: SeriesOrSide,
  fy: string,
  next: number,
): Promise<void> {
  const series = seriesOf(side);
  await db
    .insert(documentCounters)
    .values({ companyId, series, fy, nextNumber: next })
    .onConflictDoUpdate({
      target: [documentCounters.companyId, documentCounters.series, documentCounters.fy],
      set: { nextNumber: next },
    });
}

export async function findTransaction(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.id, id)));
  return row ?? null;
}

/**
 * The bill's row, locked for the rest of the transaction: every edit or delete of a bill
 * takes this lock before it touches the bill's lines, taxes, payments, journal or balances, so
 * two edits of one bill wait in turn instead of locking those rows in opposite orders.
 */
export async function lockTransaction(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.id, id)))
    .for('update');
  return row ?? null;
}

export async function transactionDetails(db: DbOrTx, companyId: number, id: number) {
  // Sequential on purpose: a transaction's queries share one connection.
  const lines = await db
    .select()
    .from(transactionLines)
    .where(and(eq(transactionLines.companyId, companyId), eq(transactionLines.transactionId, id)))
    .orderBy(asc(transactionLines.lineNo));
  const lineTaxes = await db
    .select()
    .from(transactionLineTaxes)
    .where(
      and(
        eq(transactionLineTaxes.companyId, companyId),
        eq(transactionLineTaxes.transactionId, id),
      ),
    );
  const paymentRows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.transactionId, id)))
    .orderBy(asc(payments.id));
  return { lines, lineTaxes, payments: paymentRows };
}

/** Removes a document's lines, taxes and payments (before writing them anew). */
export async function clearDocumentRows(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db
    .delete(transactionLineTaxes)
    .where(
      and(
        eq(transactionLineTaxes.companyId, companyId),
        eq(transactionLineTaxes.transactionId, id),
      ),
    );
  await db
    .delete(transactionLines)
    .where(and(eq(transactionLines.companyId, companyId), eq(transactionLines.transactionId, id)));
  await db
    .delete(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.transactionId, id)));
}

/** One row per item: a bill may list an item twice, and the last line's rate is the one kept. */
export function customerRateRows(
  companyId: number,
  customerId: number,
  rates: { itemId: number; ratePaise: number }[],
  now: Date,
) {
  return [...new Map(rates.map((r) => [r.itemId, r])).values()].map((r) => ({
    companyId,
    customerId,
    itemId: r.itemId,
    ratePaise: r.ratePaise,
    updatedAt: now,
  }));
}

const CUSTOMER_RATE_UPSERT = `on conflict (company_id, customer_id, item_id)
  do update set rate_paise = excluded.rate_paise, updated_at = excluded.updated_at`;

export async function rememberCustomerRates(
  db: DbOrTx,
  companyId: number,
  customerId: number,
  rates: { itemId: number; ratePaise: number }[],
  now: Date,
): Promise<void> {
  const rows = customerRateRows(companyId, customerId, rates, now);
  if (rows.length === 0) return;
  await insertRows(db, customerItemRates, rows, CUSTOMER_RATE_UPSERT);
}

/** A new document's rows, before the database has given the header its id. */
export interface NewDocumentRows {
  header: typeof transactions.$inferInsert;
  lines: Omit<typeof transactionLines.$inferInsert, 'transactionId'>[];
  /** Each with the number of its line. */
  lineTaxes: (Omit<typeof transactionLineTaxes.$inferInsert, 'transactionId' | 'lineId'> & {
    lineNo: number;
  })[];
  payments: Omit<typeof payments.$inferInsert, 'transactionId'>[];
  journal: Omit<typeof journalLines.$inferInsert, 'sourceId'>[];
  customerRates: (typeof customerItemRates.$inferInsert)[];
}

/**
 * A new document in one statement: the header (which takes its number in the insert), its
 * lines, their taxes, its payments, its journal lines, the customer's remembered rates and the
 * audit row (its `after` built from what the other inserts wrote, as snapshot() reads it back),
 * each insert reading the ids the earlier ones were given. Also answers the customer's balance
 * with this document (the balance before it plus its party lines: the maintained balance moves
 * only when the statement ends). Answers null, having written nothing, when another document
 * holds the header's number.
 */
export async function insertNewDocument(
  tx: DbOrTx,
  doc: NewDocumentRows,
  audit: { userId: number; at: Date },
  numbering: Numbering | null,
) {
  const rowsOf = (alias: string, table: PgTable, order: string, present: boolean) =>
    present
      ? `(select coalesce(jsonb_agg(${jsonOfRow(table, alias)}${order}), '[]') from ${alias})`
      : `'[]'::jsonb`;
  const after = `jsonb_build_object('header', ${jsonOfRow(transactions, 'h')},
    'lines', ${rowsOf('l', transactionLines, ' order by l.line_no', doc.lines.length > 0)},
    'lineTaxes', ${rowsOf('x', transactionLineTaxes, '', doc.lineTaxes.length > 0)},
    'payments', ${rowsOf('p', payments, ' order by p.id', doc.payments.length > 0)})`;
  const partyLines =
    doc.journal.length > 0
      ? `coalesce((select sum(j.amount_paise) from j
          where j.account = 'PARTY' and j.party_id = h.customer_id), 0)`
      : '0';
  const { written, also } = await insertChain(
    tx,
    [
      {
        name: 'h',
        table: transactions,
        rows: [doc.header],
        ...(numbering && {
          linked: { number: 'num.number' },
          // A number beyond the GST rule's 16 characters writes nothing (the caller says why).
          from: `cross join num where length(num.number) <= ${INVOICE_NUMBER_MAX}`,
        }),
        onConflict: 'on conflict (company_id, is_purchase, number) do nothing',
      },
      {
        name: 'l',
        table: transactionLines,
        rows: doc.lines,
        linked: { transactionId: 'h.id' },
        from: 'cross join h',
      },
      {
        name: 'x',
        table: transactionLineTaxes,
        rows: doc.lineTaxes.map(({ lineNo: _lineNo, ...tax }) => tax),
        linked: { transactionId: 'l.transaction_id', lineId: 'l.id' },
        keys: { line_no: { values: doc.lineTaxes.map((t) => t.lineNo), type: 'integer' } },
        from: 'join l on l.line_no = u.line_no',
      },
      {
        name: 'p',
        table: payments,
        rows: doc.payments,
        linked: { transactionId: 'h.id' },
        from: 'cross join h',
      },
      {
        name: 'j',
        table: journalLines,
        rows: doc.journal,
        linked: { sourceId: 'h.id' },
        from: 'cross join h',
        answer: false,
      },
      {
        name: 'r',
        table: customerItemRates,
        rows: doc.customerRates,
        from: 'where exists (select from h)',
        onConflict: CUSTOMER_RATE_UPSERT,
        answer: false,
      },
      {
        name: 'a',
        table: auditLog,
        rows: [
          {
            companyId: doc.header.companyId,
            userId: audit.userId,
            entity: 'transaction',
            action: 'create',
            at: audit.at,
          },
        ],
        linked: { entityId: 'h.id::text', after },
        from: 'cross join h',
        answer: false,
      },
    ],
    {
      balance: `select ${partyBalanceText('h.company_id', 'h.customer_id')} + ${partyLines} from h`,
      ...(numbering && {
        number: 'select number from num',
        traceability: 'select traceability from num',
      }),
    },
    numbering && numberingLead(doc.header.companyId, numbering),
  );
  const [header] = written.h as TransactionRow[];
  const number = (also.number ?? null) as string | null;
  if (!header) return { header: null, number };
  return {
    number,
    traceability: (also.traceability ?? null) as boolean | null,
    header,
    lines: written.l as (typeof transactionLines.$inferSelect)[],
    lineTaxes: written.x as (typeof transactionLineTaxes.$inferSelect)[],
    payments: written.p as (typeof payments.$inferSelect)[],
    customerBalancePaise: Number(also.balance),
  };
}

export async function clearCustomerRates(
  db: DbOrTx,
  companyId: number,
  itemIds: number[],
): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .delete(customerItemRates)
    .where(
      and(eq(customerItemRates.companyId, companyId), inArray(customerItemRates.itemId, itemIds)),
    );
}

/** Numbers of the credit or debit notes that take goods back from a bill. */
export async function returnNumbersOf(
  db: DbOrTx,
  companyId: number,
  originalId: number,
): Promise<string[]> {
  const rows = await db
    .select({ number: transactions.number })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.returnOfTransactionId, originalId),
      ),
    )
    .orderBy(asc(transactions.id));
  return rows.map((r) => r.number ?? '');
}
