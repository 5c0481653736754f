// The isolation sweep's requests: for one route of the OpenAPI document, a request of the
// caller's own and the slots (path, query and body fields) where another company's id goes,
// by what the id names (a customer, an item, ...; 'any' when the sweep cannot tell).
import type { CompanyBooks } from './company-books.ts';
import { exampleOf, isIdName, type Operation } from './openapi-walk.ts';

export type Ids = CompanyBooks['ids'];
export type Kind = keyof Ids | 'email' | 'any';

const KIND_BY_NAME: Record<string, Kind> = {
  customerId: 'customer',
  vendorId: 'customer',
  defaultCustomerId: 'customer',
  itemId: 'item',
  unitId: 'unit',
  taxId: 'tax',
  taxGroupTaxIdsInOrder: 'tax',
  groupId: 'taxGroup',
  taxGroupId: 'taxGroup',
  toGroupId: 'taxGroup',
  bankAccountId: 'bankAccount',
  transactionId: 'sale',
  expenseId: 'expense',
  paymentId: 'payment',
  email: 'email',
};
/** What `{id}` (or a body's own `id`) names, by the path segment before it. */
const KIND_BY_SEGMENT: Record<string, Kind> = {
  items: 'item',
  units: 'unit',
  taxes: 'tax',
  groups: 'taxGroup',
  customers: 'customer',
  bankaccounts: 'bankAccount',
  transactions: 'sale',
  transaction: 'sale',
  payment: 'payment',
  expenses: 'expense',
  snapshots: 'snapshot',
};
/** Path parameters that are not ids, with a value of the caller's own. */
export const PLAIN_PARAMS: Record<string, string> = {
  key: 'EnableStockWarning',
  kind: 'customers',
};

export function kindOf(name: string, path: string): Kind | null {
  if (KIND_BY_NAME[name]) return KIND_BY_NAME[name]!;
  if (name === 'id') {
    const before = path.split('/{id}')[0]!.split('/').at(-1)!;
    return KIND_BY_SEGMENT[before] ?? 'any';
  }
  return isIdName(name) ? 'any' : null;
}

export function valuesOf(books: CompanyBooks, kind: Kind): (string | number)[] {
  if (kind === 'email') return [books.colleagueEmail, books.pendingEmail];
  if (kind === 'any')
    return Object.values(books.ids).filter((v): v is number => typeof v === 'number');
  return [books.ids[kind]];
}

export interface Slot {
  where: 'path' | 'query' | 'body';
  /** Parameter name, or the key path in the body. */
  key: (string | number)[];
  kind: Kind;
  isArray: boolean;
}

export interface Call {
  path: Record<string, string | number>;
  query: Record<string, string | number>;
  body: unknown;
}

/** A's or B's request for one operation, and the slots where an id goes. */
export function plan(
  op: Operation,
  own: CompanyBooks,
): { base: Call; slots: Slot[]; baseComplete: boolean } {
  const slots: Slot[] = [];
  const base: Call = { path: {}, query: {}, body: undefined };
  let baseComplete = true;
  for (const p of op.pathParams) {
    const kind = kindOf(p.name, op.path);
    if (kind) {
      slots.push({ where: 'path', key: [p.name], kind, isArray: false });
      const value = kind === 'any' ? undefined : valuesOf(own, kind)[0];
      if (value === undefined) baseComplete = false;
      else base.path[p.name] = value;
    } else base.path[p.name] = PLAIN_PARAMS[p.name] ?? 'x';
  }
  for (const p of op.queryParams) {
    const kind = kindOf(p.name, op.path);
    if (kind) slots.push({ where: 'query', key: [p.name], kind, isArray: false });
    if (kind && kind !== 'any') base.query[p.name] = valuesOf(own, kind)[0]!;
    else if (p.required) base.query[p.name] = exampleOf(p.schema, p.name) as string;
  }
  if (op.multipart) {
    // The upload form: the bill (or expense) the file belongs to.
    base.body = { transactionId: own.ids.sale };
    slots.push({ where: 'body', key: ['transactionId'], kind: 'sale', isArray: false });
  } else if (op.body) {
    base.body = TEMPLATES[`${op.method} ${op.path}`]?.(own.ids) ?? exampleOf(op.body);
    collectBodySlots(base.body, [], op.path, slots, own);
  }
  return { base, slots, baseComplete };
}

