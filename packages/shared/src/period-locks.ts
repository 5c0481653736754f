// The one lock rule (issue 38): what may no longer change once a GST return is filed or the books
// are closed. Pure, so the server refuses and the invoice screen warns by the same rule.
//  - Books closed up to a date: every document, payment, expense and opening balance dated on or
//    before it, GST or not.
//  - A month's GSTR-1 filed: the outward supplies it reported (sales, credit notes, debit notes to
//    customers). GSTR-3B filed: those and the purchases and debit notes whose input tax it
//    claimed. Estimates and payment-only entries are in no return: only closing the books locks
//    them. A later credit or debit note remains the way to correct a filed supply (section 34).
import { formatDate, MONTH_NAMES } from './format.ts';
import { msg, tk, type Text } from './i18n/messages.ts';

export const RETURN_TYPES = ['gstr1', 'gstr3b'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

export const RETURN_LABELS: Record<ReturnType, string> = { gstr1: 'GSTR-1', gstr3b: 'GSTR-3B' };

/** The returns that report a document of this kind (transactions.kind), filed for its month. */
const RETURNS_OF_KIND: Readonly<Record<string, readonly ReturnType[]>> = {
  sale: ['gstr1', 'gstr3b'],
  credit_note: ['gstr1', 'gstr3b'],
  sales_debit_note: ['gstr1', 'gstr3b'],
  purchase: ['gstr3b'],
  debit_note: ['gstr3b'],
};

/** null: a record in no return (an expense, an opening balance), locked only by closing. */
export function returnsOfKind(kind: string | null): readonly ReturnType[] {
  return kind === null ? [] : (RETURNS_OF_KIND[kind] ?? []);
}

/** A month as filings name it: 'YYYY-MM'. */
export const periodOf = (date: string): string => date.slice(0, 7);

export interface FiledPeriod {
  returnType: ReturnType;
  /** 'YYYY-MM'. */
  period: string;
}

/** What locks a company's books now: the closing date and the returns filed (not undone). */
export interface PeriodLocks {
  booksClosedTo: string | null;
  filed: readonly FiledPeriod[];
}

/** A dated record: a document's kind (null for an expense or opening balance) and its date. */
export interface DatedRecord {
  kind: string | null;
  /** yyyy-mm-dd. */
  date: string;
}

export type Lock =
  | { reason: 'booksClosed'; closedTo: string }
  | { reason: 'filed'; returnType: ReturnType; period: string };

/** The lock that holds this record, or null when it may be written. */
export function lockOf(locks: PeriodLocks, record: DatedRecord): Lock | null {
  const date = record.date.slice(0, 10);
  if (locks.booksClosedTo !== null && date <= locks.booksClosedTo)
    return { reason: 'booksClosed', closedTo: locks.booksClosedTo };
  const period = periodOf(date);
  // GSTR-1 first: it is filed first, and its refusal names the supply the customer holds.
  for (const returnType of returnsOfKind(record.kind)) {
    if (locks.filed.some((f) => f.returnType === returnType && f.period === period))
      return { reason: 'filed', returnType, period };
  }
  return null;
}

/** The first lock among records (an edit: the stored one and the new one). */
export function firstLock(locks: PeriodLocks, records: readonly DatedRecord[]): Lock | null {
  for (const r of records) {
    const lock = lockOf(locks, r);
    if (lock) return lock;
  }
  return null;
}

/** 'YYYY-MM' as the screens name a month: month name and year ('October', 2026). */
export function monthParts(period: string): { month: string; year: string } {
  return {
    month: MONTH_NAMES[Number(period.slice(5, 7)) - 1] ?? period,
    year: period.slice(0, 4),
  };
}

export const PERIOD_LOCK_MESSAGES = {
  filed: (returnType: ReturnType, period: string) =>
    msg(
      '{{return}} for {{month}} {{year}} is filed: its documents cannot be added, changed or deleted. Record a credit or debit note dated after it instead.',
      { return: RETURN_LABELS[returnType], ...monthParts(period) },
    ),
  booksClosed: (closedTo: string) =>
    msg(
      'The books are closed up to {{date}}: nothing on or before it can be added, changed or deleted. Only the owner can reopen them.',
      { date: formatDate(closedTo) },
    ),
} as const;

/** The refusal a lock gives: the month or date, and how to proceed. */
export function lockMessage(lock: Lock): Text {
  return lock.reason === 'filed'
    ? PERIOD_LOCK_MESSAGES.filed(lock.returnType, lock.period)
    : PERIOD_LOCK_MESSAGES.booksClosed(lock.closedTo);
}

/** The ARN the portal gives on filing: 15 letters and digits, two letters first. */
export const ARN_PATTERN = /^[A-Z]{2}[A-Z0-9]{13}$/;

export const FILING_MESSAGES = {
  arn: tk('Enter the ARN the portal gave: 15 letters and digits, such as AA2710260123456.'),
  filedOn: tk('Enter the date the return was filed.'),
  filedTooEarly: tk('A return is filed after its month ends: check the filing date.'),
  filedInFuture: tk('The filing date cannot be after today.'),
  returnType: tk('Choose GSTR-1 or GSTR-3B.'),
  alreadyFiled: (returnType: ReturnType, period: string) =>
    msg('{{return}} for {{month}} {{year}} is already marked as filed.', {
      return: RETURN_LABELS[returnType],
      ...monthParts(period),
    }),
  notFound: tk('Filing not found.'),
  alreadyUndone: tk('This filing was already undone.'),
  reason: tk('Enter a reason of 3 to 500 characters.'),
  undoOwnerOnly: tk('Only the owner (Admin) can undo a filing.'),
  reopenOwnerOnly: tk('Only the owner (Admin) can reopen closed books.'),
  closedToFuture: tk('The books can be closed up to today at the latest.'),
  closedTo: tk('Enter the date the books are closed up to.'),
  reopenNeedsReason: tk('Reopening the books needs a reason.'),
  unchanged: tk('The books are already closed up to that date.'),
} as const;
