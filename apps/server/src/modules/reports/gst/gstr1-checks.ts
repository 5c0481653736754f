// GSTR-1's self-checks: what the portal would refuse, or what would not agree with the books,
// said in plain words with the bill to open. Errors block the JSON download; warnings do not.
// Credit notes are checked as one more row source (noteChecks).
import { financialYearOf, formatDate, formatINR } from '@hisaab/shared/format';
import { validateGstin } from '@hisaab/shared/gstin';
import { validateInvoiceNumber } from '@hisaab/shared/invoice-number';
import {
  b2clThresholdPaise,
  PORTAL_RATES_BP,
  ratePercent,
  type Amounts,
  type GstProfile,
} from './gst-common.ts';
import type { Gstr1Data } from './gstr1-data.ts';
import type { InvoiceRateRow, NoteRateRow } from './gstr1-rows.ts';
import { isInterState, noteSection, type Gstr1Sections, type HsnTable } from './gstr1-sections.ts';

export interface GstCheck {
  severity: 'error' | 'warning';
  check: string;
  message: string;
  /** The document to open (a link on the screen), when there is one. */
  number: string | null;
  transactionId: number | null;
  /** A unit to give a GST unit code: the screen offers the codes beside the message. */
  unitId?: number;
  unitName?: string;
}

export const CHECK_LIST_LIMIT = 50;

const HEADS: [keyof Amounts, string][] = [
  ['txval', 'Taxable value'],
  ['iamt', 'IGST'],
  ['camt', 'CGST'],
  ['samt', 'SGST/UTGST'],
  ['csamt', 'Cess'],
];

/** Place of supply codes the portal takes in b2b, b2cl and b2cs (GSTR_JSON.md section 2). */
const PORTAL_POS = /^(0[1-9]|[12][0-9]|3[0-8]|97)$/;

const bill = (n: string | null) => (n ? `Bill ${n}` : 'A bill without a number');

function error(check: string, message: string, doc?: { number: string | null; id: number }) {
  return {
    severity: 'error' as const,
    check,
    message,
    number: doc?.number ?? null,
    transactionId: doc?.id ?? null,
  };
}

/** At most CHECK_LIST_LIMIT rows of one check, then one row saying how many more. */
function capped(out: GstCheck[], list: GstCheck[], total = list.length) {
  out.push(...list.slice(0, CHECK_LIST_LIMIT));
  const more = total - Math.min(list.length, CHECK_LIST_LIMIT);
  if (more > 0 && list[0]) {
    out.push({
      ...list[0],
      message: `…and ${more} more with the same problem.`,
      number: null,
      transactionId: null,
    });
  }
}

function companyChecks(profile: GstProfile): GstCheck[] {
  const check = 'Company GSTIN';
  if (!profile.gstin) {
    return [
      error(check, 'The company has no GSTIN. Enter it in Company settings to file GST returns.'),
    ];
  }
  const v = validateGstin(profile.gstin, 'company');
  return v.ok
    ? []
    : [error(check, `The company's GSTIN ${profile.gstin} is not valid: ${v.message}`)];
}

function totalsChecks(sections: Gstr1Sections, hsn: HsnTable, books: Amounts): GstCheck[] {
  const out: GstCheck[] = [];
  for (const [head, label] of HEADS) {
    const ret = sections.total[head];
    if (ret !== books[head]) {
      out.push(
        error(
          'Adds up to the sales books',
          `${label}: the return's sections add up to ${formatINR(ret)} but the sales books ` +
            `for the period show ${formatINR(books[head])} (difference ` +
            `${formatINR(ret - books[head])}). Open the sales register and save the bill that differs again.`,
        ),
      );
    }
  }
  for (const [head, label] of HEADS) {
    const table = hsn.total[head];
    const expected = sections.total[head] - hsn.withoutHsn[head];
    if (table !== expected) {
      out.push(
        error(
          'HSN summary adds up',
          `${label}: the HSN summary adds up to ${formatINR(table)} but the sections, less ` +
            `${formatINR(hsn.withoutHsn[head])} of lines without an HSN code, come to ` +
            `${formatINR(expected)}. Lines whose unit has no UQC are missing from it.`,
        ),
      );
    }
  }
  return out;
}