/** Records each id-like body field as a slot and sets it to the caller's own id (or clears it). */
function collectBodySlots(
  value: unknown,
  at: (string | number)[],
  path: string,
  slots: Slot[],
  own: CompanyBooks,
) {
  if (Array.isArray(value))
    value.forEach((v, i) => collectBodySlots(v, [...at, i], path, slots, own));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const kind = isIdName(key) ? (at.length === 0 ? kindOf(key, path) : KIND_BY_NAME[key]) : null;
      if (kind || (isIdName(key) && at.length > 0)) {
        slots.push({
          where: 'body',
          key: [...at, key],
          kind: kind ?? 'any',
          isArray: Array.isArray(inner),
        });
        if (kind && kind !== 'any')
          setIn(
            value as object,
            [key],
            Array.isArray(inner) ? [valuesOf(own, kind)[0]] : valuesOf(own, kind)[0],
          );
        else (value as Record<string, unknown>)[key] = Array.isArray(inner) ? [] : null;
      } else collectBodySlots(inner, [...at, key], path, slots, own);
    }
  }
}

export function setIn(target: object, key: (string | number)[], value: unknown) {
  let node = target as Record<string | number, unknown>;
  for (const k of key.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[key.at(-1)!] = value;
}

export function withSlot(base: Call, slot: Slot, value: string | number): Call {
  const call: Call = structuredClone(base);
  const v = slot.isArray ? [value] : value;
  if (slot.where === 'path') call.path[slot.key[0] as string] = value;
  else if (slot.where === 'query') call.query[slot.key[0] as string] = value;
  else setIn(call.body as object, slot.key, v);
  return call;
}

/** Valid requests of the main writes, so an id refused is refused for being A's. */
export const TEMPLATES: Record<string, (ids: Ids) => unknown> = {
  'POST /api/transactions': (ids) => sale(ids),
  'PUT /api/transactions/{id}': (ids) => sale(ids),
  'POST /api/transactions/payment': (ids) => ({
    customerId: ids.customer,
    transactionDate: '2026-05-06',
    amount: 5,
    isPaymentMade: false,
    isBankTransaction: true,
    bankAccountId: ids.bankAccount,
    remark: 'Sweep UPI',
  }),
  'POST /api/expenses': (ids) => ({
    id: ids.expense,
    expenseItemName: 'Sweep Tea',
    amount: 5,
    timeStamp: '2026-05-06T10:00:00+05:30',
    isBankTransaction: true,
    bankAccountId: ids.bankAccount,
  }),
  'POST /api/items': (ids) => ({
    name: 'Sweep Item',
    unitId: ids.unit,
    rate: 1,
    taxGroupId: ids.taxGroup,
  }),
  'PUT /api/items/{id}': (ids) => ({
    name: 'Sweep Item 2',
    unitId: ids.unit,
    rate: 1,
    taxGroupId: ids.taxGroup,
  }),
  'POST /api/taxes/groups/{id}/taxes/add': (ids) => ({ taxId: ids.tax, priority: 1 }),
  'POST /api/taxes/groups/{id}/taxes': (ids) => ({ mappings: [{ taxId: ids.tax, priority: 1 }] }),
  'POST /api/taxes/groups/{id}/taxes/reorder': (ids) => ({ taxGroupTaxIdsInOrder: [ids.tax] }),
  'POST /api/taxes/groups/{id}/move-items': (ids) => ({ toGroupId: ids.taxGroup }),
};

function sale(ids: Ids) {
  return {
    customerId: ids.customer,
    remark: 'Sweep UPI',
    transactionDate: '2026-05-06',
    isPurchase: false,
    updateItems: false,
    lineItems: [{ itemId: ids.item, quantity: 1, rate: 120, unitId: ids.unit }],
    payments: [
      { amount: 10, isBankTransaction: true, bankAccountId: ids.bankAccount, isPaymentMade: false },
    ],
  };
}
