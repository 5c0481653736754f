// What the returns read of amendments (issue 38 part 3). A filed month computed again shows each
// amended document as filed: its current figures are taken out and the first amendment's
// `before` put in (asFiledGstr1, asFiled3b), its number in table 13 the filed one. The month an amendment is made in reports it:
// GSTR-1's amendment tables (gstr1-amendments.ts) and GSTR-3B's difference (amended − before).
import { and, asc, between, eq, gte, lte } from 'drizzle-orm';
import { periodOf } from '@hisaab/shared/period-locks';
import type { DbOrTx } from '../../../db/client.ts';
import { amendments } from '../../../db/schema.ts';
import { addAmounts, type Amounts, type GstProfile } from './gst-common.ts';
import type { Gstr1Data } from './gstr1-data.ts';
import type { SupplyTotal } from './gstr1-lines.ts';
import {
  difference,
  docFigures,
  negatedHsn,
  negatedSupply,
  type DocFigures,
} from './doc-figures.ts';

export interface AmendmentRow {
  id: number;
  transactionId: number;
  kind: string;
  originalPeriod: string;
  amendmentPeriod: string;
  originalNumber: string | null;
  originalDate: string;
  section: string;
  before: DocFigures;
  after: DocFigures;
}

const columns = {
  id: amendments.id,
  transactionId: amendments.transactionId,
  kind: amendments.kind,
  originalPeriod: amendments.originalPeriod,
  amendmentPeriod: amendments.amendmentPeriod,
  originalNumber: amendments.originalNumber,
  originalDate: amendments.originalDate,
  section: amendments.section,
  before: amendments.before,
  after: amendments.after,
};

const typed = (rows: Record<string, unknown>[]) => rows as unknown as AmendmentRow[];

/** Amendments of documents first dated between start and end, oldest first. */
export async function amendmentsOfDocumentsIn(
  db: DbOrTx,
  companyId: number,
  start: string,
  end: string,
): Promise<AmendmentRow[]> {
  return typed(
    await db
      .select(columns)
      .from(amendments)
      .where(
        and(
          eq(amendments.companyId, companyId),
          between(amendments.originalPeriod, periodOf(start), periodOf(end)),
          gte(amendments.originalDate, start),
          lte(amendments.originalDate, end),
        ),
      )
      .orderBy(asc(amendments.id)),
  );
}

/** Amendments made in the months from start to end, oldest first. */
export async function amendmentsMadeIn(
  db: DbOrTx,
  companyId: number,
  start: string,
  end: string,
): Promise<AmendmentRow[]> {
  return typed(
    await db
      .select(columns)
      .from(amendments)
      .where(
        and(
          eq(amendments.companyId, companyId),
          between(amendments.amendmentPeriod, periodOf(start), periodOf(end)),
        ),
      )
      .orderBy(asc(amendments.id)),
  );
}

/** Per document, its figures as filed: the first amendment's `before`. */
export function filedFigures(rows: readonly AmendmentRow[]): Map<number, DocFigures> {
  const out = new Map<number, DocFigures>();
  for (const r of rows) if (!out.has(r.transactionId)) out.set(r.transactionId, r.before);
  return out;
}

/**
 * Per document, its figures as reported up to a month: the last amendment made in or before
 * it, else as filed.
 */
export function figuresAsOf(
  rows: readonly AmendmentRow[],
  period: string,
): Map<number, DocFigures> {
  const out = filedFigures(rows);
  for (const r of rows) if (r.amendmentPeriod <= period) out.set(r.transactionId, r.after);
  return out;
}

/** Each amended document's figures now, those dated in the period (the rest are elsewhere). */
async function currentFigures(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  ids: Iterable<number>,
  start: string,
  end: string,
): Promise<Map<number, DocFigures | null>> {
  const out = new Map<number, DocFigures | null>();
  for (const id of ids) {
    const f = await docFigures(db, companyId, profile, id);
    out.set(id, f && f.date >= start && f.date <= end ? f : null);
  }
  return out;
}

const byRow = (
  a: { date: string; transactionId: number; rtBp: number },
  b: { date: string; transactionId: number; rtBp: number },
) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.transactionId - b.transactionId || a.rtBp - b.rtBp;

