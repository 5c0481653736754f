// GSTR-1's one statement over the period's sale lines (issue 41 part 4). Its sections are
// worked out in the statement so that the reply is the sections' rows, not every invoice's:
// an invoice-rate row comes back on its own only when the return needs it so (b2b, b2cl, exp;
// a row failing one of rowChecks' tests in gstr1-checks.ts; a bill under reverse charge or
// amended, which later steps take apart); the rest are added up here, B2C small per supply
// type, place and rate, nil-rated per supply type (buildSections adds them in as they come).
// The per-row tests are rowChecks' own, in SQL: a row that fails one comes back, so the checks
// find every finding they found when every row came back. The period's invoice numbers come
// as one JSON value (table 13 and the number checks read them all). The HSN table and the
// HSN and unit problems are the parts gstr1-lines.ts builds for every sale return.
import { sql, type SQL } from 'drizzle-orm';
import {
  SUPPLY_TYPES,
  isExport,
  isZeroRated,
  type ExportDetails,
  type SupplyType,
} from '@hisaab/shared/gst/supply';
import type { DbOrTx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import {
  amountsOf,
  b2clThresholdSql,
  PORTAL_POS,
  PORTAL_RATES_BP,
  type GstProfile,
} from './gst-common.ts';
import {
  collectCheckRow,
  COLUMNS,
  hsnPart,
  problemPart,
  saleLines,
  sortCheckRows,
  unitPart,
  type LineGroups,
  type Row,
} from './gstr1-lines.ts';
import type { InvoiceRateRow, SummedRows } from './gstr1-rows.ts';

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export interface Gstr1SaleRows extends Omit<LineGroups, 'supplyTotals'> {
  /** B2C small and nil-rated rows the statement added up (buildSections adds them in). */
  summed: SummedRows;
  /** The bills with at least one supply line, in date order: the invoices issued. */
  issued: { transactionId: number; number: string | null }[];
}

type InvJson = [
  id: number,
  number: string | null,
  date: string,
  pos: string | null,
  name: string | null,
  ctin: string | null,
  cls: string,
  rtBp: number,
  supplyType: SupplyType,
  exportDetails: ExportDetails | null,
  txval: number,
  iamt: number,
  camt: number,
  samt: number,
  csamt: number,
  val: number,
];

/** The inv part's JSON (already in date, bill and rate order) as invoice-rate rows. */
function invoiceRowsOf(json: string | null): InvoiceRateRow[] {
  const list = JSON.parse(json ?? 'null') as InvJson[] | null;
  return (list ?? []).map((j) => ({
    transactionId: j[0],
    number: j[1],
    date: j[2],
    pos: j[3],
    customerName: j[4] ?? '',
    ctin: j[5],
    nil: j[6] === 'nil',
    rtBp: j[7],
    val: j[15],
    supplyType: j[8],
    exportDetails: j[9],
    txval: j[10],
    iamt: j[11],
    camt: j[12],
    samt: j[13],
    csamt: j[14],
  }));
}

/**
 * The period's sale rows for GSTR-1: `own` (ids of bills under reverse charge or amended) come
 * back whole, as do the rows rowChecks and the invoice sections need; the rest are summed.
 */
export async function gstr1SaleRows(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
  own: readonly number[],
): Promise<Gstr1SaleRows> {
  const exports = list(SUPPLY_TYPES.filter(isExport));
  const zeroRated = list(SUPPLY_TYPES.filter(isZeroRated));
  const sums = sql`sum(c.txval), sum(c.iamt), sum(c.camt), sum(c.samt), sum(c.csamt)`;
  // Every part selects COLUMNS (gstr1-lines.ts). inv: the bill's class in kind, its kind of
  // supply in hsn and export details in item, its value in val; b2cs and nil: inter-state in
  // kind ('true'/'false'); nil: a registered buyer in hsn; issued: [[id, number], ...] in item.
  const parts: SQL[] = [
    // The rows returned one by one, as one JSON value in the order the return lists them: a
    // few thousand rows of twenty columns cost PGlite's wire parsing more than the statement.
    sql`select 'inv'::text, null::int, null::text, null::text, null::text, null::text,
        null::text, null::text, 0::bigint, null::text, null::text,
        json_agg(json_build_array(c.id, c.number, c.transaction_date::text, c.pos,
            c.customer_name, c.ctin, c.cls, c.rt_bp, c.supply_type, c.export_details, c.txval,
            c.iamt, c.camt, c.samt, c.csamt, c.val)
          order by c.transaction_date, c.id, c.rt_bp)::text,
        0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric,
        0::bigint
      from c where c.own`,
    sql`select 'b2cs'::text, null::int, null::text, null::text, coalesce(c.pos, ''), null::text,
        null::text, c.inter::text, c.rt_bp, null::text, null::text, null::text, 0::numeric,
        ${sums}, 0::numeric, 0::bigint
      from c where not c.own and c.cls <> 'nil'
      group by c.inter, coalesce(c.pos, ''), c.rt_bp`,
    sql`select 'nil'::text, null::int, null::text, null::text, null::text, null::text,
        null::text, c.inter::text, 0::bigint, (c.ctin is not null)::text, null::text, null::text,
        0::numeric, ${sums}, 0::numeric, 0::bigint
      from c where not c.own and c.cls = 'nil'
      group by c.inter, c.ctin is not null`,
    sql`select 'issued'::text, null::int, null::text, null::text, null::text, null::text,
        null::text, null::text, 0::bigint, null::text, null::text,
        json_agg(json_build_array(b.id, b.number) order by b.transaction_date, b.id)::text,
        0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric, 0::numeric,
        0::bigint
      from (select distinct c.id, c.number, c.transaction_date from c) b`,
    hsnPart(),
    problemPart(profile),
    unitPart(companyId),
  ];
  const rows = await queryRows<Row>(
    db,
    sql`${saleLines(companyId, profile, start, end)},
    g as (
      select lu.id, lu.cls, lu.rt_bp, sum(lu.taxable_paise)::numeric as txval,
        sum(lu.iamt)::numeric as iamt, sum(lu.camt)::numeric as camt,
        sum(lu.samt)::numeric as samt, sum(lu.csamt)::numeric as csamt
      from lu where lu.cls <> 'special'
      group by lu.id, lu.cls, lu.rt_bp
    ),
    -- Invoice value: every line but opening balances (round off and discount included).
    v as (
      select lu.id, coalesce(sum(lu.amount_paise)
          filter (where lu.special_kind is distinct from 'opening_balance'), 0)::numeric as val
      from lu group by lu.id
    ),
    r as (
      select g.*, v.val, tx.number, tx.transaction_date, tx.pos, tx.customer_name, tx.ctin,
        tx.supply_type, tx.export_details,
        -- rowInterState: an export or SEZ supply, or another state's place of supply
        (tx.supply_type in (${zeroRated}) or coalesce(tx.pos <> ${profile.state}::text, false))
          as inter
      from g
      join v on v.id = g.id
      join tx on tx.id = g.id
    ),
    c as materialized (
      select r.*, (
        r.id = any(${sql.param([...own])}::int[])
        -- an invoice section: exp, b2b (SEZ and deemed exports too), b2cl
        or (r.cls <> 'nil' and (r.supply_type in (${exports}) or r.ctin is not null
          or (r.inter and r.val > ${b2clThresholdSql(sql`r.transaction_date`)})))
        -- rowChecks: CGST = SGST, the heads against the place, the rate, the place's code
        or (not r.inter and r.camt <> r.samt)
        or (case when r.inter then r.camt <> 0 or r.samt <> 0 else r.iamt <> 0 end)
        or (r.cls <> 'nil' and r.rt_bp not in (${list(PORTAL_RATES_BP)}))
        or (r.pos is not null and r.supply_type not in (${exports})
          and r.pos !~ ${PORTAL_POS.source})
      ) as own
      from r
    )
    select * from (${sql.join(parts, sql` union all `)}) as r(${COLUMNS})`,
  );
  const out: Gstr1SaleRows = {
    invoiceRows: [],
    hsnRows: [],
    lineProblems: [],
    unitProblems: [],
    summed: { b2cs: [], nil: [] },
    issued: [],
  };
  for (const r of rows) {
    const amounts = amountsOf(r as unknown as Record<string, unknown>);
    if (r.part === 'inv') out.invoiceRows = invoiceRowsOf(r.item);
    else if (r.part === 'b2cs') {
      out.summed.b2cs.push({
        inter: r.kind === 'true',
        pos: r.pos!,
        rtBp: Number(r.rt_bp),
        ...amounts,
      });
    } else if (r.part === 'nil') {
      out.summed.nil.push({ inter: r.kind === 'true', b2b: r.hsn === 'true', ...amounts });
    } else if (r.part === 'issued') {
      const ids = JSON.parse(r.item ?? 'null') as [number, string | null][] | null;
      out.issued = (ids ?? []).map(([transactionId, number]) => ({ transactionId, number }));
    } else collectCheckRow(out, r, amounts);
  }
  sortCheckRows(out);
  return out;
}
