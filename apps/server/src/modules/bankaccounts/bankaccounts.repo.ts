// Bank account queries, and the money that moved through an account (payments and expenses).
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bankAccounts,
  customers,
  expenseItems,
  expenses,
  journalLines,
  payments,
  transactions,
} from '../../db/schema.ts';
import { nextVersion } from '../../platform/versions.ts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export interface BankAccountFields {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branchName: string | null;
  bankCode: string | null;
  bankTransactionDetails: string | null;
}

const byId = (companyId: number, id: number) =>
  and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, id));

export async function listBankAccounts(db: DbOrTx, companyId: number): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, companyId))
    .orderBy(
      asc(sql`lower(${bankAccounts.bankName})`),
      asc(sql`lower(${bankAccounts.accountName})`),
      asc(bankAccounts.id),
    );
}

export async function findBankAccount(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<BankAccountRow | null> {
  const [row] = await db.select().from(bankAccounts).where(byId(companyId, id));
  return row ?? null;
}

export async function lockBankAccount(
  tx: DbOrTx,
  companyId: number,
  id: number,
): Promise<BankAccountRow | null> {
  const [row] = await tx.select().from(bankAccounts).where(byId(companyId, id)).for('update');
  return row ?? null;
}

export async function insertBankAccount(
  tx: DbOrTx,
  companyId: number,
  fields: BankAccountFields,
): Promise<BankAccountRow> {
  const [row] = await tx
    .insert(bankAccounts)
    .values({ companyId, ...fields })
    .returning();
  return row!;
}

/** An edit: the fields, and one more version by `by.userId` (issue 37). */
export async function updateBankAccount(
  tx: DbOrTx,
  companyId: number,
  id: number,
  fields: BankAccountFields,
  by: { userId: number; at: Date },
): Promise<BankAccountRow> {
  const [row] = await tx
    .update(bankAccounts)
    .set({ ...fields, ...nextVersion(bankAccounts.version, by.userId, by.at) })
    .where(byId(companyId, id))
    .returning();
  return row!;
}

export async function deleteBankAccount(tx: DbOrTx, companyId: number, id: number): Promise<void> {
  await tx.delete(bankAccounts).where(byId(companyId, id));
}

/** How many payments, expenses and ledger lines refer to the account. */
export async function bankAccountUsage(db: DbOrTx, companyId: number, id: number) {
  const count = (n: unknown) => Number(n ?? 0);
  const [p] = await db
    .select({ n: sql`count(*)` })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.bankAccountId, id)));
  const [e] = await db
    .select({ n: sql`count(*)` })
    .from(expenses)
    .where(and(eq(expenses.companyId, companyId), eq(expenses.bankAccountId, id)));
  const [j] = await db
    .select({ n: sql`count(*)` })
    .from(journalLines)
    .where(and(eq(journalLines.companyId, companyId), eq(journalLines.bankAccountId, id)));
  return { payments: count(p?.n), expenses: count(e?.n), ledgerLines: count(j?.n) };
}

export interface BankMovementRow {
  kind: 'payment' | 'expense';
  id: number;
  date: string;
  transactionId: number | null;
  transactionKind: string | null;
  number: string | null;
  customerName: string;
  isOutgoing: boolean;
  documentTotalPaise: number;
  documentPaidPaise: number;
  amountPaise: number;
  remark: string | null;
}

/** Payments and bank expenses of the account dated from..to (inclusive), oldest first. */
export async function bankMovements(
  db: DbOrTx,
  companyId: number,
  bankAccountId: number,
  from: string,
  to: string,
): Promise<BankMovementRow[]> {
  const paymentRows = await db
    .select({
      id: payments.id,
      date: payments.paymentDate,
      transactionId: transactions.id,
      transactionKind: transactions.kind,
      number: transactions.number,
      customerName: customers.name,
      isOutgoing: payments.isPaymentMade,
      documentTotalPaise: transactions.amountPaise,
      documentPaidPaise: transactions.paidPaise,
      amountPaise: payments.amountPaise,
      paymentRemark: payments.remark,
      transactionRemark: transactions.remark,
    })
    .from(payments)
    .innerJoin(
      transactions,
      and(
        eq(transactions.companyId, payments.companyId),
        eq(transactions.id, payments.transactionId),
      ),
    )
    .innerJoin(
      customers,
      and(
        eq(customers.companyId, transactions.companyId),
        eq(customers.id, transactions.customerId),
      ),
    )
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.bankAccountId, bankAccountId),
        gte(payments.paymentDate, from),
        lte(payments.paymentDate, to),
      ),
    );
  const expenseRows = await db
    .select({
      id: expenses.id,
      date: expenses.expenseDate,
      itemName: expenseItems.name,
      amountPaise: expenses.amountPaise,
      remark: expenses.remark,
    })
    .from(expenses)
    .innerJoin(
      expenseItems,
      and(
        eq(expenseItems.companyId, expenses.companyId),
        eq(expenseItems.id, expenses.expenseItemId),
      ),
    )
    .where(
      and(
        eq(expenses.companyId, companyId),
        eq(expenses.bankAccountId, bankAccountId),
        gte(expenses.expenseDate, from),
        lte(expenses.expenseDate, to),
      ),
    );

  const rows: BankMovementRow[] = [
    ...paymentRows.map((p) => ({
      kind: 'payment' as const,
      id: p.id,
      date: p.date,
      transactionId: p.transactionId,
      transactionKind: p.transactionKind,
      number: p.number,
      customerName: p.customerName,
      isOutgoing: p.isOutgoing,
      documentTotalPaise: p.documentTotalPaise,
      documentPaidPaise: p.documentPaidPaise,
      amountPaise: p.amountPaise,
      remark: p.paymentRemark ?? p.transactionRemark,
    })),
    ...expenseRows.map((e) => ({
      kind: 'expense' as const,
      id: e.id,
      date: e.date,
      transactionId: null,
      transactionKind: null,
      number: null,
      customerName: e.itemName,
      isOutgoing: true,
      documentTotalPaise: e.amountPaise,
      documentPaidPaise: e.amountPaise,
      amountPaise: e.amountPaise,
      remark: e.remark,
    })),
  ];
  // yyyy-mm-dd sorts as text; payments before expenses on a day, then by id.
  const kindOrder = (k: BankMovementRow['kind']) => (k === 'payment' ? 0 : 1);
  return rows.sort(
    (a, b) => a.date.localeCompare(b.date) || kindOrder(a.kind) - kindOrder(b.kind) || a.id - b.id,
  );
}
