// One document's return figures (issue 38 part 3): what GSTR-1 and GSTR-3B take from a sale,
// credit note or debit note to a customer, read by the very queries the returns run (with the
// period narrowed to the document: `only`). An amendment keeps them as they were reported and as
// amended (amendments.before/after, JSON), so a filed month computed again shows the supply as
// filed, and the amendment month reports the amended document and the difference.
import { sql } from 'drizzle-orm';
import { isZeroRated } from '@hisaab/shared/gst/supply';
import type { DbOrTx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { addAmounts, zeroAmounts, type Amounts, type GstProfile } from './gst-common.ts';
import { books, noteHsnRows, noteRateRows } from './gstr1-data.ts';
import { saleLineGroups, type SupplyTotal } from './gstr1-lines.ts';
import type { HsnRow, InvoiceRateRow, NoteRateRow } from './gstr1-rows.ts';
import { buildSections, type Gstr1Sections } from './gstr1-sections.ts';
import { periodTax, taxHeads } from './period-tax.ts';

export type FiguredKind = 'sale' | 'credit_note' | 'sales_debit_note';

export interface DocFigures {
  transactionId: number;
  kind: FiguredKind;
  number: string | null;
  date: string;
  ctin: string | null;
  pos: string | null;
  reverseCharge: boolean;
  /** GSTR-1: a sale's invoice-rate rows (none for a note). */
  invoiceRows: InvoiceRateRow[];
  /** GSTR-1: a note's rate rows (none for a sale). */
  noteRows: NoteRateRow[];
  /** GSTR-1 table 12: its HSN rows (a credit note's negative). */
  hsn: HsnRow[];
  /** GSTR-3B: its supplies per kind, place and buyer (3.1, 3.2). */
  supply: SupplyTotal[];
  /** GSTR-3B: its output tax per head (none under reverse charge). */
  outputTax: Amounts;
  /** Its SALES and TAX_OUTPUT ledger lines, as a sale sees them (GSTR-1's check on the books). */
  books: Amounts;
}

/** The figures of one document as stored now; null when it is no outward supply. */
export async function docFigures(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  id: number,
): Promise<DocFigures | null> {
  const [head] = await queryRows<{
    kind: string;
    number: string | null;
    date: string;
    reverse_charge: boolean;
    is_purchase: boolean;
    ctin: string | null;
    pos: string | null;
  }>(
    db,
    sql`select t.kind, t.number, t.transaction_date::text as date, t.reverse_charge,
        t.is_purchase, nullif(upper(btrim(c.gstin)), '') as ctin,
        coalesce(t.place_of_supply, ${profile.state}::text) as pos
      from transactions t
      join customers c on c.company_id = ${companyId} and c.id = t.customer_id
      where t.company_id = ${companyId} and t.id = ${id}`,
  );
  if (!head || head.is_purchase) return null;
  if (!['sale', 'credit_note', 'sales_debit_note'].includes(head.kind)) return null;
  const kind = head.kind as FiguredKind;
  const { date } = head;
  let invoiceRows: InvoiceRateRow[] = [];
  let noteRows: NoteRateRow[] = [];
  let hsn: HsnRow[];
  let supply: SupplyTotal[];
  if (kind === 'sale') {
    const groups = await saleLineGroups(
      db,
      companyId,
      profile,
      date,
      date,
      ['inv', 'hsn', 'supply'],
      id,
    );
    invoiceRows = groups.invoiceRows;
    hsn = groups.hsnRows;
    supply = groups.supplyTotals;
  } else {
    noteRows = await noteRateRows(db, companyId, kind, profile, date, date, id);
    hsn = await noteHsnRows(db, companyId, profile, date, date, kind, id);
    supply = noteRows.map((r) => ({
      nil: r.nil,
      zero: isZeroRated(r.supplyType),
      pos: r.pos,
      ctin: r.ctin,
      txval: r.txval,
      iamt: r.iamt,
      camt: r.camt,
      samt: r.samt,
      csamt: r.csamt,
    }));
  }
  const tax = await periodTax(db, companyId, date, date, profile.inputTaxRecoverable, id);
  const ledger = await books(
    db,
    sql`select j.account, j.component, sum(j.amount_paise) as amount
      from journal_lines j
      where j.company_id = ${companyId} and j.source_kind = 'transaction' and j.source_id = ${id}
        and j.account in ('SALES', 'TAX_OUTPUT')
      group by 1, 2`,
  );
  return {
    transactionId: id,
    kind,
    number: head.number,
    date,
    ctin: head.ctin,
    pos: head.pos,
    reverseCharge: head.reverse_charge,
    invoiceRows,
    noteRows,
    hsn,
    supply,
    outputTax: taxHeads(tax, 'output'),
    books: ledger,
  };
}

/** The document's GSTR-1 sections on its own. */
export function sectionsOf(f: DocFigures, profile: GstProfile): Gstr1Sections {
  return buildSections(
    f.invoiceRows,
    f.noteRows,
    profile,
    f.reverseCharge ? new Set([f.transactionId]) : new Set(),
  );
}

export type SupplySection = 'b2b' | 'b2cl' | 'b2cs' | 'exp' | 'cdnr' | 'cdnur' | 'nil';

/** The GSTR-1 table the document is reported in ('nil' when it has only nil-rated lines). */
export function sectionOf(f: DocFigures, profile: GstProfile): SupplySection {
  const s = sectionsOf(f, profile);
  for (const key of ['b2b', 'b2cl', 'exp', 'cdnr', 'cdnur', 'b2cs'] as const)
    if (s[key].length > 0) return key;
  return 'nil';
}

const negated = <T extends Amounts>(a: T): T => ({
  ...a,
  txval: -a.txval,
  iamt: -a.iamt,
  camt: -a.camt,
  samt: -a.samt,
  csamt: -a.csamt,
});

/** HSN rows taken away (an amended document's current rows, replaced by its filed ones). */
export const negatedHsn = (rows: readonly HsnRow[]): HsnRow[] =>
  rows.map((r) => ({ ...negated(r), qtyMilli: -r.qtyMilli }));

/** GSTR-3B supply rows taken away. */
export const negatedSupply = (rows: readonly SupplyTotal[]): SupplyTotal[] => rows.map(negated);

/** b − a per head. */
export function difference(b: Amounts, a: Amounts): Amounts {
  return addAmounts(addAmounts(zeroAmounts(), b), negated(a));
}
