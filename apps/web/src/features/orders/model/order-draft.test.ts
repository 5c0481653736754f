// The order screen's draft (issue 40): what a save sends, and an order made from an estimate.
import { describe, expect, it } from 'vitest';
import {
  draftFromEstimate,
  draftTotalPaise,
  emptyOrderLine,
  newOrderDraft,
  orderBody,
} from './order-draft.ts';

describe('an order draft', () => {
  it('sends its started lines, the stored ones by id, and no empty line', () => {
    const draft = {
      ...newOrderDraft(true, '2026-11-20'),
      customerId: 3,
      expectedDate: '2026-11-30',
      lines: [
        { ...emptyOrderLine(), id: 9, itemId: 10, quantity: '10', rate: '50', unitId: 1 },
        emptyOrderLine(),
      ],
    };
    expect(orderBody(draft)).toEqual({
      version: null,
      isPurchase: true,
      customerId: 3,
      orderDate: '2026-11-20',
      expectedDate: '2026-11-30',
      remark: null,
      estimateId: null,
      lineItems: [{ id: 9, itemId: 10, quantity: '10', rate: '50', unitId: 1 }],
    });
    expect(draftTotalPaise(draft)).toBe(50000);
  });

  it("takes an estimate's party and item lines, leaving out round off", () => {
    const draft = draftFromEstimate(
      {
        id: 4,
        customerId: 2,
        customerName: 'Ravi Kumar',
        lineItems: [
          {
            itemId: 10,
            itemName: 'Sugar 1kg',
            quantity: 3,
            rate: 118,
            unitId: 1,
            specialKind: null,
          },
          {
            itemId: 99,
            itemName: 'Round off',
            quantity: 1,
            rate: -0.4,
            unitId: 3,
            specialKind: 'round_off',
          },
        ],
      },
      '2026-11-20',
    );
    expect(draft).toMatchObject({
      customerId: 2,
      customerText: 'Ravi Kumar',
      estimateId: 4,
      isPurchase: false,
    });
    expect(draft.lines.map((l) => l.itemName)).toEqual(['Sugar 1kg']);
    expect(orderBody(draft).lineItems).toEqual([
      { id: null, itemId: 10, quantity: '3', rate: '118.00', unitId: 1 },
    ]);
  });
});
