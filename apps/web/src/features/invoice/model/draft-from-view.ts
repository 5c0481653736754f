// A stored transaction (GET /transactions/{id}) back into the screen's draft for modify mode.
import { paiseToString, toPaise, toQtyMilli, qtyMilliToNumber } from '@hisaab/shared/money';
import type { CustomerOption } from '../api/autocomplete-data.ts';
import type { TransactionView } from '../api/transaction.ts';
import { emptyLine, newLineKey, roundOffPaise, SPECIAL_UNIT_NAME, type BillLine } from './bill.ts';
import type { BillDraft } from './bill-draft.ts';
import { supplyDraftFromView } from './supply-draft.ts';

function lineFromView(l: TransactionView['lineItems'][number]): BillLine {
  const special = l.specialKind ?? null;
  const negative = l.quantity < 0;
  return {
    key: newLineKey(),
    id: l.id,
    itemId: l.itemId,
    itemName: l.itemName,
    specialKind: special,
    // Special lines show their signed amount as the rate with quantity 1.
    quantity: special ? '1' : String(qtyMilliToNumber(toQtyMilli(l.quantity))),
    rate: paiseToString(special && negative ? -toPaise(l.rate) : toPaise(l.rate)),
    unitId: l.unitId,
    unitName: special ? l.unitName || SPECIAL_UNIT_NAME : l.unitName,
    lotSerialNumber: l.lotSerialNumber ?? '',
    hsnSacCode: l.hsnSacCode,
    // The rate the bill was saved at stays: the customer's last rates (which this very bill
    // may have set) and the item's rate prefill only rows chosen anew. Round off: below.
    rateEdited: !special,
    // The order line it bills stays with it through an edit (issue 40).
    ...(l.orderLineId ? { orderLineId: l.orderLineId } : {}),
    ...(l.challanLineId ? { challanLineId: l.challanLineId } : {}),
    // Its batch as saved (issue 40 part 2): kept through an edit.
    ...(l.batch
      ? {
          trackedByBatch: true,
          batchId: l.batch.id,
          batchExpiry: l.batch.expiryDate,
          mfgDate: l.batch.mfgDate ?? '',
          expiryDate: l.batch.expiryDate ?? '',
          mrp: l.batch.mrp === null ? '' : String(l.batch.mrp),
        }
      : {}),
  };
}

export function draftFromView(
  view: TransactionView,
  customers: readonly CustomerOption[],
): BillDraft {
  const paymentOnly = view.kind === 'payment' || view.lineItems.length === 0;
  const customer: CustomerOption = customers.find((c) => c.id === view.customerId) ?? {
    ...view.customer,
    id: view.customerId,
  };
  const signed = view.payments.reduce(
    (sum, p) => sum + (p.isPaymentMade === view.isPurchase ? 1 : -1) * toPaise(p.amount),
    0,
  );
  const bank = view.payments.find((p) => p.isBankTransaction);
  let lines = view.lineItems.map(lineFromView);
  // A stored Round off that differs from the automatic one was typed by hand: keep it.
  const auto = paiseToString(roundOffPaise(lines));
  lines = lines.map((l) =>
    l.specialKind === 'round_off' ? { ...l, rateEdited: l.rate !== auto } : l,
  );
  const paidText = paiseToString(signed);
  const isBank = bank !== undefined;
  const bankAccountId = bank?.bankAccountId ?? view.bankAccountId ?? null;
  return {
    id: view.id,
    number: view.number,
    version: view.version,
    side: {
      isPurchase: view.isPurchase,
      paymentOnly,
      estimate: view.kind === 'estimate',
      openingBalance: view.kind === 'opening_balance',
    },
    date: view.transactionDate.slice(0, 10),
    customer,
    customerText: customer.name,
    lines: paymentOnly ? [] : lines.length > 0 ? lines : [emptyLine()],
    paidText,
    paidEdited: !customer.isDefaultCash,
    isBank,
    bankAccountId,
    godownId: view.godownId ?? null,
    remark: view.remark ?? '',
    supplierInvoiceNumber: view.supplierInvoiceNumber ?? '',
    supplierInvoiceDate: view.supplierInvoiceDate ?? '',
    updateItems: false,
    paymentIds: view.payments.flatMap((p) => (p.id ? [p.id] : [])),
    supply: supplyDraftFromView(view),
    allocations: (view.allocations ?? []).map((a) => ({
      billId: a.billId,
      amountText: paiseToString(toPaise(a.amount)),
    })),
    loadedPayments:
      view.payments.length > 1
        ? {
            payments: view.payments.map((p) => ({
              id: p.id,
              amount: p.amount,
              isBankTransaction: p.isBankTransaction,
              bankAccountId: p.bankAccountId,
              isPaymentMade: p.isPaymentMade,
            })),
            paidText,
            isBank,
            bankAccountId,
          }
        : null,
  };
}

/**
 * How a stored document moved its party's balance (positive: the party owes more): its own
 * total less the money on it, a quotation nothing. Not what is due on it, which later
 * receipts and notes lower too.
 */
export function storedEffectPaise(view: TransactionView | undefined): number {
  if (!view || view.kind === 'estimate') return 0;
  const paid = view.payments.reduce(
    (s, p) => s + (p.isPaymentMade ? -toPaise(p.amount) : toPaise(p.amount)),
    0,
  );
  const amount = toPaise(view.totals.amount);
  return (view.isPurchase ? -amount : amount) - paid;
}
