// Amendments of filed supplies (issue 38 part 3): the one rule of when a sale, credit note or
// debit note to a customer whose GSTR-1 is filed may still be amended, shared by the server
// (which refuses) and the invoice screen (which offers the button). Section 37(3) of the CGST
// Act read with section 34: a detail of a reported supply may be amended up to 30 November
// after the end of the financial year it belongs to, or the day the annual return (GSTR-9) of
// that year is filed, whichever is earlier (the filing recorded in Hisaab: periods module).
// After the limit a credit or debit note is the only way. The amendment is reported in the GSTR-1 of the
// month it is made (b2ba, b2cla, b2csa, cdnra, cdnura, expa) and its difference in that month's
// GSTR-3B; the original stays as filed. A wrong invoice number is amended too: the document
// takes the number typed (free on its side of the books, never one a filed document had, not
// one its series will still reach), the series' counter is not moved, and GSTR-1 reports the
// filed number and date as oinum/oidt (ont_num/ont_dt) beside the new ones.
import { financialYearOf, formatDate } from './format.ts';
import { msg, tk } from './i18n/messages.ts';
import { hasRole } from './permissions.ts';

/** Kinds of document a GSTR-1 reports, so the kinds that can be amended. */
export const AMENDABLE_KINDS: ReadonlySet<string> = new Set([
  'sale',
  'credit_note',
  'sales_debit_note',
]);

/**
 * The last day an amendment of a supply dated `date` may be made: 30 November after its
 * financial year, or the day its annual return was filed (`annualReturnFiledOn`, when one is
 * recorded for that year) if earlier.
 */
export function amendmentDeadline(date: string, annualReturnFiledOn: string | null = null): string {
  const fyEnd = financialYearOf(date.slice(0, 10)).end;
  const limit = `${fyEnd.slice(0, 4)}-11-30`;
  return annualReturnFiledOn !== null && annualReturnFiledOn < limit ? annualReturnFiledOn : limit;
}

/** Whether a supply dated `date` may still be amended on `today` (both yyyy-mm-dd). */
export function amendmentAllowed(
  date: string,
  today: string,
  annualReturnFiledOn: string | null = null,
): boolean {
  return today.slice(0, 10) <= amendmentDeadline(date, annualReturnFiledOn);
}

/** The owner (Admin) or the accountant (Manager) amends; nobody else. */
export function canAmend(roles: readonly string[]): boolean {
  return hasRole(roles, 'Admin') || hasRole(roles, 'Manager');
}

export const AMENDMENT_MESSAGES = {
  pastDeadline: (deadline: string) =>
    msg(
      'A filed invoice can be amended only up to {{date}} (30 November after its financial year). Record a credit or debit note instead.',
      { date: formatDate(deadline) },
    ),
  roles: tk('Only the owner or the accountant (Manager) can amend a filed invoice.'),
  notFiled: tk(
    "This document's GSTR-1 is not filed: edit it as usual. An amendment is for a filed invoice.",
  ),
  kind: tk(
    'This document cannot be amended here: a sale, a credit note and a debit note to a customer each have their own amendment.',
  ),
  month: tk(
    'An amendment keeps the invoice in its month: choose a date in the same month, or record a credit or debit note.',
  ),
  section: tk(
    'This change would move the invoice to another table of GSTR-1 (for example from B2B to B2C): the portal does not allow it. Record a credit note and a new invoice instead.',
  ),
  b2clPlace: tk(
    'The place of supply of a large B2C invoice cannot be amended. Record a credit note and a new invoice instead.',
  ),
  pastAnnualReturn: (filedOn: string) =>
    msg(
      'The annual return (GSTR-9) of its financial year was filed on {{date}}: a filed invoice can no longer be amended. Record a credit or debit note instead.',
      { date: formatDate(filedOn) },
    ),
  reason: tk('Enter the reason for the amendment (3 to 500 characters).'),
  numberTaken: (n: string) =>
    msg(
      'Number {{n}} is already used by another document (or was filed for one). Choose another number.',
      { n },
    ),
  numberAhead: (n: string) =>
    msg(
      'Number {{n}} is still ahead in this series: a later document would take it. Choose a number outside the series.',
      { n },
    ),
  annualReturn: tk(
    'Not after the annual return (GSTR-9) of that year is filed: then record a credit or debit note.',
  ),
} as const;
