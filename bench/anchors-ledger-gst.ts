// Anchors for the ledger books and the GST returns: one hand-written statement each, computing
// the report's figures from journal lines, bill lines and stored tax lines. Where the ledger is
// read for a date range, the anchor reaches it through the documents of those dates (a journal
// line's date is always its document's date), which the schema's indexes serve well.
import { sql } from 'drizzle-orm';
import { UQC_CODES } from '@hisaab/shared/gst/uqc';
import type { Anchor, AnchorArgs } from './anchors-books.ts';

/** Every ledger (account and its sub-ledger) with its balance on a date. */
const trialBalance: Anchor = (a) => sql`
  with b as (select account, party_id, bank_account_id, tax_id, component, expense_item_id,
      sum(amount_paise) as balance
    from journal_lines
    where company_id = ${a.companyId} and entry_date <= ${a.asOf}::date
    group by account, party_id, bank_account_id, tax_id, component, expense_item_id
    having sum(amount_paise) <> 0)
  select b.account, coalesce(c.name, ba.bank_name, tx.name, ei.name) as ledger, b.component,
    greatest(b.balance, 0) as debit, greatest(-b.balance, 0) as credit
  from b
  left join customers c on c.company_id = ${a.companyId} and c.id = b.party_id
  left join bank_accounts ba on ba.company_id = ${a.companyId} and ba.id = b.bank_account_id
  left join taxes tx on tx.company_id = ${a.companyId} and tx.id = b.tax_id
  left join expense_items ei on ei.company_id = ${a.companyId} and ei.id = b.expense_item_id
  union all
  select 'Total', null, null, sum(greatest(balance, 0)), sum(greatest(-balance, 0)) from b`;

/** Income and expense accounts for the range (expenses per head) and the net result. */
const profitAndLoss: Anchor = (a) => sql`
  with r as (select j.account, j.expense_item_id, sum(j.amount_paise) as amount
    from journal_lines j
    where j.company_id = ${a.companyId}
      and j.account in ('SALES', 'PURCHASES', 'EXPENSE', 'ROUND_OFF', 'DISCOUNT')
      and j.entry_date between ${a.start}::date and ${a.end}::date
    group by j.account, j.expense_item_id)
  select r.account, ei.name, -r.amount as amount from r
  left join expense_items ei on ei.company_id = ${a.companyId} and ei.id = r.expense_item_id
  union all
  select 'Net', null, -sum(amount) from r`;

/** The documents of the range: bills and payments by their date, expenses by theirs. */
const documentsIn = (a: AnchorArgs) => sql`
  select 'transaction' as kind, t.id, t.number, t.kind as doc, t.customer_id
  from transactions t
  where t.company_id = ${a.companyId} and t.transaction_date between ${a.start}::date and ${a.end}::date
  union all
  select 'expense', e.id, null, 'expense', null
  from expenses e
  where e.company_id = ${a.companyId} and e.expense_date between ${a.start}::date and ${a.end}::date`;

/** Every journal line of the range with its document's number, kind and party. */
const dayBook: Anchor = (a) => sql`
  select j.entry_date::text as d, d.number, d.doc, c.name as party, j.account,
    greatest(j.amount_paise, 0) as debit, greatest(-j.amount_paise, 0) as credit
  from (${documentsIn(a)}) d
  join journal_lines j on j.company_id = ${a.companyId} and j.source_kind = d.kind and j.source_id = d.id
  left join customers c on c.company_id = ${a.companyId} and c.id = d.customer_id
  order by j.entry_date, j.source_kind, j.source_id, j.id`;

