// Spec section 9 plans, from the shared table the server enforces. Prices are whole rupees a
// year, shown with en-IN grouping.
import { i18n } from '../../../i18n/i18n.ts';
import { ADD_ONS, FREE_PERIOD_DAYS, PLANS, countText, type Plan } from '@hisaab/shared/plans';

export { ADD_ONS, FREE_PERIOD_DAYS, PLANS, type Plan };

export function rupees(n: number): string {
  return `₹${countText(n)}`;
}

export const count = countText;

/** What a plan adds to the one below it ("4 more users and 6,935 more invoices a year"). */
export function addsOverPrevious(index: number): string | null {
  const plan = PLANS[index];
  const below = PLANS[index - 1];
  if (!plan || !below) return null;
  const users = plan.users - below.users;
  const invoices = plan.invoicesPerYear - below.invoicesPerYear;
  return i18n.t('{{users}} more users and {{invoices}} more invoices a year than {{plan}}', {
    users,
    invoices: countText(invoices),
    plan: i18n.t(below.name),
  });
}

/** The part of the contact text that is an email address, if any, for a mail link. */
export function contactEmail(contact: string): string | null {
  return /[^\s@<>()]+@[^\s@<>()]+\.[A-Za-z]{2,}/.exec(contact)?.[0] ?? null;
}
