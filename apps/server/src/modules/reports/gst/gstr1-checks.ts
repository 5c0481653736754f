// GSTR-1's self-checks: what the portal would refuse, or what would not agree with the books,
// said in plain words with the bill to open. Errors block the JSON download; warnings do not.
// Credit notes (and debit notes to customers) are checked as one more row source
// (gstr1-note-checks.ts), exports by gstr1-export-checks.ts.
import { formatINR } from '@hisaab/shared/format';
import { validateGstin } from '@hisaab/shared/gstin';
import { validateInvoiceNumber } from '@hisaab/shared/invoice-number';
import { asMessage, msg, tk, type Text } from '@hisaab/shared/i18n/messages';
import {
  b2clThresholdPaise,
  PORTAL_POS,
  PORTAL_RATES_BP,
  ratePercent,
  type Amounts,
  type GstProfile,
} from './gst-common.ts';
import type { Gstr1Data } from './gstr1-data.ts';
import type { InvoiceRateRow } from './gstr1-rows.ts';
import { isExport } from '@hisaab/shared/gst/supply';
import { exportChecks } from './gstr1-export-checks.ts';
import { rowInterState, type Gstr1Sections, type HsnTable } from './gstr1-sections.ts';
import { capped, error, type GstCheck } from './gstr1-check.ts';
import { noteChecks } from './gstr1-note-checks.ts';
export type { GstCheck } from './gstr1-check.ts';

const HEADS: [keyof Amounts, string][] = [
  ['txval', tk('Taxable value')],
  ['iamt', 'IGST'],
  ['camt', 'CGST'],
  ['samt', 'SGST/UTGST'],
  ['csamt', tk('Cess')],
];

// A Message of its own, translated inside the sentence it is a value of.
const bill = (n: string | null) =>
  n ? msg('Bill {{number}}', { number: n }) : msg('A bill without a number');

function companyChecks(profile: GstProfile): GstCheck[] {
  const check = tk('Company GSTIN');
  if (!profile.gstin) {
    return [
      error(
        check,
        tk('The company has no GSTIN. Enter it in Company settings to file GST returns.'),
      ),
    ];
  }
  const v = validateGstin(profile.gstin, 'company');
  return v.ok
    ? []
    : [
        error(
          check,
          msg("The company's GSTIN {{gstin}} is not valid: {{problem}}", {
            gstin: profile.gstin,
            problem: asMessage(v.message),
          }),
        ),
      ];
}