/** Cash in hand: the opening, each day's receipts and payments, and the closing. */
const cashBook: Anchor = (a) => sql`
  with opening as (select coalesce(sum(amount_paise), 0) as o from journal_lines
    where company_id = ${a.companyId} and account = 'CASH' and entry_date < ${a.start}::date),
  days as (select j.entry_date,
      coalesce(sum(j.amount_paise) filter (where j.amount_paise > 0), 0) as receipts,
      coalesce(-sum(j.amount_paise) filter (where j.amount_paise < 0), 0) as payments
    from (${documentsIn(a)}) d
    join journal_lines j on j.company_id = ${a.companyId} and j.source_kind = d.kind and j.source_id = d.id
    where j.account = 'CASH'
    group by j.entry_date)
  select d.entry_date::text as d,
    o.o + coalesce(sum(d.receipts - d.payments) over (order by d.entry_date
      rows between unbounded preceding and 1 preceding), 0) as opening,
    d.receipts, d.payments,
    o.o + sum(d.receipts - d.payments) over (order by d.entry_date) as closing
  from days d cross join opening o
  order by d.entry_date`;

/**
 * One line per goods or services line of the side's bills in the range: its invoice, buyer,
 * place of supply, HSN, UQC, the line's full GST rate (-1 when it carries no GST tax) and its
 * stored tax components.
 */
const lineFacts = (a: AnchorArgs, kind: 'sale' | 'purchase') => sql`
  inv as (select t.id, t.number, t.transaction_date, t.amount_paise, t.place_of_supply,
      c.gstin, t.place_of_supply <> ${a.sellerState} as inter
    from transactions t join customers c on c.company_id = t.company_id and c.id = t.customer_id
    where t.company_id = ${a.companyId} and t.kind = ${kind}
      and t.transaction_date between ${a.start}::date and ${a.end}::date),
  lt as (select x.line_id,
      max(x.tax_rate_bp) filter (where x.tax_type = 'GST') as rate,
      coalesce(sum(x.amount_paise) filter (where x.component = 'IGST'), 0) as igst,
      coalesce(sum(x.amount_paise) filter (where x.component = 'CGST'), 0) as cgst,
      coalesce(sum(x.amount_paise) filter (where x.component in ('SGST', 'UTGST')), 0) as sgst,
      coalesce(sum(x.amount_paise) filter (where x.component = 'CESS'), 0) as cess
    from transaction_line_taxes x join inv on inv.id = x.transaction_id
    where x.company_id = ${a.companyId} group by x.line_id),
  f as (select inv.*, l.hsn_sac_code as hsn, u.uqc, l.qty_milli, l.taxable_paise,
      coalesce(lt.rate, -1) as rate, coalesce(lt.igst, 0) as igst, coalesce(lt.cgst, 0) as cgst,
      coalesce(lt.sgst, 0) as sgst, coalesce(lt.cess, 0) as cess
    from inv
    join transaction_lines l on l.company_id = ${a.companyId} and l.transaction_id = inv.id
    join units u on u.company_id = l.company_id and u.id = l.unit_id
    left join lt on lt.line_id = l.id
    where l.special_kind is null)`;

/** The HSN summary: per HSN, UQC and rate, quantity, taxable value and each component. */
const hsnSummary =
  (kind: 'sale' | 'purchase'): Anchor =>
  (a) => sql`
    with ${lineFacts(a, kind)}
    select hsn, uqc, greatest(rate, 0) as rate, sum(qty_milli) as qty, sum(taxable_paise) as taxable,
      sum(igst) as igst, sum(cgst) as cgst, sum(sgst) as sgst, sum(cess) as cess
    from f group by hsn, uqc, greatest(rate, 0) order by hsn, rate`;

/** The month's sale lines with their section, and the count of deleted sale bills. */
const gstr1Lines = (a: AnchorArgs) => sql`${lineFacts(a, 'sale')},
  s as (select f.*, case when rate <= 0 then 'nil' when gstin is not null then 'b2b'
      when inter and amount_paise > case when transaction_date < date '2024-08-01'
        then 25000000 else 10000000 end then 'b2cl' else 'b2cs' end as section
    from f),
  gone as (select count(*) as n from audit_log
    where company_id = ${a.companyId} and entity = 'transaction' and action = 'delete'
      and before -> 'header' ->> 'kind' = 'sale'
      and (before -> 'header' ->> 'transactionDate') between ${a.start} and ${a.end})`;

