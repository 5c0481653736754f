// The bills a payment settles by choice (issue 42): written inside the payment's save, after
// its ledger lines, and checked there. What is not allocated settles the party's oldest bills
// first (bill-dues.ts, which counts an allocation against its bill as it counts a note).
import { sql } from 'drizzle-orm';
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { formatDate, formatINR } from '@hisaab/shared/format';
import type { DbOrTx, Tx } from '../db/client.ts';
import { insertRows } from '../db/insert-rows.ts';
import { paymentAllocations } from '../db/schema.ts';
import { badRequest } from '../platform/errors.ts';
import { TRANSACTION_SCHEMA_MESSAGES } from '@hisaab/shared/schemas/transaction';

export const ALLOCATION_MESSAGES = {
  notPaymentOnly: tk('Only a payment on its own can choose the bills it settles.'),
  overPayment: TRANSACTION_SCHEMA_MESSAGES.allocationsOverPayment,
  notABill: (bill: string) =>
    msg('{{bill}} is not a bill of this party: a payment settles only the bills of its party.', {
      bill,
    }),
  laterBill: (bill: string, date: string) =>
    msg('{{bill}} is dated {{date}}, after the payment: a payment settles only earlier bills.', {
      bill,
      date,
    }),
  overDue: (bill: string, left: string) =>
    msg('{{bill}} has {{left}} left to settle: the payment cannot settle more of it.', {
      bill,
      left,
    }),
} as const;

export interface PaymentOfAllocations {
  companyId: number;
  /** The payment-only entry (transactions.kind 'payment'). */
  paymentId: number;
  partyId: number;
  /** A payment made settles purchases; a payment received, sales. */
  isPaymentMade: boolean;
  date: string;
  /** What the payment holds: its choices add up to no more. */
  amountPaise: number;
}

export interface Allocation {
  billId: number;
  amountPaise: number;
}

/** A payment's allocations as stored, with the bills' numbers and dates (the edit form). */
export async function allocationsOf(
  db: DbOrTx,
  companyId: number,
  paymentId: number,
): Promise<{ billId: number; number: string | null; date: string; amountPaise: number }[]> {
  const { rows } = (await db.execute(sql`
    select a.bill_id as "billId", b.number as "number", b.transaction_date::text as "date",
      a.amount_paise as "amountPaise"
    from payment_allocations a
    join transactions b on b.company_id = a.company_id and b.id = a.bill_id
    where a.company_id = ${companyId} and a.payment_id = ${paymentId}
    order by b.transaction_date, b.id`)) as unknown as {
    rows: { billId: number; number: string | null; date: string; amountPaise: string | number }[];
  };
  return rows.map((r) => ({ ...r, amountPaise: Number(r.amountPaise) }));
}

/**
 * Replaces a payment's allocations with `allocations` (none: all of it settles the oldest bills
 * first). Each bill must be a sale (a purchase, for a payment made) of the payment's party in
 * this company, dated on or before the payment, and settled by no more than it has left: its
 * total, less money taken on it, its notes and what other payments settle of it. The payment's
 * own total is checked by the request's schema. A refusal is a 400 and the caller's
 * transaction rolls back.
 */
export async function writeAllocations(
  tx: Tx,
  payment: PaymentOfAllocations,
  allocations: readonly Allocation[],
): Promise<void> {
  const { companyId, paymentId } = payment;
  await tx.execute(sql`delete from payment_allocations
    where company_id = ${companyId} and payment_id = ${paymentId}`);
  if (allocations.length === 0) return;
  if (allocations.reduce((sum, a) => sum + a.amountPaise, 0) > payment.amountPaise)
    throw badRequest(ALLOCATION_MESSAGES.overPayment);
  const ids = allocations.map((a) => Math.trunc(a.billId));
  const { rows } = (await tx.execute(sql`
    select b.id, b.number, b.kind, b.is_purchase as "isPurchase", b.customer_id as "partyId",
      b.transaction_date::text as "date",
      (case when b.is_purchase then -1 else 1 end) * (
        coalesce((select sum(j.amount_paise) from journal_lines j
          where j.company_id = b.company_id and j.source_kind = 'transaction'
            and j.account = 'PARTY' and (j.source_id = b.id or j.source_id in (
              select n.id from transactions n
              where n.company_id = b.company_id and n.return_of_transaction_id = b.id))), 0)
      ) - coalesce((select sum(a.amount_paise) from payment_allocations a
          where a.company_id = b.company_id and a.bill_id = b.id), 0) as "left"
    from transactions b
    where b.company_id = ${companyId}
      and b.id in (${sql.join(
        ids.map((id) => sql`${id}::bigint`),
        sql`, `,
      )})`)) as unknown as {
    rows: {
      id: number;
      number: string | null;
      kind: string;
      isPurchase: boolean;
      partyId: number;
      date: string;
      left: string | number;
    }[];
  };
  const bills = new Map(rows.map((r) => [Number(r.id), r]));
  for (const a of allocations) {
    const bill = bills.get(a.billId);
    const name = bill?.number ?? String(a.billId);
    if (
      !bill ||
      bill.partyId !== payment.partyId ||
      bill.kind !== (payment.isPaymentMade ? 'purchase' : 'sale') ||
      bill.isPurchase !== payment.isPaymentMade
    )
      throw badRequest(ALLOCATION_MESSAGES.notABill(name));
    if (bill.date > payment.date)
      throw badRequest(ALLOCATION_MESSAGES.laterBill(name, formatDate(bill.date)));
    const left = Math.max(0, Number(bill.left));
    if (a.amountPaise > left) throw badRequest(ALLOCATION_MESSAGES.overDue(name, formatINR(left)));
  }
  await insertRows(
    tx,
    paymentAllocations,
    allocations.map((a) => ({
      companyId,
      paymentId,
      billId: a.billId,
      partyId: payment.partyId,
      amountPaise: a.amountPaise,
    })),
  );
}
