// One pass over a period's sale lines: the lines (with their tax heads and unit) are read once
// into a CTE, then grouped several ways in the same statement (UNION ALL with a `part`
// column): per invoice per rate (one document's figures: doc-figures.ts), per HSN + rate + UQC,
// bill-and-item pairs with HSN problems (the first few of each kind), and units without a UQC;
// for GSTR-3B, the supply lines per kind, place of supply and buyer. GSTR-1 reads the period
// through gstr1-sale-rows.ts, which adds its own parts to the same CTE.
import { sql, type SQL } from 'drizzle-orm';
import { UQC_CODES } from '@hisaab/shared/gst/uqc';
import type { DbOrTx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import {
  SUPPLY_TYPES,
  isZeroRated,
  type ExportDetails,
  type SupplyType,
} from '@hisaab/shared/gst/supply';
import { amountsOf, periodLines, type Amounts, type GstProfile } from './gst-common.ts';
import type { HsnRow, InvoiceRateRow, LineProblem, UnitProblem } from './gstr1-rows.ts';

export const LISTED_PER_PROBLEM = 50;

const ZERO_RATED = SUPPLY_TYPES.filter(isZeroRated);

type Part = 'inv' | 'hsn' | 'problem' | 'unit' | 'supply';

// Every part selects the same columns:
// part, id, number, date, pos, name, ctin, kind, rt_bp, hsn, uqc, item, qty,
// txval, iamt, camt, samt, csamt, val, total.
// The inv part carries the bill's kind of supply in hsn and its export details in item; its
// kind is 'zero' for an export or SEZ supply (issue 36: never nil, its own 3.1(b) row).
const SUMS = sql`sum(lu.taxable_paise)::numeric, sum(lu.iamt)::numeric, sum(lu.camt)::numeric,
  sum(lu.samt)::numeric, sum(lu.csamt)::numeric`;

function invPart(): SQL {
  // Hisaab's rule for now: a line whose GST rate is 0, or which carries no GST tax row at all,
  // is a nil-rated supply (Table 8 nil_amt); Hisaab has no exempt or non-GST flag yet.
  // val is each group's share of the invoice value (its lines but opening balances); the
  // special lines (round off, discount, ...) come as their own 'special' group, and the shares
  // are added up per invoice in JavaScript (cheaper than a window over the month's groups).
  return sql`
    select 'inv'::text, g.id, tx.number, tx.transaction_date::text, tx.pos, tx.customer_name,
      tx.ctin, g.cls, g.rt_bp, tx.supply_type, null::text, tx.export_details::text, 0::numeric,
      g.txval, g.iamt, g.camt, g.samt, g.csamt, g.val, 0::bigint
    from (
      select lu.id, lu.cls, lu.rt_bp, sum(lu.taxable_paise)::numeric as txval,
        sum(lu.iamt)::numeric as iamt, sum(lu.camt)::numeric as camt,
        sum(lu.samt)::numeric as samt, sum(lu.csamt)::numeric as csamt,
        coalesce(sum(lu.amount_paise) filter (where lu.special_kind is distinct from 'opening_balance'), 0)::numeric as val
      from lu
      group by lu.id, lu.cls, lu.rt_bp
    ) g
    join tx on tx.id = g.id`;
}

export function hsnPart(): SQL {
  return sql`
    select 'hsn'::text, null::int, null::text, null::text, null::text, null::text, null::text,
      case when lu.ctin is not null then 'b2b' else 'b2c' end, lu.rt_bp, lu.hsn, lu.uqc,
      min(lu.item_name), sum(lu.qty_milli)::numeric, ${SUMS}, 0::numeric, 0::bigint
    from lu
    where lu.cls <> 'special' -- not "special_kind is null": its 0.5% estimate sorts instead of hashing
    group by lu.ctin is not null, lu.hsn, lu.rt_bp, lu.uqc`;
}

export function problemPart(profile: GstProfile): SQL {
  const pattern = profile.turnoverAbove5Cr ? '^[0-9]{6,8}$' : '^[0-9]{4,8}$';
  return sql`
    select 'problem'::text, q.id, q.number, q.transaction_date::text, null::text,
      q.customer_name, null::text, q.kind, 0::bigint, q.hsn, null::text, q.item_name,
      0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric, q.total
    from (
      select p.*, tx.number, tx.transaction_date, tx.customer_name,
        row_number() over (partition by p.kind order by tx.transaction_date, p.id, p.item_name) as rn,
        count(*) over (partition by p.kind) as total
      from (
        select distinct
          case when lu.hsn is not null then 'hsn-digits'
               when lu.ctin is not null then 'hsn-missing-b2b' else 'hsn-missing-b2c' end as kind,
          lu.id, lu.item_name, lu.hsn
        from lu
        where lu.special_kind is null and (lu.hsn is null or lu.hsn in (
          -- the pattern is tried once per code (a few hundred), not once per line
          select h.hsn from (select distinct hsn from lu offset 0) h where h.hsn !~ ${pattern}))
      ) p
      join tx on tx.id = p.id
    ) q
    where q.rn <= ${LISTED_PER_PROBLEM}`;
}

export function unitPart(companyId: number): SQL {
  const codes = sql.join(
    Object.keys(UQC_CODES).map((c) => sql`${c}`),
    sql`, `,
  );
  // The company's few units are checked, then only lines of a unit without a code are read:
  // none, once the units are set up, instead of testing every line of the month.
  return sql`
    select 'unit'::text, (array_agg(lu.id order by tx.transaction_date, lu.id))[1],
      (array_agg(tx.number order by tx.transaction_date, lu.id))[1], null::text, null::text,
      lu.unit_name, null::text, lu.unit_id::text, 0::bigint, null::text, lu.unit_uqc, null::text,
      0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric,
      count(distinct lu.id)
    from units bad
    join lu on lu.unit_id = bad.id
    join tx on tx.id = lu.id
    where bad.company_id = ${companyId}
      and (bad.uqc is null or upper(btrim(bad.uqc)) not in (${codes}))
      and lu.special_kind is null and lu.hsn is not null and lu.hsn not like '99%'
    group by lu.unit_id, lu.unit_name, lu.unit_uqc`;
}

/**
 * GSTR-3B's outward figures: the supply lines (nil-rated or taxable, as the 'inv' part classes
 * them) added up per place of supply and buyer GSTIN, a few hundred rows for a month.
 */
function supplyPart(): SQL {
  return sql`
    select 'supply'::text, null::int, null::text, null::text, lu.pos, null::text, lu.ctin,
      lu.cls, 0::bigint, null::text, null::text, null::text, 0::numeric, ${SUMS},
      0::numeric, 0::bigint
    from lu
    where lu.cls <> 'special'
    group by lu.cls, lu.pos, lu.ctin`;
}

/**
 * The period's sale lines (periodLines' tx and ln) with each line's unit, UQC and class (lu:
 * 'special', 'zero' for an export or SEZ supply, 'nil' or 'taxable'), read once per statement.
 */
export function saleLines(
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
  only?: number,
): SQL {
  return sql`${periodLines({ companyId, kind: 'sale', start, end, state: profile.state, only })},
    lu as materialized (
      select ln.id, ln.pos, ln.ctin, ln.special_kind, ln.item_name, ln.unit_id, ln.qty_milli,
        ln.amount_paise, ln.taxable_paise, ln.hsn, ln.rt_bp, ln.iamt, ln.camt, ln.samt, ln.csamt,
        u.name as unit_name, u.uqc as unit_uqc,
        case when ln.hsn like '99%' then 'NA' else nullif(upper(btrim(u.uqc)), '') end as uqc,
        case when ln.special_kind is not null then 'special'
             when ln.supply_type in (${sql.join(
               ZERO_RATED.map((z) => sql`${z}`),
               sql`, `,
             )}) then 'zero'
             when ln.rt_bp = 0 then 'nil' else 'taxable' end as cls,
        ln.supply_type, ln.export_details
      from ln
      join units u on u.company_id = ${companyId} and u.id = ln.unit_id
    )`;
}

export interface SupplyTotal extends Amounts {
  nil: boolean;
  /** An export or SEZ supply: GSTR-3B 3.1(b). */
  zero?: boolean;
  pos: string | null;
  ctin: string | null;
}

export interface LineGroups {
  supplyTotals: SupplyTotal[];
  invoiceRows: InvoiceRateRow[];
  hsnRows: HsnRow[];
  lineProblems: LineProblem[];
  unitProblems: UnitProblem[];
}

export interface Row {
  /** b2cs, nil and issued: GSTR-1's own parts (gstr1-sale-rows.ts). */
  part: Part | 'b2cs' | 'nil' | 'issued';
  id: number | null;
  number: string | null;
  date: string | null;
  pos: string | null;
  name: string | null;
  ctin: string | null;
  kind: string | null;
  rt_bp: string;
  hsn: string | null;
  uqc: string | null;
  item: string | null;
  qty: string;
  txval: string;
  iamt: string;
  camt: string;
  samt: string;
  csamt: string;
  val: string;
  total: string;
}

export const COLUMNS = sql.raw(
  'part, id, number, date, pos, name, ctin, kind, rt_bp, hsn, uqc, item, qty, ' +
    'txval, iamt, camt, samt, csamt, val, total',
);

export const cmp = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/** An inv part's row (the bill's kind of supply in hsn, its export details in item). */
export function invoiceRowOf(r: Row, amounts: Amounts, val: number): InvoiceRateRow {
  return {
    transactionId: Number(r.id),
    number: r.number,
    date: r.date!,
    pos: r.pos,
    customerName: r.name ?? '',
    ctin: r.ctin,
    nil: r.kind === 'nil',
    rtBp: Number(r.rt_bp),
    val,
    supplyType: (r.hsn ?? 'regular') as SupplyType,
    exportDetails: r.item ? (JSON.parse(r.item) as ExportDetails) : null,
    ...amounts,
  };
}

/** A row of the hsn, problem or unit part into its list. */
export function collectCheckRow(
  out: Pick<LineGroups, 'hsnRows' | 'lineProblems' | 'unitProblems'>,
  r: Row,
  amounts: Amounts,
): void {
  if (r.part === 'hsn') {
    out.hsnRows.push({
      b2b: r.kind === 'b2b',
      hsn: r.hsn,
      rtBp: Number(r.rt_bp),
      uqc: r.uqc,
      desc: r.item ?? '',
      qtyMilli: Number(r.qty),
      ...amounts,
    });
  } else if (r.part === 'problem') {
    out.lineProblems.push({
      kind: r.kind as LineProblem['kind'],
      transactionId: Number(r.id),
      number: r.number,
      date: r.date!,
      customerName: r.name ?? '',
      item: r.item ?? '',
      hsn: r.hsn,
      total: Number(r.total),
    });
  } else {
    out.unitProblems.push({
      // The unit part carries the unit's id in the kind column.
      unitId: Number(r.kind),
      unitName: r.name ?? '',
      uqc: r.uqc,
      bills: Number(r.total),
      transactionId: Number(r.id),
      number: r.number,
    });
  }
}

/** The hsn, problem and unit lists in the order the return shows them (parts come in any order). */
export function sortCheckRows(out: Pick<LineGroups, 'hsnRows' | 'lineProblems' | 'unitProblems'>) {
  out.hsnRows.sort(
    (a, b) =>
      cmp(a.hsn, b.hsn) || a.rtBp - b.rtBp || cmp(a.uqc, b.uqc) || Number(a.b2b) - Number(b.b2b),
  );
  out.lineProblems.sort(
    (a, b) =>
      cmp(a.kind, b.kind) ||
      cmp(a.date, b.date) ||
      a.transactionId - b.transactionId ||
      cmp(a.item, b.item),
  );
  out.unitProblems.sort((a, b) => cmp(a.unitName, b.unitName));
}

export async function saleLineGroups(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
  parts: readonly Part[] = ['inv', 'hsn', 'problem', 'unit'],
  /** One bill only (doc-figures.ts). */
  only?: number,
): Promise<LineGroups> {
  const builders: Record<Part, () => SQL> = {
    inv: invPart,
    hsn: hsnPart,
    problem: () => problemPart(profile),
    unit: () => unitPart(companyId),
    supply: supplyPart,
  };
  const rows = await queryRows<Row>(
    db,
    sql`${saleLines(companyId, profile, start, end, only)}
    select * from (${sql.join(
      parts.map((p) => builders[p]()),
      sql` union all `,
    )}) as r(${COLUMNS})`,
  );
  const out: LineGroups = {
    supplyTotals: [],
    invoiceRows: [],
    hsnRows: [],
    lineProblems: [],
    unitProblems: [],
  };
  // Invoice value per bill: the sum of its groups' shares (the 'special' ones included).
  const valOf = new Map<number, number>();
  for (const r of rows) {
    const amounts = amountsOf(r as unknown as Record<string, unknown>);
    if (r.part === 'supply') {
      out.supplyTotals.push({
        nil: r.kind === 'nil',
        zero: r.kind === 'zero',
        pos: r.pos,
        ctin: r.ctin,
        ...amounts,
      });
    } else if (r.part === 'inv') {
      valOf.set(Number(r.id), (valOf.get(Number(r.id)) ?? 0) + Number(r.val));
      if (r.kind === 'special') continue;
      // val is set below, once every group of the bill is in.
      out.invoiceRows.push(invoiceRowOf(r, amounts, 0));
    } else collectCheckRow(out, r, amounts);
  }
  for (const r of out.invoiceRows) r.val = valOf.get(r.transactionId) ?? 0;
  // The parts come in any order; each list is sorted here as the return shows it.
  out.invoiceRows.sort(
    (a, b) => cmp(a.date, b.date) || a.transactionId - b.transactionId || a.rtBp - b.rtBp,
  );
  sortCheckRows(out);
  return out;
}
