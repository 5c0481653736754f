import { describe, expect, it } from 'vitest';
import { syncSchema, unitSchema, unitUqcSchema } from './unit.ts';
import { errorsOf } from './test-helpers.ts';

describe('unitSchema', () => {
  it('trims the name', () => {
    expect(unitSchema.parse({ name: ' Kg ' })).toEqual({ name: 'Kg' });
  });

  it.each<[unknown, string]>([
    [{}, 'Please enter unit name.'],
    [{ name: '  ' }, 'Please enter unit name.'],
    [{ name: 'x'.repeat(33) }, 'Unit name must be 32 characters or fewer.'],
  ])('%o → %s', (input, message) => {
    expect(errorsOf(unitSchema, input).name).toBe(message);
  });
});

describe('syncSchema', () => {
  it('accepts the unit entity type in any case, with extras', () => {
    expect(syncSchema.parse({ entityType: 'Unit', name: 'Box', extras: { a: 1 } })).toEqual({
      entityType: 'unit',
      name: 'Box',
      extras: { a: 1 },
    });
  });

  it.each([['customer'], [''], [undefined], [3]])('refuses entity type %o', (entityType) => {
    expect(errorsOf(syncSchema, { entityType, name: 'Box' }).entityType).toBe(
      'Unsupported entity type.',
    );
  });
});

describe('unitUqcSchema', () => {
  it.each<[unknown, string | null]>([
    ['NOS', 'NOS'],
    [' kgs ', 'KGS'],
    ['NA', 'NA'],
    [null, null],
    ['', null],
  ])('%j → %j', (uqc, expected) => {
    expect(unitUqcSchema.parse({ uqc })).toEqual({ uqc: expected });
  });

  it.each([['KG'], ['Kilograms'], ['OTHERS'], [7], [undefined], [{}], ['toString']])(
    'refuses %j',
    (uqc) => {
      expect(errorsOf(unitUqcSchema, { uqc }).uqc).toBe(
        'Choose a GST unit code (UQC) from the list.',
      );
    },
  );
});
