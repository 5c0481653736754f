// What the printed bill and its PDF add from e-invoicing: the active IRN with its ack and
// signed QR, and the e-way bill number with its validity.
import type { DbOrTx } from '../../db/client.ts';
import type { PrintExtras } from '@hisaab/shared/print/print-document';
import { findEInvoice } from '../einvoice/index.ts';
import { findEWayBill } from '../ewaybill/index.ts';

export async function printExtras(
  db: DbOrTx,
  companyId: number,
  transactionId: number,
): Promise<PrintExtras> {
  const e = await findEInvoice(db, companyId, transactionId);
  const w = await findEWayBill(db, companyId, transactionId);
  return {
    eInvoice:
      e && e.status === 'active'
        ? { irn: e.irn, ackNo: e.ackNo, ackDate: e.ackDate, signedQr: e.signedQr }
        : null,
    eWayBill: w ? { ewbNo: w.ewbNo, validUntil: w.validUntil } : null,
  };
}
