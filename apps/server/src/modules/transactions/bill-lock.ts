// A bill with an active IRN is fixed: the IRP holds it. Every write that changes or deletes a
// bill (transactions.service: edit, payment change, delete; returns: delete of a note) asks here
// first, inside its own transaction, after the bill's row is locked. The e-invoice module writes
// the IRNs (e_invoices) and asks the same question of a month's bills.
import { EINVOICE_MESSAGES } from '@hisaab/shared/einvoice/rules';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors.ts';
import { and, eq } from 'drizzle-orm';
import { eInvoices } from '../../db/schema.ts';

export async function refuseIfIrn(db: DbOrTx, companyId: number, transactionId: number) {
  if (await hasActiveIrn(db, companyId, transactionId)) throw conflict(EINVOICE_MESSAGES.hasIrn);
}

/** Whether the bill has an IRN that is not cancelled (its row locked with the bill's). */
export async function hasActiveIrn(
  db: DbOrTx,
  companyId: number,
  transactionId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: eInvoices.transactionId })
    .from(eInvoices)
    .where(
      and(
        eq(eInvoices.companyId, companyId),
        eq(eInvoices.transactionId, transactionId),
        eq(eInvoices.status, 'active'),
      ),
    );
  return rows.length > 0;
}
