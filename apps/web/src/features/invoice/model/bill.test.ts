import { describe, expect, it } from 'vitest';
import {
  lineAmount,
  lineWithItem,
  missingParts,
  storedQtyAndRate,
  withAutoRoundOff,
} from './bill.ts';
import { BOTTLE, DISCOUNT, RICE, ROUND_OFF, line } from './fixtures.ts';

describe('bill rows', () => {
  it('sends a negative rate as a positive rate with a negative quantity', () => {
    expect(storedQtyAndRate(line(BOTTLE, '2', '-100'))).toEqual({
      qtyMilli: -2000,
      ratePaise: 10000,
    });
    expect(lineAmount(line(BOTTLE, '2', '-100'))).toBe(-20000);
  });

  it('keeps special lines at quantity ±1 whatever is typed', () => {
    expect(storedQtyAndRate(line(DISCOUNT, '5', '-50'))).toEqual({
      qtyMilli: -1000,
      ratePaise: 5000,
    });
  });

  it('names what a started row lacks', () => {
    expect(missingParts(line(null, '2', ''))).toEqual(['item', 'rate', 'unit']);
    expect(missingParts(line(RICE, '1.2345', '10'))).toEqual(['quantity']);
  });

  it('sets Round off to the rounding difference until it is typed by hand', () => {
    const rows = [line(BOTTLE, '3', '60.50'), line(ROUND_OFF, '1', '0.00')];
    // 181.50 rounds half away from zero to 182.
    expect(withAutoRoundOff(rows)[1]?.rate).toBe('0.50');
    const down = [line(BOTTLE, '1', '99.40'), line(ROUND_OFF, '1', '0.00')];
    expect(withAutoRoundOff(down)[1]?.rate).toBe('-0.40');
    const typed = [line(BOTTLE, '1', '99.40'), line(ROUND_OFF, '1', '1.00', { rateEdited: true })];
    expect(withAutoRoundOff(typed)[1]?.rate).toBe('1.00');
  });

  it('gives a special line quantity 1 and unit No, and a discount a starting rate of 0', () => {
    const row = lineWithItem(line(null, '4', ''), DISCOUNT, 0, 99);
    expect(row).toMatchObject({
      quantity: '1',
      unitName: 'No',
      unitId: 99,
      rate: '0.00',
      specialKind: 'discount',
    });
  });

  it('prefills quantity 1, the unit and the given rate for an ordinary item', () => {
    expect(lineWithItem(line(null, '', ''), RICE, 1100, null)).toMatchObject({
      quantity: '1',
      unitName: 'Bag',
      rate: '1100.00',
    });
  });
});
