// Credit and debit notes in the GST returns (issue 16). A credit note (a sale return) goes to
// GSTR-1 cdnr when the buyer is registered, to cdnur (typ B2CL) when the buyer is unregistered,
// the supply inter-state and the original invoice above the B2CL threshold, and otherwise is
// netted into b2cs (which takes negative values); its nil-rated lines are netted into nil, and
// its lines into the HSN table (as negative). GSTR-3B is net of credit notes (3.1, 3.2) and of
// debit notes (purchase returns: 4(A)(5) and 5). doc_issue counts both kinds.
// Note lines are stored negative (returns module), so adding them nets without a sign flip;
// the portal's cdnr/cdnur take positive amounts (ntty carries the sign), negated on the way out.
import { sql } from 'drizzle-orm';
import { formatINR, financialYearOf, formatDate } from '@hisaab/shared/format';
import { validateGstin } from '@hisaab/shared/gstin';
import { validateInvoiceNumber } from '@hisaab/shared/invoice-number';
import type { ReportColumn } from '@hisaab/shared/reports/report-result';
import type { DbOrTx } from '../../../db/client.ts';
import { queryRows, type SqlDataset } from '../report-definition.ts';
import {
  addAmounts,
  amountsOf,
  b2clThresholdPaise,
  periodLines,
  PORTAL_RATES_BP,
  portalDate,
  ratePercent,
  rupees,
  zeroAmounts,
  type Amounts,
  type GstProfile,
} from './gst-common.ts';
import type { GstCheck } from './gstr1-checks.ts';
import type { HsnRow, InvoiceRateRow } from './gstr1-rows.ts';
import { documentRanges, type DocRange } from './gstr1-docs.ts';
import { isInterState, type Gstr1Sections, type NilSupplyType } from './gstr1-sections.ts';

type NoteKind = 'credit_note' | 'debit_note';

/** One note's lines at one rate (amounts negative, as stored), with its original bill. */
export interface NoteRateRow extends InvoiceRateRow {
  originalNumber: string | null;
  originalDate: string;
  /** The original bill's value: what decides B2CL. */
  originalVal: number;
}

export interface SectionNote {
  transactionId: number;
  number: string;
  date: string;
  pos: string;
  ctin: string | null;
  customerName: string;
  originalNumber: string | null;
  originalDate: string;
  /** Positive: the note's value and items as the portal takes them. */
  val: number;
  inter: boolean;
  items: (Amounts & { rtBp: number })[];
}

export interface NoteData {
  rows: NoteRateRow[];
  hsnRows: HsnRow[];
  /** SALES and TAX_OUTPUT of the period's credit notes, signed as a sale sees them. */
  books: Amounts;
  issued: { credit: (string | null)[]; debit: (string | null)[] };
  cancelled: { credit: string[]; debit: string[] };
}

const lines = (
  companyId: number,
  kind: NoteKind,
  start: string,
  end: string,
  state: string | null,
) =>
  sql`${periodLines({ companyId, kind, start, end, state })},
    lu as materialized (
      select ln.*, n.return_of_transaction_id as original_id, u.name as unit_name,
        case when ln.hsn like '99%' then 'NA' else nullif(upper(btrim(u.uqc)), '') end as uqc
      from ln
      join transactions n on n.company_id = ${companyId} and n.id = ln.id
      join units u on u.company_id = ${companyId} and u.id = ln.unit_id
      where ln.special_kind is null
    )`;

const SUMS = sql`sum(lu.taxable_paise) as txval, sum(lu.iamt) as iamt, sum(lu.camt) as camt,
  sum(lu.samt) as samt, sum(lu.csamt) as csamt`;

