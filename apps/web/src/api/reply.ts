// Reading a reply through its shared schema (packages/shared/src/replies, issue 25): the one
// way the web reads what the server sends. Spec section 3 lets a server name fields in PascalCase
// and wrap a list in { items }; both are normalised here, then the schema decides. A reply that
// does not match is an error the screen shows, never a silent zero. The schemas are zod's mini
// API and are read with its functions (z.safeParse), so the first screens load zod's core and
// mini only, not the classic API.
import { z } from 'zod/mini';
import { camelCaseKeys } from '@hisaab/shared/case';
import { ApiError, UNEXPECTED_REPLY } from './api-error.ts';

export { UNEXPECTED_REPLY };

function unwrapList(value: unknown, schema: z.core.$ZodType): unknown {
  const wantsList = schema._zod.def.type === 'array';
  if (!wantsList || Array.isArray(value) || value === null || typeof value !== 'object') {
    return value;
  }
  const items = (value as { items?: unknown }).items;
  return Array.isArray(items) ? items : value;
}

export function parseReply<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = z.safeParse(schema, unwrapList(camelCaseKeys(data), schema));
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues[0]?.path.join('.') ?? '';
  throw new ApiError(200, UNEXPECTED_REPLY, [], { reply: data, where });
}