/**
 * The period's GSTR-1 data with every amended document as filed (or as reported up to
 * `asOf`, for b2csa): its rows replaced, its HSN rows and books netted.
 */
export async function withAmendedAsFiled(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
  data: Gstr1Data,
  asOf?: string,
): Promise<Gstr1Data> {
  const rows = await amendmentsOfDocumentsIn(db, companyId, start, end);
  if (rows.length === 0) return data;
  const reported = asOf ? figuresAsOf(rows, asOf) : filedFigures(rows);
  return substitute(
    data,
    reported,
    await currentFigures(db, companyId, profile, reported.keys(), start, end),
  );
}

/** Replaces the documents' current figures with the reported ones in a period's GSTR-1 data. */
export function substitute(
  data: Gstr1Data,
  reported: ReadonlyMap<number, DocFigures>,
  current: ReadonlyMap<number, DocFigures | null>,
): Gstr1Data {
  const ids = new Set(reported.keys());
  const invoiceRows = data.invoiceRows.filter((r) => !ids.has(r.transactionId));
  const noteRows = data.notes.rows.filter((r) => !ids.has(r.transactionId));
  const hsnRows = [...data.hsnRows];
  const noteHsn = [...data.notes.hsnRows];
  const books = { ...data.books };
  const reverseCharge = new Set(data.reverseCharge);
  for (const [id, f] of reported) {
    const now = current.get(id) ?? null;
    const hsnInto = f.kind === 'sale' ? hsnRows : noteHsn;
    if (now) {
      hsnInto.push(...negatedHsn(now.hsn));
      addAmounts(books, difference(f.books, now.books));
    } else addAmounts(books, f.books);
    hsnInto.push(...f.hsn);
    invoiceRows.push(...f.invoiceRows);
    noteRows.push(...f.noteRows);
    reverseCharge.delete(id);
    if (f.reverseCharge) reverseCharge.add(id);
  }
  invoiceRows.sort(byRow);
  noteRows.sort(byRow);
  // Table 13 counts each document by the number it was reported with (an amendment may have
  // given it another since).
  const issued = data.issued.map((d) => {
    const f = reported.get(d.transactionId);
    return f ? { ...d, number: f.number } : d;
  });
  const notesIssued = {
    credit: [...data.notes.issued.credit],
    debit: [...data.notes.issued.debit],
  };
  for (const [id, f] of reported) {
    const now = current.get(id) ?? null;
    if (f.kind === 'sale' || !now || now.number === f.number) continue;
    const list = f.kind === 'credit_note' ? notesIssued.credit : notesIssued.debit;
    const at = list.indexOf(now.number);
    if (at >= 0) list[at] = f.number;
  }
  return {
    ...data,
    invoiceRows,
    hsnRows,
    books,
    reverseCharge,
    issued,
    notes: { ...data.notes, rows: noteRows, hsnRows: noteHsn, issued: notesIssued },
  };
}

/** GSTR-3B's supply rows and output tax, to be adjusted for amendments. */
export interface Gstr3bOutward {
  rows: SupplyTotal[];
  outputTax: Amounts;
}

/**
 * GSTR-3B of a period: each amended document dated in it as filed; each amendment made in it
 * adds its difference (amended − reported before).
 */
export async function adjust3b(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
  into: Gstr3bOutward,
): Promise<void> {
  const ofPeriod = await amendmentsOfDocumentsIn(db, companyId, start, end);
  const filed = filedFigures(ofPeriod);
  const current = await currentFigures(db, companyId, profile, filed.keys(), start, end);
  for (const [id, f] of filed) {
    const now = current.get(id) ?? null;
    if (now) {
      into.rows.push(...negatedSupply(now.supply));
      addAmounts(into.outputTax, difference(f.outputTax, now.outputTax));
    } else addAmounts(into.outputTax, f.outputTax);
    into.rows.push(...f.supply);
  }
  for (const a of await amendmentsMadeIn(db, companyId, start, end)) {
    into.rows.push(...a.after.supply, ...negatedSupply(a.before.supply));
    addAmounts(into.outputTax, difference(a.after.outputTax, a.before.outputTax));
  }
}
