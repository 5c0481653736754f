// What is due on each bill: the one home of that figure (DESIGN "One home per figure"). The
// invoice screen, both prints, the UPI QR, the WhatsApp text, the lists, aging, the unpaid list
// and the overdue insight all read it.
//
// The rule, per party, over the PARTY ledger account up to a date:
// - each source document nets to one amount (a bill with what was paid on it counts as what
//   was left unpaid; an opening balance entry is a bill on its date);
// - a credit or debit note's net counts against the bill it returns, so a note refunded in
//   cash changes nothing and one adjusted to the balance lowers that bill;
// - a payment's allocation to a bill (payment_allocations, issue 42: the user chose the bills
//   it settles) counts against that bill as a note does: the bill's net is lowered by it and
//   the payment's credit by as much, on the payment's date;
// - seen from the side being aged (the sign of the party's balance), a positive document is a
//   bill and a negative one a credit; the party's credits (payment-only documents, overpaid
//   bills, notes beyond their bill) settle its oldest bills first (FIFO by date, then source):
//   with the bills in that order, a bill's due is clamp(cumulative bills − credits, 0, bill).
// So a party's bills' dues add up to its ledger balance on the aged side, to the paisa.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { executeKept, type KeptStatement } from '../db/insert-rows.ts';
import { partyBalanceText } from './balances.ts';
import type { TransactionKind } from '@hisaab/shared/replies/transactions';

const dialect = new PgDialect();

export interface BillDueScope {
  /** Postings up to the end of this date. */
  asOfDate: string;
  /** Only the parties of these documents. */
  billIds?: readonly number[];
  /**
   * How far back the bills are read first (days before asOfDate). A party whose bills of that
   * span cover its balance owes nothing on older ones; only a party that does not is read in
   * whole. Tests vary it: the figures do not depend on it.
   */
  windowDays?: number;
}