/** Both GSTR-1 anchors end alike: nil per supply kind, the HSN table and doc_issue. */
const GSTR1_TAIL = sql`
  select 'nil', inter::text, (gstin is not null)::text, null, null, rate, sum(taxable_paise),
    null, null, null, null, null
  from s where section = 'nil' group by inter, gstin is not null, rate
  union all
  select 'hsn', (gstin is not null)::text, hsn, uqc, null, greatest(rate, 0), sum(taxable_paise),
    sum(igst), sum(cgst), sum(sgst), sum(cess), sum(qty_milli)
  from s group by gstin is not null, hsn, uqc, greatest(rate, 0)
  union all
  select 'doc_issue', min(number), max(number), null, null, null, count(*), (select n from gone),
    null, null, null, null
  from inv`;

/**
 * GSTR-1 for the month: b2b per invoice and rate, b2cl (inter-state, unregistered, above the
 * threshold of the invoice date), b2cs per place of supply and rate, nil per supply kind, the
 * HSN table for registered and other buyers, and doc_issue with the deleted numbers.
 */
const gstr1: Anchor = (a) => sql`
  with ${gstr1Lines(a)}
  select section, gstin as k1, number as k2, transaction_date::text as d, place_of_supply as pos,
    rate, sum(taxable_paise) as taxable, sum(igst) as igst, sum(cgst) as cgst, sum(sgst) as sgst,
    sum(cess) as cess, max(amount_paise) as value
  from s where section in ('b2b', 'b2cl')
  group by section, gstin, number, transaction_date, place_of_supply, rate
  union all
  select 'b2cs', inter::text, null, null, place_of_supply, rate, sum(taxable_paise), sum(igst),
    sum(cgst), sum(sgst), sum(cess), null
  from s where section = 'b2cs' group by inter, place_of_supply, rate
  union all
${GSTR1_TAIL}`;

/**
 * GSTR-1 with the figures of its checks dataset as well, which the report returns beside the
 * sections and the sections-only anchor above does not compute: every invoice's rows per rate
 * (the report checks CGST = SGST, the tax heads against the place of supply and the rate on each,
 * b2cs included), the ledger's SALES and TAX_OUTPUT for the month's bills (the books the
 * sections must add up to), the month's numbers used twice in their financial year (ignoring
 * case), lines whose HSN is missing or short, and units without a GST unit code.
 */
const gstr1WithChecks: Anchor = (a) => {
  const fy = Number(a.start.slice(0, 4)) - (Number(a.start.slice(5, 7)) < 4 ? 1 : 0);
  return sql`
  with ${gstr1Lines(a)},
  rows as (select section, id, gstin, number, transaction_date, place_of_supply, inter, rate,
      amount_paise, sum(taxable_paise) as taxable, sum(igst) as igst, sum(cgst) as cgst,
      sum(sgst) as sgst, sum(cess) as cess
    from s group by section, id, gstin, number, transaction_date, place_of_supply, inter, rate,
      amount_paise),
  dup as (select k.k, count(*) as n
    from (select distinct upper(number) as k from inv) k
    cross join lateral (select 1 from transactions t
      where t.company_id = ${a.companyId} and t.kind = 'sale' and upper(t.number) = k.k
        and t.transaction_date between ${`${fy}-04-01`}::date and ${`${fy + 1}-03-31`}::date) t
    group by k.k having count(*) > 1),
  books as (select j.account, j.component, sum(j.amount_paise) as amount
    from journal_lines j
    where j.company_id = ${a.companyId} and j.account in ('SALES', 'TAX_OUTPUT')
      and j.entry_date between ${a.start}::date and ${a.end}::date
      and j.source_kind = 'transaction' and j.source_id in (select id from inv)
    group by j.account, j.component)
  select section, gstin as k1, number as k2, transaction_date::text as d, place_of_supply as pos,
    rate, taxable, igst, cgst, sgst, cess, amount_paise as value
  from rows where section in ('b2b', 'b2cl')
    or (not inter and cgst <> sgst) or (inter and (cgst <> 0 or sgst <> 0))
    or (not inter and igst <> 0) or rate not in (0, 10, 25, 100, 150, 300, 500, 600, 750, 1200,
      1800, 2800, 4000)
  union all
  select 'b2cs', inter::text, null, null, place_of_supply, rate, sum(taxable), sum(igst),
    sum(cgst), sum(sgst), sum(cess), null
  from rows where section = 'b2cs' group by inter, place_of_supply, rate
  union all
${GSTR1_TAIL}
  union all
  select 'hsn-problem', (gstin is not null)::text, min(number), null, null, null, count(*), null,
    null, null, null, null
  from s where hsn is null or hsn !~ '^[0-9]{6,8}$' group by gstin is not null
  union all
  select 'unit', uqc, min(number), null, null, null, count(*), null, null, null, null, null
  from s where uqc is null or uqc not in (${sql.join(
    Object.keys(UQC_CODES).map((c) => sql`${c}`),
    sql`, `,
  )})
  group by uqc
  union all
  select 'dup', k, null, null, null, null, n, null, null, null, null, null from dup
  union all
  select 'books', account, component, null, null, null, amount, null, null, null, null, null
  from books`;
};