/** The period's notes of a kind per note per rate, oldest first. */
async function rateRows(
  db: DbOrTx,
  companyId: number,
  kind: NoteKind,
  profile: GstProfile,
  start: string,
  end: string,
): Promise<NoteRateRow[]> {
  const rows = await queryRows(
    db,
    sql`${lines(companyId, kind, start, end, profile.state)}
      select lu.id, lu.number, lu.transaction_date::text as date, lu.pos, lu.customer_name as name,
        lu.ctin, lu.rt_bp, o.number as onum, o.transaction_date::text as odate,
        o.amount_paise as oval, ${SUMS},
        sum(sum(lu.amount_paise)) over (partition by lu.id) as val
      from lu
      join transactions o on o.company_id = ${companyId} and o.id = lu.original_id
      group by lu.id, lu.number, lu.transaction_date, lu.pos, lu.customer_name, lu.ctin, lu.rt_bp,
        o.number, o.transaction_date, o.amount_paise
      order by lu.transaction_date, lu.id, lu.rt_bp`,
  );
  return rows.map((r) => ({
    transactionId: Number(r['id']),
    number: r['number'] as string | null,
    date: r['date'] as string,
    pos: r['pos'] as string | null,
    customerName: (r['name'] as string | null) ?? '',
    ctin: r['ctin'] as string | null,
    nil: Number(r['rt_bp']) === 0,
    rtBp: Number(r['rt_bp']),
    val: Number(r['val']),
    originalNumber: r['onum'] as string | null,
    originalDate: r['odate'] as string,
    originalVal: Number(r['oval']),
    ...amountsOf(r),
  }));
}

/** The period's credit notes per HSN + rate + UQC (negative), B2B and B2C apart. */
async function hsnRows(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
): Promise<HsnRow[]> {
  const rows = await queryRows(
    db,
    sql`${lines(companyId, 'credit_note', start, end, profile.state)}
      select lu.ctin is not null as b2b, lu.hsn, lu.rt_bp, lu.uqc, min(lu.item_name) as item,
        sum(lu.qty_milli) as qty, ${SUMS}
      from lu
      group by lu.ctin is not null, lu.hsn, lu.rt_bp, lu.uqc`,
  );
  return rows.map((r) => ({
    b2b: r['b2b'] === true,
    hsn: r['hsn'] as string | null,
    rtBp: Number(r['rt_bp']),
    uqc: r['uqc'] as string | null,
    desc: (r['item'] as string | null) ?? '',
    qtyMilli: Number(r['qty']),
    ...amountsOf(r),
  }));
}

/** SALES and TAX_OUTPUT posted by the period's credit notes (a sale's sign: net negative). */
async function books(db: DbOrTx, companyId: number, start: string, end: string) {
  const rows = await queryRows<{ account: string; component: string | null; amount: string }>(
    db,
    sql`select j.account, j.component, sum(j.amount_paise) as amount
      from transactions t
      join journal_lines j on j.company_id = ${companyId} and j.source_kind = 'transaction'
        and j.source_id = t.id and j.account in ('SALES', 'TAX_OUTPUT')
      where t.company_id = ${companyId} and t.kind = 'credit_note'
        and t.transaction_date between ${start}::date and ${end}::date
      group by 1, 2`,
  );
  const out = zeroAmounts();
  for (const r of rows) {
    const v = -Number(r.amount);
    if (r.account === 'SALES') out.txval += v;
    else if (r.component === 'IGST') out.iamt += v;
    else if (r.component === 'CGST') out.camt += v;
    else if (r.component === 'SGST' || r.component === 'UTGST') out.samt += v;
    else if (r.component === 'CESS') out.csamt += v;
  }
  return out;
}

/** Numbers of the period's notes with a supply line, and of deleted ones (audit trail). */
async function numbers(db: DbOrTx, companyId: number, kind: NoteKind, start: string, end: string) {
  const issued = await queryRows<{ number: string | null }>(
    db,
    sql`select t.number from transactions t
      where t.company_id = ${companyId} and t.kind = ${kind}
        and t.transaction_date between ${start}::date and ${end}::date
      order by t.transaction_date, t.id`,
  );
  const cancelled = await queryRows<{ number: string }>(
    db,
    sql`select distinct a.before -> 'header' ->> 'number' as number
      from audit_log a
      where a.company_id = ${companyId} and a.entity = 'transaction' and a.action = 'delete'
        and a.before -> 'header' ->> 'kind' = ${kind}
        and a.before -> 'header' ->> 'transactionDate' between ${start} and ${end}
        and a.before -> 'header' ->> 'number' is not null
        and not exists (select 1 from transactions t
                        where t.company_id = ${companyId} and t.kind = ${kind}
                          and t.number = a.before -> 'header' ->> 'number')`,
  );
  return { issued: issued.map((r) => r.number), cancelled: cancelled.map((r) => r.number) };
}

