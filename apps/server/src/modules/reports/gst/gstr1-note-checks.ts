// GSTR-1's checks of credit notes and debit notes to customers (cdnr, cdnur): what the portal
// would refuse in them, or what the law does not allow (a note past section 34's deadline).
import { financialYearOf, formatDate, formatINR } from '@hisaab/shared/format';
import { validateGstin } from '@hisaab/shared/gstin';
import { validateInvoiceNumber } from '@hisaab/shared/invoice-number';
import { asMessage, msg, tk } from '@hisaab/shared/i18n/messages';
import { isExport } from '@hisaab/shared/gst/supply';
import { PORTAL_RATES_BP, ratePercent, type GstProfile } from './gst-common.ts';
import type { NoteRateRow } from './gstr1-rows.ts';
import { noteSection } from './gstr1-sections.ts';
import { error, type GstCheck } from './gstr1-check.ts';

const noteName = (n: string | null, debit = false) =>
  debit
    ? n
      ? msg('Debit note {{number}}', { number: n })
      : msg('A debit note without a number')
    : n
      ? msg('Credit note {{number}}', { number: n })
      : msg('A credit note without a number');
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
export function noteChecks(rows: readonly NoteRateRow[], profile: GstProfile): GstCheck[] {
  const out: GstCheck[] = [];
  const seen = new Set<number>();
  const seenGstin = new Set<string>();
  for (const r of rows) {
    const doc = { number: r.number, id: r.transactionId };
    if (!r.nil && !PORTAL_RATES_BP.includes(r.rtBp)) {
      out.push(
        error(
          tk('GST rate'),
          msg('{{document}}: GST rate {{rate}} is not a rate the portal accepts.', {
            document: noteName(r.number, r.debit),
            rate: `${ratePercent(r.rtBp)}%`,
          }),
          doc,
        ),
      );
    }
    if (seen.has(r.transactionId)) continue;
    seen.add(r.transactionId);
    const numberProblem =
      r.number === null || r.number.trim() === ''
        ? r.debit
          ? tk('A debit note has no number.')
          : tk('A credit note has no number.')
        : validateInvoiceNumber(r.number);
    if (numberProblem) out.push(error(tk('Note number format'), numberProblem, doc));
    const section = noteSection(r, profile);
    const pos = r.pos ?? profile.state ?? '';
    const posReported = section !== 'b2cs' && !isExport(r.supplyType);
    if (posReported && !(section === 'cdnr' ? CDNR_POS : CDNUR_POS).test(pos)) {
      out.push(
        error(
          tk('Place of supply'),
          msg('{{document}}: place of supply {{pos}} is not a state code the portal accepts.', {
            document: noteName(r.number, r.debit),
            pos,
          }),
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
            tk('Customer GSTIN'),
            msg(
              'GSTIN {{gstin}} of customer {{customer}} is not valid: {{problem}} Correct it in Customers (used on {{number}}).',
              {
                gstin: r.ctin,
                customer: r.customerName,
                problem: asMessage(v.message),
                number: String(r.number),
              },
            ),
            doc,
          ),
        );
      }
    }
    // The time limit is a credit note's (a debit note to the customer only adds tax).
    const deadline = creditNoteDeadline(r.originalDate);
    if (!r.debit && r.date > deadline) {
      const timeLimit = {
        note: noteName(r.number),
        date: formatDate(r.originalDate),
        fy: financialYearOf(r.originalDate).label,
        deadline: formatDate(deadline),
        amount: formatINR(-r.val),
      };
      out.push({
        ...error(
          tk('Credit note time limit'),
          r.originalNumber
            ? msg(
                '{{note}} returns goods of {{original}} of {{date}}; a credit note for a supply of financial year {{fy}} reduces the tax only if issued by {{deadline}}. Check its {{amount}} before filing.',
                { ...timeLimit, original: r.originalNumber },
              )
            : msg(
                '{{note}} returns goods of a bill of {{date}}; a credit note for a supply of financial year {{fy}} reduces the tax only if issued by {{deadline}}. Check its {{amount}} before filing.',
                timeLimit,
              ),
          doc,
        ),
        severity: 'warning',
      });
    }
  }
  return out;
}
