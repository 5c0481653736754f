// One financial year (April–March) of documents, written with set-based SQL exactly as the app
// stores them: tax-inclusive lines with the engine's per-component rounding (CGST = SGST =
// round(amount × r ÷ 2(1 + r)), IGST = round(amount × r ÷ (1 + r))), round-off lines on cash
// bills, totals from the lines, payments, payment-only receipts and payments made, expenses,
// the audit trail (deleted bills keep their before-image) and balanced journal lines posted
// as transaction-posting.ts and the expenses service post them. The deferred balance trigger
// checks every document at each statement's commit. Randomness is a hash of the row number,
// so a run seeds the same year every time.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client.ts';
import { rows, vacuumAsTheServerWould } from './bench-support.ts';
import { RATE_CHANGE_END, SELLER_STATE, type Masters } from './seed-masters.ts';

export interface YearOptions {
  /** The year the financial year starts in: 2025 → April 2025 to March 2026. */
  fy: number;
  invoices: number;
  purchases: number;
  expenses: number;
  /** Only part of the year (yyyy-mm-dd, inside it): the seed CLI's past twelve months. */
  from?: string;
  to?: string;
  /** Lines per bill are 1 to this (default 5). */
  maxLines?: number;
}

export interface YearCounts {
  sales: number;
  purchases: number;
  payments: number;
  lines: number;
  lineTaxes: number;
  journalLines: number;
  expenses: number;
  deleted: number;
}

export function fyRange(fy: number) {
  const start = `${fy}-04-01`;
  const end = `${fy + 1}-03-31`;
  const days = (Date.UTC(fy + 1, 2, 31) - Date.UTC(fy, 3, 1)) / 86_400_000 + 1;
  const label = `${String(fy % 100).padStart(2, '0')}-${String((fy + 1) % 100).padStart(2, '0')}`;
  return { start, end, days, label };
}

/** A stable pseudo-random integer 0..999999 from a row's number and a salt. */
const h = (expr: string, salt: number) =>
  `(abs(hashint8((${expr})::bigint * 1000003 + ${salt})::bigint) % 1000000)`;

const headerJson = (t: string) => `jsonb_build_object(
  'companyId', ${t}.company_id, 'id', ${t}.id, 'kind', ${t}.kind, 'isPurchase', ${t}.is_purchase,
  'number', ${t}.number, 'transactionDate', ${t}.transaction_date, 'customerId', ${t}.customer_id,
  'projectId', ${t}.project_id, 'remark', ${t}.remark, 'placeOfSupply', ${t}.place_of_supply,
  'amountPaise', ${t}.amount_paise, 'taxablePaise', ${t}.taxable_paise, 'taxPaise', ${t}.tax_paise,
  'paidPaise', ${t}.paid_paise, 'createdBy', ${t}.created_by, 'updatedBy', ${t}.updated_by,
  'createdAt', ${t}.created_at, 'updatedAt', ${t}.updated_at)`;

/**
 * The tax of a tax-inclusive GST line at `bp` basis points (null = no GST): the engine rounds
 * each component half away from zero, so an intra-state line is twice the rounded half.
 */
export const lineTaxSql = (amount: string, bp: string, inter: string) =>
  `coalesce(case when ${inter} then round(${amount}::numeric * ${bp} / (10000 + ${bp}))
     else 2 * round(${amount}::numeric * ${bp} / (2 * (10000 + ${bp}))) end, 0)::bigint`;

/**
 * The ledger lines of the bills matched by `where` (on transactions t), as journalFor posts
 * them: trading lines merged per account (tax per tax and component), the party for the bill
 * total, and each payment's money and party lines. Zero lines are left out, as the app does.
 */