/** Everything GSTR-1 needs of the period's notes (inside the return's snapshot). */
export async function loadNoteData(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
): Promise<NoteData> {
  const credit = await numbers(db, companyId, 'credit_note', start, end);
  const debit = await numbers(db, companyId, 'debit_note', start, end);
  return {
    rows: await rateRows(db, companyId, 'credit_note', profile, start, end),
    hsnRows: await hsnRows(db, companyId, profile, start, end),
    books: await books(db, companyId, start, end),
    issued: { credit: credit.issued, debit: debit.issued },
    cancelled: { credit: credit.cancelled, debit: debit.cancelled },
  };
}

const negate = (a: Amounts): Amounts => ({
  txval: -a.txval,
  iamt: -a.iamt,
  camt: -a.camt,
  samt: -a.samt,
  csamt: -a.csamt,
});

/** A credit note's section: cdnr, cdnur (B2CL) or netted into b2cs. */
export function noteSection(r: NoteRateRow, profile: GstProfile): 'cdnr' | 'cdnur' | 'b2cs' {
  if (r.ctin) return 'cdnr';
  const large = r.originalVal > b2clThresholdPaise(r.originalDate);
  return isInterState(r.pos, profile) && large ? 'cdnur' : 'b2cs';
}

/** The sections with the period's credit notes: cdnr, cdnur, b2cs and nil net of them. */
export function withCreditNotes(
  sections: Gstr1Sections,
  rows: readonly NoteRateRow[],
  profile: GstProfile,
): Gstr1Sections & { cdnr: SectionNote[]; cdnur: SectionNote[] } {
  const nil = { ...sections.nil };
  const total = { ...sections.total };
  const b2cs = new Map(
    sections.b2cs.map((r) => [`${r.inter ? 'INTER' : 'INTRA'}|${r.pos}|${r.rtBp}`, { ...r }]),
  );
  const notes = new Map<number, SectionNote & { section: 'cdnr' | 'cdnur' }>();
  for (const r of rows) {
    addAmounts(total, r);
    const inter = isInterState(r.pos, profile);
    const pos = r.pos ?? profile.state ?? '';
    if (r.nil) {
      nil[`${inter ? 'INTR' : 'INTRA'}${r.ctin ? 'B2B' : 'B2C'}` as NilSupplyType] += r.txval;
      continue;
    }
    const section = noteSection(r, profile);
    if (section === 'b2cs') {
      const key = `${inter ? 'INTER' : 'INTRA'}|${pos}|${r.rtBp}`;
      const row = b2cs.get(key) ?? { inter, pos, rtBp: r.rtBp, ...zeroAmounts() };
      b2cs.set(key, addAmounts(row, r));
      continue;
    }
    let note = notes.get(r.transactionId);
    if (!note) {
      note = {
        section,
        transactionId: r.transactionId,
        number: r.number ?? '',
        date: r.date,
        pos,
        ctin: r.ctin,
        customerName: r.customerName,
        originalNumber: r.originalNumber,
        originalDate: r.originalDate,
        val: -r.val,
        inter,
        items: [],
      };
      notes.set(r.transactionId, note);
    }
    note.items.push({ rtBp: r.rtBp, ...negate(r) });
  }
  const list = [...notes.values()];
  return {
    ...sections,
    b2cs: [...b2cs.values()].sort(
      (a, b) => Number(a.inter) - Number(b.inter) || a.pos.localeCompare(b.pos) || a.rtBp - b.rtBp,
    ),
    nil,
    total,
    cdnr: list.filter((n) => n.section === 'cdnr'),
    cdnur: list.filter((n) => n.section === 'cdnur'),
  };
}

/**
 * Sales and credit-note HSN rows added up per table, HSN, rate and UQC; a row a return took
 * back whole (nothing left of quantity or value) is left out.
 */
export function netHsnRows(sales: readonly HsnRow[], notes: readonly HsnRow[]): HsnRow[] {
  const byKey = new Map<string, HsnRow>();
  for (const r of [...sales, ...notes]) {
    const key = `${r.b2b}|${r.hsn}|${r.rtBp}|${r.uqc}`;
    const row = byKey.get(key);
    if (!row) byKey.set(key, { ...r });
    else {
      addAmounts(row, r);
      row.qtyMilli += r.qtyMilli;
    }
  }
  const empty = (r: HsnRow) =>
    r.qtyMilli === 0 &&
    r.txval === 0 &&
    r.iamt === 0 &&
    r.camt === 0 &&
    r.samt === 0 &&
    r.csamt === 0;
  return [...byKey.values()].filter((r) => !empty(r));
}

