// Stored rows → the document again (for re-posting without recomputing tax) and → the JSON the
// invoice screen loads.
import type { SupplyType } from '@hisaab/shared/gst/supply';
import {
  computeInvoiceTotals,
  withComponentRates,
  type LineTaxResult,
  type TaxComponent,
  type TaxType,
} from '@hisaab/shared/gst/tax-engine';
import { paiseToRupees, qtyMilliToNumber } from '@hisaab/shared/money';
import type { SpecialKind as ReplySpecialKind } from '@hisaab/shared/replies/lookups';
import type { TransactionKind, TransactionReply } from '@hisaab/shared/replies/transactions';
import type { payments, transactionLines, transactionLineTaxes } from '../../db/schema.ts';
import type { ComputedDocument, DocumentLine, SpecialKind } from './transaction-document.ts';
import type { CustomerRow, TransactionRow } from './transactions.repo.ts';
import type { Settlement } from '../../bookkeeping/bill-dues.ts';
import type { BatchRow } from '../batches/index.ts';

type LineRow = typeof transactionLines.$inferSelect;
type LineTaxRow = typeof transactionLineTaxes.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export function documentFromRows(rows: {
  lines: LineRow[];
  lineTaxes: LineTaxRow[];
  payments: PaymentRow[];
}): ComputedDocument {
  const lines: DocumentLine[] = rows.lines.map((l) => {
    // The rate each component shows is the line's taxes in it added up (shared engine rule).
    const taxes = withComponentRates(
      rows.lineTaxes
        .filter((t) => t.lineId === l.id)
        .map((t) => ({
          taxId: t.taxId,
          name: t.name,
          taxType: t.taxType as TaxType,
          component: t.component as TaxComponent,
          taxRateBp: t.taxRateBp,
          amountPaise: t.amountPaise,
        })),
    );
    const tax: LineTaxResult = {
      amountPaise: l.amountPaise,
      taxablePaise: l.taxablePaise,
      taxPaise: l.taxPaise,
      totalPaise: l.taxablePaise + l.taxPaise,
      // Under reverse charge the line keeps no tax in its amount but its rows carry the tax.
      reverseChargePaise: l.taxPaise === 0 ? taxes.reduce((sum, t) => sum + t.amountPaise, 0) : 0,
      taxes,
    };
    return {
      lineNo: l.lineNo,
      itemId: l.itemId,
      itemName: l.itemName,
      specialKind: l.specialKind as SpecialKind | null,
      qtyMilli: l.qtyMilli,
      ratePaise: l.ratePaise,
      unitId: l.unitId,
      unitName: l.unitName,
      lotSerialNumber: l.lotSerialNumber,
      hsnSacCode: l.hsnSacCode,
      tax,
      batchId: l.batchId,
    };
  });
  const docPayments = rows.payments.map((p) => ({
    amountPaise: p.amountPaise,
    isBankTransaction: p.isBankTransaction,
    bankAccountId: p.bankAccountId,
    isPaymentMade: p.isPaymentMade,
  }));
  const totals = computeInvoiceTotals(lines.map((l) => l.tax));
  const paidPaise = docPayments.reduce(
    (s, p) => s + (p.isPaymentMade ? -p.amountPaise : p.amountPaise),
    0,
  );
  return { lines, payments: docPayments, totals, paidPaise };
}

const rupees = paiseToRupees;

