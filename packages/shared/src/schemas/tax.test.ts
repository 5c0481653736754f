import { describe, expect, it } from 'vitest';
import {
  groupTaxMappingsSchema,
  groupTaxReorderSchema,
  groupTaxSchema,
  itemTaxGroupParamsSchema,
  taxGroupSchema,
  taxSchema,
} from './tax.ts';
import { errorsOf } from './test-helpers.ts';

describe('taxSchema', () => {
  it('parses a tax with defaults', () => {
    expect(taxSchema.parse({ name: 'GST 18%', taxType: 'gst', rate: '18' })).toEqual({
      version: null,
      name: 'GST 18%',
      taxType: 'GST',
      rate: 18,
      isCompound: false,
      effectiveFrom: null,
      effectiveTo: null,
    });
    expect(taxSchema.parse({ name: 'GST 0.25%', taxType: 'GST', rate: 0.25 }).rate).toBe(0.25);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ name: '' }, 'name', 'Please enter tax name.'],
    [{ taxType: 'SALES' }, 'taxType', 'Please select tax type.'],
    [{ taxType: undefined }, 'taxType', 'Please select tax type.'],
    [{ rate: -1 }, 'rate', 'Please enter a valid rate.'],
    [{ rate: '' }, 'rate', 'Please enter a valid rate.'],
    [{ rate: 'abc' }, 'rate', 'Please enter a valid rate.'],
    [{ rate: 12.345 }, 'rate', 'Please enter a valid rate.'],
    [
      { effectiveFrom: '2025-09-22', effectiveTo: '2025-09-21' },
      'effectiveTo',
      'Effective To must be on or after Effective From.',
    ],
    [{ effectiveFrom: '2025-13-01' }, 'effectiveFrom', 'Enter the date as yyyy-mm-dd.'],
  ])('%o → %s', (patch, path, message) => {
    expect(errorsOf(taxSchema, { name: 'GST 5%', taxType: 'GST', rate: 5, ...patch })[path]).toBe(
      message,
    );
  });
});

describe('tax groups', () => {
  it('needs a group name', () => {
    expect(errorsOf(taxGroupSchema, { name: '  ' })['name']).toBe('Please enter group name.');
  });

  it('adding a tax needs one selected', () => {
    expect(errorsOf(groupTaxSchema, { priority: 1 })['taxId']).toBe('Select a tax to add.');
    expect(groupTaxSchema.parse({ taxId: '3', priority: '2' })).toEqual({ taxId: 3, priority: 2 });
  });

  it('refuses a tax twice in a group', () => {
    const dup = {
      mappings: [
        { taxId: 1, priority: 1 },
        { taxId: 1, priority: 2 },
      ],
    };
    expect(errorsOf(groupTaxMappingsSchema, dup)['mappings']).toBe(
      'A tax can be in a group only once.',
    );
    expect(groupTaxReorderSchema.safeParse({ taxGroupTaxIdsInOrder: [3, 1, 2] }).success).toBe(
      true,
    );
    expect(groupTaxReorderSchema.safeParse({ taxGroupTaxIdsInOrder: [3, 3] }).success).toBe(false);
  });

  it('group 0 means none when setting an item group', () => {
    expect(itemTaxGroupParamsSchema.parse({ itemId: '5', groupId: '0' })).toEqual({
      itemId: 5,
      groupId: null,
    });
  });
});