/** doc_issue ranges of the credit notes and the debit notes. */
export function noteRanges(data: NoteData): { credit: DocRange[]; debit: DocRange[] } {
  return {
    credit: documentRanges(data.issued.credit, data.cancelled.credit),
    debit: documentRanges(data.issued.debit, data.cancelled.debit),
  };
}

type Json = Record<string, unknown>;

function noteItems(n: SectionNote): Json[] {
  return n.items.map((it) => ({
    num: it.rtBp + 1,
    itm_det: {
      txval: rupees(it.txval),
      rt: ratePercent(it.rtBp),
      ...(n.inter
        ? { iamt: rupees(it.iamt), csamt: rupees(it.csamt) }
        : { camt: rupees(it.camt), samt: rupees(it.samt), csamt: rupees(it.csamt) }),
    },
  }));
}

/** GSTR-1 cdnr and cdnur in the portal's shape (GSTR_JSON.md section 3); empty ones left out. */
export function noteSectionsJson(sections: { cdnr: SectionNote[]; cdnur: SectionNote[] }): Json {
  const out: Json = {};
  if (sections.cdnr.length > 0) {
    const byCtin = new Map<string, SectionNote[]>();
    for (const n of sections.cdnr) byCtin.set(n.ctin!, [...(byCtin.get(n.ctin!) ?? []), n]);
    out['cdnr'] = [...byCtin.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([ctin, list]) => ({
        ctin,
        nt: list.map((n) => ({
          ntty: 'C',
          nt_num: n.number,
          nt_dt: portalDate(n.date),
          val: rupees(n.val),
          pos: n.pos,
          rchrg: 'N',
          inv_typ: 'R',
          itms: noteItems(n),
        })),
      }));
  }
  if (sections.cdnur.length > 0) {
    out['cdnur'] = sections.cdnur.map((n) => ({
      typ: 'B2CL',
      ntty: 'C',
      nt_num: n.number,
      nt_dt: portalDate(n.date),
      val: rupees(n.val),
      pos: n.pos,
      itms: noteItems(n),
    }));
  }
  return out;
}

/** doc_issue's debit note (4) and credit note (5) rows, after the invoices (1). */
export function noteDocDetails(ranges: { credit: DocRange[]; debit: DocRange[] }): Json[] {
  const rows: Json[] = [];
  if (ranges.debit.length > 0) {
    rows.push({
      doc_num: 4,
      doc_typ: 'Debit Note',
      docs: ranges.debit.map((d, i) => ({ num: i + 1, ...d })),
    });
  }
  if (ranges.credit.length > 0) {
    rows.push({
      doc_num: 5,
      doc_typ: 'Credit Note',
      docs: ranges.credit.map((d, i) => ({ num: i + 1, ...d })),
    });
  }
  return rows;
}

const noteName = (n: string | null) => (n ? `Credit note ${n}` : 'A credit note without a number');
const CDNR_POS = /^(0[1-9]|[12][0-9]|3[0-8]|96|97)$/;
const CDNUR_POS = /^(0[1-9]|[12][0-9]|3[0-8]|97)$/;

function error(
  check: string,
  message: string,
  n: { number: string | null; transactionId: number },
) {
  return {
    severity: 'error' as const,
    check,
    message,
    number: n.number,
    transactionId: n.transactionId,
  };
}

/**
 * Section 34: a credit note reduces the tax only when issued by 30 November after the end of
 * the financial year of the supply (GST.md).
 */
export function creditNoteDeadline(originalDate: string): string {
  const fyEnd = financialYearOf(originalDate).end;
  return `${fyEnd.slice(0, 4)}-11-30`;
}

