import { describe, expect, it } from 'vitest';
import {
  acceptNumberText,
  lineAmount,
  lineProblems,
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

  it("takes the item's HSN/SAC when an item is picked, over the row's saved one", () => {
    const saved = line(RICE, '1', '1180', { id: 70, hsnSacCode: '1006' });
    expect(saved.hsnSacCode).toBe('1006');
    expect(lineWithItem(saved, { ...RICE, hsnSacCode: '10063010' }, null, null).hsnSacCode).toBe(
      '10063010',
    );
    expect(lineWithItem(saved, DISCOUNT, 0, 99).hsnSacCode).toBeNull();
  });

  it('refuses letters and extra decimals as they are typed; drops grouping commas', () => {
    expect(acceptNumberText('rate', '50.0a')).toBeNull();
    expect(acceptNumberText('rate', '5e3')).toBeNull();
    expect(acceptNumberText('rate', '50.055')).toBeNull();
    expect(acceptNumberText('quantity', '1.125')).toBe('1.125');
    expect(acceptNumberText('quantity', '1.1255')).toBeNull();
    expect(acceptNumberText('rate', '1,23,456.50')).toBe('123456.50');
    expect(acceptNumberText('rate', '-')).toBe('-');
    expect(acceptNumberText('quantity', '')).toBe('');
  });

  it('puts a scanned barcode in Quantity beside the field, with no amount and no crash', () => {
    for (const scan of ['89012345', '8901234567890', '89012345678901234']) {
      const row = line(RICE, scan, '50');
      expect(lineProblems(row)).toEqual({ quantity: 'Quantity can be at most 99,99,999.999.' });
      expect(lineAmount(row)).toBeNull();
    }
    expect(lineProblems(line(RICE, '9999999.999', '50'))).toEqual({});
    expect(lineProblems(line(RICE, '2', '1000000000'))).toEqual({
      rate: 'Rate can be at most ₹99,99,99,999.99.',
    });
    expect(lineProblems(line(RICE, '', ''))).toEqual({});
  });
});
