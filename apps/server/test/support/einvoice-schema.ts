// NIC's e-invoice schema (INV-01 version 1.1 as JSON Schema draft-07: shared/domain/
// einvoice-schema-1.1.json, copied into test/fixtures) with a real validator (ajv), so that
// every e-invoice JSON the tests see, golden files and files built alike, is one the IRP's
// schema takes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { expect } from 'vitest';

const SCHEMA_FILE = path.join(import.meta.dirname, '..', 'fixtures', 'einvoice-schema-1.1.json');

// The schema's patterns are written for JavaScript's plain regular expressions: `^([^\"])*$`
// is an invalid escape under the `u` flag ajv uses by default.
const ajv = new Ajv({ allErrors: true, unicodeRegExp: false });
const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object);

/** What the schema says of one invoice (empty when it passes): "/ItemList/0/HsnCd must …". */
export function einvoiceSchemaErrors(invoice: unknown): string[] {
  if (validate(invoice)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
}

/** One invoice, or the month file's array of them: each must pass the schema. */
export function expectEInvoiceSchemaValid(json: unknown) {
  const invoices = Array.isArray(json) ? json : [json];
  expect(invoices.length).toBeGreaterThan(0);
  for (const invoice of invoices) expect(einvoiceSchemaErrors(invoice)).toEqual([]);
}