/** What the portal would refuse in the credit notes, or what the law does not allow. */
export function noteChecks(data: NoteData, profile: GstProfile): GstCheck[] {
  const out: GstCheck[] = [];
  const seen = new Set<number>();
  const seenGstin = new Set<string>();
  for (const r of data.rows) {
    const doc = { number: r.number, transactionId: r.transactionId };
    if (!r.nil && !PORTAL_RATES_BP.includes(r.rtBp)) {
      out.push(
        error(
          'GST rate',
          `${noteName(r.number)}: GST rate ${ratePercent(r.rtBp)}% is not a rate the portal accepts.`,
          doc,
        ),
      );
    }
    if (seen.has(r.transactionId)) continue;
    seen.add(r.transactionId);
    const numberProblem =
      r.number === null || r.number.trim() === ''
        ? 'A credit note has no number.'
        : validateInvoiceNumber(r.number);
    if (numberProblem) out.push(error('Note number format', numberProblem, doc));
    const section = noteSection(r, profile);
    const pos = r.pos ?? profile.state ?? '';
    if (section !== 'b2cs' && !(section === 'cdnr' ? CDNR_POS : CDNUR_POS).test(pos)) {
      out.push(
        error(
          'Place of supply',
          `${noteName(r.number)}: place of supply ${pos} is not a state code the portal accepts.`,
          doc,
        ),
      );
    }
    if (r.ctin && !seenGstin.has(r.ctin)) {
      seenGstin.add(r.ctin);
      const v = validateGstin(r.ctin, 'customer');
      if (!v.ok) {
        out.push(
          error(
            'Customer GSTIN',
            `GSTIN ${r.ctin} of customer ${r.customerName} is not valid: ${v.message} ` +
              `Correct it in Customers (used on ${r.number}).`,
            doc,
          ),
        );
      }
    }
    const deadline = creditNoteDeadline(r.originalDate);
    if (r.date > deadline) {
      out.push({
        ...error(
          'Credit note time limit',
          `${noteName(r.number)} returns goods of ${r.originalNumber ?? 'a bill'} of ` +
            `${formatDate(r.originalDate)}; a credit note for a supply of financial year ` +
            `${financialYearOf(r.originalDate).label} reduces the tax only if issued by ` +
            `${formatDate(deadline)}. Check its ${formatINR(-r.val)} before filing.`,
          doc,
        ),
        severity: 'warning',
      });
    }
  }
  return out;
}

/** The period's credit notes per note per rate (GSTR-3B nets 3.1 and 3.2 with them). */
export const creditNoteRateRows = (
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
) => rateRows(db, companyId, 'credit_note', profile, start, end);

/**
 * What the period's debit notes take off GSTR-3B's nil-rated purchases (5), by inter/intra
 * (negative, as stored). Their input tax is netted in period-tax.ts.
 */
export async function debitNoteNilInward(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
): Promise<{ inter: number; intra: number }> {
  const rows = await rateRows(db, companyId, 'debit_note', profile, start, end);
  const nil = { inter: 0, intra: 0 };
  for (const r of rows) if (r.nil) nil[isInterState(r.pos, profile) ? 'inter' : 'intra'] += r.txval;
  return nil;
}

/**
 * The HSN summary report's notes dataset: the period's credit notes (or debit notes, beside
 * the purchases) per HSN/SAC + rate + UQC, negative as they take the supply back.
 */
export function noteHsnDataset(
  companyId: number,
  isPurchase: boolean,
  start: string,
  end: string,
  columns: ReportColumn[],
): SqlDataset {
  return {
    name: 'notes',
    title: isPurchase ? 'Debit notes (goods sent back)' : 'Credit notes (goods taken back)',
    columns,
    query: sql`${lines(companyId, isPurchase ? 'debit_note' : 'credit_note', start, end, null)}
      select lu.hsn as "hsn", min(lu.item_name) as "description", lu.uqc as "uqc",
        case when lu.uqc = 'NA' then 0 else sum(lu.qty_milli) end as "quantity",
        lu.rt_bp / 100.0 as "rate", sum(lu.taxable_paise) as "taxableValue",
        sum(lu.iamt) as "igst", sum(lu.camt) as "cgst", sum(lu.samt) as "sgst",
        sum(lu.csamt) as "cess",
        sum(lu.taxable_paise + lu.iamt + lu.camt + lu.samt + lu.csamt) as "totalValue"
      from lu
      group by lu.hsn, lu.rt_bp, lu.uqc, case when lu.uqc is null then lu.unit_name end
      order by lu.hsn nulls last, lu.rt_bp, lu.uqc nulls last, min(lu.item_name)`,
  };
}
