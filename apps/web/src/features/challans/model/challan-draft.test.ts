// The challan screen's draft (issue 40): a challan of a sale order's pending goods names the
// order's lines; what a save sends (the remark of reason Other only with it); and the sale of
// several challans' pending lines, each row naming its challan line and the batch it left from.
import { describe, expect, it } from 'vitest';
import type { ChallanReply } from '@hisaab/shared/replies/challans';
import type { OrderReply } from '@hisaab/shared/replies/orders';
import { draftFromChallans } from '../../invoice/api/challan-conversion.ts';
import { challanBody, draftFromSaleOrder } from './challan-draft.ts';

const line = {
  itemId: 10,
  itemName: 'Steel Tiffin Box',
  rate: 1180,
  unitId: 1,
  unitName: 'Pcs',
  hsnSacCode: '73239390',
  amount: 0,
  taxableAmount: 0,
  taxAmount: 0,
};

describe('a challan draft', () => {
  it("sends what is pending on a sale order's lines, naming them", () => {
    const order = {
      id: 5,
      customerId: 2,
      customerName: 'Gupta General Store',
      lineItems: [
        { ...line, id: 51, quantity: 20, billed: 10, pending: 10 },
        { ...line, id: 52, itemId: 11, quantity: 4, billed: 4, pending: 0 },
      ],
    } as unknown as OrderReply;
    const draft = draftFromSaleOrder(order, '2026-12-03');
    expect(challanBody({ ...draft, reason: 'other', reasonRemark: 'Repair' })).toEqual({
      version: null,
      customerId: 2,
      challanDate: '2026-12-03',
      reason: 'other',
      reasonRemark: 'Repair',
      remark: null,
      orderId: 5,
      estimateId: null,
      lineItems: [
        {
          id: null,
          itemId: 10,
          quantity: '10',
          rate: '1180.00',
          unitId: 1,
          orderLineId: 51,
          batchId: null,
        },
      ],
    });
    expect(challanBody({ ...draft, reasonRemark: 'Repair' }).reasonRemark).toBeNull();
  });

  it("becomes one sale of several challans' pending lines, each naming its challan line", () => {
    const challan = (id: number, pending: number) =>
      ({
        id,
        customerId: 2,
        customerName: 'Gupta General Store',
        lineItems: [{ ...line, id: id * 10, quantity: 10, billed: 10 - pending, pending }],
      }) as unknown as ChallanReply;
    const bill = draftFromChallans(
      [challan(3, 4), challan(4, 0), challan(6, 10)],
      [],
      '2026-12-03',
    );
    expect(bill.customer?.name).toBe('Gupta General Store');
    expect(bill.lines.map((l) => [l.challanLineId, l.quantity, l.orderLineId])).toEqual([
      [30, '4', undefined],
      [60, '10', undefined],
    ]);
  });

  it('bills a challan line of a batch with that batch, shown on the row', () => {
    const challan = {
      id: 3,
      customerId: 2,
      customerName: 'Gupta General Store',
      lineItems: [
        {
          ...line,
          id: 30,
          quantity: 4,
          billed: 0,
          pending: 4,
          batch: { id: 9, number: 'B2', mfgDate: null, expiryDate: '2027-06-30' },
        },
      ],
    } as unknown as ChallanReply;
    const [row] = draftFromChallans([challan], [], '2026-12-03').lines;
    expect(row).toMatchObject({
      challanLineId: 30,
      trackedByBatch: true,
      batchId: 9,
      lotSerialNumber: 'B2',
      batchExpiry: '2027-06-30',
    });
  });
});
