// The matching itself (domain/GSTR2B.md, "Matching rules"), in linear time: the books are put
// into hash maps by key once, and each 2B document looks its key up, never a loop over every
// pair. Passes in order, each document and each bill used at most once:
//   0. pairs the user linked or accepted (kept across re-uploads by the document's key);
//   1. same supplier GSTIN, document type and number (invoiceNumberKey): matched when the date
//      is the same and every amount is within ±₹1, else mismatched with what differs;
//   2. same GSTIN and type, numbers that differ only in form (invoiceNumberCore), dates at
//      most 10 days apart: suggested when the amounts agree, else mismatched ("number form");
//   3. same GSTIN and type, amounts within ±₹1 and dates at most 10 days apart, numbers
//      unlike (the india-compliance "residual match"): suggested, with the reason;
//   then what is left: in 2B not in books, and the month's bills not in 2B.
import {
  GSTR2B_DATE_WINDOW_DAYS,
  GSTR2B_TOLERANCE_PAISE,
  invoiceNumberCore,
  invoiceNumberKey,
  type Gstr2bCategory,
  type Gstr2bDifference,
} from '@hisaab/shared/gstr2b';
import { formatDate } from '@hisaab/shared/format';
import { pacer } from '../../platform/pacer.ts';
import type { DocType } from './gstr2b-file.ts';

export interface Heads {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  cessPaise: number;
}

export interface DocumentIn extends Heads {
  id: number;
  docKey: string;
  docType: DocType;
  supplierGstin: string;
  number: string;
  docDate: string;
  itcAvailable: string;
}

export interface BillIn extends Heads {
  id: number;
  /** A purchase pairs with an invoice, a debit note (purchase return) with a credit note. */
  docType: DocType;
  supplierGstin: string;
  /** The supplier's invoice number (a purchase), else the bill's own number. */
  matchNumber: string;
  /** The supplier's invoice date, else the bill's date. */
  matchDate: string;
  /** Whether the bill is dated in the month (only those are "in books, not in 2B"). */
  inPeriod: boolean;
}

export interface ActionIn {
  id: number;
  action: 'accept' | 'link' | 'follow_up';
  docKey: string | null;
  transactionId: number | null;
}

export interface Row<D extends DocumentIn = DocumentIn, B extends BillIn = BillIn> {
  category: Gstr2bCategory;
  document: D | null;
  bill: B | null;
  differences: Gstr2bDifference[];
  reason: string | null;
  /** Input tax credit at stake: the 2B document's tax (nothing when 2B says not available), else the bill's. */
  itcPaise: number;
  decided: 'accept' | 'link' | null;
  actions: ActionIn[];
}

export const taxOf = (h: Heads) => h.igstPaise + h.cgstPaise + h.sgstPaise + h.cessPaise;

const within = (a: number, b: number) => Math.abs(a - b) <= GSTR2B_TOLERANCE_PAISE;

const taxDiffers = (d: Heads, b: Heads) =>
  !within(d.igstPaise, b.igstPaise) ||
  !within(d.cgstPaise, b.cgstPaise) ||
  !within(d.sgstPaise, b.sgstPaise) ||
  !within(d.cessPaise, b.cessPaise);

const DAY_MS = 86_400_000;
const daysApart = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS;

function differencesOf(d: DocumentIn, b: BillIn, numberForm: boolean): Gstr2bDifference[] {
  const out: Gstr2bDifference[] = [];
  if (d.docDate !== b.matchDate) out.push('date');
  if (!within(d.taxablePaise, b.taxablePaise)) out.push('taxableValue');
  if (taxDiffers(d, b)) out.push('tax');
  if (numberForm) out.push('numberForm');
  return out;
}

/** A multimap of unused bills by key; take() hands each bill out once. */
class Index<B extends BillIn> {
  private readonly map = new Map<string, B[]>();
  constructor(
    bills: readonly B[],
    private readonly keyOf: (b: B) => string | null,
  ) {
    for (const b of bills) {
      const k = keyOf(b);
      if (k === null) continue;
      const list = this.map.get(k);
      if (list) list.push(b);
      else this.map.set(k, [b]);
    }
  }
  /** The unused bill under `key` that `fits` and is nearest in date to `date`. */
  take(key: string, used: Set<number>, date: string, fits: (b: B) => boolean = () => true) {
    const list = this.map.get(key);
    if (!list) return null;
    let best: B | null = null;
    let bestDays = Infinity;
    for (const b of list) {
      if (used.has(b.id) || !fits(b)) continue;
      const days = daysApart(b.matchDate, date);
      if (days < bestDays) [best, bestDays] = [b, days];
    }
    if (best) used.add(best.id);
    return best;
  }
}

