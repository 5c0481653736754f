// The decide step of a bill's save (transaction-decide.ts) without a database: from what the
// save has read, the document's kind, side and series, and the refusals a user sees.
import { describe, expect, it } from 'vitest';
import { transactionSchema, type TransactionData } from '@hisaab/shared/schemas/transaction';
import { INVOICE_VALIDATION } from '@hisaab/shared/validation-messages';
import {
  decideKind,
  TRANSACTION_MESSAGES,
  type StoredBill,
} from '../src/modules/transactions/transaction-decide.ts';
import type { ItemForBilling } from '../src/modules/transactions/save-lookups.repo.ts';

const pen = { id: 7, name: 'Pen', specialKind: null } as ItemForBilling;
const opening = {
  id: 8,
  name: 'Opening Balance',
  specialKind: 'opening_balance',
} as ItemForBilling;

const bill = (extra: Record<string, unknown> = {}): TransactionData =>
  transactionSchema.parse({
    customerId: 3,
    transactionDate: '2026-11-20',
    lineItems: [{ itemId: pen.id, quantity: 2, rate: 118, unitId: 1 }],
    ...extra,
  });

const stored = (kind: string, isPurchase: boolean): StoredBill =>
  ({
    header: { id: 1, kind, isPurchase, number: 'INV-0001' },
    lines: [],
    lineTaxes: [],
    payments: [],
  }) as unknown as StoredBill;

const decide = (body: TransactionData, before: StoredBill | null = null, estimateRoute = false) =>
  decideKind({ body, before, estimateRoute, items: [pen, opening] });

/** The HttpError a refusal throws, as status and message. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    const e = error as { status: number; message: string };
    return { status: e.status, message: e.message };
  }
  throw new Error('not refused');
}

describe('deciding a save', () => {
  it('numbers a new sale, purchase and estimate in their own series', () => {
    expect(decide(bill())).toMatchObject({ series: 'invoice', numbered: true, newInvoice: true });
    expect(decide(bill({ isPurchase: true }))).toMatchObject({
      series: 'purchase',
      isPurchase: true,
      newInvoice: false,
    });
    expect(decide(bill(), null, true)).toMatchObject({ series: 'estimate', isEstimate: true });
  });

  it('keeps the side an edited bill was saved with, and counts no edited sale again', () => {
    const kind = decide(bill({ isPurchase: true }), stored('sale', false));
    expect(kind).toMatchObject({ isPurchase: false, series: 'invoice', newInvoice: false });
  });

  it('gives an opening balance no number and no part in the plan', () => {
    const body = bill({ lineItems: [{ itemId: opening.id, quantity: 1, rate: 500, unitId: 1 }] });
    expect(decide(body)).toMatchObject({ isOpening: true, numbered: false, newInvoice: false });
  });

  it('refuses an edit of a note, a payment on an estimate, and a sale turned opening balance', () => {
    expect(refusal(() => decide(bill(), stored('credit_note', false)))).toEqual({
      status: 409,
      message: TRANSACTION_MESSAGES.noteUnchangeable,
    });
    const paid = bill({ payments: [{ amount: 100, isBankTransaction: false }] });
    expect(refusal(() => decide(paid, null, true))).toEqual({
      status: 400,
      message: TRANSACTION_MESSAGES.estimateNoPayment,
    });
    const body = bill({ lineItems: [{ itemId: opening.id, quantity: 1, rate: 500, unitId: 1 }] });
    expect(refusal(() => decide(body, stored('sale', false)))).toEqual({
      status: 400,
      message: INVOICE_VALIDATION.openingBalanceKindChange,
    });
  });
});
