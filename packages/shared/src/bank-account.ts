// Bank account display label and ordering (spec section 3 Bank account).

export interface BankAccountLike {
  id: number;
  bankName?: string | null;
  accountName?: string | null;
  accountNumber?: string | null;
  branchName?: string | null;
}

export const BANK_ACCOUNT_LIMITS = {
  bankName: 128,
  accountName: 128,
  accountNumber: 64,
  branchName: 128,
  bankCode: 32,
  bankTransactionDetails: 512,
  /** Lists cut the transaction details at this many characters. */
  detailsDisplay: 80,
} as const;

function clean(s: string | null | undefined): string {
  return typeof s === 'string' ? s.trim() : '';
}

/**
 * "Bank • Account name (number) - branch", leaving out empty parts; 'Account #{id}' when all
 * are empty.
 */
export function bankAccountLabel(a: BankAccountLike): string {
  const names = [clean(a.bankName), clean(a.accountName)].filter(Boolean).join(' • ');
  const number = clean(a.accountNumber);
  const branch = clean(a.branchName);
  let label = names;
  if (number) label = label ? `${label} (${number})` : `(${number})`;
  if (branch) label = label ? `${label} - ${branch}` : branch;
  return label || `Account #${a.id}`;
}

// Made on first use: a page's first Intl object costs ~20 ms of locale data (format.ts).
let collator: Intl.Collator | undefined;

/** Sorted alphabetically by label (case-insensitive, numbers in numeric order); a new array. */
export function sortBankAccounts<T extends BankAccountLike>(accounts: readonly T[]): T[] {
  if (accounts.length < 2) return [...accounts];
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const { compare } = collator;
  return [...accounts].sort(
    (x, y) => compare(bankAccountLabel(x), bankAccountLabel(y)) || x.id - y.id,
  );
}

/** Transaction details as shown in lists: at most 80 characters, then an ellipsis. */
export function bankDetailsForList(details: string | null | undefined): string {
  const s = clean(details);
  const max = BANK_ACCOUNT_LIMITS.detailsDisplay;
  return s.length > max ? `${s.slice(0, max)}…` : s;
}
