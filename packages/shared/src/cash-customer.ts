// The walk-in customer every company has, apart from the customer schema so that screens can
// know it without loading zod (the invoice screen's first load, issue 14).
export const CASH_CUSTOMER_NAME = 'Cash';

/** The default customer is named Cash and cannot be edited (case-insensitive). */
export function isCashCustomerName(name: string | null | undefined): boolean {
  return typeof name === 'string' && name.trim().toLowerCase() === CASH_CUSTOMER_NAME.toLowerCase();
}
