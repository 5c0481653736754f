// Turns a bill as entered into the document that is stored and posted: lines with their tax
// components from the shared engine, payments in paise, and totals. No I/O here.
import {
  computeInvoiceTotals,
  computeLineTax,
  type InvoiceTotals,
  type LineTaxResult,
} from '@hisaab/shared/gst/tax-engine';
import { toPaise, toQtyMilli } from '@hisaab/shared/money';
import type { TaxTreatment } from '@hisaab/shared/gst/supply';
import type { ItemForBilling } from './save-lookups.repo.ts';

export type SpecialKind = 'opening_balance' | 'round_off' | 'discount';

export interface ResolvedLine {
  item: ItemForBilling;
  unit: { id: number; name: string };
  /** rupees and quantity as entered (≤ 2 and ≤ 3 decimals, checked by the schema) */
  quantity: number;
  rate: number;
  lotSerialNumber: string | null;
  /** The order line it fulfils (issue 40). */
  orderLineId?: number | null;
  /** The delivery challan line it bills (issue 40): it moves no stock. */
  challanLineId?: number | null;
  /** Its batch (issue 40 part 2: batches/batch-lines.ts decided it). */
  batchId?: number | null;
  /** The godown its goods move in or out of (issue 40 part 3); null: the default one. */
  godownId?: number | null;
}

export interface DocumentLine {
  lineNo: number;
  itemId: number;
  itemName: string;
  specialKind: SpecialKind | null;
  qtyMilli: number;
  ratePaise: number;
  unitId: number;
  unitName: string;
  lotSerialNumber: string | null;
  hsnSacCode: string | null;
  tax: LineTaxResult;
  /** On a credit or debit note: the original bill's line it takes back. */
  returnOfLineNo?: number | null;
  /** The sale or purchase order line it fulfils (issue 40). */
  orderLineId?: number | null;
  /** The delivery challan line it bills (issue 40). */
  challanLineId?: number | null;
  /** Its batch (issue 40 part 2); a credit or debit note's line keeps its bill line's. */
  batchId?: number | null;
  /** Its godown (issue 40 part 3); null: the default one (the database fills it in). */
  godownId?: number | null;
}

/** A computed line as its `transaction_lines` row (bill saves and imported opening bills). */
export function lineRowOf(companyId: number, transactionId: number, line: DocumentLine) {
  return {
    companyId,
    transactionId,
    lineNo: line.lineNo,
    itemId: line.itemId,
    itemName: line.itemName,
    qtyMilli: line.qtyMilli,
    ratePaise: line.ratePaise,
    unitId: line.unitId,
    unitName: line.unitName,
    lotSerialNumber: line.lotSerialNumber,
    hsnSacCode: line.hsnSacCode,
    specialKind: line.specialKind,
    amountPaise: line.tax.amountPaise,
    taxablePaise: line.tax.taxablePaise,
    taxPaise: line.tax.taxPaise,
    returnOfLineNo: line.returnOfLineNo ?? null,
    orderLineId: line.orderLineId ?? null,
    challanLineId: line.challanLineId ?? null,
    batchId: line.batchId ?? null,
    godownId: line.specialKind ? null : (line.godownId ?? null),
  };
}

/** A line's tax rows, each with its line's number (the line's id comes when it is written). */
export function lineTaxRowsOf(companyId: number, line: DocumentLine) {
  return line.tax.taxes.map((t) => ({
    companyId,
    lineNo: line.lineNo,
    taxId: t.taxId,
    name: t.name,
    taxType: t.taxType,
    component: t.component,
    taxRateBp: t.taxRateBp,
    amountPaise: t.amountPaise,
  }));
}

export interface DocumentPayment {
  amountPaise: number;
  isBankTransaction: boolean;
  bankAccountId: number | null;
  isPaymentMade: boolean;
}

export interface ComputedDocument {
  lines: DocumentLine[];
  payments: DocumentPayment[];
  totals: InvoiceTotals;
  paidPaise: number;
}

export function computeDocument(input: {
  lines: ResolvedLine[];
  payments: DocumentPayment[];
  billDate: string;
  sellerStateCode: string;
  placeOfSupplyStateCode: string;
  /**
   * False for a sale of a company that collects no GST (no GSTIN, or the composition scheme:
   * collectsTax in @hisaab/shared/gst/registration): its lines carry no tax whatever their
   * items' groups say. A purchase always carries the tax its vendor charged.
   */
  chargesTax: boolean;
  /** An SEZ supply or export: IGST whatever the states (gst/supply.ts alwaysInterState). */
  interState?: boolean;
  /** Charged (default), zero-rated under LUT, or reverse charge (gst/supply.ts taxTreatment). */
  treatment?: TaxTreatment;
}): ComputedDocument {
  const lines = input.lines.map((line, index): DocumentLine => {
    let qtyMilli = toQtyMilli(line.quantity);
    let ratePaise = toPaise(line.rate);
    // A negative rate is kept as a positive rate with a negative quantity.
    if (ratePaise < 0) {
      ratePaise = -ratePaise;
      qtyMilli = -qtyMilli;
    }
    const specialKind = (line.item.specialKind as SpecialKind | null) ?? null;
    // Special lines carry one unit and no tax; their sign lives in the quantity.
    if (specialKind) qtyMilli = qtyMilli < 0 ? -1000 : 1000;
    const tax = computeLineTax({
      qtyMilli,
      ratePaise,
      rateIncludesTax: true,
      taxes: specialKind || !input.chargesTax ? [] : line.item.taxes,
      billDate: input.billDate,
      sellerStateCode: input.sellerStateCode,
      placeOfSupplyStateCode: input.placeOfSupplyStateCode,
      interState: input.interState ?? false,
      treatment: input.treatment ?? 'charged',
    });
    return {
      lineNo: index + 1,
      itemId: line.item.id,
      itemName: line.item.name,
      specialKind,
      qtyMilli,
      ratePaise,
      unitId: line.unit.id,
      unitName: line.unit.name,
      lotSerialNumber: line.lotSerialNumber,
      hsnSacCode: specialKind ? null : line.item.hsnSacCode,
      tax,
      orderLineId: specialKind ? null : (line.orderLineId ?? null),
      challanLineId: specialKind ? null : (line.challanLineId ?? null),
      batchId: specialKind ? null : (line.batchId ?? null),
      godownId: specialKind ? null : (line.godownId ?? null),
    };
  });
  const totals = computeInvoiceTotals(lines.map((l) => l.tax));
  const paidPaise = input.payments.reduce(
    (sum, p) => sum + (p.isPaymentMade ? -p.amountPaise : p.amountPaise),
    0,
  );
  return { lines, payments: input.payments, totals, paidPaise };
}
