// What the Tally export reads, all scoped to one company and one period: the period's bills
// (sales, purchases, credit and debit notes) with their stored lines and line taxes, the
// money received and paid, the expenses, and the masters they name. Deleted bills and
// expenses are gone from these tables (their delete removes the rows), so nothing deleted
// is read; estimates and parties' opening balances are no vouchers.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

// A debit note to a customer (sales_debit_note) is a sales-side Debit Note voucher.
export const BILL_KINDS = [
  'sale',
  'purchase',
  'credit_note',
  'debit_note',
  'sales_debit_note',
] as const;
export type BillKind = (typeof BILL_KINDS)[number];

export interface BillRow {
  id: number;
  kind: BillKind;
  isPurchase: boolean;
  number: string | null;
  date: string;
  partyId: number;
  remark: string | null;
  placeOfSupply: string | null;
  amountPaise: number;
  supplierInvoiceNumber: string | null;
  /** The supplier's invoice date (yyyy-mm-dd), a purchase's. */
  supplierInvoiceDate: string | null;
  /** A note: the bill it returns. */
  original: BillRef | null;
  /** Whether its journal posts tax lines (false: a purchase whose GST is cost, not credit). */
  postsTax: boolean;
  /** Under reverse charge: its tax rows are not in its amount (GST.md section 12). */
  reverseCharge: boolean;
}

export interface BillRef {
  number: string | null;
  supplierInvoiceNumber: string | null;
  isPurchase: boolean;
  /** yyyy-mm-dd: the bill's own date and the supplier's invoice date (a purchase's). */
  date?: string | null;
  supplierInvoiceDate?: string | null;
}

export interface LineRow {
  transactionId: number;
  lineNo: number;
  itemId: number;
  specialKind: string | null;
  amountPaise: number;
  taxablePaise: number;
  taxPaise: number;
  /** The line's GST rate (IGST, or CGST's full rate), as GSTR-1 reads it; 0 without GST. */
  gstRateBp: number;
}

export interface LineTaxRow {
  transactionId: number;
  component: string;
  taxType: string;
  taxRateBp: number;
  amountPaise: number;
}

export interface PaymentRow {
  id: number;
  date: string;
  amountPaise: number;
  isPaymentMade: boolean;
  bankAccountId: number | null;
  remark: string | null;
  partyId: number;
  kind: string;
  bill: BillRef;
  original: BillRef | null;
}

export interface ExpenseRow {
  id: number;
  date: string;
  amountPaise: number;
  expenseItemId: number;
  expenseName: string;
  bankAccountId: number | null;
  remark: string | null;
}

export interface PartyRow {
  id: number;
  name: string;
  gstin: string | null;
  stateCode: string | null;
  address: string | null;
}

export interface BankRow {
  id: number;
  bankName: string;
  accountNumber: string;
}

export interface ItemRow {
  id: number;
  name: string;
  unitName: string;
}