function rowChecks(rows: readonly InvoiceRateRow[], profile: GstProfile): GstCheck[] {
  const cgst: GstCheck[] = [];
  const split: GstCheck[] = [];
  const rates: GstCheck[] = [];
  const places: GstCheck[] = [];
  const negative: GstCheck[] = [];
  const seenPos = new Set<number>();
  for (const r of rows) {
    const doc = { number: r.number, id: r.transactionId };
    const inter = isInterState(r.pos, profile);
    const rate = `${ratePercent(r.rtBp)}%`;
    if (!inter && r.camt !== r.samt) {
      cgst.push(
        error(
          'CGST equals SGST',
          `${bill(r.number)}: CGST ${formatINR(r.camt)} and SGST ${formatINR(r.samt)} at ${rate} ` +
            'differ; on an intra-state bill they must be equal. Open the bill and save it again.',
          doc,
        ),
      );
    }
    if (inter ? r.camt !== 0 || r.samt !== 0 : r.iamt !== 0) {
      split.push(
        error(
          'Tax matches place of supply',
          inter
            ? `${bill(r.number)} charges CGST/SGST although its place of supply ${r.pos} is ` +
                'another state (IGST is due). Open the bill and save it again.'
            : `${bill(r.number)} charges IGST although its place of supply is the company's own ` +
                'state (CGST and SGST are due). Open the bill and save it again.',
          doc,
        ),
      );
    }
    // b2b and b2cl take no negative values (b2cs does): a return belongs on a credit note.
    const large = inter && r.val > b2clThresholdPaise(r.date);
    if (!r.nil && r.txval < 0 && (r.ctin !== null || large)) {
      negative.push(
        error(
          'Negative value',
          `${bill(r.number)} has a negative taxable value ${formatINR(r.txval)} at ${rate}; the ` +
            'portal takes goods returned on a credit note, not as a minus line. Open the bill.',
          doc,
        ),
      );
    }
    if (!r.nil && !PORTAL_RATES_BP.includes(r.rtBp)) {
      rates.push(
        error(
          'GST rate',
          `${bill(r.number)}: GST rate ${rate} is not a rate the portal accepts.`,
          doc,
        ),
      );
    }
    if (!seenPos.has(r.transactionId) && r.pos !== null && !PORTAL_POS.test(r.pos)) {
      seenPos.add(r.transactionId);
      places.push(
        error(
          'Place of supply',
          r.pos === '96'
            ? `${bill(r.number)} is an export (place of supply 96); exports are not in Hisaab's GSTR-1 yet.`
            : `${bill(r.number)}: place of supply ${r.pos} is not a state code the portal accepts.`,
          doc,
        ),
      );
    }
  }
  const out: GstCheck[] = [];
  for (const list of [cgst, split, negative, rates, places]) capped(out, list);
  return out;
}

/** Number rules of the portal (inum and doc_issue): 1–16 of letters, digits, - and /. */
export function invoiceNumberProblem(n: string | null): string | null {
  if (n === null || n.trim() === '') return 'A sale bill has no invoice number.';
  const problem = validateInvoiceNumber(n);
  if (problem) return problem;
  if (!/[A-Za-z1-9]/.test(n)) return `Invoice number ${n} is all zeros; the portal refuses it.`;
  return null;
}

function numberChecks(data: Gstr1Data): GstCheck[] {
  const pattern: GstCheck[] = [];
  for (const d of data.issued) {
    const problem = invoiceNumberProblem(d.number);
    if (problem) {
      pattern.push(
        error('Invoice number format', problem, { number: d.number, id: d.transactionId }),
      );
    }
  }
  const dup = data.duplicates.map((d) =>
    error(
      'Invoice number unique',
      `Invoice number ${d.number} is used by ${d.count} bills in financial year ${d.fy}; ` +
        'the portal takes each number once a year. Give the others new numbers.',
      { number: d.number, id: d.transactionId },
    ),
  );
  const out: GstCheck[] = [];
  capped(out, pattern);
  capped(out, dup);
  return out;
}

function gstinChecks(sections: Gstr1Sections): GstCheck[] {
  const seen = new Set<string>();
  const out: GstCheck[] = [];
  for (const inv of sections.b2b) {
    if (seen.has(inv.ctin!)) continue;
    seen.add(inv.ctin!);
    const v = validateGstin(inv.ctin!, 'customer');
    if (!v.ok) {
      out.push(
        error(
          'Customer GSTIN',
          `GSTIN ${inv.ctin} of customer ${inv.customerName} is not valid: ${v.message} ` +
            `Correct it in Customers (first used on ${inv.number}).`,
          { number: inv.number, id: inv.transactionId },
        ),
      );
    }
  }
  const list: GstCheck[] = [];
  capped(list, out);
  return list;
}