export function journalSelect(c: number, where: string): string {
  const sign = `case when t.is_purchase then 1 else -1 end`;
  return `select ${c} as company_id, 'transaction' as source_kind, j.tid as source_id, j.d as entry_date,
       j.account, j.party as party_id, j.bank as bank_account_id, j.tax_id, j.component,
       j.amt::bigint as amount_paise
     from (
       select t.id as tid, t.transaction_date as d,
         case when l.special_kind is not null then
           case l.special_kind when 'round_off' then 'ROUND_OFF' when 'discount' then 'DISCOUNT'
             else 'OPENING_BALANCE' end
           when t.is_purchase then 'PURCHASES' else 'SALES' end as account,
         null::int as party, null::int as bank, null::int as tax_id, null::text as component,
         ${sign} * sum(case when l.special_kind is null then l.taxable_paise else l.amount_paise end) as amt
       from transactions t join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
       where ${where}
       group by t.id, t.transaction_date, t.is_purchase, l.special_kind
       union all
       select t.id, t.transaction_date, case when t.is_purchase then 'TAX_INPUT' else 'TAX_OUTPUT' end,
         null, null, x.tax_id, x.component, ${sign} * sum(x.amount_paise)
       from transactions t join transaction_line_taxes x on x.company_id = t.company_id and x.transaction_id = t.id
       where ${where}
       group by t.id, t.transaction_date, t.is_purchase, x.tax_id, x.component
       union all
       select t.id, t.transaction_date, 'PARTY', t.customer_id, null, null, null, -${sign} * t.amount_paise
       from transactions t where ${where}
       union all
       select t.id, t.transaction_date, case when p.is_bank_transaction then 'BANK' else 'CASH' end,
         null, p.bank_account_id, null, null,
         case when p.is_payment_made then -p.amount_paise else p.amount_paise end
       from transactions t join payments p on p.company_id = t.company_id and p.transaction_id = t.id
       where ${where}
       union all
       select t.id, t.transaction_date, 'PARTY', t.customer_id, null, null, null,
         case when p.is_payment_made then p.amount_paise else -p.amount_paise end
       from transactions t join payments p on p.company_id = t.company_id and p.transaction_id = t.id
       where ${where}
     ) j
     where j.amt <> 0`;
}

