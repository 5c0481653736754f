// The shop the returns tests work in (returns.test.ts, returns-debit-notes.test.ts): a company in
// Maharashtra (27) with Ravi (a customer), Pune Stationers (a supplier), pens and markers at
// GST 18% and 20 pens bought; `sell()` makes a test a sale of its own to take back from, so no
// test depends on what another took back, and note numbers are checked against the next number
// the company's settings give.
import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, registerAndLogin, type TestApp, sender } from './support/test-app.ts';
import {
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
  setCompanyState,
} from './support/fixtures.ts';

export const DAY = '2026-11-20';

type Item = { id: number; unitId: number };

export interface ReturnsWorld {
  t: TestApp;
  owner: Awaited<ReturnType<typeof registerAndLogin>>;
  companyId: number;
  ravi: { id: number };
  vendor: { id: number };
  cashId: number;
  pen: Item;
  marker: Item;
  /** A sale of 10 pens and 3 markers to Ravi that no test takes anything back from. */
  saleId: number;
}

/** The world, made before the file's tests and closed after them (filled in by beforeAll). */
export const w = {} as ReturnsWorld;

beforeAll(async () => {
  w.t = await createTestApp();
  w.t.clock.now = new Date(`${DAY}T06:30:00Z`);
  w.owner = await registerAndLogin(w.t);
  w.companyId = companyIdOf(w.owner.accessToken);
  const { t, companyId } = w;
  await setCompanyState(t, companyId, '27');
  w.ravi = await addCustomer(t, companyId, { name: 'Ravi Kumar', stateCode: '27', phone: '98765' });
  w.vendor = await addCustomer(t, companyId, { name: 'Pune Stationers', stateCode: '27' });
  w.cashId = (await cashCustomer(t, companyId)).id;
  w.pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
  w.marker = await addItem(t, companyId, { name: 'Marker', ratePaise: 10000, group: 'GST 18%' });
  const bought = await send(
    'POST',
    '/api/transactions',
    bill(w.vendor.id, true, [[w.pen, 20, 59]]),
  );
  expect(bought.statusCode, bought.body).toBe(201);
  w.saleId = (await sell()).id;
});
afterAll(async () => w.t?.close());

export const send = sender(
  () => w.t,
  () => w.owner.auth,
);

export function bill(customerId: number, isPurchase: boolean, lines: [Item, number, number][]) {
  return {
    customerId,
    transactionDate: DAY,
    isPurchase,
    lineItems: lines.map(([item, quantity, rate]) => ({
      itemId: item.id,
      quantity,
      rate,
      unitId: item.unitId,
    })),
  };
}

export const giveBack = (
  originalId: number,
  lines: [number, number][],
  refundMode: 'cash' | 'bank' | 'adjust' = 'cash',
  extra: Record<string, unknown> = {},
) => ({
  originalId,
  transactionDate: DAY,
  refundMode,
  lines: lines.map(([lineNo, quantity]) => ({ lineNo, quantity })),
  ...extra,
});

export async function stockOf(name: string): Promise<number> {
  const items = (await send('GET', '/api/items')).json() as { name: string; stock: number }[];
  return items.find((i) => i.name === name)!.stock;
}

export async function documents(): Promise<number> {
  const result = (await w.t.database.db.execute(
    sql`select count(*)::int as n from transactions where company_id = ${w.companyId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

export interface Note {
  id: number;
  number: string;
  title: string;
  amount: number;
  tax: number;
  taxable: number;
  refunded: number;
  refundMode: string;
  original: { id: number; number: string; transactionDate: string };
  lines: { itemName: string; quantity: number; taxable: number; tax: number; amount: number }[];
  taxes: { component: string; rateBp: number; taxable: number; amount: number }[];
}

export interface Sale {
  id: number;
  number: string;
}

/**
 * A sale of its own for a test to take back from: 10 pens at ₹118 and 3 markers at ₹100 to
 * Ravi (the arithmetic at the top). Each test makes its own, so none depends on what another
 * took back before it.
 */
export async function sell(): Promise<Sale> {
  const sold = await send(
    'POST',
    '/api/transactions',
    bill(w.ravi.id, false, [
      [w.pen, 10, 118],
      [w.marker, 3, 100],
    ]),
  );
  expect(sold.statusCode, sold.body).toBe(201);
  return sold.json() as Sale;
}

export async function takeBack(...args: Parameters<typeof giveBack>): Promise<Note> {
  const res = await send('POST', '/api/returns', giveBack(...args));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Note;
}

export interface NumberSettings {
  invoiceNumberFormat: string;
  nextInvoiceNumber: number;
  creditNoteNumberFormat: string;
  nextCreditNoteNumber: number;
  debitNoteNumberFormat: string;
  nextDebitNoteNumber: number;
}

export async function numberSettings(): Promise<NumberSettings> {
  return (await send('GET', '/api/companysettings')).json() as NumberSettings;
}

/** The number of a note in the CN-{0000} or DN-{0000} series: ('CN', 7) is CN-0007. */
export const numbered = (prefix: 'CN' | 'DN', n: number) =>
  `${prefix}-${String(n).padStart(4, '0')}`;
/** The running number of CN-0007: 7. */
export const counter = (number: string) => Number(/(\d+)$/.exec(number)![1]);
