// What GSTR-1, GSTR-3B and the HSN summary share: the company's GST profile, the return's
// period, amounts in paise per tax head, the period's lines (sales, purchases and notes alike)
// and the portal's number formats.
import { inputTaxRecoverable, type GstScheme } from '@hisaab/shared/gst/registration';
import { sql, type SQL } from 'drizzle-orm';
import { paiseToRupees } from '@hisaab/shared/money';
import { GST_SLAB_RATES_BP } from '@hisaab/shared/gst/slabs';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';

/**
 * Runs a return's queries in one read-only snapshot (repeatable read), so the sections, the
 * HSN table and the books they are checked against all see the same bills even while someone
 * saves one. work_mem is raised for this transaction only: a month's per-invoice grouping
 * (~8k invoices) then stays in memory instead of spilling to disk.
 */
export function inReturnSnapshot<T>(db: DbOrTx, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return (db as Db).transaction(
    async (tx) => {
      await tx.execute(sql`set local work_mem = '32MB'`);
      return fn(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export interface GstProfile {
  gstin: string | null;
  /** The supplier's state: the GSTIN's first two digits, else the company's state. */
  state: string | null;
  turnoverAbove5Cr: boolean;
  /** Whether its purchases' GST is input tax credit (not for the composition scheme). */
  inputTaxRecoverable: boolean;
}

export async function loadGstProfile(db: DbOrTx, companyId: number): Promise<GstProfile> {
  const [row] = await queryRows<{
    gstin: string | null;
    state: string | null;
    big: boolean;
    scheme: GstScheme;
  }>(
    db,
    sql`select nullif(upper(btrim(c.gstin)), '') as gstin, c.state_code as state,
          coalesce(s.aato_band <> 'up_to_5cr', false) as big,
          coalesce(s.gst_scheme, 'regular') as scheme
        from companies c
        left join company_settings s on s.company_id = c.id
        where c.id = ${companyId}`,
  );
  const gstin = row?.gstin ?? null;
  const fromGstin = gstin && /^\d{2}/.test(gstin) ? gstin.slice(0, 2) : null;
  return {
    gstin,
    state: fromGstin ?? row?.state ?? null,
    turnoverAbove5Cr: row?.big ?? false,
    inputTaxRecoverable: inputTaxRecoverable({ gstin, gstScheme: row?.scheme ?? 'regular' }),
  };
}

/** Amounts of one row, in paise, per tax head (SGST includes UTGST). */
export interface Amounts {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export const zeroAmounts = (): Amounts => ({ txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 });

export function addAmounts<T extends Amounts>(into: T, add: Amounts): T {
  into.txval += add.txval;
  into.iamt += add.iamt;
  into.camt += add.camt;
  into.samt += add.samt;
  into.csamt += add.csamt;
  return into;
}

/** An amounts row as the reports' TAX_COLUMNS cells. */
export const taxCells = (a: Amounts) => ({
  taxableValue: a.txval,
  igst: a.iamt,
  cgst: a.camt,
  sgst: a.samt,
  cess: a.csamt,
});

/** bigint / numeric columns arrive as strings from both drivers. */
export function amountsOf(row: Record<string, unknown>): Amounts {
  return {
    txval: Number(row['txval'] ?? 0),
    iamt: Number(row['iamt'] ?? 0),
    camt: Number(row['camt'] ?? 0),
    samt: Number(row['samt'] ?? 0),
    csamt: Number(row['csamt'] ?? 0),
  };
}

/** Paise → a JSON number with at most 2 decimals (exact: every paise value is n/100). */
export const rupees = (paise: number): number => paiseToRupees(paise);

/** Basis points → the portal's rate (1800 → 18, 25 → 0.25). */
export const ratePercent = (bp: number): number => bp / 100;

/** GSTR_JSON.md section 2: the rates the offline tool accepts (the one slab list, shared). */
export const PORTAL_RATES_BP: readonly number[] = GST_SLAB_RATES_BP;

/**
 * Place of supply codes the portal takes in b2b, b2cl and b2cs (GSTR_JSON.md section 2); a
 * pattern both JavaScript and PostgreSQL read alike (gstr1-sale-rows.ts tries it in SQL).
 */
export const PORTAL_POS = /^(0[1-9]|[12][0-9]|3[0-8]|97)$/;

export interface ReturnPeriod {
  start: string;
  end: string;
  /** MMYYYY, GSTR-1's fp and GSTR-3B's ret_period. */
  fp: string;
}

export function monthPeriod(year: number, month: number): ReturnPeriod {
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${last}`, fp: `${mm}${year}` };
}

/** yyyy-mm-dd → dd-mm-yyyy. */
export const portalDate = (iso: string): string =>
  `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/**
 * B2CL threshold in force on the invoice date (GST.md section 8): above ₹2,50,000 before
 * 1 Aug 2024, above ₹1,00,000 from then.
 */
export const B2CL_THRESHOLD = {
  changedOn: '2024-08-01',
  beforePaise: 25_000_000,
  fromPaise: 10_000_000,
} as const;
export const b2clThresholdPaise = (date: string): number =>
  date < B2CL_THRESHOLD.changedOn ? B2CL_THRESHOLD.beforePaise : B2CL_THRESHOLD.fromPaise;

/** The same threshold in a statement, for a date column. */
export const b2clThresholdSql = (date: SQL): SQL =>
  sql`(case when ${date} < ${B2CL_THRESHOLD.changedOn}::date then ${B2CL_THRESHOLD.beforePaise}::bigint
    else ${B2CL_THRESHOLD.fromPaise}::bigint end)`;

/** HSN split into hsn_b2b / hsn_b2c from period 05/2025 (GSTR_JSON.md, hsn). */
export const hsnSplitFrom = (date: string): boolean => date >= '2025-05-01';

/**
 * The period's bills of one kind (tx: with place of supply, customer name and GSTIN) and their
 * lines with each line's tax heads (ln). Lines and tax rows are read per bill in a LATERAL
 * subquery (OFFSET 0 keeps the planner from pulling it up into a hash join over a company's
 * whole history): it probes the (company_id, transaction_id) indexes of both tables for the
 * period's bills only, so the cost follows the month, not the years behind it.
 * A bill without a place of supply counts as in the supplier's state (as it was taxed).
 */
export function periodLines(opts: {
  companyId: number;
  kind: 'sale' | 'purchase' | 'credit_note' | 'debit_note' | 'sales_debit_note';
  start: string;
  end: string;
  state: string | null;
  /** One document only (its return figures: doc-figures.ts). */
  only?: number;
}): SQL {
  const { companyId, kind, start, end, state, only } = opts;
  return sql`
    with tx as (
      select t.id, t.number, t.transaction_date, t.supply_type, t.export_details,
        coalesce(t.place_of_supply, ${state}::text) as pos,
        c.name as customer_name, nullif(upper(btrim(c.gstin)), '') as ctin
      from transactions t
      join customers c on c.company_id = ${companyId} and c.id = t.customer_id
      where t.company_id = ${companyId} and t.kind = ${kind}
        and t.transaction_date between ${start}::date and ${end}::date
        ${only === undefined ? sql`` : sql`and t.id = ${only}`}
    ),
    ln as (
      select tx.*, l.*
      from tx
      cross join lateral (
        select l.id as line_id, l.special_kind, l.item_name, l.unit_id, l.qty_milli,
          l.amount_paise, l.taxable_paise,
          nullif(regexp_replace(coalesce(l.hsn_sac_code, ''), '[[:space:].]', '', 'g'), '') as hsn,
          coalesce(lt.rt_bp, 0) as rt_bp, coalesce(lt.iamt, 0) as iamt,
          coalesce(lt.camt, 0) as camt, coalesce(lt.samt, 0) as samt,
          coalesce(lt.csamt, 0) as csamt
        from transaction_lines l
        left join (
          select x.line_id,
            sum(x.tax_rate_bp) filter (where x.component in ('IGST', 'CGST')) as rt_bp,
            sum(x.amount_paise) filter (where x.component = 'IGST') as iamt,
            sum(x.amount_paise) filter (where x.component = 'CGST') as camt,
            sum(x.amount_paise) filter (where x.component in ('SGST', 'UTGST')) as samt,
            sum(x.amount_paise) filter (where x.component = 'CESS') as csamt
          from transaction_line_taxes x
          where x.company_id = ${companyId} and x.transaction_id = tx.id
          group by x.line_id
        ) lt on lt.line_id = l.id
        where l.company_id = ${companyId} and l.transaction_id = tx.id
        offset 0
      ) l
    )`;
}

/**
 * The period's credit or debit notes' lines (lu: periodLines' ln with the original bill's id
 * and the unit's UQC), supply lines only. Note lines are stored negative (returns module), so
 * adding them to the supplies' nets without a sign flip; a debit note to a customer (a price
 * raised) is stored positive, as its sale is, and adds the same way.
 */
export function noteLines(opts: {
  companyId: number;
  kind: 'credit_note' | 'debit_note' | 'sales_debit_note';
  start: string;
  end: string;
  state: string | null;
  only?: number;
}): SQL {
  const { companyId } = opts;
  return sql`${periodLines(opts)},
    lu as materialized (
      select ln.*, n.return_of_transaction_id as original_id, u.name as unit_name,
        case when ln.hsn like '99%' then 'NA' else nullif(upper(btrim(u.uqc)), '') end as uqc
      from ln
      join transactions n on n.company_id = ${companyId} and n.id = ln.id
      join units u on u.company_id = ${companyId} and u.id = ln.unit_id
      where ln.special_kind is null
    )`;
}