/** GSTR-3B for the month: 3.1 outward by kind, 3.2 inter-state to unregistered, 4 and 5 inward. */
const gstr3b: Anchor = (a) => sql`
  with ${lineFacts(a, 'sale')},
  p as (select t.id, c.gstin, t.place_of_supply <> ${a.sellerState} as inter
    from transactions t join customers c on c.company_id = t.company_id and c.id = t.customer_id
    where t.company_id = ${a.companyId} and t.kind = 'purchase'
      and t.transaction_date between ${a.start}::date and ${a.end}::date),
  pl as (select p.gstin, p.inter, l.taxable_paise,
      (select max(x.tax_rate_bp) from transaction_line_taxes x
        where x.company_id = l.company_id and x.line_id = l.id and x.tax_type = 'GST') as rate
    from p join transaction_lines l on l.company_id = ${a.companyId} and l.transaction_id = p.id
    where l.special_kind is null),
  px as (select x.component, sum(x.amount_paise) as amount
    from p join transaction_line_taxes x on x.company_id = ${a.companyId} and x.transaction_id = p.id
    where p.gstin is not null group by x.component)
  select '3.1' as head, case when rate > 0 then 'a' when rate = 0 then 'c' else 'e' end as part,
    null as pos, sum(taxable_paise) as taxable, sum(igst) as igst, sum(cgst) as cgst,
    sum(sgst) as sgst, sum(cess) as cess
  from f group by 2
  union all
  select '3.2', 'unregistered', place_of_supply, sum(taxable_paise), sum(igst), null, null, null
  from f where inter and gstin is null and rate > 0 group by place_of_supply
  union all
  select '4', component, null, null, amount, null, null, null from px
  union all
  select '5', inter::text, null, sum(taxable_paise), null, null, null, null
  from pl where coalesce(rate, 0) = 0 group by inter`;

export const LEDGER_GST_ANCHORS: Record<string, Anchor> = {
  'ledger/trial-balance': trialBalance,
  'ledger/profit-and-loss': profitAndLoss,
  'ledger/day-book': dayBook,
  'ledger/cash-book': cashBook,
  'gst/hsn-summary': hsnSummary('sale'),
  'gst/hsn-summary (purchases)': hsnSummary('purchase'),
  'gst/gstr1': gstr1WithChecks,
  'gst/gstr1/json': gstr1WithChecks,
  'gst/gstr1 (sections-only anchor)': gstr1,
  'gst/gstr3b': gstr3b,
  'gst/gstr3b/json': gstr3b,
};
