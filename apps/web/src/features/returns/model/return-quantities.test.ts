import { describe, expect, it } from 'vitest';
import type { ReturnableLine } from '@hisaab/shared/schemas/returns';
import {
  lineProblems,
  lineValuePaise,
  noteValuePaise,
  returnBody,
  typedMilli,
} from './return-quantities.ts';

// 3 markers at ₹100 (300.00), one already returned; 10 pens at ₹118 (1180.00), none returned.
const marker: ReturnableLine = {
  lineNo: 1,
  itemName: 'Marker',
  unitName: 'No',
  hsnSacCode: null,
  rate: 100,
  sold: 3,
  returned: 1,
  returnable: 2,
  amount: 300,
};
const pen: ReturnableLine = {
  ...marker,
  lineNo: 2,
  itemName: 'Pen',
  rate: 118,
  sold: 10,
  returned: 0,
  returnable: 10,
  amount: 1180,
};

describe('return quantities', () => {
  it('reads what was typed: empty is nothing, more than 3 decimals or text is not a quantity', () => {
    expect(typedMilli('')).toBe(0);
    expect(typedMilli(' 2.5 ')).toBe(2500);
    expect(typedMilli('1.2345')).toBeNull();
    expect(typedMilli('two')).toBeNull();
    expect(typedMilli('-1')).toBeNull();
  });

  it('names the line that asks for more than is left, in plain words', () => {
    expect(lineProblems([marker, pen], { 1: '3', 2: '10' })).toEqual(
      new Map([[1, 'At most 2 can be taken back.']]),
    );
    expect(lineProblems([{ ...marker, returned: 3, returnable: 0 }], { 1: '1' }).get(1)).toBe(
      'All of it is already returned.',
    );
    expect(lineProblems([marker, pen], { 1: '2', 2: '' }).size).toBe(0);
  });

  it("values the note as the server does: the line's share, the last piece exact", () => {
    // Second marker of three: 200.00 − 100.00; the third: 300.00 − 200.00.
    expect(lineValuePaise(marker, 1000)).toBe(10000);
    // 1 of 3 at ₹100.01 total: 33.34 (rounded half away from zero), then the rest adds up.
    const odd = { ...marker, returned: 0, returnable: 3, amount: 100.01 };
    expect(lineValuePaise(odd, 1000)).toBe(3334);
    expect(lineValuePaise({ ...odd, returned: 1, returnable: 2 }, 2000)).toBe(10001 - 3334);
    expect(noteValuePaise([marker, pen], { 1: '1', 2: '4' })).toBe(10000 + 47200);
    expect(noteValuePaise([marker, pen], { 1: '5' })).toBe(0);
  });

  it('sends only the lines with a quantity, and a bank account only for a bank refund', () => {
    expect(
      returnBody({
        originalId: 7,
        date: '2026-11-20',
        refundMode: 'cash',
        bankAccountId: 3,
        remark: '  ',
        lines: [marker, pen],
        typed: { 1: '', 2: '1.5' },
      }),
    ).toEqual({
      originalId: 7,
      transactionDate: '2026-11-20',
      refundMode: 'cash',
      bankAccountId: null,
      remark: null,
      lines: [{ lineNo: 2, quantity: 1.5 }],
    });
  });
});
