import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { parseReply, UNEXPECTED_REPLY } from './reply.ts';

const row = z.object({ id: z.number(), gstin: z.string().nullable() });

describe('parseReply', () => {
  it('reads PascalCase names and a list wrapped in items (spec section 3)', () => {
    expect(parseReply(row, { Id: 4, GSTIN: null })).toEqual({ id: 4, gstin: null });
    expect(parseReply(z.array(row), { items: [{ id: 1, gstin: 'X' }] })).toEqual([
      { id: 1, gstin: 'X' },
    ]);
  });

  it('refuses a reply that is not what the schema says instead of reading zeros', () => {
    expect(() => parseReply(row, { id: '4', gstin: null })).toThrow(ApiError);
    expect(() => parseReply(row, { id: '4' })).toThrow(UNEXPECTED_REPLY);
  });
});