/** Async only to let other requests in between slices: 180,000 documents take seconds. */
export async function reconcile<D extends DocumentIn, B extends BillIn>(
  documents: readonly D[],
  bills: readonly B[],
  actions: readonly ActionIn[],
): Promise<Row<D, B>[]> {
  const pace = pacer();
  const rows: Row<D, B>[] = [];
  const usedBills = new Set<number>();
  const usedDocs = new Set<number>();
  const billById = new Map(bills.map((b) => [b.id, b]));
  const docByKey = new Map(documents.map((d) => [d.docKey, d]));
  const row = (
    category: Gstr2bCategory,
    document: D | null,
    bill: B | null,
    differences: Gstr2bDifference[] = [],
    reason: string | null = null,
    decided: Row['decided'] = null,
  ): Row<D, B> => {
    const itcPaise = document
      ? document.itcAvailable === 'N'
        ? 0
        : taxOf(document)
      : bill
        ? taxOf(bill)
        : 0;
    const r = { category, document, bill, differences, reason, itcPaise, decided, actions: [] };
    rows.push(r);
    if (document) usedDocs.add(document.id);
    if (bill) usedBills.add(bill.id);
    return r;
  };

  // 0. The user's pairs, where the document and the bill are both still there.
  for (const a of actions) {
    if (a.action === 'follow_up' || a.docKey === null || a.transactionId === null) continue;
    const d = docByKey.get(a.docKey);
    const b = billById.get(a.transactionId);
    if (!d || !b || usedDocs.has(d.id) || usedBills.has(b.id) || d.docType !== b.docType) continue;
    const form = invoiceNumberKey(d.number) !== invoiceNumberKey(b.matchNumber);
    const reason = a.action === 'link' ? 'Linked by you.' : 'Accepted by you.';
    row('matched', d, b, differencesOf(d, b, form), reason, a.action);
  }

  const keyed = (b: B, n: string) => `${b.supplierGstin}|${b.docType}|${n}`;
  const byNumber = new Index(bills, (b) => keyed(b, invoiceNumberKey(b.matchNumber)));
  const byCore = new Index(bills, (b) => keyed(b, invoiceNumberCore(b.matchNumber)));
  // Bucketed by the whole rupees of the tax; ±₹1 per head can move the total by a few rupees,
  // so the neighbouring buckets are looked at too (a handful of lookups per document).
  const rupeesOf = (p: number) => Math.round(p / 100);
  const byAmount = new Index(bills, (b) => keyed(b, String(rupeesOf(taxOf(b)))));
  const pending = documents.filter((d) => !usedDocs.has(d.id));
  const docKeyed = (d: D, n: string) => `${d.supplierGstin}|${d.docType}|${n}`;

  // 1. Same number.
  const left1: D[] = [];
  for (const d of pending) {
    await pace();
    const b = byNumber.take(docKeyed(d, invoiceNumberKey(d.number)), usedBills, d.docDate);
    if (!b) {
      left1.push(d);
      continue;
    }
    const diffs = differencesOf(d, b, false);
    row(diffs.length === 0 ? 'matched' : 'mismatched', d, b, diffs);
  }

  // 2. Numbers that differ only in form.
  const left2: D[] = [];
  for (const d of left1) {
    await pace();
    const b = byCore.take(
      docKeyed(d, invoiceNumberCore(d.number)),
      usedBills,
      d.docDate,
      (b) => daysApart(b.matchDate, d.docDate) <= GSTR2B_DATE_WINDOW_DAYS,
    );
    if (!b) {
      left2.push(d);
      continue;
    }
    const diffs = differencesOf(d, b, true);
    const amountsAgree = !diffs.includes('taxableValue') && !diffs.includes('tax');
    if (amountsAgree)
      row(
        'suggested',
        d,
        b,
        diffs,
        `Same GSTIN and amounts; the number differs only in form (${d.number} in 2B, ${b.matchNumber} in books).`,
      );
    else row('mismatched', d, b, diffs);
  }

  // 3. Same GSTIN and amounts, dates close, numbers unlike.
  for (const d of left2) {
    await pace();
    const fits = (b: B) =>
      daysApart(b.matchDate, d.docDate) <= GSTR2B_DATE_WINDOW_DAYS &&
      within(d.taxablePaise, b.taxablePaise) &&
      !taxDiffers(d, b);
    const tax = rupeesOf(taxOf(d));
    let b: B | null = null;
    for (const delta of [0, -1, 1, -2, 2, -3, 3, -4, 4]) {
      b = byAmount.take(docKeyed(d, String(tax + delta)), usedBills, d.docDate, fits);
      if (b) break;
    }
    if (!b) {
      row('missingInBooks', d, null);
      continue;
    }
    const days = daysApart(b.matchDate, d.docDate);
    const when =
      days === 0
        ? 'same date'
        : `dates ${formatDate(d.docDate)} and ${formatDate(b.matchDate)} (${days} day${days === 1 ? '' : 's'} apart)`;
    row(
      'suggested',
      d,
      b,
      differencesOf(d, b, false),
      `Same GSTIN and amounts, ${when}; the numbers differ (${d.number} in 2B, ${b.matchNumber} in books).`,
    );
  }

  for (const b of bills) if (!usedBills.has(b.id) && b.inPeriod) row('missingIn2b', null, b);

  // The actions shown on each row: follow-ups on either side, the pair's accept or link.
  const rowByDoc = new Map<string, Row<D, B>>();
  const rowByBill = new Map<number, Row<D, B>>();
  for (const r of rows) {
    await pace();
    if (r.document) rowByDoc.set(r.document.docKey, r);
    if (r.bill) rowByBill.set(r.bill.id, r);
  }
  for (const a of actions) {
    const r =
      (a.docKey !== null ? rowByDoc.get(a.docKey) : undefined) ??
      (a.transactionId !== null ? rowByBill.get(a.transactionId) : undefined);
    if (!r) continue;
    if (a.action === 'follow_up') {
      r.actions.push(a);
      continue;
    }
    if (r.document?.docKey === a.docKey && r.bill?.id === a.transactionId) r.actions.push(a);
  }
  return rows;
}
