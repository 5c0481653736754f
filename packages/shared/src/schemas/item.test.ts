import { describe, expect, it } from 'vitest';
import { isSpecialItemName } from '../special-items.ts';
import { itemSchema } from './item.ts';
import { errorsOf } from './test-helpers.ts';

describe('itemSchema', () => {
  it('parses an item and drops moving-average fields', () => {
    const item = itemSchema.parse({
      name: ' Rice 5kg ',
      unitId: 2,
      rate: '295.00',
      buyRate: 250.5,
      hsnSacCode: '1006 30',
      movingAverageCost: 12,
    });
    expect(item).toEqual({
      version: null,
      name: 'Rice 5kg',
      unitId: 2,
      unitName: null,
      rate: 295,
      buyRate: 250.5,
      hsnSacCode: '100630',
      taxGroupId: null,
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ name: ' ' }, 'name', 'Please enter item name.'],
    [{ hsnSacCode: '12345' }, 'hsnSacCode', 'HSN/SAC code must be 4, 6 or 8 digits.'],
    [{ rate: 1.005 }, 'rate', 'Rate must be an amount of 0 or more with at most 2 decimals.'],
    [{ rate: -1 }, 'rate', 'Rate must be an amount of 0 or more with at most 2 decimals.'],
    [
      { buyRate: 'x' },
      'buyRate',
      'Buy rate must be an amount of 0 or more with at most 2 decimals.',
    ],
  ])('%o → %s', (patch, path, message) => {
    expect(errorsOf(itemSchema, { name: 'Rice', ...patch })[path]).toBe(message);
  });

  it('knows the special items', () => {
    for (const n of ['Opening Balance', 'round off', ' DISCOUNT ', 'Special discount']) {
      expect(isSpecialItemName(n)).toBe(true);
    }
    expect(isSpecialItemName('Discount voucher')).toBe(false);
  });
});

describe('item names keep to one printable line (issue 37)', () => {
  it('turns a tab into a space', () => {
    const parsed = itemSchema.parse({ name: 'Tea\tPowder', unitId: 1, rate: 10 });
    expect(parsed.name).toBe('Tea Powder');
  });
});
