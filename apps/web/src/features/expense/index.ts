// The expense feature's public file: the bank accounts a payment can be made from, which the
// reports' filters offer too. (Its page loads lazily, by its own module: app/lazy-screens.ts.)
export { useBankAccountOptions } from './api/get-bank-accounts.ts';
