// The registers' credit notes and debit notes to customers (sales register) and debit notes
// (purchase register): one row per note with its bill and its GST split, from the stored lines
// and tax lines. Returns are stored negative (returns module), debit notes to customers
// positive; the register shows what each note is worth.
// A note under reverse charge (its bill's) takes back no tax paid to the party.
import { tk } from '@hisaab/shared/i18n/messages';
import { sql, type SQL } from 'drizzle-orm';
import { totalsOf, type DatasetSource, type SqlDataset } from '../report-definition.ts';
import { col } from '@hisaab/shared/reports/report-result';

type RegisterNoteKind = 'credit_note' | 'debit_note' | 'sales_debit_note';

function noteRows(companyId: number, kind: RegisterNoteKind, start: string, end: string): SQL {
  // What the note is worth, from its stored amounts: a return's are negative.
  const s = sql.raw(kind === 'sales_debit_note' ? '' : '-');
  return sql`
    with notes as (
      select t.id, t.number, t.transaction_date, t.customer_id, t.amount_paise, t.paid_paise,
        t.return_of_transaction_id, t.reverse_charge
      from transactions t
      where t.company_id = ${companyId} and t.kind = ${kind}
        and t.transaction_date between ${start}::date and ${end}::date
    ),
    tax_sums as (
      select x.transaction_id,
        sum(x.amount_paise) filter (where x.component = 'CGST') as cgst,
        sum(x.amount_paise) filter (where x.component in ('SGST', 'UTGST')) as sgst,
        sum(x.amount_paise) filter (where x.component = 'IGST') as igst,
        sum(x.amount_paise) filter (where x.component = 'CESS') as cess,
        sum(x.amount_paise) filter (
          where x.component not in ('CGST', 'SGST', 'UTGST', 'IGST', 'CESS')) as other,
        sum(x.amount_paise) as tax
      from notes n
      join transaction_line_taxes x on x.company_id = ${companyId} and x.transaction_id = n.id
      where not n.reverse_charge
      group by x.transaction_id
    )
    select n.number as "number", n.id as "transactionId", n.transaction_date::text as "date",
      o.number as "originalNumber", o.transaction_date::text as "originalDate",
      c.name as "customerName", c.gstin as "gstin",
      ${s}(n.amount_paise - coalesce(ts.tax, 0)) as "taxableValue",
      ${s}coalesce(ts.cgst, 0) as "cgst", ${s}coalesce(ts.sgst, 0) as "sgst",
      ${s}coalesce(ts.igst, 0) as "igst", ${s}coalesce(ts.cess, 0) as "cess",
      ${s}coalesce(ts.other, 0) as "otherTax", ${s}n.amount_paise as "total",
      n.paid_paise as "refunded"
    from notes n
    join customers c on c.company_id = ${companyId} and c.id = n.customer_id
    join transactions o on o.company_id = ${companyId} and o.id = n.return_of_transaction_id
    left join tax_sums ts on ts.transaction_id = n.id
    order by n.transaction_date, n.id`;
}

const MONEY_KEYS = [
  ['taxableValue', tk('Taxable value')],
  ['cgst', tk('CGST')],
  ['sgst', tk('SGST/UTGST')],
  ['igst', tk('IGST')],
  ['cess', tk('Cess')],
  ['otherTax', tk('Other tax')],
  ['total', tk('Total')],
  ['refunded', tk('Refunded')],
] as const;

/** The sales register's debit notes to customers: their own datasets, after the credit notes. */
const SALES_DEBIT = {
  name: 'debitNotes',
  title: tk('Debit notes to customers'),
  totalsName: 'debitNoteTotals',
  totalsTitle: tk('Debit notes to customers: totals'),
};

/**
 * The "Credit notes" / "Debit notes" dataset and its totals, for a register's date range; the
 * sales register's debit notes to customers after them.
 */
export function noteDatasets(
  companyId: number,
  isPurchase: boolean,
  start: string,
  end: string,
): DatasetSource[] {
  if (isPurchase) return notesOfKind(companyId, 'debit_note', start, end);
  return [
    ...notesOfKind(companyId, 'credit_note', start, end),
    ...notesOfKind(companyId, 'sales_debit_note', start, end),
  ];
}

function notesOfKind(
  companyId: number,
  kind: RegisterNoteKind,
  start: string,
  end: string,
): DatasetSource[] {
  const isPurchase = kind === 'debit_note';
  const salesDebit = kind === 'sales_debit_note';
  const moneyColumns = MONEY_KEYS.map(([key, label]) => col(key, label, 'money'));
  const notes: SqlDataset = {
    name: salesDebit ? SALES_DEBIT.name : 'notes',
    title: salesDebit ? SALES_DEBIT.title : isPurchase ? tk('Debit notes') : tk('Credit notes'),
    columns: [
      // Text, not a link: a note is not opened in the bill editor (it cannot be changed).
      col('number', isPurchase || salesDebit ? tk('Debit note') : tk('Credit note'), 'text'),
      col('date', tk('Date'), 'date'),
      col('originalNumber', isPurchase ? tk('Purchase bill') : tk('Invoice'), 'text'),
      col('originalDate', tk('Bill date'), 'date'),
      col('customerName', isPurchase ? tk('Vendor') : tk('Customer'), 'text'),
      col('gstin', tk('GSTIN'), 'text'),
      ...moneyColumns,
    ],
    query: noteRows(companyId, kind, start, end),
  };
  // Added up from the notes' rows, as the register's totals are: no second statement.
  const totals = totalsOf(
    notes,
    {
      name: salesDebit ? SALES_DEBIT.totalsName : 'noteTotals',
      title: salesDebit
        ? SALES_DEBIT.totalsTitle
        : isPurchase
          ? tk('Debit note totals')
          : tk('Credit note totals'),
      columns: [col('documents', tk('Notes'), 'number'), ...moneyColumns],
    },
    'documents',
    MONEY_KEYS.map(([key]) => key),
  );
  return [notes, totals];
}
