// Ledger posting in one place: collect debit and credit lines for a document, refuse to post
// unless they balance, then write them in the caller's transaction. (The database checks the
// same invariant again at commit.)
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { journalLines } from '../db/schema.ts';
import { insertRows } from '../db/insert-rows.ts';

export type LedgerAccount =
  | 'CASH'
  | 'BANK'
  | 'PARTY'
  | 'SALES'
  | 'PURCHASES'
  | 'TAX_OUTPUT'
  | 'TAX_INPUT'
  /** Tax the company owes itself on purchases under reverse charge (GSTR-3B 3.1(d)). */
  | 'TAX_RCM_PAYABLE'
  | 'EXPENSE'
  | 'ROUND_OFF'
  | 'DISCOUNT'
  | 'OPENING_BALANCE'
  /** The owner's capital: each closed year's profit or loss (issue 38 part 5). */
  | 'CAPITAL';

/** The accounts the profit and loss sets against each other; a year's closing empties them. */
export const PROFIT_AND_LOSS_ACCOUNTS: readonly LedgerAccount[] = [
  'SALES',
  'PURCHASES',
  'EXPENSE',
  'DISCOUNT',
  'ROUND_OFF',
];

/** year_close: a financial year's closing journal (periods/year-close.service.ts). */
export type SourceKind = 'transaction' | 'expense' | 'opening_balance' | 'year_close';

export interface PostingRef {
  partyId?: number | null;
  bankAccountId?: number | null;
  taxId?: number | null;
  component?: string | null;
  expenseItemId?: number | null;
}

interface PostingLine extends PostingRef {
  account: LedgerAccount;
  amountPaise: number;
}

export class UnbalancedJournalError extends Error {}

export class Journal {
  private readonly lines: PostingLine[] = [];

  constructor(
    readonly companyId: number,
    readonly sourceKind: SourceKind,
    readonly sourceId: number,
    readonly entryDate: string,
  ) {}

  debit(account: LedgerAccount, amountPaise: number, ref: PostingRef = {}): this {
    return this.add(account, amountPaise, ref);
  }

  credit(account: LedgerAccount, amountPaise: number, ref: PostingRef = {}): this {
    return this.add(account, -amountPaise, ref);
  }

  private add(account: LedgerAccount, amountPaise: number, ref: PostingRef): this {
    if (!Number.isSafeInteger(amountPaise))
      throw new UnbalancedJournalError(`not a paise amount: ${amountPaise}`);
    if (amountPaise !== 0) this.lines.push({ account, amountPaise, ...ref });
    return this;
  }

  get balancePaise(): number {
    return this.lines.reduce((sum, l) => sum + l.amountPaise, 0);
  }

  /**
   * Replaces whatever the source had posted before with these lines; `isNew` (a document
   * created in this transaction) has nothing to replace, so no delete is sent.
   */
  async post(tx: DbOrTx, options: { isNew?: boolean } = {}): Promise<void> {
    if (this.balancePaise !== 0) {
      throw new UnbalancedJournalError(
        `journal for ${this.sourceKind} ${this.sourceId} does not balance (off by ${this.balancePaise} paise)`,
      );
    }
    if (!options.isNew) await removePostings(tx, this.companyId, this.sourceKind, this.sourceId);
    if (this.lines.length === 0) return;
    await insertRows(tx, journalLines, this.rows());
    // A year's closing journal is dated after the year's documents: it never moves openings.
    if (this.sourceKind !== 'opening_balance' && this.sourceKind !== 'year_close')
      await keepOpeningsFirst(tx, this.companyId, this.entryDate);
  }

  /**
   * The lines of journals of documents created in this transaction (an import), for the
   * caller's bulk insert: each journal must balance, and none has earlier lines to replace.
   */
  static linesOfNew(journals: readonly Journal[]) {
    const unbalanced = journals.find((j) => j.balancePaise !== 0);
    if (unbalanced) {
      throw new UnbalancedJournalError(
        `journal for ${unbalanced.sourceKind} ${unbalanced.sourceId} does not balance (off by ${unbalanced.balancePaise} paise)`,
      );
    }
    return journals.flatMap((j) => j.rows());
  }

  private rows() {
    return this.lines.map((l) => ({
      companyId: this.companyId,
      sourceKind: this.sourceKind,
      sourceId: this.sourceId,
      entryDate: this.entryDate,
      account: l.account,
      partyId: l.partyId ?? null,
      bankAccountId: l.bankAccountId ?? null,
      taxId: l.taxId ?? null,
      component: l.component ?? null,
      expenseItemId: l.expenseItemId ?? null,
      amountPaise: l.amountPaise,
    }));
  }
}

/** Removes a document's postings (when it is deleted, or before it is posted again). */
export async function removePostings(
  tx: DbOrTx,
  companyId: number,
  sourceKind: SourceKind,
  sourceId: number,
): Promise<void> {
  await tx
    .delete(journalLines)
    .where(
      and(
        eq(journalLines.companyId, companyId),
        eq(journalLines.sourceKind, sourceKind),
        eq(journalLines.sourceId, sourceId),
      ),
    );
}

/**
 * The opening balances of cash and bank (source kind 'opening_balance') are dated the start of
 * the books: the earliest day anything is dated (issue 42). A document or expense dated before
 * them moves every opening to its day, so no earlier day shows cash without its opening.
 * Openings are never dated after the day they were saved, so a document dated today or later
 * (the callers may skip the call then) never moves them.
 */
export async function keepOpeningsFirst(
  tx: DbOrTx,
  companyId: number,
  entryDate: string,
): Promise<void> {
  await tx
    .update(journalLines)
    .set({ entryDate })
    .where(
      and(
        eq(journalLines.companyId, companyId),
        eq(journalLines.sourceKind, 'opening_balance'),
        gt(journalLines.entryDate, entryDate),
      ),
    );
}
