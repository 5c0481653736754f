// A delivery challan as the e-way bill builder reads a bill (issue 40): its party, date, number
// and goods lines with their taxes as computed, no payments; the transport as the user gave it
// for this download (a challan keeps no transport row). Pure.
import { paiseToRupees } from '@hisaab/shared/money';
import type { TransportBody } from '@hisaab/shared/einvoice/schemas';
import type { TransactionView } from '../transactions/index.ts';
import type { EWayBillRow } from '../ewaybill/index.ts';
import type { ChallanLineRow, ChallanRow } from './challans.repo.ts';

interface Party {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  gstin: string | null;
  pan: string | null;
  stateCode: string | null;
  isDefaultCash: boolean;
}

export function challanAsBill(
  c: ChallanRow,
  lines: readonly ChallanLineRow[],
  party: Party,
  ownState: string | null,
): TransactionView {
  const rupees = paiseToRupees;
  return {
    id: c.id,
    kind: 'sale',
    isPurchase: false,
    number: c.number,
    version: c.version,
    transactionDate: c.challanDate,
    createdAt: c.createdAt.toISOString(),
    customerId: party.id,
    customerName: party.name,
    customer: { ...party, balance: 0 },
    projectId: null,
    remark: c.remark,
    supplierInvoiceNumber: null,
    supplierInvoiceDate: null,
    placeOfSupply: party.stateCode ?? ownState,
    supplyType: 'regular',
    reverseCharge: false,
    shipTo: null,
    dispatchFrom: null,
    exportDetails: null,
    traceabilityEnabled: false,
    convertedTo: null,
    returnOf: null,
    bankAccountId: null,
    lineItems: lines.map((l) => ({
      id: l.id,
      itemId: l.itemId,
      itemName: l.itemName,
      quantity: l.qtyMilli / 1000,
      rate: rupees(l.ratePaise),
      unitId: l.unitId,
      unitName: l.unitName,
      lotSerialNumber: null,
      hsnSacCode: l.hsnSacCode,
      specialKind: null,
      amount: rupees(l.amountPaise),
      taxableAmount: rupees(l.taxablePaise),
      taxAmount: rupees(l.taxPaise),
      taxes: l.taxes.map((t) => ({
        taxId: t.taxId,
        name: t.name,
        taxType: t.taxType,
        component: t.component,
        rate: t.rateBp / 100,
        amount: rupees(t.amountPaise),
      })),
    })),
    payments: [],
    totals: {
      amount: rupees(c.amountPaise),
      taxable: rupees(c.taxablePaise),
      tax: rupees(c.taxPaise),
      reverseChargeTax: 0,
      paid: 0,
      pending: 0,
      taxSummary: [],
    },
  };
}

/** The transport details given for the download, as the builder reads a stored row. */
export function transportRow(companyId: number, t: TransportBody, now: Date): EWayBillRow {
  return {
    companyId,
    transactionId: 0,
    transMode: t.transMode ?? null,
    vehicleNo: t.vehicleNo ?? null,
    vehicleType: t.vehicleType ?? null,
    transporterId: t.transporterId ?? null,
    transporterName: t.transporterName ?? null,
    transDocNo: t.transDocNo ?? null,
    transDocDate: t.transDocDate ?? null,
    distanceKm: t.distanceKm ?? null,
    ewbNo: null,
    validUntil: null,
    version: 1,
    updatedBy: null,
    updatedAt: now,
  };
}
