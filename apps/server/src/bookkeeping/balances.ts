// The maintained balances (schema.ts partyBalances, moneyBalances, itemStock, itemGodownStock;
// kept by the triggers of migrations 0015, 0052 and 0054): what the screens read instead of summing the whole journal, and
// the check and repair that recompute them from the journal and the bill lines, which stay
// the source of truth.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { itemStock, moneyBalances, partyBalances } from '../db/schema.ts';

/** Each party's balance (PARTY account; positive = the party owes us). */
export function partyBalanceTable(db: DbOrTx, companyId: number) {
  return db
    .select({ partyId: partyBalances.partyId, balancePaise: partyBalances.balancePaise })
    .from(partyBalances)
    .where(eq(partyBalances.companyId, companyId))
    .as('balances');
}

export async function partyBalance(
  db: DbOrTx,
  companyId: number,
  partyId: number,
): Promise<number> {
  const [row] = await db
    .select({ balancePaise: partyBalances.balancePaise })
    .from(partyBalances)
    .where(and(eq(partyBalances.companyId, companyId), eq(partyBalances.partyId, partyId)));
  return row?.balancePaise ?? 0;
}

/** partyBalance as a scalar subquery's text, over two parameters (e.g. '$1', '$9'). */
export const partyBalanceText = (companyParam: string, partyParam: string) =>
  `coalesce((select balance_paise from party_balances
    where company_id = ${companyParam} and party_id = ${partyParam}), 0)`;

/** The CASH account's balance at the end of `date`. */
export async function cashInHand(db: DbOrTx, companyId: number, date: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${moneyBalances.amountPaise}), 0)` })
    .from(moneyBalances)
    .where(
      and(
        eq(moneyBalances.companyId, companyId),
        eq(moneyBalances.account, 'CASH'),
        eq(moneyBalances.bankAccountId, 0),
        lte(moneyBalances.entryDate, date),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Stock in thousandths per item; `itemIds` null means every item of the company. */
export async function stockOf(
  db: DbOrTx,
  companyId: number,
  itemIds: number[] | null,
): Promise<Map<number, number>> {
  if (itemIds && itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: itemStock.itemId, qtyMilli: itemStock.qtyMilli })
    .from(itemStock)
    .where(
      and(
        eq(itemStock.companyId, companyId),
        itemIds ? inArray(itemStock.itemId, itemIds) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.itemId, r.qtyMilli]));
}

// What the balances should be, from the journal and the lines (the triggers' meaning).
const EXPECTED = {
  party_balances: `select company_id, party_id, sum(amount_paise)::bigint as balance_paise
    from journal_lines where account = 'PARTY' and party_id is not null and $company
    group by company_id, party_id having sum(amount_paise) <> 0`,
  money_balances: `select company_id, account, coalesce(bank_account_id, 0) as bank_account_id, entry_date,
      sum(amount_paise)::bigint as amount_paise
    from journal_lines where account in ('CASH', 'BANK') and $company
    group by 1, 2, 3, 4 having sum(amount_paise) <> 0`,
  // Bill lines that bill a delivery challan's line move nothing: the challan's lines took the
  // goods out, and the goods recorded as returned on it came back (migration 0052).
  item_stock: `select company_id, item_id, sum(q)::bigint as qty_milli from (
      select l.company_id, l.item_id, stock_sign(t.kind, t.is_purchase) * l.qty_milli as q
        from transaction_lines l join transactions t on t.company_id = l.company_id and t.id = l.transaction_id
       where l.special_kind is null and l.challan_line_id is null and $company_l
      union all
      select company_id, item_id, -qty_milli from challan_lines where $company
      union all
      select company_id, item_id, qty_milli from challan_returns where $company
    ) m
    group by company_id, item_id having sum(q) <> 0`,
  // Stock per godown (migration 0054): the same movements by the godown each names, and the
  // stock transfers out of one godown and into another.
  item_godown_stock: `select company_id, item_id, godown_id, sum(q)::bigint as qty_milli from (
      select l.company_id, l.item_id, l.godown_id, stock_sign(t.kind, t.is_purchase) * l.qty_milli as q
        from transaction_lines l join transactions t on t.company_id = l.company_id and t.id = l.transaction_id
       where l.special_kind is null and l.challan_line_id is null and $company_l
      union all
      select company_id, item_id, godown_id, -qty_milli from challan_lines where $company
      union all
      select company_id, item_id, godown_id, qty_milli from challan_returns where $company
      union all
      select company_id, item_id, from_godown_id, -qty_milli from stock_transfer_lines where $company
      union all
      select company_id, item_id, to_godown_id, qty_milli from stock_transfer_lines where $company
    ) m
    group by company_id, item_id, godown_id having sum(q) <> 0`,
} as const;

type Table = keyof typeof EXPECTED;
const VALUE: Record<Table, string> = {
  party_balances: 'balance_paise',
  money_balances: 'amount_paise',
  item_stock: 'qty_milli',
  item_godown_stock: 'qty_milli',
};

function expected(table: Table, companyId: number | null) {
  const only = (col: string) => (companyId === null ? 'true' : `${col} = ${Number(companyId)}`);
  return EXPECTED[table]
    .replaceAll('$company_l', only('l.company_id'))
    .replaceAll('$company', only('company_id'));
}

function stored(table: Table, companyId: number | null) {
  const only = companyId === null ? 'true' : `company_id = ${Number(companyId)}`;
  return `select * from ${table} where ${only} and ${VALUE[table]} <> 0`;
}

async function rows(db: DbOrTx, text: string) {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
}

export interface BalanceDrift {
  table: Table;
  /** Rows as stored that the journal does not give, and rows the journal gives that are not stored. */
  stored: Record<string, unknown>[];
  expected: Record<string, unknown>[];
}

/** Where the maintained balances differ from the journal and the lines (empty when none). */
export async function balanceDrift(db: DbOrTx, companyId: number | null): Promise<BalanceDrift[]> {
  const drift: BalanceDrift[] = [];
  for (const table of Object.keys(EXPECTED) as Table[]) {
    const s = stored(table, companyId);
    const e = expected(table, companyId);
    const extra = await rows(db, `${s} except all ${e}`);
    const missing = await rows(db, `${e} except all ${s}`);
    if (extra.length + missing.length > 0) drift.push({ table, stored: extra, expected: missing });
  }
  return drift;
}

/**
 * Recomputes the maintained balances from the journal and the lines, under an exclusive lock
 * of the three tables (postings wait for it, so none is lost in between).
 */
export async function repairBalances(
  db: DbOrTx,
  companyId: number | null,
): Promise<BalanceDrift[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(
        'lock table party_balances, money_balances, item_stock, item_godown_stock in exclusive mode',
      ),
    );
    const drift = await balanceDrift(tx, companyId);
    const only = companyId === null ? 'true' : `company_id = ${Number(companyId)}`;
    for (const { table } of drift) {
      await tx.execute(sql.raw(`delete from ${table} where ${only}`));
      await tx.execute(sql.raw(`insert into ${table} ${expected(table, companyId)}`));
    }
    // The kept openings of the financial years (migration 0043) are balances too: books that
    // drifted may have drifted before them. Dropped, the next reads make them again.
    if (drift.length > 0) {
      for (const kept of ['kept_openings', 'kept_ledger_openings', 'kept_cost_openings'])
        await tx.execute(sql.raw(`delete from ${kept} where ${only}`));
    }
    return drift;
  });
}
