// Spec section 9 plans. Prices are whole rupees a year, shown with en-IN grouping.

export interface Plan {
  name: string;
  priceRupees: number;
  users: number;
  invoicesPerYear: number;
}

export const PLANS: readonly Plan[] = [
  { name: 'Basic', priceRupees: 3499, users: 1, invoicesPerYear: 365 },
  { name: 'Standard', priceRupees: 7499, users: 5, invoicesPerYear: 7300 },
  { name: 'Premium', priceRupees: 15499, users: 10, invoicesPerYear: 36500 },
];

export const FREE_PERIOD_DAYS = 180;

export const SALES_EMAIL = 'sales@hisaab.app';

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function rupees(n: number): string {
  return `₹${grouping.format(n)}`;
}

export function count(n: number): string {
  return grouping.format(n);
}
