// The sale the return and debit note screens' tests work on (INV-0007 to Ravi Kumar: 10 pens
// and 3 markers) and the note a save answers with, as the server sends them.
import type { ReturnableBill, ReturnNote } from '@hisaab/shared/schemas/returns';

/** The sale, `pensReturned` of its 10 pens already taken back by the `notes` listed. */
export function saleOfPens(pensReturned = 0, notes: ReturnableBill['notes'] = []): ReturnableBill {
  return {
    id: 41,
    kind: 'credit_note',
    number: 'INV-0007',
    transactionDate: '2026-11-20',
    customerId: 5,
    customerName: 'Ravi Kumar',
    isDefaultCash: false,
    amount: 1480,
    lines: [
      {
        lineNo: 1,
        itemName: 'Pen',
        unitName: 'No',
        hsnSacCode: '9608',
        rate: 118,
        sold: 10,
        returned: pensReturned,
        returnable: 10 - pensReturned,
        amount: 1180,
      },
      {
        lineNo: 2,
        itemName: 'Marker',
        unitName: 'No',
        hsnSacCode: null,
        rate: 100,
        sold: 3,
        returned: 0,
        returnable: 3,
        amount: 300,
      },
    ],
    notes,
  };
}

/** A note of the sale dated 21 November 2026 (GET /api/returns/{id}'s shape). */
export function noteOfSale(
  note: Pick<ReturnNote, 'id' | 'kind' | 'title' | 'number' | 'taxable' | 'tax' | 'amount'>,
): ReturnNote {
  return {
    transactionDate: '2026-11-21',
    customerId: 5,
    customerName: 'Ravi Kumar',
    customerGstin: null,
    original: { id: 41, number: 'INV-0007', transactionDate: '2026-11-20' },
    remark: null,
    refundMode: 'adjust',
    refunded: 0,
    lines: [],
    taxes: [],
    ...note,
  };
}
