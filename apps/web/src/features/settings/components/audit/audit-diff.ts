// What an audit entry changed, in words a person reads: the fields whose value differs between
// before and after (nested objects flattened to dotted names, lists by position).
import { formatINR } from '@hisaab/shared/format';
import { qtyMilliToString } from '@hisaab/shared/money';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@hisaab/shared/schemas/audit';

export interface FieldChange {
  field: string;
  /** Display text; null when the field did not exist on that side. */
  before: string | null;
  after: string | null;
}

const MAX_DEPTH = 6;

const isPrimitive = (v: unknown) => v === null || typeof v !== 'object';

function flatten(value: unknown, prefix: string, out: Map<string, string>, depth: number): void {
  // A list of plain values (roles) reads best as one value: "Manager, Auditor".
  if (Array.isArray(value) && value.length > 0 && value.every(isPrimitive)) {
    out.set(prefix || '(value)', value.map(display).join(', '));
    return;
  }
  if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i + 1), v] as const)
      : Object.entries(value);
    if (entries.length === 0) out.set(prefix || '(value)', Array.isArray(value) ? '[]' : '{}');
    for (const [key, inner] of entries) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, out, depth + 1);
    }
    return;
  }
  out.set(prefix || '(value)', displayField(prefix, value));
}

/** Money is stored in paise and quantities in thousandths: shown as a person writes them. */
function displayField(field: string, value: unknown): string {
  if (typeof value === 'number' && Number.isInteger(value)) {
    if (/Paise$/.test(field)) return formatINR(value);
    if (/Milli$/.test(field)) return qtyMilliToString(value);
  }
  return display(value);
}

function display(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '“”' : value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields that differ (for a creation: every field set; for a deletion: every field held). */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = new Map<string, string>();
  const a = new Map<string, string>();
  if (before !== null && before !== undefined) flatten(before, '', b, 0);
  if (after !== null && after !== undefined) flatten(after, '', a, 0);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields
    .filter((f) => b.get(f) !== a.get(f))
    .map((field) => ({ field, before: b.get(field) ?? null, after: a.get(field) ?? null }));
}

export function entityLabel(entity: string): string {
  return AUDIT_ENTITIES[entity] ?? entity;
}

export function actionLabel(action: string): string {
  return AUDIT_ACTIONS[action] ?? action;
}

/** dd/mm/yyyy hh:mm in India, for an ISO instant. */
export function indiaDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}
