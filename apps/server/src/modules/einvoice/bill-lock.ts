// A bill with an active IRN is fixed: the IRP holds it. Every write that changes or deletes a
// bill (transactions.service: edit, payment change, delete; returns: delete of a note) asks here
// first, inside its own transaction, after the bill's row is locked.
import { EINVOICE_MESSAGES } from '@hisaab/shared/einvoice/rules';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors.ts';
import { hasActiveIrn } from './einvoice.repo.ts';

export async function refuseIfIrn(db: DbOrTx, companyId: number, transactionId: number) {
  if (await hasActiveIrn(db, companyId, transactionId)) throw conflict(EINVOICE_MESSAGES.hasIrn);
}