function lineChecks(data: Gstr1Data, profile: GstProfile): GstCheck[] {
  const digits = profile.turnoverAbove5Cr ? 6 : 4;
  const out: GstCheck[] = [];
  for (const kind of ['hsn-missing-b2b', 'hsn-missing-b2c', 'hsn-digits'] as const) {
    const list = data.lineProblems.filter((p) => p.kind === kind);
    const rows = list.map((p): GstCheck => {
      const doc = { number: p.number, id: p.transactionId };
      if (kind === 'hsn-missing-b2b') {
        return error(
          'HSN code missing',
          `${bill(p.number)}: item ${p.item}, sold to registered buyer ${p.customerName}, has no ` +
            'HSN/SAC code. Add it to the item and save the bill again.',
          doc,
        );
      }
      if (kind === 'hsn-missing-b2c') {
        return {
          ...error(
            'HSN code missing',
            `${bill(p.number)}: item ${p.item} has no HSN/SAC code, so it is left out of the ` +
              'HSN summary. Add it to the item and save the bill again.',
            doc,
          ),
          severity: 'warning',
        };
      }
      return error(
        'HSN code digits',
        `${bill(p.number)}: item ${p.item} has HSN/SAC code ${p.hsn}; the portal needs ` +
          `${digits} to 8 digits${profile.turnoverAbove5Cr ? ' (turnover above ₹5 crore)' : ''}. ` +
          'Correct the item and save the bill again.',
        doc,
      );
    });
    capped(out, rows, list[0]?.total ?? 0);
  }
  for (const u of data.unitProblems) {
    const others = u.bills - 1;
    out.push({
      unitId: u.unitId,
      unitName: u.unitName,
      ...error(
        'Unit code (UQC)',
        `Unit ${u.unitName} ${u.uqc ? `has UQC ${u.uqc}, which is not a GST unit code` : 'has no GST unit code (UQC)'}; ` +
          `set one in Units. Used on ${u.number}${others > 0 ? ` and ${others} other bill${others > 1 ? 's' : ''}` : ''}.`,
        { number: u.number, id: u.transactionId },
      ),
    });
  }
  return out;
}

const noteName = (n: string | null) => (n ? `Credit note ${n}` : 'A credit note without a number');
/** Place of supply codes the portal takes in cdnr (96: exports too) and cdnur. */
const CDNR_POS = /^(0[1-9]|[12][0-9]|3[0-8]|96|97)$/;
const CDNUR_POS = /^(0[1-9]|[12][0-9]|3[0-8]|97)$/;

/**
 * Section 34: a credit note reduces the tax only when issued by 30 November after the end of
 * the financial year of the supply (GST.md).
 */
export function creditNoteDeadline(originalDate: string): string {
  const fyEnd = financialYearOf(originalDate).end;
  return `${fyEnd.slice(0, 4)}-11-30`;
}

/** What the portal would refuse in the credit notes, or what the law does not allow. */
function noteChecks(rows: readonly NoteRateRow[], profile: GstProfile): GstCheck[] {
  const out: GstCheck[] = [];
  const seen = new Set<number>();
  const seenGstin = new Set<string>();
  for (const r of rows) {
    const doc = { number: r.number, id: r.transactionId };
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

export function gstr1Checks(input: {
  profile: GstProfile;
  data: Gstr1Data;
  sections: Gstr1Sections;
  hsn: HsnTable;
}): GstCheck[] {
  const { profile, data, sections, hsn } = input;
  const all = [
    ...companyChecks(profile),
    ...totalsChecks(sections, hsn, data.books),
    ...rowChecks(data.invoiceRows, profile),
    ...numberChecks(data),
    ...gstinChecks(sections),
    ...lineChecks(data, profile),
    ...noteChecks(data.notes.rows, profile),
  ];
  // Errors first, each kind in the order above.
  return [
    ...all.filter((c) => c.severity === 'error'),
    ...all.filter((c) => c.severity === 'warning'),
  ];
}