function totalsChecks(sections: Gstr1Sections, hsn: HsnTable, books: Amounts): GstCheck[] {
  const out: GstCheck[] = [];
  for (const [head, label] of HEADS) {
    // Tax under reverse charge is reported, never booked: the buyer pays it.
    const ret = sections.total[head] - sections.reverseChargeTax[head];
    if (ret !== books[head]) {
      out.push(
        error(
          tk('Adds up to the sales books'),
          msg(
            "{{head}}: the return's sections add up to {{ret}} but the sales books for the period show {{books}} (difference {{difference}}). Open the sales register and save the bill that differs again.",
            {
              head: msg(label),
              ret: formatINR(ret),
              books: formatINR(books[head]),
              difference: formatINR(ret - books[head]),
            },
          ),
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
          tk('HSN summary adds up'),
          msg(
            '{{head}}: the HSN summary adds up to {{table}} but the sections, less {{without}} of lines without an HSN code, come to {{expected}}. Lines whose unit has no UQC are missing from it.',
            {
              head: msg(label),
              table: formatINR(table),
              without: formatINR(hsn.withoutHsn[head]),
              expected: formatINR(expected),
            },
          ),
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
    const inter = rowInterState(r, profile);
    const rate = `${ratePercent(r.rtBp)}%`;
    if (!inter && r.camt !== r.samt) {
      cgst.push(
        error(
          tk('CGST equals SGST'),
          msg(
            '{{bill}}: CGST {{cgst}} and SGST {{sgst}} at {{rate}} differ; on an intra-state bill they must be equal. Open the bill and save it again.',
            { bill: bill(r.number), cgst: formatINR(r.camt), sgst: formatINR(r.samt), rate },
          ),
          doc,
        ),
      );
    }
    if (inter ? r.camt !== 0 || r.samt !== 0 : r.iamt !== 0) {
      split.push(
        error(
          tk('Tax matches place of supply'),
          inter
            ? msg(
                '{{bill}} charges CGST/SGST although its place of supply {{pos}} is another state (IGST is due). Open the bill and save it again.',
                { bill: bill(r.number), pos: r.pos ?? '' },
              )
            : msg(
                "{{bill}} charges IGST although its place of supply is the company's own state (CGST and SGST are due). Open the bill and save it again.",
                { bill: bill(r.number) },
              ),
          doc,
        ),
      );
    }
    // b2b and b2cl take no negative values (b2cs does): a return belongs on a credit note.
    const large = inter && r.val > b2clThresholdPaise(r.date);
    if (!r.nil && r.txval < 0 && (r.ctin !== null || large)) {
      negative.push(
        error(
          tk('Negative value'),
          msg(
            '{{bill}} has a negative taxable value {{value}} at {{rate}}; the portal takes goods returned on a credit note, not as a minus line. Open the bill.',
            { bill: bill(r.number), value: formatINR(r.txval), rate },
          ),
          doc,
        ),
      );
    }
    if (!r.nil && !PORTAL_RATES_BP.includes(r.rtBp)) {
      rates.push(
        error(
          tk('GST rate'),
          msg('{{document}}: GST rate {{rate}} is not a rate the portal accepts.', {
            document: bill(r.number),
            rate,
          }),
          doc,
        ),
      );
    }
    // An export's place (96) is not reported: exp has none (issue 36).
    const reported = r.pos !== null && !isExport(r.supplyType);
    if (!seenPos.has(r.transactionId) && reported && !PORTAL_POS.test(r.pos!)) {
      seenPos.add(r.transactionId);
      places.push(
        error(
          tk('Place of supply'),
          r.pos === '96'
            ? msg(
                '{{bill}} has place of supply 96 (outside India) but is not an export: open the bill and choose an export as its kind of supply.',
                { bill: bill(r.number) },
              )
            : msg('{{document}}: place of supply {{pos}} is not a state code the portal accepts.', {
                document: bill(r.number),
                pos: r.pos!,
              }),
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
export function invoiceNumberProblem(n: string | null): Text | null {
  if (n === null || n.trim() === '') return tk('A sale bill has no invoice number.');
  const problem = validateInvoiceNumber(n);
  if (problem) return problem;
  if (!/[A-Za-z1-9]/.test(n)) {
    return msg('Invoice number {{number}} is all zeros; the portal refuses it.', { number: n });
  }
  return null;
}

function numberChecks(data: Gstr1Data): GstCheck[] {
  const pattern: GstCheck[] = [];
  for (const d of data.issued) {
    const problem = invoiceNumberProblem(d.number);
    if (problem) {
      pattern.push(
        error(tk('Invoice number format'), problem, { number: d.number, id: d.transactionId }),
      );
    }
  }
  const dup = data.duplicates.map((d) =>
    error(
      tk('Invoice number unique'),
      msg(
        'Invoice number {{number}} is used by {{count}} bills in financial year {{fy}}; the portal takes each number once a year. Give the others new numbers.',
        { number: d.number, count: d.count, fy: d.fy },
      ),
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
          tk('Customer GSTIN'),
          msg(
            'GSTIN {{gstin}} of customer {{customer}} is not valid: {{problem}} Correct it in Customers (first used on {{number}}).',
            {
              gstin: inv.ctin!,
              customer: inv.customerName,
              problem: asMessage(v.message),
              number: inv.number,
            },
          ),
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
          tk('HSN code missing'),
          msg(
            '{{bill}}: item {{item}}, sold to registered buyer {{customer}}, has no HSN/SAC code. Add it to the item and save the bill again.',
            { bill: bill(p.number), item: p.item, customer: p.customerName },
          ),
          doc,
        );
      }
      if (kind === 'hsn-missing-b2c') {
        return {
          ...error(
            tk('HSN code missing'),
            msg(
              '{{bill}}: item {{item}} has no HSN/SAC code, so it is left out of the HSN summary. Add it to the item and save the bill again.',
              { bill: bill(p.number), item: p.item },
            ),
            doc,
          ),
          severity: 'warning',
        };
      }
      return error(
        tk('HSN code digits'),
        profile.turnoverAbove5Cr
          ? msg(
              '{{bill}}: item {{item}} has HSN/SAC code {{hsn}}; the portal needs {{digits}} to 8 digits (turnover above ₹5 crore). Correct the item and save the bill again.',
              { bill: bill(p.number), item: p.item, hsn: p.hsn ?? '', digits },
            )
          : msg(
              '{{bill}}: item {{item}} has HSN/SAC code {{hsn}}; the portal needs {{digits}} to 8 digits. Correct the item and save the bill again.',
              { bill: bill(p.number), item: p.item, hsn: p.hsn ?? '', digits },
            ),
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
        tk('Unit code (UQC)'),
        msg('{{problem}}; set one in Units. {{used}}.', {
          problem: u.uqc
            ? msg('Unit {{unit}} has UQC {{uqc}}, which is not a GST unit code', {
                unit: u.unitName,
                uqc: u.uqc,
              })
            : msg('Unit {{unit}} has no GST unit code (UQC)', { unit: u.unitName }),
          used:
            others === 0
              ? msg('Used on {{number}}', { number: String(u.number) })
              : others === 1
                ? msg('Used on {{number}} and 1 other bill', { number: String(u.number) })
                : msg('Used on {{number}} and {{others}} other bills', {
                    number: String(u.number),
                    others,
                  }),
        }),
        { number: u.number, id: u.transactionId },
      ),
    });
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
    ...exportChecks(sections.exp),
  ];
  // Errors first, each kind in the order above.
  return [
    ...all.filter((c) => c.severity === 'error'),
    ...all.filter((c) => c.severity === 'warning'),
  ];
}
