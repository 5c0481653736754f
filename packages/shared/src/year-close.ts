// Closing a financial year (issue 38 part 5) and its annual return (GSTR-9, the amendments' time
// limit of part 3): the rules and texts the server and the Settings screen share. A year closed
// moves its profit or loss to the capital account by a closing journal dated 31 March, and the
// books stay closed up to that day; only the owner reopens it, with a reason.
import { financialYearOf, formatDate } from './format.ts';
import { msg, tk } from './i18n/messages.ts';
import { hasRole } from './permissions.ts';

export interface FinancialYear {
  /** The calendar year it starts in: 2025 is 2025-26. */
  year: number;
  /** 1 April, yyyy-mm-dd. */
  start: string;
  /** 31 March of the next year, yyyy-mm-dd. */
  end: string;
  /** '2025-26'. */
  label: string;
}

/** The financial year starting on 1 April of `year`. */
export function financialYear(year: number): FinancialYear {
  return {
    year,
    start: `${year}-04-01`,
    end: `${year + 1}-03-31`,
    label: `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
  };
}

/** The financial year a date (yyyy-mm-dd) falls in. */
export const yearOfDate = (date: string): FinancialYear =>
  financialYear(Number(financialYearOf(date.slice(0, 10)).start.slice(0, 4)));

/** The last year that has ended by `today`: the one the screen offers to close. */
export const lastEndedYear = (today: string): FinancialYear =>
  financialYear(yearOfDate(today).year - 1);

/** The owner (Admin) or the accountant (Manager) closes a year; only the owner reopens it. */
export function canCloseYear(roles: readonly string[]): boolean {
  return hasRole(roles, 'Admin') || hasRole(roles, 'Manager');
}

export const YEAR_CLOSE_MESSAGES = {
  year: tk('Choose a financial year.'),
  notEnded: (label: string, end: string) =>
    msg('The year {{year}} ends on {{date}}: it can be closed after that.', {
      year: label,
      date: formatDate(end),
    }),
  alreadyClosed: (label: string) => msg('The year {{year}} is already closed.', { year: label }),
  laterClosed: (label: string) =>
    msg('The year {{year}} is closed: reopen it first. Years are closed and reopened in order.', {
      year: label,
    }),
  booksHeld: (label: string, end: string) =>
    msg(
      'The year {{year}} is closed: the books stay closed up to {{date}}. Reopen the year first.',
      { year: label, date: formatDate(end) },
    ),
  roles: tk('Only the owner or the accountant (Manager) can close a year.'),
  reopenOwnerOnly: tk('Only the owner (Admin) can reopen a closed year.'),
  notFound: tk('Year closing not found.'),
  alreadyReopened: tk('This year was already reopened.'),
  // The annual return (GSTR-9).
  annualTooEarly: tk('The annual return is filed after its year ends: check the filing date.'),
  annualAlreadyFiled: (label: string) =>
    msg('The annual return (GSTR-9) for {{year}} is already marked as filed.', { year: label }),
  annualNotFound: tk('Annual return not found.'),
} as const;
