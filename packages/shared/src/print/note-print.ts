// A credit or debit note as a printed document (issue 23, finding 4): titled as such, naming
// the bill it returns (GST rule 53), with its amounts positive (the stored lines of a note are
// negative, on the original's side) and how it was settled instead of a balance due. A debit
// note to a customer (a price raised after the sale) is a Debit Note naming the invoice; its
// amounts are stored positive already.
import { formatDate, formatINR } from '../format.ts';
import { toPaise } from '../money.ts';
import type { PrintBill } from './print-document.ts';

type NoteFields = Pick<PrintBill, 'kind' | 'returnOf' | 'payments' | 'totals'>;

export const isNote = (view: Pick<PrintBill, 'kind'>) =>
  view.kind === 'credit_note' || view.kind === 'debit_note' || view.kind === 'sales_debit_note';

export function noteTitle(view: Pick<PrintBill, 'kind'>) {
  const debit = view.kind === 'debit_note' || view.kind === 'sales_debit_note';
  return {
    title: debit ? 'Debit Note' : 'Credit Note',
    numberLabel: 'Note No.',
    totalLabel: debit ? 'Debit Note Total' : 'Credit Note Total',
    refundLabel: debit ? 'Refund received' : 'Refunded',
  };
}

/** The bill a note returns, as rows under its number and date (GST rule 53). */
export function originalBillRows(
  view: Pick<NoteFields, 'kind' | 'returnOf'>,
): { label: string; value: string }[] {
  if (!isNote(view) || !view.returnOf) return [];
  const { number, id, transactionDate } = view.returnOf;
  const bill = view.kind === 'debit_note' ? 'Bill' : 'Invoice';
  return [
    { label: `Original ${bill}`, value: number ?? `#${id}` },
    { label: `${bill} Date`, value: formatDate(transactionDate) },
  ];
}

/**
 * The delivery challans a sale bills (issue 40), as one row under its number: "Challan:
 * DC-0003, DC-0004".
 */
export function challanRows(
  view: Pick<PrintBill, 'fromChallans'>,
): { label: string; value: string }[] {
  const challans = view.fromChallans ?? [];
  if (challans.length === 0) return [];
  return [{ label: 'Challan', value: challans.map((c) => c.number).join(', ') }];
}

/** The note with its lines, taxes and totals as positive amounts (quantities taken back). */
export function positiveNote<T extends Pick<PrintBill, 'kind' | 'lineItems' | 'totals'>>(
  view: T,
): T {
  if (view.kind === 'sales_debit_note') return view;
  const neg = (n: number) => (n === 0 ? 0 : -n);
  return {
    ...view,
    lineItems: view.lineItems.map((l) => ({
      ...l,
      quantity: neg(l.quantity),
      amount: neg(l.amount),
      taxableAmount: neg(l.taxableAmount),
      taxAmount: neg(l.taxAmount),
      taxes: l.taxes.map((t) => ({ ...t, amount: neg(t.amount) })),
    })),
    totals: {
      ...view.totals,
      amount: neg(view.totals.amount),
      taxable: neg(view.totals.taxable),
      tax: neg(view.totals.tax),
      taxSummary: view.totals.taxSummary.map((r) => ({
        ...r,
        taxable: neg(r.taxable),
        amount: neg(r.amount),
      })),
    },
  };
}

/** Refunded (or received back), or adjusted against the party's balance when nothing was. */
export function noteSettlement(view: NoteFields): { label: string; value: string }[] {
  const refunded = view.payments.reduce((s, p) => s + toPaise(p.amount), 0);
  if (refunded === 0)
    return [
      {
        label: 'Adjusted to balance',
        value: formatINR(toPaise(view.totals.amount)),
      },
    ];
  return [{ label: noteTitle(view).refundLabel, value: formatINR(refunded) }];
}
