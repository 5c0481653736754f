// The routes of the OpenAPI document (app.swagger()) as operations a test can call: their path,
// query and body schemas, and a plain example value for a schema. Used by the isolation sweep
// and the route fuzz, so a route added later is walked without anyone listing it.

export type JsonSchema = Record<string, unknown>;

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented: /api/items/{id}, /api/reports/{*}. */
  path: string;
  /** Declares bearer security: the caller must be signed in. */
  secured: boolean;
  pathParams: Param[];
  queryParams: Param[];
  body: JsonSchema | null;
  multipart: boolean;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export function operationsOf(docValue: unknown): Operation[] {
  const doc = docValue as OpenApiDoc;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = (op.parameters ?? []) as (Param & { in: string })[];
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> })
        ?.content;
      const consumes = (op.consumes ?? []) as string[];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        secured: Array.isArray(op.security) && op.security.length > 0,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: content?.['application/json']?.schema
          ? resolve(doc, content['application/json'].schema)
          : null,
        multipart:
          consumes.includes('multipart/form-data') || Boolean(content?.['multipart/form-data']),
      });
    }
  }
  return operations;
}

/** Inlines `$ref`s to components (the document's own schemas). */
export function resolve(docValue: unknown, schema: JsonSchema, depth = 0): JsonSchema {
  const doc = docValue as OpenApiDoc;
  if (depth > 20) return {};
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    return resolve(doc, doc.components?.schemas?.[name] ?? {}, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, JsonSchema>).map(([k, v]) => [
        k,
        resolve(doc, v, depth + 1),
      ]),
    );
  }
  if (schema.items) out.items = resolve(doc, schema.items as JsonSchema, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(schema[key])) {
      out[key] = (schema[key] as JsonSchema[]).map((s) => resolve(doc, s, depth + 1));
    }
  }
  return out;
}

/** A path with its parameters filled in (encoded). */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encode(String(values[name] ?? 'x')).replace(/%2F/gi, '/'),
  );
}

/** encodeURIComponent, except that half a surrogate pair becomes the bytes a client would send. */
export function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s]
      .map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('');
  }
}

export const isIdName = (name: string) => name === 'id' || /(Id|Ids|IdsInOrder)$/.test(name);

/**
 * A plain value the schema accepts in the common case, guessed from the property name where
 * the type says little (dates, amounts, e-mails). Id-like properties are left for the caller.
 */
export function exampleOf(schema: JsonSchema, name = ''): unknown {
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices?.length)
    return exampleOf(choices.find((c) => c.type !== 'null') ?? choices[0]!, name);
  if (Array.isArray(schema.allOf) && schema.allOf.length) {
    return exampleOf(schema.allOf[0] as JsonSchema, name);
  }
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(props)) {
        if (required.has(key) || isIdName(key)) out[key] = exampleOf(value, key);
      }
      return out;
    }
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const min = Number(schema.minItems ?? 0);
      const one = items.type === 'object' || isIdName(name) || min > 0;
      return one ? [exampleOf(items, name)] : [];
    }
    case 'integer':
    case 'number':
      return numberFor(schema, name);
    case 'boolean':
      return false;
    case 'string':
      return stringFor(schema, name);
    default:
      return null;
  }
}

function numberFor(schema: JsonSchema, name: string): number {
  if (/year/i.test(name)) return 2026;
  if (/month/i.test(name)) return 5;
  const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
  const value = schema.exclusiveMinimum === true ? min + 1 : Math.max(min, 1);
  const max = typeof schema.maximum === 'number' ? schema.maximum : value;
  return Math.min(value, max);
}

function stringFor(schema: JsonSchema, name: string): string {
  let value: string;
  if (/timestamp/i.test(name)) value = '2026-05-04T10:00:00+05:30';
  else if (/date|from$|^to$|start|end|asof/i.test(name)) value = '2026-05-04';
  else if (/email/i.test(name))
    value = `walk-${Math.random().toString(36).slice(2, 8)}@example.com`;
  else if (/^month$/i.test(name)) value = '2026-05';
  else if (/role/i.test(name)) value = 'Manager';
  else if (/password/i.test(name)) value = 'Secret123';
  else if (/html/i.test(name)) value = '<p>bill</p>';
  else if (/amount|rate|quantity/i.test(name)) value = '1';
  else value = `Walk ${name || 'value'}`;
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? 10_000);
  return value.padEnd(min, 'x').slice(0, max);
}
