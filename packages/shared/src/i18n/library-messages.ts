// Texts the server answers that come from its libraries, not from Hisaab's code: zod's default
// messages (a value of the wrong type, say, where a schema gives no message of its own) and
// Fastify's own client errors. Marked here so the catalogues hold them (scripts/i18n/check.mjs);
// zod's sentences with values are raised as Messages of these templates by the error map in
// schemas/zod-messages.ts. The type names zod puts into its sentences are marked too, so they
// are translated inside them. Fastify's own sentences are looked up whole.
import { tk } from './messages.ts';

export const LIBRARY_MESSAGES = [
  // zod 4, locales/en
  tk('Invalid input'),
  tk('Invalid input: expected {{expected}}, received {{received}}'),
  tk('Invalid input: expected {{value}}'),
  tk('Invalid input: more than one option matched'),
  tk('Invalid option: expected one of {{values}}'),
  tk('Too big: expected {{origin}} to have {{max}} characters'),
  tk('Too big: expected {{origin}} to have {{max}} items'),
  tk('Too big: expected {{origin}} to be {{max}}'),
  tk('Too small: expected {{origin}} to have {{min}} characters'),
  tk('Too small: expected {{origin}} to have {{min}} items'),
  tk('Too small: expected {{origin}} to be {{min}}'),
  tk('Invalid string: must match pattern {{pattern}}'),
  tk('Invalid email address'),
  tk('Invalid ISO date'),
  tk('Invalid ISO datetime'),
  tk('Invalid number: must be a multiple of {{divisor}}'),
  tk('Unrecognized key: {{keys}}'),
  tk('Unrecognized keys: {{keys}}'),
  tk('Invalid key in {{origin}}'),
  tk('Invalid value in {{origin}}'),
  tk('Invalid discriminator value. Expected {{options}}'),
  // Fastify
  tk("Body cannot be empty when content-type is set to 'application/json'"),
  tk('Unsupported Media Type'),
  tk('Request body size did not match Content-Length'),
  tk('Request body is too large'),
] as const;

/** The type names inside zod's sentences ("expected string, received number"). */
export const LIBRARY_TYPE_NAMES = [
  tk('string'),
  tk('number'),
  tk('int'),
  tk('boolean'),
  tk('object'),
  tk('array'),
  tk('null'),
  tk('undefined'),
  tk('date'),
  tk('value'),
] as const;
