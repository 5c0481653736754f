/**
 * The documents something can be due on (the server's bookkeeping/bill-dues.ts): bills and opening
 * balances, never a note, a receipt or an estimate. The bill view and the print read it.
 */
export const DUE_KINDS: ReadonlySet<string> = new Set(['sale', 'purchase', 'opening_balance']);