const n = (v: unknown) => Number(v);
const ids = (list: readonly number[]) =>
  list.length
    ? sql.join(
        list.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;

/** The period's bills, as transactions `t`. */
const billsOfPeriod = (from: string, to: string) =>
  sql`t.kind in ('sale', 'purchase', 'credit_note', 'debit_note', 'sales_debit_note')
    and t.transaction_date between ${from}::date and ${to}::date`;

function ref(
  number: unknown,
  supplier: unknown,
  isPurchase: unknown,
  date?: unknown,
  supplierDate?: unknown,
): BillRef {
  return {
    number: (number as string | null) ?? null,
    supplierInvoiceNumber: (supplier as string | null) ?? null,
    isPurchase: Boolean(isPurchase),
    date: (date as string | null | undefined) ?? null,
    supplierInvoiceDate: (supplierDate as string | null | undefined) ?? null,
  };
}

export const tallyRepo = {
  async bills(db: DbOrTx, companyId: number, from: string, to: string): Promise<BillRow[]> {
    const rows = await queryRows(
      db,
      sql`select t.id, t.kind, t.is_purchase, t.number, t.transaction_date::text as date,
            t.customer_id, t.remark, t.place_of_supply, t.amount_paise,
            t.supplier_invoice_number, t.supplier_invoice_date::text as supplier_invoice_date,
            t.reverse_charge,
            o.id as o_id, o.number as o_number, o.supplier_invoice_number as o_supplier,
            o.is_purchase as o_is_purchase, o.transaction_date::text as o_date,
            o.supplier_invoice_date::text as o_supplier_date,
            exists (
              select 1 from journal_lines j
              where j.company_id = ${companyId} and j.source_kind = 'transaction'
                and j.source_id = t.id and j.account in ('TAX_OUTPUT', 'TAX_INPUT')
            ) as posts_tax
          from transactions t
          left join transactions o
            on o.company_id = ${companyId} and o.id = t.return_of_transaction_id
          where t.company_id = ${companyId}
            and ${billsOfPeriod(from, to)}
          order by t.transaction_date, t.id`,
    );
    return rows.map((r) => ({
      id: n(r['id']),
      kind: r['kind'] as BillKind,
      isPurchase: Boolean(r['is_purchase']),
      number: (r['number'] as string | null) ?? null,
      date: String(r['date']),
      partyId: n(r['customer_id']),
      remark: (r['remark'] as string | null) ?? null,
      placeOfSupply: (r['place_of_supply'] as string | null) ?? null,
      amountPaise: n(r['amount_paise']),
      supplierInvoiceNumber: (r['supplier_invoice_number'] as string | null) ?? null,
      supplierInvoiceDate: (r['supplier_invoice_date'] as string | null) ?? null,
      original:
        r['o_id'] === null || r['o_id'] === undefined
          ? null
          : ref(
              r['o_number'],
              r['o_supplier'],
              r['o_is_purchase'],
              r['o_date'],
              r['o_supplier_date'],
            ),
      postsTax: Boolean(r['posts_tax']),
      reverseCharge: Boolean(r['reverse_charge']),
    }));
  },

  async lines(db: DbOrTx, companyId: number, from: string, to: string): Promise<LineRow[]> {
    const rows = await queryRows(
      db,
      sql`select l.transaction_id, l.line_no, l.item_id, l.special_kind, l.amount_paise,
            l.taxable_paise, l.tax_paise,
            coalesce((
              select sum(x.tax_rate_bp) from transaction_line_taxes x
              where x.company_id = ${companyId} and x.transaction_id = l.transaction_id
                and x.line_id = l.id and x.component in ('IGST', 'CGST')
            ), 0) as rt_bp
          from transaction_lines l
          join transactions t on t.company_id = ${companyId} and t.id = l.transaction_id
          where l.company_id = ${companyId} and ${billsOfPeriod(from, to)}
          order by l.transaction_id, l.line_no`,
    );
    return rows.map((r) => ({
      transactionId: n(r['transaction_id']),
      lineNo: n(r['line_no']),
      itemId: n(r['item_id']),
      specialKind: (r['special_kind'] as string | null) ?? null,
      amountPaise: n(r['amount_paise']),
      taxablePaise: n(r['taxable_paise']),
      taxPaise: n(r['tax_paise']),
      gstRateBp: n(r['rt_bp']),
    }));
  },

  /** The bills' stored tax rows, added up per bill, component and rate. */
  async lineTaxes(db: DbOrTx, companyId: number, from: string, to: string): Promise<LineTaxRow[]> {
    const rows = await queryRows(
      db,
      sql`select x.transaction_id, x.component, x.tax_type, x.tax_rate_bp,
            sum(x.amount_paise) as amount_paise
          from transaction_line_taxes x
          join transactions t on t.company_id = ${companyId} and t.id = x.transaction_id
          where x.company_id = ${companyId} and ${billsOfPeriod(from, to)}
          group by x.transaction_id, x.component, x.tax_type, x.tax_rate_bp
          order by x.transaction_id, x.component, x.tax_rate_bp`,
    );
    return rows.map((r) => ({
      transactionId: n(r['transaction_id']),
      component: String(r['component']),
      taxType: String(r['tax_type']),
      taxRateBp: n(r['tax_rate_bp']),
      amountPaise: n(r['amount_paise']),
    }));
  },

  async payments(db: DbOrTx, companyId: number, from: string, to: string): Promise<PaymentRow[]> {
    const rows = await queryRows(
      db,
      sql`select p.id, p.payment_date::text as date, p.amount_paise, p.is_payment_made,
            case when p.is_bank_transaction then p.bank_account_id end as bank_account_id,
            p.remark, t.customer_id, t.kind, t.number, t.supplier_invoice_number, t.is_purchase,
            o.id as o_id, o.number as o_number, o.supplier_invoice_number as o_supplier,
            o.is_purchase as o_is_purchase
          from payments p
          join transactions t on t.company_id = ${companyId} and t.id = p.transaction_id
          left join transactions o
            on o.company_id = ${companyId} and o.id = t.return_of_transaction_id
          where p.company_id = ${companyId}
            and p.payment_date between ${from}::date and ${to}::date
            and t.kind <> 'estimate' and p.amount_paise <> 0
          order by p.payment_date, p.id`,
    );
    return rows.map((r) => ({
      id: n(r['id']),
      date: String(r['date']),
      amountPaise: n(r['amount_paise']),
      isPaymentMade: Boolean(r['is_payment_made']),
      bankAccountId: r['bank_account_id'] === null ? null : n(r['bank_account_id']),
      remark: (r['remark'] as string | null) ?? null,
      partyId: n(r['customer_id']),
      kind: String(r['kind']),
      bill: ref(r['number'], r['supplier_invoice_number'], r['is_purchase']),
      original:
        r['o_id'] === null || r['o_id'] === undefined
          ? null
          : ref(r['o_number'], r['o_supplier'], r['o_is_purchase']),
    }));
  },

  async expenses(db: DbOrTx, companyId: number, from: string, to: string): Promise<ExpenseRow[]> {
    const rows = await queryRows(
      db,
      sql`select e.id, e.expense_date::text as date, e.amount_paise, e.expense_item_id,
            i.name as expense_name,
            case when e.is_bank_transaction then e.bank_account_id end as bank_account_id,
            e.remark
          from expenses e
          join expense_items i on i.company_id = ${companyId} and i.id = e.expense_item_id
          where e.company_id = ${companyId}
            and e.expense_date between ${from}::date and ${to}::date
            and e.amount_paise <> 0
          order by e.expense_date, e.id`,
    );
    return rows.map((r) => ({
      id: n(r['id']),
      date: String(r['date']),
      amountPaise: n(r['amount_paise']),
      expenseItemId: n(r['expense_item_id']),
      expenseName: String(r['expense_name']),
      bankAccountId: r['bank_account_id'] === null ? null : n(r['bank_account_id']),
      remark: (r['remark'] as string | null) ?? null,
    }));
  },

  async parties(db: DbOrTx, companyId: number, partyIds: readonly number[]): Promise<PartyRow[]> {
    if (partyIds.length === 0) return [];
    const rows = await queryRows(
      db,
      sql`select c.id, c.name, nullif(upper(btrim(c.gstin)), '') as gstin, c.state_code,
            c.address
          from customers c
          where c.company_id = ${companyId} and c.id in (${ids(partyIds)})
          order by c.id`,
    );
    return rows.map((r) => ({
      id: n(r['id']),
      name: String(r['name']),
      gstin: (r['gstin'] as string | null) ?? null,
      stateCode: (r['state_code'] as string | null) ?? null,
      address: (r['address'] as string | null) ?? null,
    }));
  },

  async banks(db: DbOrTx, companyId: number, bankIds: readonly number[]): Promise<BankRow[]> {
    if (bankIds.length === 0) return [];
    const rows = await queryRows(
      db,
      sql`select b.id, b.bank_name, b.account_number from bank_accounts b
          where b.company_id = ${companyId} and b.id in (${ids(bankIds)})
          order by b.id`,
    );
    return rows.map((r) => ({
      id: n(r['id']),
      bankName: String(r['bank_name']),
      accountNumber: String(r['account_number']),
    }));
  },

  async items(db: DbOrTx, companyId: number, itemIds: readonly number[]): Promise<ItemRow[]> {
    if (itemIds.length === 0) return [];
    const rows = await queryRows(
      db,
      sql`select i.id, i.name, u.name as unit_name
          from items i
          join units u on u.company_id = ${companyId} and u.id = i.unit_id
          where i.company_id = ${companyId} and i.id in (${ids(itemIds)})
            and i.special_kind is null
          order by i.id`,
    );
    return rows.map((r) => ({
      id: n(r['id']),
      name: String(r['name']),
      unitName: String(r['unit_name']),
    }));
  },
};