/** A year: a shop's open bills are almost always younger; older ones fall back to history. */
export const DUE_WINDOW_DAYS = 366;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${Math.trunc(id)}::int`),
    sql`, `,
  );

/**
 * A party's payment allocations as ledger-like rows (source_id, entry_date, amount_paise,
 * signed as journal_lines' PARTY lines): each allocation moves its amount from the payment to
 * the bill it settles, so a party's sum is unchanged and the bill nets less by it. entry_date
 * is the document's own date (the bill's for the bill's row); `paidBy` filters on the
 * payment's date (a payment settles nothing before it is made).
 */
function allocationRowsSql(companyId: number | SQL, party: SQL, paidBy: SQL = sql`true`): SQL {
  return sql`
    select v.source_id, v.entry_date, v.amount_paise
    from payment_allocations a
    join transactions p on p.company_id = a.company_id and p.id = a.payment_id
    join transactions b on b.company_id = a.company_id and b.id = a.bill_id
    cross join lateral (values
      (a.bill_id, b.transaction_date,
        (case when b.is_purchase then 1 else -1 end) * a.amount_paise),
      (a.payment_id, p.transaction_date,
        (case when b.is_purchase then -1 else 1 end) * a.amount_paise)
    ) v(source_id, entry_date, amount_paise)
    where a.company_id = ${companyId} and a.party_id = ${party} and ${paidBy}`;
}

/**
 * What was paid against a bill by any means, in paise: money taken on it, payments allocated
 * to it or settling it oldest first, notes set against it; its total less what is still due
 * (`due` as bill_due or duesNowSql's due; null: nothing due). The one formula of "Paid" (the
 * Sales and Purchases reports; settlementsOf's rows add up to it).
 */
export function paidAgainstSql(total: SQL, due: SQL): SQL {
  return sql`(${total} - coalesce(${due}, 0))`;
}

/**
 * The bills of the parties in scope as of a date, one row per bill on its party's aged side:
 * party_id, source_kind ('transaction' | 'opening_balance'), source_id, entry_date,
 * amount (what the bill and its notes left on the party, > 0), side (1 receivable,
 * −1 payable), due (0 ≤ due ≤ amount) and bill_due: the due a bill's own print shows, which
 * is the due when the bill is on its own side (a sale receivable, a purchase payable) and 0
 * when its party's balance lies on the other side (a sale overpaid or returned past what was
 * owed leaves a credit on account: the company owes it, nothing is due on the sale).
 * A document not listed has nothing due.
 *
 * Read from the newest end, as duesNowSql does: a bill's due is clamp(balance − the bills after
 * it, 0, bill), with the party's balance on the date = its maintained balance less what was
 * posted after the date. So only the bills of the last windowDays are read for a party whose
 * bills of that span add up to its balance (every older bill is settled); the rest are read in
 * whole. The reads then grow with the window, not with the years of books.
 */
export function billDuesSql(companyId: number, scope: BillDueScope): SQL {
  const asOf = sql`${scope.asOfDate}::date`;
  const windowStart = sql`(${asOf} - ${Math.max(0, Math.trunc(scope.windowDays ?? DUE_WINDOW_DAYS))}::int)`;
  const inScope = (column: SQL) =>
    scope.billIds
      ? sql`and ${column} in (select b.customer_id from transactions b
          where b.company_id = ${companyId} and b.id in (${idList([0, ...scope.billIds])}))`
      : sql``;
  // A party's documents (a note's net counted with the bill it returns), seen from the side of
  // its balance; `which` picks the documents by their bill's date.
  const docsOf = (party: SQL, side: SQL, which: SQL) => sql`
    select coalesce(n.bill_date, j.entry_date) as entry_date,
      case when n.id is null then j.source_kind else 'transaction' end as source_kind,
      coalesce(n.bill_id, j.source_id) as source_id, sum(j.amount_paise)::bigint * ${side} as amount
    from (
      (select j.source_kind, j.source_id, j.entry_date, j.amount_paise from journal_lines j
      where j.company_id = ${companyId} and j.party_id = ${party} and j.account = 'PARTY'
        and j.entry_date <= ${asOf}
      offset 0)
      union all
      select 'transaction', x.source_id, x.entry_date, x.amount_paise
      from (${allocationRowsSql(companyId, party, sql`p.transaction_date <= ${asOf}`)}) x
    ) j
    left join notes n on j.source_kind = 'transaction' and n.id = j.source_id
    where ${which}
    group by 1, 2, 3`;
  const newestFirst = sql`partition by r.party_id
    order by r.entry_date desc, r.source_kind desc, r.source_id desc`;
  return sql`
    with after_date as (
      select j.party_id, sum(j.amount_paise)::bigint as total
      from journal_lines j
      where j.company_id = ${companyId} and j.account = 'PARTY' and j.party_id is not null
        and j.entry_date > ${asOf} ${inScope(sql`j.party_id`)}
      group by j.party_id
    ),
    balances as (
      select coalesce(pb.party_id, a.party_id) as party_id,
        (coalesce(pb.balance_paise, 0) - coalesce(a.total, 0))::bigint as balance
      from (select party_id, balance_paise from party_balances
        where company_id = ${companyId} ${inScope(sql`party_id`)}) pb
      full join after_date a on a.party_id = pb.party_id
    ),
    -- What each party owes on the date (or is owed), positive, and on which side.
    parties as (
      select party_id, sign(balance)::int as side, abs(balance)::bigint as owed
      from balances where balance <> 0
    ),
    notes as (
      select n.id, n.return_of_transaction_id as bill_id, b.transaction_date as bill_date
      from transactions n
      join transactions b on b.company_id = n.company_id and b.id = n.return_of_transaction_id
      where n.company_id = ${companyId} and n.return_of_transaction_id is not null
    ),
    -- The window's bills and credits per party (one empty row for a party with none).
    recent as (
      select s.party_id, s.side, s.owed, d.entry_date, d.source_kind, d.source_id, d.amount
      from parties s
      left join lateral (${docsOf(
        sql`s.party_id`,
        sql`s.side`,
        sql`coalesce(n.bill_date, j.entry_date) > ${windowStart}`,
      )}) d on true
    ),
    -- Newest first, in one pass: the bills after each one, and whether it is the oldest.
    win as (
      select r.*,
        coalesce(sum(r.amount) filter (where r.amount > 0) over newest_first, 0)::bigint as after,
        lead(r.party_id) over newest_first is null as oldest
      from recent r
      window newest_first as (${newestFirst} rows between unbounded preceding and 1 preceding)
    ),
    dues as (
      select w.party_id, w.side, x.*
      from win w
      cross join lateral (
        select w.entry_date, w.source_kind, w.source_id, w.amount,
          greatest(0, least(w.amount, w.owed - w.after)) as due
        where w.amount > 0
        union all
        -- Only when the window's bills do not cover the balance: the older bills, read in whole.
        select o.entry_date, o.source_kind, o.source_id, o.amount,
          greatest(0, least(o.amount,
            w.owed - w.after - coalesce(greatest(w.amount, 0), 0) - o.after)) as due
        from (
          select d.*, coalesce(sum(d.amount) filter (where d.amount > 0) over (
              order by d.entry_date desc, d.source_kind desc, d.source_id desc
              rows between unbounded preceding and 1 preceding), 0) as after
          from (${docsOf(
            sql`w.party_id`,
            sql`w.side`,
            sql`coalesce(n.bill_date, j.entry_date) <= ${windowStart}`,
          )}) d
        ) o
        -- (On the oldest row, the window's bills are those after it and itself.)
        where w.oldest and w.owed > w.after + coalesce(greatest(w.amount, 0), 0) and o.amount > 0
      ) x
    )
    select o.party_id, o.source_kind, o.source_id, o.entry_date, o.amount, o.side,
      o.due::bigint as due,
      case when t.kind in ('sale', 'purchase', 'opening_balance')
          and (case when t.is_purchase then -1 else 1 end) = o.side
        then o.due else 0 end::bigint as bill_due
    from dues o
    left join transactions t on o.source_kind = 'transaction' and t.company_id = ${companyId}
      and t.id = o.source_id`;
}

/**
 * Today's dues of some bills, by the same rule read from the other end. With the bills in FIFO
 * order, a bill's due is clamp(cumulative bills − credits, 0, bill); the party's balance on the
 * aged side is all its bills less all its credits, so that is clamp(balance − the bills after
 * it, 0, bill). The maintained balance (party_balances) gives the first term, and only the
 * party's documents from the earliest asked bill on are read: a save, a bill opened, a page of
 * the day or a month's Sales report reads what came after those bills, not the parties' whole
 * history (a saved bill read every bill of its day: 16 tills saving to one party slowed to 31
 * saves a second).
 * `asked`: the bills, by id or by a condition on `t` (transactions), e.g. a report's range.
 * Rows: id, due (only for sales, purchases and opening balances with something due or not).
 * (billDuesSql reads the whole history: as of a past date the dues need it.)
 */
export function duesNowSql(companyId: number | SQL, asked: readonly number[] | SQL): SQL {
  const which = Array.isArray(asked) ? sql`t.id in (${idList(asked)})` : (asked as SQL);
  return sql`
    with asked as (
      select t.id, t.customer_id as party_id, t.transaction_date as d, t.is_purchase
      from transactions t
      where t.company_id = ${companyId} and (${which})
        and t.kind in ('sale', 'purchase', 'opening_balance')
    ),
    -- Each party with a balance, with its earliest asked bill in FIFO order (date, then id):
    -- only it and what came after it count, so a busy day's earlier bills are not read for
    -- every save of the day.
    since as (
      select distinct on (q.party_id) q.party_id, q.d, q.id, pb.balance_paise as balance,
        sign(pb.balance_paise)::int as side
      from asked q
      join party_balances pb on pb.company_id = ${companyId} and pb.party_id = q.party_id
      where pb.balance_paise <> 0
      order by q.party_id, q.d, q.id
    ),
    -- Each lookup below is per party or per document (lateral, kept apart by offset 0), so
    -- the plan reads by the indexes whatever the planner believes of the tables' sizes.
    docs as (
      select s.party_id, s.d as since_d, s.id as since_id, s.side, j.source_id,
        sum(j.amount_paise) as net
      from since s
      cross join lateral (
        (select j.source_id, j.amount_paise from journal_lines j
        where j.company_id = ${companyId} and j.party_id = s.party_id and j.account = 'PARTY'
          and j.source_kind = 'transaction' and j.entry_date >= s.d
          and (j.entry_date > s.d or j.source_id >= s.id)
        offset 0)
        union all
        select x.source_id, x.amount_paise
        from (${allocationRowsSql(companyId, sql`s.party_id`)}) x
        where (x.entry_date, x.source_id) >= (s.d, s.id)
      ) j
      group by s.party_id, s.d, s.id, s.side, j.source_id
    ),
    -- A note's net counts against the bill it returns (notes are never dated before it).
    owned as (
      select d.*, coalesce(n.return_of_transaction_id, d.source_id) as bill_id
      from docs d
      left join lateral (
        select n.return_of_transaction_id from transactions n
        where n.company_id = ${companyId} and n.id = d.source_id
        offset 0
      ) n on true
    ),
    aged as (
      select o.party_id, o.bill_id as id, b.transaction_date as d, sum(o.net) * o.side as amount
      from owned o
      cross join lateral (
        select b.transaction_date from transactions b
        where b.company_id = ${companyId} and b.id = o.bill_id
        offset 0
      ) b
      where (b.transaction_date, o.bill_id) >= (o.since_d, o.since_id)
      group by o.party_id, o.bill_id, b.transaction_date, o.side
    ),
    -- The bills (positive on the aged side) that came after each document, in one pass.
    later as (
      select a.party_id, a.id, a.amount,
        coalesce(sum(a.amount) filter (where a.amount > 0) over (partition by a.party_id
          order by a.d desc, a.id desc rows between unbounded preceding and 1 preceding), 0)
          as after
      from aged a
    )
    select q.id as "id",
      case when a.amount > 0 and (case when q.is_purchase then -1 else 1 end) = s.side
        then greatest(0, least(a.amount, s.balance * s.side - a.after))
        else 0 end::bigint as "due"
    from asked q
    join since s on s.party_id = q.party_id
    join later a on a.id = q.id`;
}

/**
 * What is due on each of these bills (sales, purchases and opening balances), in paise, on the
 * bill's own side: what the customer still owes on a sale, what the company still owes on a
 * purchase. Today's dues read only what came after the bills (duesNowSql); as of a past date,
 * the parties' history up to it.
 */
export async function dueOfBills(
  db: DbOrTx,
  companyId: number,
  billIds: readonly number[],
  asOfDate: string | null = null,
): Promise<Map<number, number>> {
  const dues = new Map<number, number>(billIds.map((id) => [id, 0]));
  if (billIds.length === 0) return dues;
  let result: { rows: Record<string, unknown>[] };
  if (asOfDate === null && billIds.length === 1) {
    // One bill (a bill's reply): a named statement, planned once a connection.
    result = await executeKept(db, DUE_OF_ONE_BILL, [companyId, billIds[0]]);
  } else {
    const query =
      asOfDate === null
        ? duesNowSql(companyId, billIds)
        : sql`
    select d.source_id as "id", d.bill_due as "due"
    from (${billDuesSql(companyId, { billIds, asOfDate })}) d
    where d.source_kind = 'transaction' and d.source_id in (${idList(billIds)})`;
    result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  }
  for (const r of result.rows) dues.set(Number(r.id), Number(r.due));
  return dues;
}

/**
 * duesNowSql for one bill, its text built once ($1 the company, $2 the bill): a save's reply
 * read it through drizzle's builder each time, a few hundred pieces of SQL.
 */
const DUE_OF_ONE_BILL: KeptStatement = {
  name: 'hisaab_due_of_one_bill',
  text: dialect.sqlToQuery(duesNowSql(sql.raw('$1::int'), sql.raw('t.id = $2::int'))).sql,
};

/**
 * A party's balance (balances.ts partyBalanceText, the maintained balance) and what is due on
 * one of its bills (duesNowSql, 0 while the balance is 0), in one round trip: what a bill's
 * reply shows beside it. `billId` null: the balance only (a document nothing is due on).
 */
const BALANCE_AND_DUE: KeptStatement = {
  name: 'hisaab_balance_and_due',
  text: `select ${partyBalanceText('$1::int', '$3::int')}::bigint as balance,
      coalesce((select d.due from (${DUE_OF_ONE_BILL.text}) d where d.id = $2::int), 0)::bigint
        as due`,
};
const BALANCE_ONLY: KeptStatement = {
  name: 'hisaab_balance_only',
  text: `select ${partyBalanceText('$1::int', '$2::int')}::bigint as balance`,
};

export async function balanceAndDue(
  db: DbOrTx,
  companyId: number,
  partyId: number,
  billId: number | null,
): Promise<{ balancePaise: number; duePaise: number }> {
  const [row] = (
    billId === null
      ? await executeKept(db, BALANCE_ONLY, [companyId, partyId])
      : await executeKept(db, BALANCE_AND_DUE, [companyId, billId, partyId])
  ).rows;
  return { balancePaise: Number(row?.balance ?? 0), duePaise: Number(row?.due ?? 0) };
}

/** A note or later payment that settled part of a bill, and how much. */
export interface Settlement {
  id: number;
  kind: TransactionKind;
  number: string | null;
  date: string;
  amountPaise: number;
}

interface DocNet {
  sourceKind: string;
  id: number;
  kind: TransactionKind;
  number: string | null;
  date: string;
  net: number;
}

const docNetOf = (r: Record<string, unknown>): DocNet => ({
  sourceKind: String(r.source_kind),
  id: Number(r.id),
  kind: (r.kind ?? 'opening_balance') as TransactionKind,
  number: (r.number as string | null) ?? null,
  date: String(r.date),
  net: Number(r.net),
});

/**
 * What settled a sale or purchase besides the money taken on it (its print lists them, issue
 * 42), oldest first: the notes set against it, the payments that chose it, and the party's
 * other credits that settled it oldest first, by the same rule as the dues above (the party's
 * credits, oldest first, fill its bills, oldest first). With the money on the bill they add up
 * to its total less `duePaise` (its due from dueOfBills).
 */
export async function settlementsOf(
  db: DbOrTx,
  companyId: number,
  billId: number,
  duePaise: number,
): Promise<Settlement[]> {
  const rowsOf = async (query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [bill] = await rowsOf(sql`select id, customer_id, is_purchase from transactions
    where company_id = ${companyId} and id = ${billId} and kind in ('sale', 'purchase')`);
  if (!bill) return [];
  const side = bill.is_purchase ? -1 : 1;
  const partyId = Number(bill.customer_id);
  // The bill and its notes (their PARTY lines), and the payments that chose it.
  const own = (
    await rowsOf(sql`
      select 'transaction' as source_kind, t.id, t.kind, t.number, t.transaction_date::text as date,
        coalesce(sum(j.amount_paise), 0)::bigint * ${side}::int as net
      from transactions t
      left join journal_lines j on j.company_id = t.company_id and j.source_kind = 'transaction'
        and j.source_id = t.id and j.account = 'PARTY'
      where t.company_id = ${companyId}
        and (t.id = ${billId} or t.return_of_transaction_id = ${billId})
      group by t.company_id, t.id
      order by t.transaction_date, t.id`)
  ).map(docNetOf);
  const chosen = (
    await rowsOf(sql`
      select 'transaction' as source_kind, p.id, p.kind, p.number,
        p.transaction_date::text as date, a.amount_paise as net
      from payment_allocations a
      join transactions p on p.company_id = a.company_id and p.id = a.payment_id
      where a.company_id = ${companyId} and a.bill_id = ${billId}
      order by p.transaction_date, p.id`)
  ).map(docNetOf);
  const notes = own.filter((d) => d.id !== billId && d.net < 0);
  const billNet = own.reduce((s, d) => s + d.net, 0) - chosen.reduce((s, d) => s + d.net, 0);
  const settled: Settlement[] = [
    ...notes.map((d) => ({ ...d, amountPaise: -d.net })),
    ...chosen.map((d) => ({ ...d, amountPaise: d.net })),
  ].map(({ id, kind, number, date, amountPaise }) => ({ id, kind, number, date, amountPaise }));
  const oldestFirst = billNet - duePaise;
  if (oldestFirst > 0) {
    // The party's documents as the rule nets them, oldest first; its credits fill its bills
    // in that order, and those that reach this bill settled it.
    const docs = (
      await rowsOf(sql`
        with lines as (
          select j.source_kind, coalesce(n.return_of_transaction_id, j.source_id) as source_id,
            j.entry_date, j.amount_paise
          from journal_lines j
          left join transactions n on j.source_kind = 'transaction'
            and n.company_id = j.company_id and n.id = j.source_id
            and n.return_of_transaction_id is not null
          where j.company_id = ${companyId} and j.party_id = ${partyId} and j.account = 'PARTY'
          union all
          select 'transaction', x.source_id, x.entry_date, x.amount_paise
          from (${allocationRowsSql(companyId, sql`${partyId}::int`)}) x
        )
        select l.source_kind, l.source_id as id, t.kind, t.number,
          coalesce(t.transaction_date, min(l.entry_date))::text as date,
          sum(l.amount_paise)::bigint * ${side}::int as net
        from lines l
        left join transactions t on l.source_kind = 'transaction'
          and t.company_id = ${companyId} and t.id = l.source_id
        group by l.source_kind, l.source_id, t.kind, t.number, t.transaction_date
        order by 5, 1, 2`)
    ).map(docNetOf);
    const credits = docs.filter((d) => d.net < 0).map((d) => ({ doc: d, left: -d.net }));
    let c = 0;
    for (const d of docs) {
      if (d.net <= 0) continue;
      let need = d.sourceKind === 'transaction' && d.id === billId ? oldestFirst : d.net;
      while (need > 0 && c < credits.length) {
        const credit = credits[c]!;
        const take = Math.min(need, credit.left);
        if (d.sourceKind === 'transaction' && d.id === billId) {
          const { id, kind, number, date } = credit.doc;
          settled.push({ id, kind, number, date, amountPaise: take });
        }
        credit.left -= take;
        need -= take;
        if (credit.left === 0) c += 1;
      }
      if (d.sourceKind === 'transaction' && d.id === billId) break;
    }
  }
  return settled.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
}

/** A party's bill that a payment may settle by choice, with its due now. */
export interface OpenBill {
  id: number;
  number: string | null;
  date: string;
  totalPaise: number;
  duePaise: number;
  /** What the payment being edited settles of it now (0 for a new payment). */
  chosenPaise: number;
}

/**
 * A party's sales (purchases, for a payment made) with something due now, oldest first, and
 * those the payment `paymentId` settles by choice (its due is shown with that choice undone:
 * what the user may choose again). At most 200: a payment chooses among a party's recent bills.
 */
export async function openBillsOf(
  db: DbOrTx,
  companyId: number,
  partyId: number,
  isPurchase: boolean,
  paymentId: number | null,
): Promise<OpenBill[]> {
  const asked = sql`t.customer_id = ${partyId} and t.kind = ${isPurchase ? 'purchase' : 'sale'}`;
  const { rows } = (await db.execute(sql`
    select t.id, t.number, t.transaction_date::text as date, t.amount_paise as total,
      coalesce(d.due, 0) as due, coalesce(a.amount_paise, 0) as chosen
    from transactions t
    left join (${duesNowSql(companyId, asked)}) d on d.id = t.id
    left join payment_allocations a on a.company_id = t.company_id and a.bill_id = t.id
      and a.payment_id = ${paymentId ?? 0}
    where t.company_id = ${companyId} and ${asked}
      and (coalesce(d.due, 0) > 0 or a.amount_paise is not null)
    order by t.transaction_date, t.id
    limit 200`)) as unknown as { rows: Record<string, unknown>[] };
  return rows.map((r) => ({
    id: Number(r.id),
    number: (r.number as string | null) ?? null,
    date: String(r.date),
    totalPaise: Number(r.total),
    duePaise: Number(r.due) + Number(r.chosen),
    chosenPaise: Number(r.chosen),
  }));
}
