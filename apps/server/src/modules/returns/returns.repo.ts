// Queries of credit and debit notes (transactions of kind 'credit_note' / 'debit_note' that
// point at the bill they return): the original locked for a return, what its notes took back
// per line, and the list of notes with its search. Company first in every condition.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReturnKind } from '@hisaab/shared/schemas/returns';
import type { DbOrTx } from '../../db/client.ts';
import { customers, transactionLines, transactions } from '../../db/schema.ts';
import { containsPattern as contains } from '../../db/like.ts';

const original = alias(transactions, 'original');

/** Every kind of note: credit notes, debit notes (purchase returns) and to customers. */
export const NOTE_KINDS = ['credit_note', 'debit_note', 'sales_debit_note'] as const;

/**
 * How a note's stored amounts read as the note's own: returns are stored negative (on their
 * bill's side), a debit note to a customer positive (it adds to the sale).
 */
export const noteSign = (kind: string): 1 | -1 => (kind === 'sales_debit_note' ? 1 : -1);

/** The kind of note that returns a bill of this kind. */
export const noteKindOf = (isPurchase: boolean): ReturnKind =>
  isPurchase ? 'debit_note' : 'credit_note';

/**
 * A sale or purchase bill, locked for the rest of the transaction: two returns of the same
 * bill then take turns, and the second sees what the first took back. Null for any other id.
 */
export async function lockOriginal(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.id, id),
        inArray(transactions.kind, ['sale', 'purchase']),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Thousandths taken back so far, per line number of the original bill. */
export async function returnedByLine(
  db: DbOrTx,
  companyId: number,
  originalId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({
      lineNo: transactionLines.returnOfLineNo,
      qtyMilli: sql<string>`-sum(${transactionLines.qtyMilli})`,
    })
    .from(transactionLines)
    .innerJoin(
      transactions,
      and(
        eq(transactions.companyId, transactionLines.companyId),
        eq(transactions.id, transactionLines.transactionId),
      ),
    )
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.returnOfTransactionId, originalId),
      ),
    )
    .groupBy(transactionLines.returnOfLineNo);
  return new Map(rows.map((r) => [Number(r.lineNo), Number(r.qtyMilli)]));
}

/** The notes of a bill, oldest first. */
export async function notesOf(db: DbOrTx, companyId: number, originalId: number) {
  return db
    .select({
      id: transactions.id,
      kind: transactions.kind,
      number: transactions.number,
      transactionDate: transactions.transactionDate,
      amountPaise: transactions.amountPaise,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.returnOfTransactionId, originalId),
      ),
    )
    .orderBy(asc(transactions.id));
}

/** A note's header with its original's number and date; null for any other id. */
export async function findNote(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({
      note: transactions,
      originalNumber: original.number,
      originalDate: original.transactionDate,
    })
    .from(transactions)
    .innerJoin(
      original,
      and(
        eq(original.companyId, transactions.companyId),
        eq(original.id, transactions.returnOfTransactionId),
      ),
    )
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.id, id),
        inArray(transactions.kind, [...NOTE_KINDS]),
      ),
    );
  return row ?? null;
}

/** `%text%` for ilike, with the pattern characters of the text taken literally. */

export interface NoteListRow {
  id: number;
  kind: string;
  number: string | null;
  transactionDate: string;
  customerId: number;
  customerName: string;
  amountPaise: number;
  paidPaise: number;
  originalId: number;
  originalNumber: string | null;
}

/** Notes newest first; search: the note's or the bill's number, the party's name or phone. */
export async function listNotes(
  db: DbOrTx,
  companyId: number,
  page: { kind: ReturnKind | null; search: string | null; skip: number; take: number },
): Promise<{ rows: NoteListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(transactions.companyId, companyId),
    page.kind ? eq(transactions.kind, page.kind) : inArray(transactions.kind, [...NOTE_KINDS]),
  ];
  if (page.search) {
    const like = contains(page.search);
    conditions.push(
      or(
        ilike(transactions.number, like),
        ilike(original.number, like),
        ilike(customers.name, like),
        ilike(customers.phone, like),
      ),
    );
  }
  const where = and(...conditions);
  const joinCustomer = and(
    eq(customers.companyId, transactions.companyId),
    eq(customers.id, transactions.customerId),
  );
  const joinOriginal = and(
    eq(original.companyId, transactions.companyId),
    eq(original.id, transactions.returnOfTransactionId),
  );
  const rows = await db
    .select({
      id: transactions.id,
      kind: transactions.kind,
      number: transactions.number,
      transactionDate: transactions.transactionDate,
      customerId: transactions.customerId,
      customerName: customers.name,
      amountPaise: transactions.amountPaise,
      paidPaise: transactions.paidPaise,
      originalId: original.id,
      originalNumber: original.number,
    })
    .from(transactions)
    .innerJoin(customers, joinCustomer)
    .innerJoin(original, joinOriginal)
    .where(where)
    .orderBy(desc(transactions.transactionDate), desc(transactions.id))
    .limit(page.take)
    .offset(page.skip);
  const [counted] = await db
    .select({ total: count() })
    .from(transactions)
    .innerJoin(customers, joinCustomer)
    .innerJoin(original, joinOriginal)
    .where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}
