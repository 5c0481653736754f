// The kinds of tax a rate can be, without zod: the reply schemas (replies/taxes.ts,
// replies/transactions.ts) read them, and the web's first screens load those (issue 25).
// schemas/tax.ts re-exports them.
export const TAX_TYPES = ['GST', 'CESS', 'VAT', 'CUSTOM'] as const;
export type TaxType = (typeof TAX_TYPES)[number];
