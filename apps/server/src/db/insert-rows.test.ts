import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './insert-rows.ts';

// node-postgres's own conversion of an array parameter, which arrayLiteral stands in for.
const pgUtils = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

describe('arrayLiteral', () => {
  it('makes the literal node-postgres makes, character for character', () => {
    const arrays: unknown[][] = [
      [],
      [1, -2, 3.5, 0, 1e21, 12345678901234],
      [10n, -3n],
      [true, false, null, undefined],
      ['', 'plain', 'NULL', 'null', ' spaced ', 'a,b', '{braces}'],
      ['say "hi"', 'back\\slash', '\\"both\\"', 'नमस्ते ₹', 'tab\tand\nnewline'],
      [null, 'x', 7, false],
    ];
    for (const values of arrays) expect(arrayLiteral(values)).toBe(pgUtils.prepareValue(values));
  });

  it('leaves to node-postgres what it converts itself (dates, buffers, nested arrays, objects)', () => {
    expect(arrayLiteral([new Date(0)])).toBeNull();
    expect(arrayLiteral(['a', Buffer.from('x')])).toBeNull();
    expect(arrayLiteral([[1, 2]])).toBeNull();
    expect(arrayLiteral([{ a: 1 }])).toBeNull();
  });
});