export function transactionView(args: {
  tx: TransactionRow;
  customer: CustomerRow;
  rows: { lines: LineRow[]; lineTaxes: LineTaxRow[]; payments: PaymentRow[] };
  traceabilityEnabled: boolean;
  customerBalancePaise: number;
  /** What is due on a sale or purchase (bookkeeping/bill-dues.ts); null for other documents. */
  duePaise: number | null;
  /** A payment-only entry: the bills it chose to settle (issue 42). */
  allocations?: { billId: number; number: string | null; date: string; amountPaise: number }[];
  /** A sale or purchase: the notes and later payments that settled it (bill-dues.ts). */
  settlements?: Settlement[];
  /** An estimate converted into a sale: that sale. */
  convertedTo?: { id: number; number: string | null } | null;
  /** A credit or debit note: the bill it returns (its print names it, GST rule 53). */
  returnOf?: { id: number; number: string | null; transactionDate: string } | null;
  /** A bill: the orders its lines fulfil (issue 40). */
  fromOrders?: { id: number; number: string }[];
  /** A bill: the delivery challans its lines bill (issue 40). */
  fromChallans?: { id: number; number: string }[];
  /** The batches its lines name (issue 40 part 2), by id. */
  batches?: ReadonlyMap<number, BatchRow>;
}): TransactionReply {
  const { tx, customer, rows } = args;
  const doc = documentFromRows(rows);
  // What the party still owes on this bill (for a purchase: what we still owe them).
  const settledPaise = tx.isPurchase ? -doc.paidPaise : doc.paidPaise;
  return {
    id: tx.id,
    // Stored as text; the reply's schema names the kinds (and the serializer checks them).
    kind: tx.kind as TransactionKind,
    isPurchase: tx.isPurchase,
    number: tx.number,
    version: tx.version,
    transactionDate: tx.transactionDate,
    createdAt: tx.createdAt.toISOString(),
    customerId: customer.id,
    customerName: customer.name,
    customer: {
      id: customer.id,
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      address: customer.address,
      gstin: customer.gstin,
      pan: customer.pan,
      stateCode: customer.stateCode,
      isDefaultCash: customer.isDefaultCash,
      balance: rupees(args.customerBalancePaise),
    },
    projectId: tx.projectId,
    remark: tx.remark,
    supplierInvoiceNumber: tx.supplierInvoiceNumber,
    supplierInvoiceDate: tx.supplierInvoiceDate,
    placeOfSupply: tx.placeOfSupply,
    supplyType: tx.supplyType as SupplyType,
    reverseCharge: tx.reverseCharge,
    shipTo: tx.shipTo ?? null,
    dispatchFrom: tx.dispatchFrom ?? null,
    exportDetails: tx.exportDetails ?? null,
    traceabilityEnabled: args.traceabilityEnabled,
    convertedTo: args.convertedTo ?? null,
    returnOf: args.returnOf ?? null,
    fromOrders: args.fromOrders ?? [],
    fromChallans: args.fromChallans ?? [],
    ...(args.allocations && {
      allocations: args.allocations.map((a) => ({
        billId: a.billId,
        number: a.number,
        date: a.date,
        amount: rupees(a.amountPaise),
      })),
    }),
    ...(args.settlements && {
      settlements: args.settlements.map((x) => ({
        id: x.id,
        kind: x.kind,
        number: x.number,
        date: x.date,
        amount: rupees(x.amountPaise),
      })),
    }),
    bankAccountId: rows.payments.find((p) => p.isBankTransaction)?.bankAccountId ?? null,
    godownId: rows.lines.find((l) => l.godownId !== null)?.godownId ?? null,
    lineItems: rows.lines.map((l, i) => {
      const line = doc.lines[i]!;
      return {
        id: l.id,
        itemId: l.itemId,
        itemName: l.itemName,
        quantity: qtyMilliToNumber(l.qtyMilli),
        rate: rupees(l.ratePaise),
        unitId: l.unitId,
        unitName: l.unitName,
        lotSerialNumber: l.lotSerialNumber,
        hsnSacCode: l.hsnSacCode,
        specialKind: l.specialKind as ReplySpecialKind | null,
        amount: rupees(l.amountPaise),
        taxableAmount: rupees(l.taxablePaise),
        taxAmount: rupees(l.taxPaise),
        taxes: line.tax.taxes.map((t) => ({
          taxId: t.taxId,
          name: t.name,
          taxType: t.taxType,
          component: t.component,
          rate: t.rateBp / 100,
          amount: rupees(t.amountPaise),
        })),
        orderLineId: l.orderLineId ?? null,
        challanLineId: l.challanLineId ?? null,
        batch: batchOf(l.batchId, args.batches),
      };
    }),
    payments: rows.payments.map((p) => ({
      id: p.id,
      amount: rupees(p.amountPaise),
      isBankTransaction: p.isBankTransaction,
      bankAccountId: p.bankAccountId,
      isPaymentMade: p.isPaymentMade,
      remark: p.remark,
    })),
    totals: {
      amount: rupees(doc.totals.amountPaise),
      taxable: rupees(doc.totals.taxablePaise),
      tax: rupees(doc.totals.taxPaise),
      reverseChargeTax: rupees(doc.totals.reverseChargePaise),
      paid: rupees(Math.abs(doc.paidPaise)),
      // A bill's due is read from the one function; a quotation, receipt or note shows its own
      // total less what was paid on it.
      pending: rupees(args.duePaise ?? doc.totals.amountPaise - settledPaise),
      taxSummary: doc.totals.taxSummary.map((r) => ({
        component: r.component,
        rate: r.rateBp / 100,
        taxable: rupees(r.taxablePaise),
        amount: rupees(r.amountPaise),
      })),
    },
  };
}

/** A line's batch as the reply names it (null: none, or not read). */
function batchOf(id: number | null, batches: ReadonlyMap<number, BatchRow> | undefined) {
  const b = id === null ? undefined : batches?.get(id);
  return b
    ? {
        id: b.id,
        number: b.batchNumber,
        mfgDate: b.mfgDate,
        expiryDate: b.expiryDate,
        mrp: b.mrpPaise === null ? null : rupees(b.mrpPaise),
      }
    : null;
}

/** The reply of GET /transactions/{id} (packages/shared/src/replies/transactions.ts). */
export type TransactionView = TransactionReply;