export async function seedYear(
  db: Db,
  m: Masters,
  o: YearOptions,
  log: (line: string) => void,
): Promise<YearCounts> {
  const c = m.companyId;
  const u = m.userId;
  const fy = fyRange(o.fy);
  const { label } = fy;
  const start = o.from ?? fy.start;
  const end = o.to ?? fy.end;
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  const maxLines = o.maxLines ?? 5;
  const salt = o.fy * 100;
  const [bank1, bank2] = m.bankAccountIds;
  const step = async (what: string, text: string) => {
    const t0 = performance.now();
    // A big year outlasts the app pool's statement timeout on a busy machine.
    const result = (await db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local statement_timeout = 0'));
      return tx.execute(sql.raw(text));
    })) as unknown as { rowCount?: number; affectedRows?: number };
    const n = result.rowCount ?? result.affectedRows ?? 0;
    log(`  ${what}: ${n} rows, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // A year written as it happens would have met the server's upkeep (every minute) many
    // times: after a step of many rows, its check runs here. Without it the next step's kept
    // plans (foreign-key checks, the stock trigger) still believed the tables held a few rows,
    // and a 300,000-line step ran for many minutes (bench/README, issue 24).
    if (n >= 10_000) await vacuumAsTheServerWould(db, log);
    return n;
  };
  const [{ max: startId }] = (await rows<{ max: number }>(
    db,
    `select coalesce(max(id), 0)::int as max from transactions where company_id = ${c}`,
  )) as [{ max: number }];
  const [{ max: startExpense }] = (await rows<{ max: number }>(
    db,
    `select coalesce(max(id), 0)::int as max from expenses where company_id = ${c}`,
  )) as [{ max: number }];
  const mine = `t.company_id = ${c} and t.id > ${startId}`;

  // Bills: numbers in date order; sales go 35% to the walk-in Cash customer, the rest to named
  // customers picked with a skew (a few regulars buy often); purchases from 100 vendors.
  const bills = (kind: 'sale' | 'purchase', n: number, prefix: string, pick: string) =>
    step(
      `${kind}s`,
      `insert into transactions (company_id, kind, is_purchase, number, transaction_date,
         customer_id, place_of_supply, created_by, updated_by, created_at, updated_at)
       select ${c}, '${kind}', ${kind === 'purchase'}, '${prefix}/${label}/' || lpad(g::text, 6, '0'),
         d.d, coalesce(p.customer_id, ${m.cashCustomerId}),
         case when p.customer_id is null then '${SELLER_STATE}' else coalesce(p.state_code, '${SELLER_STATE}') end,
         ${u}, ${u}, d.at, d.at
       from generate_series(1, ${n}) g
       cross join lateral (select date '${start}' + ((g - 1)::bigint * ${days} / ${n})::int as d) d0
       cross join lateral (select d0.d,
         (d0.d + time '09:30' + (g % 600) * interval '1 minute') at time zone 'Asia/Kolkata' as at) d
       left join bench_parties p on p.kind = '${kind === 'sale' ? 'cust' : 'vendor'}' and p.idx = ${pick}`,
    );
  const sales = await bills(
    'sale',
    o.invoices,
    'INV',
    `case when ${h(`g`, salt + 1)} < 350000 then -1
      else floor(${m.customers} * power(${h(`g`, salt + 2)} / 1e6, 2))::int end`,
  );
  const purchases = await bills(
    'purchase',
    o.purchases,
    'PUR',
    `floor(${m.vendors} * power(${h(`g`, salt + 3)} / 1e6, 2))::int`,
  );

  // 1–maxLines lines a bill; cheap goods far more often than gold. Purchases buy ten times as much.
  const rateOn = (b: string) =>
    `case when t.transaction_date > '${RATE_CHANGE_END}' then ${b}.rate_after else ${b}.rate_before end`;
  const lines = await step(
    'lines',
    `insert into transaction_lines (company_id, transaction_id, line_no, item_id, item_name,
       qty_milli, rate_paise, unit_id, unit_name, hsn_sac_code, amount_paise, taxable_paise, tax_paise)
     select ${c}, t.id, k, b.item_id, b.name, q.qty, r.rate, b.unit_id, b.unit_name, b.hsn,
       a.amount, a.amount - x.tax, x.tax
     from transactions t
     cross join lateral generate_series(1, 1 + ${h('t.id', salt + 4)} * ${maxLines} / 1000000) k
     join bench_items b on b.idx = floor(${m.items} * power(${h('t.id * 8 + k', salt + 5)} / 1e6, 3))::int
     cross join lateral (select case when t.is_purchase then b.buy_rate_paise else b.rate_paise end as rate,
       ${rateOn('b')} as bp) r
     cross join lateral (select (case b.qty_kind
         when 'kg' then (1 + ${h('t.id * 8 + k', salt + 6)} % 10) * 500
         when 'pcs' then (1 + ${h('t.id * 8 + k', salt + 6)} % 6) * 1000
         else 1000 end) * (case when t.is_purchase then 10 else 1 end) as qty) q
     cross join lateral (select round(q.qty::numeric * r.rate / 1000)::bigint as amount) a
     cross join lateral (select ${lineTaxSql('a.amount', 'r.bp', `t.place_of_supply <> '${SELLER_STATE}'`)} as tax) x
     where ${mine} and t.kind in ('sale', 'purchase')
     order by t.id, k`,
  );
  const lineTaxes = await step(
    'line taxes',
    `insert into transaction_line_taxes (company_id, transaction_id, line_id, tax_id, name,
       tax_type, component, tax_rate_bp, amount_paise)
     select ${c}, t.id, l.id, tx.id, tx.name, 'GST', comp.c, tx.rate_bp,
       case when comp.c = 'IGST' then l.tax_paise else l.tax_paise / 2 end
     from transactions t
     join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
     join bench_items b on b.item_id = l.item_id
     join taxes tx on tx.company_id = ${c}
       and tx.id = case when t.transaction_date > '${RATE_CHANGE_END}' then b.tax_after else b.tax_before end
     cross join (values ('CGST'), ('SGST'), ('IGST')) comp(c)
     where ${mine} and l.special_kind is null
       and (comp.c = 'IGST') = (t.place_of_supply <> '${SELLER_STATE}')
     order by l.id, comp.c`,
  );
  // Cash bills are rounded to the rupee with the locked Round Off item (sign in the quantity).
  await step(
    'round-off lines',
    `insert into transaction_lines (company_id, transaction_id, line_no, item_id, item_name,
       qty_milli, rate_paise, unit_id, unit_name, special_kind, amount_paise, taxable_paise, tax_paise)
     select ${c}, s.tid, s.n + 1, i.id, i.name, case when r.ro < 0 then -1000 else 1000 end,
       abs(r.ro), i.unit_id, un.name, 'round_off', r.ro, r.ro, 0
     from (select l.transaction_id as tid, max(l.line_no) as n, sum(l.amount_paise) as total
           from transactions t join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
           where ${mine} and t.kind = 'sale' and t.customer_id = ${m.cashCustomerId}
           group by l.transaction_id) s
     cross join lateral (select (round(s.total / 100.0) * 100 - s.total)::bigint as ro) r
     join items i on i.company_id = ${c} and i.id = ${m.roundOffItemId}
     join units un on un.company_id = ${c} and un.id = i.unit_id
     where r.ro <> 0`,
  );
  await step(
    'bill totals',
    `update transactions t set amount_paise = s.a, taxable_paise = s.tb, tax_paise = s.tx
     from (select transaction_id, sum(amount_paise) as a, sum(taxable_paise) as tb, sum(tax_paise) as tx
           from transaction_lines where company_id = ${c} and transaction_id > ${startId}
           group by transaction_id) s
     where t.company_id = ${c} and t.id = s.transaction_id`,
  );

  // One sale in 500 is deleted after saving: its number is a gap, and the audit trail keeps
  // the deleted bill's before-image (GSTR-1's doc_issue counts it as cancelled).
  const gone = `${mine} and t.kind = 'sale' and ${h('t.id', salt + 7)} < 2000`;
  await step(
    'deleted sales (audit)',
    `insert into audit_log (company_id, user_id, entity, entity_id, action, before, after, at)
     select ${c}, ${u}, 'transaction', t.id::text, a.action,
       case when a.action = 'delete' then s.snap end,
       case when a.action = 'create' then s.snap end,
       t.created_at + case when a.action = 'delete' then interval '3 hours' else interval '0' end
     from transactions t
     join (select t.company_id, t.id, jsonb_build_object('header', ${headerJson('t')},
       'lines', l.j, 'lineTaxes', x.j, 'payments', '[]'::jsonb) as snap
       from transactions t
       left join (select company_id, transaction_id, jsonb_agg(jsonb_build_object('companyId', l.company_id,
           'transactionId', l.transaction_id, 'id', l.id, 'lineNo', l.line_no, 'itemId', l.item_id,
           'itemName', l.item_name, 'qtyMilli', l.qty_milli, 'ratePaise', l.rate_paise,
           'unitId', l.unit_id, 'unitName', l.unit_name, 'lotSerialNumber', l.lot_serial_number,
           'hsnSacCode', l.hsn_sac_code, 'specialKind', l.special_kind,
           'amountPaise', l.amount_paise, 'taxablePaise', l.taxable_paise, 'taxPaise', l.tax_paise)
           order by l.line_no) as j
         from transaction_lines l where l.company_id = ${c} group by company_id, transaction_id) l
         on l.company_id = t.company_id and l.transaction_id = t.id
       left join (select company_id, transaction_id, jsonb_agg(jsonb_build_object('companyId', x.company_id,
           'transactionId', x.transaction_id, 'lineId', x.line_id, 'taxId', x.tax_id, 'name', x.name,
           'taxType', x.tax_type, 'component', x.component, 'taxRateBp', x.tax_rate_bp,
           'amountPaise', x.amount_paise)) as j
         from transaction_line_taxes x where x.company_id = ${c} group by company_id, transaction_id) x
         on x.company_id = t.company_id and x.transaction_id = t.id
       where ${gone}) s on s.company_id = t.company_id and s.id = t.id
     cross join (select 'create' as action union all select 'delete') a
     where ${gone}`,
  );
  const deleted = await step('deleted sales', `delete from transactions t where ${gone}`);

  // Paid at the counter: every cash bill, most named customers' bills (some in part), a fifth
  // of registered buyers' bills and 70% of purchases; UPI/bank for some.
  const payments = await step(
    'bill payments',
    `insert into payments (company_id, transaction_id, payment_date, amount_paise,
       is_bank_transaction, bank_account_id, is_payment_made, created_at)
     select ${c}, t.id, t.transaction_date, p.amt, p.bank,
       case when p.bank then case when ${h('t.id', salt + 8)} < 700000 then ${bank1} else ${bank2} end end,
       t.is_purchase, t.created_at
     from transactions t
     join customers cu on cu.company_id = t.company_id and cu.id = t.customer_id
     cross join lateral (select ${h('t.id', salt + 9)} as r) r
     cross join lateral (select case
         when t.is_purchase then case when r.r < 700000 then t.amount_paise else 0 end
         when cu.is_default_cash then t.amount_paise
         when cu.gstin is not null then case when r.r < 200000 then t.amount_paise else 0 end
         when r.r < 600000 then t.amount_paise
         when r.r < 800000 then t.amount_paise / 200 * 100
         else 0 end as amt,
       ${h('t.id', salt + 10)} < case when t.is_purchase then 600000 else 300000 end as bank) p
     where ${mine} and t.kind in ('sale', 'purchase') and p.amt > 0`,
  );
  await step(
    'paid totals',
    `update transactions t set paid_paise = s.paid
     from (select transaction_id, sum(amount_paise) as paid from payments
           where company_id = ${c} and transaction_id > ${startId} group by transaction_id) s
     where t.company_id = ${c} and t.id = s.transaction_id`,
  );
  // Dues settled on the 10th of the next month, 90% of them (payment-only entries, no number).
  const settlements = await step(
    'receipts and payments made',
    `insert into transactions (company_id, kind, is_purchase, transaction_date, customer_id,
       place_of_supply, paid_paise, created_by, updated_by, created_at, updated_at)
     select ${c}, 'payment', d.is_purchase, d.pay_date, d.customer_id,
       coalesce(cu.state_code, '${SELLER_STATE}'), d.amt, ${u}, ${u},
       d.pay_date + time '17:00', d.pay_date + time '17:00'
     from (select t.is_purchase, t.customer_id,
             (date_trunc('month', t.transaction_date) + interval '1 month 9 days')::date as pay_date,
             floor(sum(t.amount_paise - t.paid_paise) * 9 / 1000)::bigint * 100 as amt
           from transactions t
           where ${mine} and t.kind in ('sale', 'purchase') and t.customer_id <> ${m.cashCustomerId}
           group by 1, 2, 3) d
     join customers cu on cu.company_id = ${c} and cu.id = d.customer_id
     where d.amt > 0 and d.pay_date <= date '${end}'
     order by d.pay_date, d.customer_id`,
  );
  await step(
    'settlement payments',
    `insert into payments (company_id, transaction_id, payment_date, amount_paise,
       is_bank_transaction, bank_account_id, is_payment_made, created_at)
     select ${c}, t.id, t.transaction_date, t.paid_paise, b.bank,
       case when b.bank then ${bank1} end, t.is_purchase, t.created_at
     from transactions t
     cross join lateral (select ${h('t.id', salt + 11)} < 500000 as bank) b
     where ${mine} and t.kind = 'payment'`,
  );

  // The app asks for a remark (the UPI or cheque reference) on any bill paid by bank.
  await step(
    'bank remarks',
    `update transactions t set remark = case when t.is_purchase then 'NEFT' else 'UPI' end
     where ${mine} and exists (select 1 from payments p
       where p.company_id = t.company_id and p.transaction_id = t.id and p.is_bank_transaction)`,
  );

  // The ledger, as journalFor posts it: trading lines merged per account (tax per tax and
  // component), the party for the bill total, and each payment's money and party lines.
  const journalLines = await step(
    'journal lines',
    `insert into journal_lines (company_id, source_kind, source_id, entry_date, account,
       party_id, bank_account_id, tax_id, component, amount_paise)
     select * from (${journalSelect(c, mine)}) j order by source_id`,
  );
  await step(
    'audit trail (bills)',
    `insert into audit_log (company_id, user_id, entity, entity_id, action, after, at)
     select ${c}, ${u}, 'transaction', t.id::text, 'create', jsonb_build_object('header', ${headerJson('t')}),
       t.created_at
     from transactions t where ${mine}`,
  );

  // Expenses: small daily heads often, rent and salaries rarely; a quarter through the bank.
  const expenses = await step(
    'expenses',
    `insert into expenses (company_id, expense_item_id, amount_paise, expense_date, time_stamp,
       is_bank_transaction, bank_account_id, created_by, created_at)
     select ${c}, ei.id, greatest(1000, ei.default_rate_paise * (50 + ${h('g', salt + 12)} % 100) / 10000 * 100),
       d.d, d.at, ${h('g', salt + 13)} < 250000,
       case when ${h('g', salt + 13)} < 250000 then ${bank1} end, ${u}, d.at
     from generate_series(1, ${o.expenses}) g
     cross join lateral (select date '${start}' + ((g - 1)::bigint * ${days} / ${o.expenses})::int as d) d0
     cross join lateral (select d0.d,
       (d0.d + time '11:00' + (g % 480) * interval '1 minute') at time zone 'Asia/Kolkata' as at) d
     join (select id, default_rate_paise, (row_number() over (order by id))::int - 1 as rn
           from expense_items where company_id = ${c}) ei
       on ei.rn = floor(15 * power(${h('g', salt + 14)} / 1e6, 2))::int`,
  );
  const expenseJournal = await step(
    'expense journal lines',
    `insert into journal_lines (company_id, source_kind, source_id, entry_date, account,
       bank_account_id, expense_item_id, amount_paise)
     select ${c}, 'expense', v.id, v.expense_date, v.account, v.bank, v.item, v.amt
     from (select id, expense_date, 'EXPENSE' as account, null::int as bank, expense_item_id as item,
             amount_paise as amt, 0 as k
           from expenses where company_id = ${c} and id > ${startExpense}
           union all
           select id, expense_date, case when is_bank_transaction then 'BANK' else 'CASH' end,
             bank_account_id, null::int, -amount_paise, 1
           from expenses where company_id = ${c} and id > ${startExpense}) v
     order by v.id, v.k`,
  );
  await step(
    'audit trail (expenses)',
    `insert into audit_log (company_id, user_id, entity, entity_id, action, after, at)
     select ${c}, ${u}, 'expense', e.id::text, 'create',
       jsonb_build_object('expenseItemId', e.expense_item_id, 'amountPaise', e.amount_paise,
         'expenseDate', e.expense_date, 'timeStamp', e.time_stamp,
         'isBankTransaction', e.is_bank_transaction, 'bankAccountId', e.bank_account_id), e.time_stamp
     from expenses e where e.company_id = ${c} and e.id > ${startExpense}`,
  );
  return {
    sales: sales - deleted,
    purchases,
    payments: payments + settlements,
    lines,
    lineTaxes,
    journalLines: journalLines + expenseJournal,
    expenses,
    deleted,
  };
}

/**
 * After seeding: the bill updates left dead rows scattered over the table. Rewrite it in date
 * order, as bills entered day by day lie; then what a user's server would have done by now
 * (vacuumAsTheServerWould): no ANALYZE or VACUUM of the bench's own.
 */
export async function settle(db: Db, log: (line: string) => void): Promise<void> {
  const t0 = performance.now();
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    // One connection without the pool's statement timeout: it takes minutes on a busy machine.
    const conn = await client.connect();
    try {
      await conn.query('set statement_timeout = 0');
      const citus = await conn.query(`select 1 from pg_extension where extname = 'citus'`);
      // Citus has no CLUSTER of a distributed table: the bills stay as seeded (in date order,
      // with the dead rows of the seed's updates left to autovacuum).
      if (citus.rowCount) log('  cluster: not on Citus (a distributed table)');
      else await conn.query('cluster transactions using transactions_day_idx');
    } finally {
      conn.release(true);
    }
  } else {
    await rows(db, 'cluster transactions using transactions_day_idx');
  }
  log(`  cluster: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await vacuumAsTheServerWould(db, log);
}
